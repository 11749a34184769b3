// Turning a raw answer into a stored value: trimmed, capped, and null when it says nothing.

/**
 * "see above", "long story, see bio!", "see top of email": an answer that points to another answer or email.
 * It is no value (NON_ANSWER), and the review gate holds the reply for it (verdict.ts).
 */
export const SEES_ELSEWHERE = String.raw`(?:long\s+story\s*[,;:–—-]?\s*)?(?:see|zie|siehe)\s+(?:above|below|(?:my\s+|the\s+)?(?:bio|story|ramble)|(?:my|mijn|mein(?:em)?)\s+(?:old|last|previous|oude|vorige|altes?|alten)\s+(?:profile|profiel|profil)|my\s+(?:intro|note|first\s+email|last\s+email)|(?:the\s+)?(?:top|bottom)(?:\s+of\s+(?:the\s+|my\s+|this\s+)?(?:e-?mail|mail|message|reply|page))?|previous|earlier)`;

/** "same as last year" in Dutch, German, Spanish, French, Italian, Portuguese and Japanese (a pointer, or its value). */
export const SAME_AS_LAST_YEAR_I18N = String.raw`(?:zelfde\s+als\s+(?:vorig\s+jaar|vorige\s+keer)|(?:genauso\s+|gleich\s+)?wie\s+(?:letztes|voriges)\s+jahr|igual\s+que\s+el\s+año\s+pasado|comme\s+l['’]an(?:née)?\s+derni[eè]re?|come\s+l['’]anno\s+scorso|igual\s+ao\s+ano\s+passado|去年と同じ(?:です)?)`;

const NON_ANSWER = new RegExp(
  "^(?:" +
    [
      // "n/a - always camped with friends": a no with its reason, as "none, …" below
      "n\\/?a(?:\\s*[,;:–—-]\\s.{0,80})?",
      // (and "non yet", as phones autocorrect it)
      "non\\s+yet",
      // "none, was with friends in open camping": a no with its reason
      "none\\s*[,;:–—-]\\s.{0,80}",
      // "none yet, you guys are my first camp"
      "none\\s+(?:yet|so\\s+far)\\s*[,;:–—-]\\s.{0,80}",
      // Chinese, Japanese, Korean: "not yet", "none"
      "还没有|還沒有|还没|還沒|没有|沒有|暂无|暫無|无|無|まだ(?:ない|です|ありません)?|なし|無し|特になし|아직\\s*없(?:어요|습니다|음)?|없(?:어요|습니다|음)",
      "none(?:\\s+(?:yet|so\\s+far|at\\s+(?:the\\s+)?(?:big\\s+)?(?:burn|playa)|on\\s+(?:the\\s+)?playa))?",
      // "still waiting for one", "waiting on my camp to give me one", "open to suggestions"
      "still\\s+(?:waiting|looking|thinking|deciding|working\\s+on\\s+it|figuring)\\b.{0,40}",
      "waiting\\s+(?:for|on|to)\\b.{0,40}",
      "open\\s+to\\s+suggestions\\b.{0,20}",
      // "never been in a camp before", "never camped with one"
      "never\\s+(?:been\\s+(?:in|with|part\\s+of)\\s+a\\s+(?:theme\\s+)?camp|camped\\s+with\\s+(?:a|one|any)|had\\s+(?:a|one))\\b.{0,40}",
      "nope",
      "no",
      "nil",
      "null",
      "nothing(?:\\s+(?:yet|so\\s+far))?",
      "tbd",
      "tba",
      "tbc",
      // "tbd, will send something once I think of something clever": not yet, with its reason (session 26)
      "(?:tbd|tba|tbc|to\\s+come|coming\\s+soon)\\s*[,;:–—-]\\s.{0,80}",
      "skip",
      "pass",
      "unknown",
      "not\\s+yet",
      "no\\s+idea(?:\\s+yet)?",
      "not\\s+sure(?:\\s+yet)?",
      "not\\s+applicable",
      "idk",
      "pending",
      "to\\s+be\\s+(?:determined|decided|announced|confirmed)",
      "coming\\s+soon",
      "later",
      "will\\s+(?:send|add|write)\\b.*",
      // "I'll write something once I've actually been :)": the answer put off till later.
      "(?:i['’]ll|i\\s+will)\\s+(?:send|add|write|fill\\s+(?:this|it)\\s+in|do\\s+(?:this|it|one))\\b.{0,60}",
      "(?:i\\s+)?(?:don['’]?t|do\\s+not|haven['’]?t|have\\s+not)\\s+(?:have|got|get)\\b.{0,40}",
      "(?:i\\s+)?(?:don['’]?t|do\\s+not|haven['’]?t|have\\s+not)\\s+(?:been|had|decided|picked|chosen)\\b.{0,40}",
      "no\\s+(?:playa\\s+name|camps?|burns?|name|nickname|bio)\\b.{0,30}",
      "not\\s+(?:yet|really|sure)\\b.{0,40}",
      "(?:i['’]d\\s+)?(?:prefer|rather)\\s+not\\s+(?:to\\s+)?say",
      // German, French, Spanish, Italian, Dutch, Portuguese, Polish, Russian
      "noch\\s+(?:keine?[nr]?|nicht)\\b.{0,30}",
      "(?:(?:ich\\s+)?hab(?:e)?\\s+(?:noch\\s+)?)?kein(?:e|en|er|es|s)?(?:\\s+\\S+)?",
      // "dunno yet, suggestions welcome", "no clue", "haven't decided"
      "dunno\\b.{0,60}",
      "no\\s+clue\\b.{0,40}",
      "(?:não\\s+tenho|non\\s+(?:ce\\s+l['’]?\\s*)?ho|(?:ik\\s+)?heb\\s+(?:er\\s+)?(?:nog\\s+)?geen|je\\s+n['’]en\\s+ai\\s+pas)\\b.{0,40}",
      "k\\.\\s?a\\.",
      "pas\\s+encore\\b.{0,30}",
      // "see above", "same as last year": a pointer, not an answer (the review gate holds the reply)
      // ("long story, see bio!", "see my ramble above")
      `${SEES_ELSEWHERE}\\b.{0,30}`,
      // "(see top)": the pointer in brackets (session 26)
      `\\(\\s*(?:${SEES_ELSEWHERE}|see\\s+(?:the\\s+)?top)\\b[^()]{0,30}\\)`,
      // "skip this one, I'm new": the member passes on the question
      "skip(?:ped|ping)?\\s+(?:this|that|it)(?:\\s+one)?\\b.{0,40}",
      "as\\s+(?:above|before|last\\s+year)\\b.{0,30}",
      "(?:the\\s+)?same\\s+as\\s+(?:last\\s+year|last\\s+time|my\\s+last\\s+email)\\b.{0,30}",
      // The same in Dutch, German, Spanish, French, Italian, Portuguese and Japanese (session 25)
      `${SAME_AS_LAST_YEAR_I18N}(?![\\p{L}]).{0,30}`,
      // "I'd rather not say", "prefer not to say", "I'll skip the bio – …": the member passes on the question
      "(?:I['’]d\\s+)?(?:rather\\s+not|prefer\\s+not\\s+to)\\s+(?:say|share|tell)\\b.{0,60}",
      "I['’]ll\\s+skip\\s+(?:the\\s+bio|this(?:\\s+one)?|that(?:\\s+one)?)\\b.{0,200}",
      // Afrikaans, Catalan, Swahili, Hindi: "nog nie", "encara no", "bado sina", "hakuna bado", "अभी नहीं"
      "nog\\s+(?:nie|geen)\\b.{0,30}",
      "encara\\s+(?:no|cap)\\b.{0,30}",
      "(?:bado\\s+(?:sina|hakuna)|hakuna(?:\\s+bado)?|sina(?:\\s+bado)?)\\b.{0,30}",
      "(?:अभी\\s+)?(?:नहीं|कोई\\s+नहीं)(?:\\s+है)?",
      // "pas de nom", "sin apodo", "sem nome", "senza soprannome": none of it
      "pas\\s+(?:de\\s+|d['’]\\s*)(?:nom|surnom|camp|burn)\\S*(?:\\s+(?:encore|de\\s+playa))?",
      "(?:sin|sem|senza)\\s+(?:nombre|apodo|nome|apelido|soprannome|camp\\S*)\\b.{0,30}",
      // Dutch "n.v.t." (not applicable), "geen idee (nog)"; English "no idea yet" is above
      "n\\.?\\s?v\\.?\\s?t\\.?",
      "geen\\s+idee\\b.{0,30}",
      "aucun(?:e)?\\b.{0,80}",
      "je\\s+n['’]ai\\s+pas\\b.{0,40}",
      "todav[ií]a\\s+no\\b.{0,40}",
      "a[uú]n\\s+no\\b.{0,40}",
      "ninguno?a?\\b.{0,80}",
      "no\\s+tengo\\b.{0,40}",
      "non\\s+ancora\\b.{0,30}",
      "nessun[oa]?\\b.{0,80}",
      "nog\\s+niet\\b.{0,30}",
      "nog\\s+geen\\b.{0,30}",
      "geen(?:\\s+\\S+)?",
      "ainda\\s+n[aã]o\\b.{0,40}",
      "nenhuma?\\b.{0,80}",
      "jeszcze\\s+nie\\b.{0,40}",
      "brak",
      "нет(?:\\s+\\S+)?",
      "пока\\s+нет\\b.{0,30}",
      // Hebrew, Arabic, Greek, Turkish, Swedish: "none (yet)", "I don't have one (yet)"
      "(?:עוד\\s+|עדיין\\s+)?אין(?:\\s+לי)?(?:\\s+עדיין)?(?![\\p{L}]).{0,30}",
      "(?:עוד|עדיין)\\s+לא(?![\\p{L}]).{0,30}",
      "(?:لا\\s+يوجد|ما\\s+عندي|ما\\s+في|ليس\\s+لدي|لا\\s+شيء|ليس\\s+بعد|لسه)(?![\\p{L}]).{0,30}",
      "(?:κανένα|κανένας|καμία|τίποτα|όχι\\s+ακόμα|δεν\\s+έχω)(?![\\p{L}]).{0,30}",
      "(?:henüz\\s+)?(?:yok|değil)(?![\\p{L}]).{0,30}",
      "(?:(?:jag\\s+)?har\\s+)?(?:inget|ingen|inga|inte\\s+(?:än|ännu))(?![\\p{L}]).{0,30}",
      // Vietnamese "chưa có" (not yet), "không có" (none); British "not got one (yet)" (session 25)
      "(?:chưa|không)(?:\\s+có)?(?![\\p{L}]).{0,30}",
      "(?:I\\s+)?(?:have\\s+)?not\\s+got\\s+(?:one|a\\s+\\S+)\\b.{0,30}",
    ].join("|") +
    ")[.!]*$",
  "iu",
);

/** A literal string as a piece of a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Closings a member types after their answers; they belong to the email, not to a bio.
const SIGN_OFF = new RegExp(
  "^(?:" +
    [
      "thanks",
      "thank\\s+you",
      "thx",
      "ty",
      "cheers",
      "kind\\s+regards",
      "best\\s+regards",
      "warm\\s+regards",
      "regards",
      "best\\s+wishes",
      "all\\s+the\\s+best",
      "best",
      "warmly",
      "sincerely",
      "love",
      "lots\\s+of\\s+love",
      "much\\s+love",
      "big\\s+hugs",
      "hugs",
      "dusty\\s+hugs",
      "xo+",
      "x+",
      "ciao",
      "peace",
      "take\\s+care",
      "talk\\s+soon",
      "see\\s+ya",
      "see\\s+u(?:\\s+(?:all|guys|soon))?(?:\\s+(?:on|in|at)\\s+the\\s+(?:playa|dust|burn))?",
      "see\\s+you(?:se)?(?:\\s+(?:all|guys|soon))?(?:\\s+(?:(?:on|in|at)\\s+the\\s+(?:playa|dust|burn)|out\\s+there|in\\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)|next\\s+month))?",
      // "Can't wait to meet everyone,"
      "can['’]?t\\s+wait(?:\\s+to\\s+(?:meet|see)\\s+(?:you|everyone|y['’]all)(?:\\s+all)?(?:\\s+(?:there|out\\s+there|on\\s+the\\s+playa))?)?",
      // German, French, Spanish, Italian, Dutch closings
      "viele\\s+grüße",
      "liebe\\s+grüße",
      "beste\\s+grüße",
      "mit\\s+freundlichen\\s+grüßen",
      "freundliche\\s+grüße",
      "herzliche\\s+grüße",
      "grüße",
      "gruß",
      "lg",
      "mfg",
      "bises",
      "bisous",
      "amitiés",
      "bien\\s+à\\s+(?:vous|toi)",
      "cordialement",
      "à\\s+(?:tout\\s+|très\\s+)?bientôt",
      "à\\s+très\\s+vite",
      "god\\s+bless",
      "à\\s+la\\s+prochaine",
      "hasta\\s+pronto",
      "até\\s+(?:logo|breve|já|mais)",
      "bis\\s+(?:bald|dann|später)",
      "saludos(?:\\s+cordiales)?",
      "ng[aā]\\s+mihi(?:\\s+nui)?",
      "un\\s+saludo",
      "un\\s+abrazo",
      "abrazos",
      "besos",
      "saluti",
      "cordiali\\s+saluti",
      "un\\s+abbraccio",
      "a\\s+presto",
      "groetjes",
      // Hindi "धन्यवाद" / "शुक्रिया" (thank you), Swahili "asante", Catalan "una abraçada"
      "धन्यवाद",
      "शुक्रिया",
      "asante(?:\\s+sana)?",
      // Zulu / Xhosa "thank you", Welsh "thanks (very much)", Hawaiian "thanks",
      // Norwegian / Danish "a hug from …" (session 31)
      "(?:ngi)?yabonga|siyabonga|enkosi",
      "mahalo(?:\\s+nui(?:\\s+loa)?)?",
      "diolch(?:\\s+(?:yn\\s+fawr|o\\s+galon))?",
      "klem\\s+fra",
      "many\\s+thanks",
      "una\\s+abraçada",
      "salutacions",
      // Afrikaans
      "groete",
      "baie\\s+groete",
      "groeten",
      "tot\\s+(?:ziens|snel|gauw|dan|later|volgend\\s+jaar|op\\s+de\\s+playa)",
      "met\\s+vriendelijke\\s+groet(?:en)?",
      "bonne\\s+(?:journée|soirée|continuation)",
      "à\\s+plus",
      "a\\+",
      "à\\+",
      "liefs",
      "abraços",
      "abraço",
      "abs",
      "beijos",
      "bjs",
      "bj",
      "atenciosamente",
      "cumprimentos",
      "pozdrawiam",
      "pozdro",
      "pozdrówki",
      "buziaki",
      "pozdrowienia",
      "z\\s+pozdrowieniami",
      "с\\s+уважением",
      "всего\\s+доброго",
      "спасибо",
      "hälsningar",
      "mvh",
      "hilsen",
      // Swedish, Czech, Ukrainian, Turkish, Vietnamese closings
      "(?:med\\s+)?vänliga\\s+hälsningar",
      // ("Kram" alone: SIGN_OFF_ALONE below; in German it is "stuff".)
      "tack(?:\\s+så\\s+mycket)?",
      "ha\\s+det\\s+(?:bra|gott)",
      "s\\s+pozdravem",
      "zdravím",
      "díky",
      "děkuj[iu]",
      "měj(?:te)?\\s+se",
      "з\\s+повагою",
      "дякую",
      "обіймаю",
      "до\\s+зустрічі",
      "saygılarımla",
      "sevgiler(?:imle)?",
      "teşekkürler",
      "teşekkür\\s+ederim",
      "görüşmek\\s+üzere",
      "selamlar",
      "cảm\\s+ơn",
      "cám\\s+ơn",
      "thân\\s+mến",
      "trân\\s+trọng",
      "hẹn\\s+gặp\\s+lại",
      // Greek, Hebrew, Arabic, Japanese, Chinese, Korean closings
      "ευχαριστώ(?:\\s+πολύ)?",
      "φιλιά",
      "με\\s+εκτίμηση",
      "תודה(?:\\s+רבה)?",
      "בברכה",
      "שלכם",
      "شكرا(?:\\s+جزيلا)?",
      "شكرًا",
      "مع\\s+التحية",
      "تحياتي",
      "(?:どうぞ|何卒|なにとぞ)?よろしくお願い(?:します|いたします|致します)",
      "(?:どうぞ|何卒|なにとぞ)?宜しくお願い(?:します|いたします|致します)",
      "ありがとうございます",
      "よろしく(?:です|ね)?",
      "ありがとう",
      "谢谢",
      "謝謝",
      "多谢",
      "此致",
      "祝好",
      "감사합니다",
      "ขอบคุณ(?:มาก)?(?:ค่ะ|คะ|ครับ)?",
      // Scandinavian, Finnish, Turkish, Ukrainian, Czech and Slovak, Hungarian, Romanian, Vietnamese closings
      "kramar",
      "puss\\s+och\\s+kram",
      "(?:med\\s+)?vänliga?\\s+hälsningar?",
      "ha\\s+det\\s+(?:bra|gott|fint)",
      "tack\\s+(?:så\\s+mycket|igen)",
      "mange\\s+hilsner",
      "(?:med\\s+)?venn?lig(?:st)?\\s+hilsen",
      "(?:ystävällisin\\s+)?terveisin",
      "halauksin",
      "saygılarımla",
      "sevgilerimle",
      "sevgiler",
      "teşekkür\\s+ederim",
      "iyi\\s+günler",
      "з\\s+повагою",
      "обіймаю",
      "обнимаю",
      "цілую",
      "целую",
      "s\\s+pozdravem",
      "se\\s+pozdravem",
      "s\\s+pozdravom",
      "mějte?\\s+se(?:\\s+hezky)?",
      "üdvözlettel",
      "cu\\s+drag",
      "numai\\s+bine",
      "thân\\s+ái",
      "trân\\s+trọng",
      "φιλικά",
      "ściskam",
      "buziaki",
      "vielen\\s+dank",
      // "Looking forward to it,", "Un caro saluto", "Liebe Grüess" (Swiss German), "Cari saluti"
      "looking\\s+forward(?:\\s+to\\s+(?:it|this|camp|the\\s+burn|(?:seeing|meeting)\\s+(?:you|everyone)(?:\\s+all)?))?",
      "(?:un\\s+)?car[oi]\\s+salut[oi]",
      "(?:liebe|liebi|viele|vieli)\\s+grüess?e?",
      "grüessli",
      "en\\s+liebe\\s+gruess",
      "alles\\s+liebe",
      "grosses\\s+bises",
      "merci\\s+beaucoup",
      "muchas\\s+gracias",
      "un\\s+beso",
      "grazie\\s+mille",
      "un\\s+bacio",
      "hartelijke\\s+groet(?:en)?",
      "terima\\s+kasih",
      // "See you on the playa" in the languages we read
      "tot\\s+(?:ziens|snel|gauw|straks|dan|later|volgend\\s+jaar|op\\s+de\\s+playa)",
      "bis\\s+(?:bald|dann|später|nächstes\\s+jahr|auf\\s+der\\s+playa)",
      "nos\\s+vemos",
      "hasta\\s+(?:pronto|luego|la\\s+vista|el\\s+año\\s+que\\s+viene)",
      "ci\\s+vediamo",
      "até\\s+(?:logo|breve|já|mais)",
      "on\\s+se\\s+voit",
      "vi\\s+ses",
      "do\\s+zobaczenia",
      "до\\s+встречи",
      "до\\s+зустрічі",
      "uvidíme\\s+se",
      "görüşmek\\s+üzere",
      "nähdään",
      "τα\\s+λέμε",
      "נתראה",
      // (Session 26: goodbyes in more words and languages.)
      "bless\\s+y['’]all",
      "(?:un\\s+)?abrazo(?:te|s)?",
      "(?:best|warm|kind)\\s+greetings",
      "tot\\s+(?:seffens|straks|ziens|gauw)",
      "allez,?\\s+tot\\s+(?:seffens|straks|ziens)",
      "hẹn\\s+gặp",
      "увидимся",
      "baba",
      "pfiat\\s+(?:euch|di|eich)",
      "parimate\\s+soovidega",
      "bjs+",
      "beijos?",
      "bj[oô]s",
      "多謝|多谢|谢谢|謝謝",
      "ধন্যবাদ",
      "მადლობა",
      "धन्यवाद",
      "じゃあ(?:またね|また|ね)",
      "またね",
      "(?:以上[、,，]?\\s*)?(?:どうぞ|何卒|なにとぞ)?よろしくお願い(?:いた)?します",
      "当日を楽しみにしています",
      "[-–—]?\\s*(?:and|&)\\s+\\p{Lu}\\p{L}+\\s+says\\s+hi",
    ].join("|") +
    ")(?![\\p{L}])",
  "iu",
);
// Closings that are also everyday words ("Kram" is German for "stuff", "Tak" Polish for "yes"): a
// closing only alone on their line, or followed by nothing but a name ("Kram, Linnea").
const SIGN_OFF_ALONE =
  /^(?:kram|puss|klem|sharp|tack|takk|tak|kiitos|teşekkürler|selamlar|дякую|díky|děkuji|ďakujem|dzięki|köszönöm|puszi|mulțumesc|thân|cảm\s+ơn|danke|merci|gracias|grazie|obrigad[oa]|dank\s*je(?:\s+wel)?|bedankt|baci|besos|beijinhos|salam)$/iu;
// The closing word, then maybe the name that signs ("Kram, Linnea"): no "i" flag, so \p{Lu} is a capital.
const CLOSING_AND_NAME = /^(.+?)(?:[\s,!./]+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?))?[\s,!.]*$/u;
const isLoneClosing = (t: string) => {
  const m = CLOSING_AND_NAME.exec(t);
  return m !== null && SIGN_OFF_ALONE.test(m[1]);
};
const GREETING_WORD =
  "(?:hi|hello|hey|good\\s+(?:morning|afternoon|evening|day)|all[oô]|kia\\s+ora(?:\\s+(?:koutou|tātou|tatou|team))?|qu[eé]\\s+onda|qu[eé]\\s+tal|buenas|hiya|howdy|greetings|dear|yo|hola|buenos\\s+d[ií]as|bonjour|salut|coucou|hallo|guten\\s+tag|servus|moin|ciao|buongiorno|salve|hoi|hallo|goedemorgen|goedendag|hej|ol[aá]|oi|e\\s+a[ií]|bom\\s+dia|cze[śs][ćc]|dzie[ńn]\\s+dobry|witajcie|witam|привет|здравствуйте|добрый\\s+день|γεια(?:\\s+σας|\\s+σου)?|שלום|היי|הי|אהלן|הלו|ערב\\s+טוב|בוקר\\s+טוב|مرحبا|مرحباً|سلام|أهلا|أهلاً|اهلا|هلا|مساء\\s+الخير|صباح\\s+الخير|السلام\\s+عليكم|こんにちは|はじめまして|初めまして|お世話になっております|你好|您好|大家好|안녕하세요|привіт|вітаю|добрий\\s+день|hei|terve|hallå|hejsan|tjena|čau|god\\s+dag|goddag|merhaba|selam|xin\\s+chào|(?:dạ\\s+)?(?:em|mình|tôi|con|cháu)\\s+chào|chào|ahoj|dobrý\\s+den|dobrý\\s+deň|szia|sziasztok|helló|bună(?:\\s+ziua)?|salutare|καλημέρα|καλησπέρα|嗨|g['’]?day|aloha|talofa|namaste|नमस्ते|नमस्कार|(?:ال)?سلام\\s+عل[يی][کك]م|assalamu?\\s*alaikum|jambo|habari|sawubona|kamusta|kumusta|selamat\\s+(?:pagi|siang|sore|malam)|สวัสดี(?:ครับ|ค่ะ|คะ|จ้า)?(?:ทุกคน|ทุกท่าน)?)";
const GREETING = new RegExp(`^[¡¿]?${GREETING_WORD}(?![\\p{L}])[^.!?。！？\\n]{0,40}[,!.:。！、，]*$`, "iu");
// A first name or two alone on the last line: the member signing their email ("jarrah x" in lower case, with a kiss).
// Scripts without capitals sign with a given name of a few characters or one or two words ("晓雯", "ليلى");
// Korean adds "from" to it ("하늘 드림").
// ("তানজিলা", "ნინო", "अनीता": a given name in a script of South Asia, the Caucasus, Ethiopia or South-East Asia,
// its vowel marks included.)
const OTHER_SCRIPT_NAME = String.raw`[\p{Script=Bengali}\p{Script=Devanagari}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Georgian}\p{Script=Armenian}\p{Script=Ethiopic}\p{M}]{2,14}`;
const LONE_NAME = new RegExp(
  String.raw`^[-~–—/]\s*\p{L}{1,3}$|^[-~–—/]?\s*(?:\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?(?:\s*[,]?\s*x+o*)?|\p{Ll}[\p{L}'’-]{1,14}\s*,?\s*x+o*|[\p{Script=Han}\p{Script=Hangul}]{1,4}|[\p{Script=Hangul}]{1,4}\s?(?:드림|올림)|[\p{Script=Arabic}\p{Script=Hebrew}]{2,12}(?:\s[\p{Script=Arabic}\p{Script=Hebrew}]{2,12})?|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}(?:\s?[\p{Script=Hiragana}\p{Script=Katakana}]{1,4})|${OTHER_SCRIPT_NAME})$`,
  "u",
);
// ("Tillie 🐝": a name signed with an emoji after it; "g": an initial, in a reply written in lower case.)
const EMOJI_TAIL = /\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}])+$/u;
const isLoneName = (line: string) => {
  const name = line.trim().replace(EMOJI_TAIL, "");
  return name !== "" && (LONE_NAME.test(name) || /^\p{Ll}{1,2}$/u.test(name));
};

// "Sorry for the slow reply!", "perdón por la demora": an apology for the email's lateness closes it.
const LATE_APOLOGY =
  /^(?:(?:so\s+)?sorry\s+(?:for|about)\s+(?:the\s+|my\s+)?(?:slow|late|delayed)\s+(?:reply|response|answer)|(?:so\s+)?sorry\s+(?:for\s+the\s+delay|(?:it\s+took|for\s+taking)\s+(?:me\s+)?so\s+long)|(?:perd[oó]n|disculpa[d]?)\s+(?:por\s+)?(?:la\s+)?(?:demora|tardanza)|d[ée]sol[ée]e?\s+pour\s+le\s+retard|sorry\s+voor\s+de\s+late\s+reactie|entschuldig(?:t|ung)\s+(?:für\s+)?die\s+späte\s+antwort|desculp[ae]\s+(?:a\s+)?demora|scusate\s+il\s+ritardo)(?![\p{L}])[^.!?\n]{0,40}[.!?]*$/iu;

// "Sorry for my English, French is easier for me!", "Sorry if my English is strange sometimes!": an apology for
// how the email is written is about the email, not the member.
const LANGUAGE_APOLOGY =
  /^(?:(?:so\s+)?sorry|excuse|pardon|apologies)\s+(?:for\s+|about\s+|if\s+)?(?:my|the)\s+(?:bad\s+|poor\s+|broken\s+)?(?:english|spelling|grammar|typos|mistakes)(?![\p{L}])[^.!?\n]{0,50}[.!?]*$/iu;

// ("¡Un abrazo!", "Увидимся в пыли :)", "じゃあまたね〜": an opening mark, a smiley or a wave around the closing.)
const CLOSING_MARKS = /^[¡¿]|\s*(?:[:;]-?[)D]|[〜~]+|\p{Extended_Pictographic}|\uFE0F)+$/gu;
export const isSignOffLine = (line: string) => {
  const t = line.trim().replace(CLOSING_MARKS, "");
  if (t.length <= 50 && isLoneClosing(t)) return true;
  // "柏翰 敬上", "王芳 谨上": a Chinese letter is signed with the name, then "respectfully".
  if (/^[\p{Script=Han}\s]{1,8}(?:敬上|謹上|谨上|拜上)[。.]?$/u.test(t)) return true;
  if (t.length <= 80 && (LATE_APOLOGY.test(t) || LANGUAGE_APOLOGY.test(t))) return true;
  // "So excited!!", "Stoked to join!": an exclamation alone under the answers closes the letter.
  if (
    t.length <= 40 &&
    /^(?:so\s+|super\s+|really\s+|soo+\s+)?(?:excited|stoked|pumped|thrilled)(?:\s+(?:to\s+\w+(?:\s+\w+)?|for\s+this(?:\s+year)?))?\s*!+$/iu.test(
      t,
    )
  )
    return true;
  // "Lekker, see you soon", "Right, thanks!": one word of the member's own, then the closing.
  const after = /^\p{L}+[,!]\s+(\S.*)$/u.exec(t)?.[1];
  if (after && t.length <= 50 && !/^(?:best|love|x+|ty)(?![\p{L}])/iu.test(after) && isSignOffLine(after)) return true;
  if (!SIGN_OFF.test(t) || t.length > 50) return false;
  // "Best burn ever." and "Love fire spinning." are sentences; "Best," and "Love, Jane" are closings.
  if (/^(?:best|love|x+|ty)(?![\p{L}])/iu.test(t)) {
    return /^(?:[Bb]est|[Ll]ove|[Xx]+|[Tt]y)(?:\s+(?:wishes|regards|greetings(?:\s+from\s+\p{Lu}\p{L}+)?))?\s*[,!.]*(?:\s*\p{Lu}\p{L}*)?$/u.test(
      t,
    );
  }
  // "Thanks to Camp Mirage I found my people." is a sentence too; "Can't wait to see everyone again", "Nos vemos
  // en la playa, un abrazote", "Best greetings from Lisbon" close with a few words more.
  if (t.split(/\s+/).length <= 4 || /[,!]$/.test(t)) return true;
  const rest = t.slice(SIGN_OFF.exec(t)![0].length).trim();
  const more = rest.split(/[,!]\s*/u).pop()!;
  return rest.split(/\s+/).length <= 3 || (rest.includes(",") && more !== "" && SIGN_OFF.test(more));
};

/** Drops a trailing "Thanks,\nJane" block (a closing and at most three short lines) or a lone "Jane". */
function stripSignOff(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === "") end--;
  // "—\nDev", "--\nSam Ortiz\nLeeds": a line of dashes alone opens a signature (the mail convention "-- ").
  for (let i = end - 1; i >= 1 && i >= end - 4; i--) {
    if (/^\s*(?:--|—|–|-{3,}|_{3,})\s*$/.test(lines[i]) && lines.slice(i + 1, end).every((l) => l.trim().length <= 40))
      return lines.slice(0, i);
  }
  for (let i = end - 1; i >= 0 && i >= end - 5; i--) {
    if (!isSignOffLine(lines[i])) continue;
    const after = lines.slice(i + 1, end).filter((l) => l.trim() !== "");
    if (after.length <= 3 && after.every((l) => l.trim().length <= 40)) return lines.slice(0, i);
  }
  const previous = end >= 2 ? lines[end - 2].trim() : "";
  // "Sharp sharp,\nLindi", "مع تحياتي،\nليلى": a short closing line ending in a comma, then the name alone.
  if (end >= 2 && isLoneName(lines[end - 1]) && /^[^.!?:;\d]{1,25}[,،!]$/u.test(previous) && previous.split(/\s+/).length <= 3)
    return lines.slice(0, end - 2);
  if (end >= 2 && isLoneName(lines[end - 1]) && (previous === "" || /[.!?)]$/.test(previous))) {
    return lines.slice(0, end - 1);
  }
  // "…at least once.\n\nLaissez les bons temps rouler,": a paragraph of a few words that ends in a comma is
  // the letter's closing (the story's sentences end in a full stop); the name under it may be gone already.
  // "…brings coffee.\n\nY en español, para que lo lea mi madre:": a line that announces more (the same answers
  // again, in another language) is not the story.
  if (end >= 3 && lines[end - 2].trim() === "" && /^[^\n]{1,80}[:：]$/u.test(lines[end - 1].trim()))
    return stripSignOff(lines.slice(0, end - 1));
  const last = end >= 1 ? lines[end - 1].trim() : "";
  // (One phrase: "I love dancing, really," is a sentence that goes on.)
  const closing = end >= 3 && lines[end - 2].trim() === "" && /^[^.!?:;\d,،]{1,45}[,،]$/u.test(last) && last.split(/\s+/).length <= 6;
  if (closing) return lines.slice(0, end - 1);
  const beforeName = end >= 4 && lines[end - 3].trim() === "" && isLoneName(last) && /^[^.!?:;\d,،]{1,45}[,،]$/u.test(previous);
  if (beforeName && previous.split(/\s+/).length <= 6) return lines.slice(0, end - 2);
  return lines.slice(0, end);
}

// Japanese and Chinese letters open by naming who they are to ("キャンプミラージュ様", "各位"): a greeting too.
const ADDRESSED =
  /^[^\n。！？!?]{1,30}(?:様|さま|殿|各位|御中|皆さん|みなさん)[、,，。]?$|^(?:亲爱的|親愛的)[^\n。！？!?]{1,30}[：:，,]?$/u;

/** Drops a leading "Hi Camp Mirage!" line. */
const LONE_GREETING_MAX = 24;
function stripGreeting(lines: string[]): string[] {
  const first = lines.findIndex((l) => l.trim() !== "");
  const introduces = first >= 0 && INTRODUCTION.test(lines[first]);
  // ("Camp Mirage のみなさま\n\nはじめまして。\n\n石川遼平です。": whom the letter is to, then the greeting.)
  if (first >= 0 && !introduces && ADDRESSED.test(lines[first].trim())) return stripGreeting(lines.slice(first + 1));
  if (first >= 0 && !introduces && GREETING.test(lines[first].trim())) return lines.slice(first + 1);
  // "Qué onda!", "Kia ora team,", "Moin moin!" alone above a blank line and the story: a greeting in words no
  // list holds. A short line set apart like that, ending as greetings end (or not at all), opens the mail.
  if (first >= 0 && !introduces && lines[first + 1]?.trim() === "" && lines.slice(first + 2).some((l) => l.trim() !== "")) {
    const t = lines[first].trim();
    if (t.length <= LONE_GREETING_MAX && t.split(/\s+/).length <= 3 && /^[^.?:;\d]+[!,]*$/u.test(t) && /[!,]$|^\p{Lu}/u.test(t))
      return lines.slice(first + 1);
  }
  // "お世話になります、中村健太です。", "אהלן, אני איתי שפירא, …": a greeting opening the line the member
  // goes on in (a short one in other scripts only before "I am": "Hi Kai, …" may be the answer itself).
  if (first >= 0) {
    const rest = lines[first].replace(LEADING_SET_GREETING, "").replace(introduces ? LEADING_GREETING : /^$/, "");
    // "Howzit! Sipho Ndlovu, …", "Servus! Ich bin …": one word and "!" opening the line is a greeting.
    // ("Hey there! Thanks…", "Hello hello! Delighted…": two words too.)
    const exclaimed = lines[first].replace(/^\s*[¡]?\p{L}{2,12}(?:\s+\p{L}{2,12})?!+\s+(?=\p{Lu})/u, "");
    if (exclaimed !== lines[first] && !/^\s*(?:I|Wow|Yes|No|Yay)!/u.test(lines[first]))
      return ABOUT_THE_MAIL_LINE.test(exclaimed.trim())
        ? lines.slice(first + 1)
        : [...lines.slice(0, first), exclaimed, ...lines.slice(first + 1)];
    // "Oi gente! Segue minha foto 📸": a greeting and a line about the email, nothing of the member's.
    const after = lines[first].replace(LEADING_GREETING, "");
    if (after !== lines[first] && ABOUT_THE_MAIL_LINE.test(after.trim())) return lines.slice(first + 1);
    if (rest !== lines[first] && rest.trim() !== "") return [...lines.slice(0, first), rest, ...lines.slice(first + 1)];
    // "はじめまして！" alone on the first line.
    if (rest !== lines[first]) return lines.slice(first + 1);
  }
  return lines;
}
// "I am" / "my name is" in the languages we read, which a greeting runs into on one line ("嗨～我是林佳穎，…",
// "مرحبا! أنا ريم حداد", "Привет! Меня зовут Артём").
const INTRODUCTION =
  /(?:我是|我叫|私は|(?<![\p{L}])(?:אני|أنا|انا|I['’]m|I\s+am|my\s+name\s+is|меня\s+зовут|мене\s+звати|я|je\s+m['’]appelle|je\s+suis|moi\s+c['’]est|ich\s+heiße|ich\s+bin|mein\s+name\s+ist|me\s+llamo|soy|mi\s+nombre\s+es|mi\s+chiamo|sono|ik\s+heet|ik\s+ben|me\s+chamo|sou|meu\s+nome\s+é|nazywam\s+się|jestem|jag\s+heter|jag\s+är|ben|είμαι|με\s+λένε|ονομάζομαι)(?![\p{L}]))/iu;
const LEADING_GREETING = new RegExp(`^\\s*[¡¿]?${GREETING_WORD}(?![\\p{L}])[^.!?。！？\\n,，、،]{0,25}?[,，、،!！.。～~]+\\s*`, "iu");
// ("みなさん、こんにちは。岡田健太です。": whom the greeting is to, on the same line.)
const LEADING_SET_GREETING =
  /^\s*(?:(?:みなさん|皆さん|みなさま|皆さま|皆様)[、，,]?\s*)?(?:お世話になっております|お世話になります|はじめまして|こんにちは|안녕하세요|大家好|您好|你好)[、，,。！!～~\s]+/u;

// A line that only says what the email carries: "here's my photo", "Segue minha foto 📸", "Adjunto mi foto".
const ABOUT_THE_MAIL_LINE =
  /^(?:here(?:['’]s|\s+is|\s+are)|attached(?:\s+is)?|segue(?:m)?(?:\s+em\s+anexo)?|adjunto|te\s+mando|ci-joint|voici|anbei|hier\s+(?:ist|sind)|ecco|in\s+allegato|hierbij)\s+(?:a\s+|my\s+|minha\s+|a\s+minha\s+|mi\s+|una\s+|ma\s+|une\s+|mein\s+|la\s+mia\s+|mijn\s+)?(?:photo|pic|picture|selfie|foto|photos|fotos|bild|answers|answers\s+below|respostas|respuestas|réponses|antworten|risposte|antwoorden)\b[^.!?\n]{0,30}[.!?]?\s*(?:\p{Extended_Pictographic}|\uFE0F)*\s*$/iu;

// Sentences about the email itself ("Thanks for the invite!", "Here are my answers:") are not a bio.
const LEADING_PLEASANTRY =
  /^(?:(?:(?:aye|ok(?:ay)?|right|so|well|yes|yep|sure)[,!]?\s+)?(?:thanks|thank\s+you|sorry|(?:my\s+)?apologies|perdon(?:ad|a|en)?|perdón|disculp(?:ad|a|en|as)|pardon|entschuldig[a-zäöü]*|scus(?:ate|a)|desculp[a-zãõç]*|excuses|quick\s+one|(?:a\s+)?quick\s+(?:reply|note|answer)|(?:typing|writing|replying)\s+(?:this\s+)?(?:from|on)\s+(?:my\s+)?(?:phone|the\s+road)|here\s+(?:are|is|you\s+go)|here['’]s|(?:please\s+find\s+|see\s+)?attached|i\s+trust\s+this\s+(?:meets|finds)\s+you\s+well|(?:kindly\s+|please\s+)?find\s+below|i['’]ll\s+send|(?:so\s+)?(?:happy|excited|stoked)\s+to\s+(?:be|join)|(?:(?:i['’]m|so|very)\s+)?(?:delighted|thrilled|honou?red|glad|chuffed)\s+to\s+(?:be\s+(?:asked|invited|included)|get\s+the\s+invite|hear\s+from\s+you))\b[^.!?\n]*[.!?:]+\s*)+/i;
// The same in Japanese and Chinese, whose sentences end in "。" ("写真を添付します。", "照片在附件里").
// ("…担当できます。 よろしくお願いします。": a closing run on at the end of the last line, as iCloud's web mail sends it.)
const TRAILING_PLEASANTRY_CJK =
  /\s*(?:写真を添付(?:します|しました|いたします)|写真(?:を)?送ります|照片(?:在附件|附上|见附件)|附上照片|(?<=[。！!]\s*)(?:どうぞ|何卒|なにとぞ)?(?:よろしく|宜しく)お願い(?:します|いたします|致します))[^。！\n]{0,20}[。！!]?\s*$/u;
// Sentences about the email at its end: thanks, "I'll send the rest tonight", "pic attached", "on my phone".
const TRAILING_PLEASANTRY =
  /(?:\s*(?:thanks|thank\s+you|let\s+me\s+know|hope\s+(?:that|this)\s+helps|bye(?:\s+for\s+now)?|burn\s+on|(?:so\s+|really\s+)?(?:excited|stoked|thrilled)\s+to\s+(?:be\s+(?:a\s+)?part\s+of\s+(?:it|this|the\s+camp)|join(?:\s+you)?)|i['’]ll\s+send|(?:i\s+)?will\s+send\s+(?:the\s+rest|more|it|them|(?:the\s+|my\s+)?(?:answers?|photos?|pics?|pictures?|details))|talk\s+(?:to\s+you\s+)?soon|(?:a\s+|my\s+)?(?:pic|photo|picture|selfie|image)s?\s+(?:is\s+|are\s+)?attached|(?:full\s+|proper\s+|a\s+)?bio\s+(?:when|later|to\s+follow|coming|tomorrow|tonight)|segue\s+(?:em\s+anexo\s+)?(?:a\s+)?minha\s+foto|(?:adjunto|te\s+mando)\s+(?:una\s+|mi\s+)?foto|(?:ci-joint|je\s+joins)\s+(?:une\s+|ma\s+)?photo|(?:im\s+anhang|anbei)\s+(?:ein\s+|mein\s+)?foto|(?:also\s+)?(?:i['’]m\s+|i\s+am\s+)?attaching\b|(?:also\s+)?(?:i['’]ve\s+|i\s+have\s+)?attached\b|(?:i['’]m\s+)?on\s+my\s+phone)\b[^.!?\n]*(?:[.!?]+|$))+$/i;

// A short line set apart above the story that says how the mail is written, not who the member is:
// it announces what follows ("Here goes in your order:", "kurz und knapp:"), asks the reader ("Oi gente,
// tudo bem?"), exclaims in a few words ("see below!", "各位好！"), or opens with a greeting or a word about
// replying and never comes to a sentence ("hi!! sorry typing this on the tram", "Quick reply from my phone –").
const PREFACE_MAX_WORDS = 12;
const ABOUT_REPLYING =
  /(?<![\p{L}])(?:answer(?:ing|s)?|repl(?:y|ying|ies)|writing|typing|below|underneath|here(?:['’]s|\s+(?:you\s+go|goes|it\s+is|are|is))|phone|quick|oops)(?![\p{L}])/iu;
// "Okay so I've been meaning to answer this all week … so here goes!", "Right, where do I start.", "Walt says I
// should keep this short, so naturally here is the long version.": an opening paragraph about writing the
// email, set apart above the story; no author keeps one in the bio.
const ABOUT_WRITING_THIS =
  /(?<![\p{L}])(?:here\s+goes|where\s+(?:do\s+i|to|shall\s+i)\s+(?:start|begin)|the\s+(?:long|short)\s+version|meaning\s+to\s+(?:answer|write|reply|get\s+(?:to|back))|keep\s+(?:this|it)\s+short|(?:voice|talk|speech)[\s-]+to[\s-]+text|let\s+this\s+(?:one\s+)?slide|sorry\s+for\s+the\s+(?:wait|delay)|got\s+your\s+(?:reminder|nudge|email))(?![\p{L}])/iu;
const OPENING_REMARK_MAX_WORDS = 45;
function withoutOpeningRemark(lines: string[]): string[] {
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0) return lines;
  const end = lines.slice(first).findIndex((l) => l.trim() === "");
  if (end < 0) return lines;
  const paragraph = lines.slice(first, first + end).join(" ");
  if (
    paragraph.split(/\s+/).length > OPENING_REMARK_MAX_WORDS ||
    /\d/.test(paragraph) ||
    !ABOUT_WRITING_THIS.test(paragraph) ||
    !lines.slice(first + end).some((l) => l.trim() !== "")
  )
    return lines;
  return lines.slice(first + end);
}
function withoutPreface(lines: string[]): string[] {
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0 || lines[first + 1]?.trim() !== "" || !lines.slice(first + 2).some((l) => l.trim() !== "")) return lines;
  // ("One sentence per question, like a school worksheet:" above one line per answer says how to read the
  // lines below, and the story is not told as a story: left for the review to see.)
  const next = lines.slice(first + 2).findIndex((l) => l.trim() !== "") + first + 2;
  const end = lines.slice(next).findIndex((l) => l.trim() === "");
  if ((end < 0 ? lines.length - next : end) >= 3) return lines;
  const line = lines[first].trim();
  const words = line.split(/\s+/).length;
  if (words > PREFACE_MAX_WORDS || /\d/.test(line) || INTRODUCTION.test(line)) return lines;
  const bare = line.replace(/(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)+$/u, "");
  const announces = /[:：?？]$/u.test(bare);
  const exclaims = /[!！]$/u.test(bare) && words <= 5;
  const neverASentence = !/[.。!！]$/u.test(bare) && (LEADING_GREETING.test(line) || ABOUT_REPLYING.test(line));
  return announces || exclaims || neverASentence ? lines.slice(first + 1) : lines;
}

// Shorter leftovers ("Here you go!") are not a story worth a bio.
const PROSE_BIO_MIN_CHARS = 40;

/** A bio from free prose: greeting, closing and remarks about the email itself removed. */
export function proseBio(lines: string[], max: number): string | null {
  // "Photo attached.\n\nAnirban Sengupta, brought up in Kolkata…": a note about the photo opening the letter.
  // ("Hi! Pic attached 📸\n\nI'm Tahlia…": the same once the greeting before it is gone.)
  const withoutPhotoNote = (rows: string[]) => {
    const start = rows.findIndex((l) => l.trim() !== "");
    return start >= 0 && ATTACHMENT_REMARK.test(rows[start].trim()) && rows[start + 1]?.trim() === "" ? rows.slice(start + 1) : rows;
  };
  const text = stripSignOff(withoutOpeningRemark(withoutPreface(withoutPhotoNote(stripGreeting(withoutPhotoNote(lines))))))
    .join("\n")
    .trim()
    .slice(0, max + 500)
    .replace(LEADING_PLEASANTRY, "");
  // Only the end can hold a closing remark; looking there alone keeps the unanchored pattern cheap.
  const tailFrom = Math.max(0, text.length - 300);
  const bio = cleanBlock(
    text.slice(0, tailFrom) + text.slice(tailFrom).replace(TRAILING_PLEASANTRY, "").replace(TRAILING_PLEASANTRY_CJK, ""),
    max,
  );
  return bio !== null && bio.length >= PROSE_BIO_MIN_CHARS ? bio : null;
}

const WRAPPING = new Set(['"', "“", "”", "'", "‘", "’", "*", "_"]);

// Quote marks of other languages ("„Brezel“", "«Churro»", "»Kometa«", "「奶茶」"): taken off only as a pair
// around the whole answer, since one alone may open a remark that goes on ("「夜ふかし」って呼ばれてる").
const OPENING_QUOTE = /^[„‚«»‹›「『]/u;
const CLOSING_QUOTE = /[“”‘’»«›‹」』]$/u;

function unwrap(raw: string): string {
  const trimmed = raw.trim().replace(/[,;:]+$/u, "");
  const value = OPENING_QUOTE.test(trimmed) && CLOSING_QUOTE.test(trimmed) && trimmed.length > 2 ? trimmed.slice(1, -1) : raw;
  let start = 0;
  let end = value.length;
  // ("'O Babbà": a Neapolitan article elided to an apostrophe opens the name; no quote closes it.)
  const elided = /^['’]\p{L}{1,2}\s/u.test(value) && !/['’]$/u.test(value);
  while (start < end && WRAPPING.has(value[start]) && !(elided && start === 0)) start++;
  while (end > start && (WRAPPING.has(value[end - 1]) || ",;:".includes(value[end - 1]))) end--;
  return value.slice(start, end).trim();
}

// Anything with no letter or digit ("-", "???", "...") says nothing.
const saysNothing = (value: string) => value === "" || NON_ANSWER.test(value) || !/[\p{L}\p{N}]/u.test(value);

// Pronouns written after a name ("Sam Ortiz (she/her)", "Kit, they/them"), as in signatures: a set of two
// or more, so a lone "(Ella)" or "- Him" is left alone. English, German, French, Spanish, Portuguese, Swedish.
const PRONOUN =
  "(?:she|her|hers|he|him|his|they|them|theirs|xe|xem|xir|ze|zir|hir|it|its|sie|ihr|er|ihm|elle|il|iel|ella|él|ela|ele|hen|any|all)";
const PRONOUN_SET = String.raw`${PRONOUN}(?:\s*\/\s*${PRONOUN}){1,3}`;
const TRAILING_PRONOUNS = new RegExp(
  String.raw`\s*(?:[,;–—-]\s*(?:pronouns?\s*:?\s*)?${PRONOUN_SET}|[([]\s*(?:pronouns?\s*:?\s*)?(?:${PRONOUN_SET}|any\s+pronouns)\s*[)\]])\s*$`,
  "iu",
);
/** Whether a remark is pronouns only ("(she/her)", "(any pronouns)"): left out of a name without asking. */
export const isPronounRemark = (remark: string) => TRAILING_PRONOUNS.exec(remark)?.index === 0;
/** "(Brunswick)", "(CABA)", "(Ñuñoa)": a place's name in brackets beside a city, its neighbourhood, part of the answer. */
// ("東京（世田谷区）", "서울 (마포구)": a ward in a script without capitals, named by its suffix.)
const WARD =
  /^[（(](?:\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}){1,6}[区區市町村]|^[（(]\p{Script=Hangul}{1,6}[구동시군][）)]$/u;
// "Melbourne (Carlton) – moved over in Feb for work": a place's remark in lower case after a spaced dash; not a
// correction ("Leeds – no, Harrogate", "Portland - wait no, Eugene").
export const PLACE_DASH_REMARK =
  /(?<=[\p{L})])\s+[-–—]\s+(?!(?:no|nope|wait|sorry|oops|actually|scratch|i\s+mean|nein|non|não|nee|нет)(?![\p{L}]))\p{Ll}[^\n]*$/u;
export const isPlaceRemark = (remark: string) =>
  (/^\((?:(?:zona|barrio|quartier|bairro|district|area|Viertel)[ \t]+)?\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’.-]*|de|del|la|le|van|am|an|sur))*\)$/u.test(
    remark.trim(),
  ) &&
    remark.trim().split(/\s+/).length <= 3) ||
  (WARD.test(remark.trim()) && /[）)]$/u.test(remark.trim()));

const TRAILING_LAUGH = /(?:\s+(?:lol+|lmao|rofl|ha(?:ha)+h?|he(?:he)+|ja(?:ja)+|k{3,}|rs(?:rs)+|mdr|ptdr|xd+|😂|🤣|😅|😆)[.!]*)+$/iu;
// "Singapore lah", "Punggol lor": Singapore and Malaysian English end a phrase on a particle, no part of the answer.
const TRAILING_PARTICLE = /\s+(?:lah|leh|lor|loh|meh)[.!]*$/u;
const LEADING_ARROW = /^(?:[→⇒➜➔➡↪]\uFE0F?|->|=>)\s*/u;
/** A one-line value ("Jane Doe", "Oakland, CA"): whitespace collapsed, wrapping quotes and full stop dropped. */
// A place or name that ends on an abbreviation: a US state as the AP writes it, "St.", "Jr.".
const ABBREVIATED =
  /(?:^|[\s,])(?:Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ill|Ind|Kan|Kans|Mass|Mich|Minn|Miss|Mont|Neb|Nebr|Nev|Okla|Ore|Oreg|Penn|Tenn|Tex|Wash|Wis|Wisc|Wyo|St|Mt|Ft|Jr|Sr)\.$/u;
export function cleanLine(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  // Bounded first, so no pattern below ever sees more than a few hundred characters.
  let v = unwrap(
    value
      .slice(0, max * 2)
      .replace(/\s+/g, " ")
      .trim(),
  );
  // Keep the dot of "D.C.", "St." or "Worcester, Mass.", drop a sentence's.
  if (/[^.\s]{2}\.$/.test(v) && !/\.\S+\.$/.test(v) && !ABBREVIATED.test(v)) v = unwrap(v.slice(0, -1));
  // "➡️ Shrike": an arrow typed between the question and the answer is not part of it.
  v = v.replace(LEADING_ARROW, "") || v;
  // "still Providence lol", "Açaí kkk": laughter typed after the answer is not part of it.
  v = v.replace(TRAILING_LAUGH, "").replace(TRAILING_PARTICLE, "") || v;
  const withoutPronouns = v.replace(TRAILING_PRONOUNS, "");
  if (withoutPronouns !== "") v = withoutPronouns;
  // "mango 🥭", "✨ Glimmer": an emoji beside a one-line answer decorates it; the words are the answer.
  const bare = v.replace(EDGE_EMOJI, "").trim();
  if (/[\p{L}\p{N}]/u.test(bare)) v = bare;
  return saysNothing(v) ? null : v.slice(0, max).trim();
}
const EMOJI_RUN = "(?:[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u{1F3FB}-\\u{1F3FF}\\uFE0F\\u200D\\u20E3]\\s*)+";
const EDGE_EMOJI = new RegExp(`^\\s*${EMOJI_RUN}|\\s*${EMOJI_RUN}$`, "gu");

// A last line about the email's attachment ("Photo attached.") is not part of a bio.
export const ATTACHMENT_REMARK =
  /^\(?(?:(?:the\s+)?(?:photo|picture|pic|selfie)\s+(?:is|was)\s+(?:from|of|taken)|(?:that['’]s|this\s+is|i['’]m)\s+(?:me\s+|the\s+one\s+)?(?:in|on|with|wearing)\s+[^.\n]{0,50}?\s+in\s+the\s+(?:photo|picture|pic)|mandei\s+(?:uma\s+|a\s+)?foto|hier\s+(?:noch\s+|ist\s+)?(?:ein|mein)\s+foto(?:\s+von\s+mir)?|(?:να|ορίστε)\s+(?:και\s+)?(?:μια\s+|η\s+)?φωτογραφία|사진(?:도|을|은)?\s*(?:같이\s*|함께\s*)?(?:보내|첨부)\p{L}*|写真(?:も|を)?(?:添付|送)\p{L}*|(?:a\s+|my\s+|the\s+)?(?:photo|picture|pic|selfie|image|card|contact\s+card|vcard|calendar\s+invite|invite)s?\s+(?:is\s+|are\s+)?attached|(?:i['’]ll\s+|i\s+will\s+|will\s+)send\s+(?:a|my|the|some)\s+(?:photo|picture|pic|selfie)s?|(?:a\s+|my\s+)?(?:photo|picture|pic|selfie)s?\s+(?:to\s+follow|coming(?:\s+soon)?|later)|(?:i['’]ve\s+|i\s+have\s+|i\s+)?(?:also\s+)?attached\s+(?:a|my|some|the)\s+(?:\S+\s+)?(?:photo|picture|pic|selfie|card|contact|vcard|calendar|invite)s?|see\s+(?:the\s+)?attached(?:\s+\S+)?|(?:une\s+|la\s+)?photo\s+(?:ci-jointe?|anbei|adjunta|in\s+allegato|in\s+de\s+bijlage|em\s+anexo|en\s+(?:PJ|pi[èe]ce\s+jointe))|je\s+(?:vous|te)\s+(?:mets|envoie|joins)\s+(?:une|ma|la)\s+photo|(?:ein\s+|mein\s+)?foto\s+(?:im\s+anhang|anbei)|(?:te|os|les)\s+(?:mando|env[íi]o|adjunto)\s+(?:una\s+|mi\s+)?foto|segue\s+(?:em\s+anexo\s+)?(?:a\s+|uma\s+)?(?:minha\s+)?foto|vi\s+(?:mando|allego)\s+(?:una\s+)?foto|foto\s+in\s+allegato|(?:σας\s+|σου\s+)?(?:στέλνω|επισυνάπτω)\s+(?:και\s+)?(?:μια\s+|τη\s+)?φωτογραφία|(?:прикрепляю|прикладываю|отправляю)\s+(?:и\s+)?фото(?:графию)?|фото\s+во\s+вложении|(?:jag\s+)?bifogar\s+(?:en\s+|ett\s+)?(?:bild|foto)|fotoğraf(?:ım)?\s+ekte)(?![\p{L}])[^\n]{0,70}\)?$/iu;

// A last paragraph that is a note to the organisers, not the member's story: about something attached
// ("Also attaching the build weekend invite", "Je vous mets mon vol en pièce jointe"), a correction of an
// answer ("oops, burns should be 4 not 5"; the review gate holds the reply for it), or leave to edit
// ("Sorry that's a bit long, cut whatever you need").
const ATTACHED_WORD =
  /(?<![\p{L}])(?:attach(?:ed|ing|ment)?(?!\s+to(?![\p{L}]))|ci-jointe?|pi[èe]ces?\s+jointes?|(?:em\s+)?anexo|adjunt[oa]s?|adjunto|im\s+anhang|anbei|in\s+allegato|allego|(?:in\s+(?:de\s+)?)?bijlage|bijgevoegd|bifoga[rd]?|во\s+вложении|прикрепл\p{L}*|επισυν\p{L}*|ekte|hängt\s+an|angehängt|vedlagt|vedhæftet|liitteenä|za[łl][aą]cz\p{L}*|p[řr]ikl[áa]d[áa]m|v\s+p[řr][íi]loze|ata[șş]ez|ata[șş]at[ăa]?|mell[ée]kel\p{L}*|csatol\p{L}*|đính\s+kèm|terlampir|melampirkan)(?![\p{L}])|添付|附件|附上|첨부|แนบ|संलग्न|מצורף|مرفق/iu;
/** "4 not 5", "it's 5 burns, not 4", "2014, not 2016", "son 4 y no 5": a number written over another. */
export const NUMBER_CORRECTED =
  /(?<![\p{L}\d])(?:\d{1,2}|(?:19|20)\d{2})(?:\s+\p{L}+)?\s*,?\s*(?:(?:and|et|y|e|und|en|och|i)\s+)?(?:not|nicht|pas|non|no|não|niet|inte|nie|не)\s+(?:(?:in|en|em|im|w|в)\s+)?(?:\d{1,2}|(?:19|20)\d{2})(?![\d])/iu;
export const CORRECTION_OPENING = /^(?:oops|whoops|oh\s+wait|wait\s*[,!—–-]|correction|sorry,?\s+correction)(?![\p{L}])/iu;
const LEAVE_TO_EDIT =
  /(?<![\p{L}])(?:(?:feel\s+free|you['’]re\s+welcome)\s+to\s+(?:edit|cut|shorten|trim)|cut\s+(?:whatever|what|anything)|edit\s+(?:it\s+)?(?:as|however|down)|(?:too|a\s+bit|very|so)\s+long)(?![\p{L}])/iu;
// "I skipped camp history on purpose…", "Happy to help with build week, I'll be there from the Thursday
// before", "Let me know if you need anything else": about the questions asked or the trip, not the member.
const ABOUT_THE_FORM_OR_TRIP =
  /(?<![\p{L}])(?:skipped|left\s+out|left\s+blank|on\s+purpose|the\s+(?:form|questions?)|build\s+week|(?:i['’]ll|i\s+will|we['’]ll)\s+(?:be\s+)?(?:there|arriv\p{L}*)|arriv(?:e|ing|al)\s+(?:on|from|the)|ride\s*share|car\s*pool|spare\s+seats?|let\s+me\s+know\s+if|anything\s+else|early\s+arrival|any\s+chance\s+(?:of|to|I|we)|(?:is\s+it|would\s+it\s+be)\s+possible|(?:my|mes|mis|meine|le\s+mie|as\s+minhas|minhas|mijn|moje|мои|мої)\s+(?:answers|réponses|respuestas|antworten|risposte|respostas|antwoorden|odpowiedzi|ответы|відповіді)|(?:если|якщо)\s+(?:(?:ещё|еще|ще)\s+)?(?:(?:что-?то|щось)\s+)?(?:(?:ещё|еще|ще|більше)\s+)?(?:нужно|надо|потрібно)(?:\s+(?:что-?то|щось)(?:\s+(?:ещё|еще|більше))?)?|si\s+(?:necesitáis|necesitas|necesitan)\s+algo\s+más|si\s+vous\s+avez\s+besoin\s+d['’]autre\s+chose|wenn\s+ihr\s+noch\s+(?:etwas|was)\s+braucht|se\s+(?:precisarem|precisar)\s+de\s+mais\s+alguma\s+coisa|se\s+serve\s+(?:altro|qualcos['’]altro))(?![\p{L}])/iu;
// "Quick question: is there room for a small trailer?", "Also, do you need anyone to bring a big cooler?": a
// question to the organisers; "I'm flying into Reno on the 24th and can give two people a lift", "She says she
// will send her own answers": the trip, or someone else's reply.
const ASKS_THE_ORGANISERS =
  /(?<![\p{L}])(?:is\s+there|are\s+there|do\s+you|does\s+the\s+camp|can\s+i|could\s+i|should\s+i|may\s+i|is\s+it\s+ok(?:ay)?)(?![\p{L}])[^?]*\?/iu;
const TRIP_OR_OTHERS =
  /(?<![\p{L}])(?:fly(?:ing)?\s+(?:into|in\s+to)|(?:won['’]t|will\s+not|don['’]t)\s+get\s+in\s+(?:until|till|before)|give\s+(?:\w+\s+){0,2}(?:a\s+)?lifts?|(?:send|fill\s+in|do|answer)\s+(?:his|her|their)\s+own|in\s+touch\s+(?:him|her|them)self|us\s+escriurà|os\s+escribirá|les\s+escribirá|vous\s+écrira|wird\s+euch\s+(?:selbst\s+)?schreiben|euch\s+(?:selbst\s+)?schreiben\s+wird|vi\s+scriverà|vos\s+escrever[áa]|vai\s+(?:vos\s+|te\s+)?escrever|zal\s+(?:jullie\s+)?(?:zelf\s+)?mailen)(?![\p{L}])/iu;
// (A paragraph that also tells the member's burns is the story going on, whatever else it says.)
const TELLS_BURNS = /(?<!\d)(?:19|20)\d{2}(?!\d)|(?<![\p{L}])burns?(?![\p{L}])/iu;
const NOTE_MAX_CHARS = 240;
// "P.S. I can bring a generator": a postscript is a note beside the letter; no author stores one in a bio.
const POSTSCRIPT = /^\s*P\.?\s?P?\.?\s?S\.?(?=[\s:,-]|$)/u;
// "(Sorry about the asterisks, we use Markdown for everything at work.)": an aside in brackets after the
// story, as a letter's postscript is.
const WHOLLY_BRACKETED = /^\s*\([^()]*\)[.!?]?\s*$/u;
const isNoteToOrganisers = (paragraph: string) =>
  paragraph.length <= NOTE_MAX_CHARS &&
  (POSTSCRIPT.test(paragraph) ||
    WHOLLY_BRACKETED.test(paragraph) ||
    ATTACHED_WORD.test(paragraph.split(/[.!?。！？](?:\s|$)/u)[0]) ||
    NUMBER_CORRECTED.test(paragraph) ||
    CORRECTION_OPENING.test(paragraph) ||
    LEAVE_TO_EDIT.test(paragraph) ||
    ABOUT_THE_FORM_OR_TRIP.test(paragraph) ||
    ((ASKS_THE_ORGANISERS.test(paragraph) || TRIP_OR_OTHERS.test(paragraph)) && !TELLS_BURNS.test(paragraph)));

/** A multi-line value (bio, camp history): paragraphs kept, closing dropped, capped. */
const LONE_LIST_MARK = /^[-*•·–—]$/u;
export function cleanBlock(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const all = value
    .slice(0, max * 2)
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim().replace(LEADING_ARROW, ""));
  const dropRemarks = (lines: string[]) => {
    // ("Camps – Camp Mirage 2022 and 2023\n-\nAbout me – …": a list's mark alone on the line after an answer, where
    // a mail app turned a bulleted list into text, is no more of it.)
    while (
      lines.length > 0 &&
      (lines[lines.length - 1] === "" || ATTACHMENT_REMARK.test(lines[lines.length - 1]) || LONE_LIST_MARK.test(lines[lines.length - 1]))
    )
      lines.pop();
    return lines;
  };
  // ("…not squinting.\n\nPhoto attached, it's the only one…\n\nDiolch,\nIdris": under the closing too.)
  const lines = dropRemarks(stripSignOff(dropRemarks(all)));
  // (Only a later paragraph: what is left is still the member's.)
  for (let blank = lines.lastIndexOf(""); blank > 0; blank = lines.lastIndexOf("")) {
    if (!isNoteToOrganisers(lines.slice(blank + 1).join(" "))) break;
    lines.splice(blank);
    dropRemarks(lines);
  }
  const v = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    // "*Marine biologist at the aquarium…*": a client's text part marks an answer typed in bold with
    // asterisks (underscores for italics) around the whole of it.
    .replace(/^([*_])(?=\S)([^*_]+)(?<=\S)\1$/u, "$2");
  return saysNothing(v) ? null : v.slice(0, max).trim();
}

// Profile facts in free prose ("I grew up in Austin", "this will be my 5th burn") for replies that
// ignore the questionnaire. Only nine fields exist here; anything else in the text stays text.
import {
  asciiDigits,
  CARDINAL,
  FIRST_TIMER,
  fullYears,
  LAST_YEAR_WORDS,
  lastBurnYear,
  NO_BURN_YEARS,
  parseBurnCount,
  spelledYears,
  themeBurnsAsYears,
  ORDINAL,
  YEAR,
  cardinalValue,
  ordinalValue,
  validBurns,
  yearValue,
  withRelativeYears,
} from "./burns";
import { escapeRegExp, cleanLine } from "./clean-text";
import { knownCityForm } from "./city-forms";
import { countryName, countryOfNationality, isCountry } from "./countries";
import { isFullNameLine, takeLowerPlace, takeName, takeNickname, takePlace, writtenInLowerCase } from "./phrase-values";
import { COUNT_WORDS_26, TIMES_WORDS_26 } from "./words-26";

export interface PhraseFacts {
  name?: string;
  playaName?: string;
  homeTown?: string;
  location?: string;
  country?: string;
  burnYears?: number;
  firstBurn?: number;
}

type Reader = (rest: string) => string | null;
interface Rule {
  field: "name" | "playaName" | "homeTown" | "location" | "country";
  lead: RegExp;
  read: Reader;
}

const ON_PLAYA = /^[ \t]*,?[ \t]*(?:on|at|out[ \t]+on)[ \t]+(?:the[ \t]+)?(?:playa|burn)\b/i;
// "I'm Sparkle on the playa" names the playa name, not the person.
const capitalisedName: Reader = (rest) => {
  const name = takeName(rest, { capitalised: true });
  return name && !ON_PLAYA.test(rest.slice(rest.indexOf(name) + name.length)) ? name : null;
};
/** "Born in Tromsø": the town; null when the place ends with a country ("Lyon, France" is the country). */
// ("v České republice": a country whose name goes on in lower case.)
const lowerCaseCountry = (rest: string) => {
  const two = /^[ \t]*(\p{Lu}\p{L}+[ \t]+\p{Ll}\p{L}+)/u.exec(rest)?.[1];
  return two && isCountry(two) ? countryName(two) : null;
};
const townNotCountry = (rest: string) => {
  if (lowerCaseCountry(rest)) return null;
  const place = takePlace(rest);
  const last = place?.split(",").pop()?.trim();
  return place && last && !isCountry(last) ? place : null;
};
const countryOf = (rest: string) => {
  const lowerCase = lowerCaseCountry(rest);
  if (lowerCase) return lowerCase;
  const place = takePlace(rest);
  const last = place?.split(",").pop()?.trim();
  if (last && isCountry(last)) return countryName(last);
  // "born in Cebu in the Philippines", "Nasci em Recife, no Brasil", "natural de Luanda, em Angola", "née à
  // Dakar, au Sénégal": the town,
  // then the country it is in.
  const after = place
    ? /^(?:,?[ \t]+in|,[ \t]*(?:no|na|em|en|au|aux|in|im|nel|nella|in\s+der))[ \t]+/i.exec(rest.slice(rest.indexOf(place) + place.length))
    : null;
  const country = after ? takePlace(rest.slice(rest.indexOf(place!) + place!.length + after[0].length)) : null;
  if (country && isCountry(country)) return countryName(country);
  // "born in Castries, St Lucia", "born in Tijuana Mexico", "born and bred in Oban on the west coast of
  // Scotland", "born in the good old USA": the last country named before the clause ends.
  const clause = rest.split(/[.;:!?()\n]|,[ \t]*(?=\p{Ll})|[ \t]+(?:and|but|so|where|which|who)[ \t]+/u)[0];
  const named = [...clause.matchAll(/\p{Lu}[\p{L}.'’-]*(?:[ \t]+(?:of[ \t]+)?\p{Lu}[\p{L}.'’-]*){0,3}/gu)].flatMap((m) => {
    const words = m[0].split(/[ \t]+/);
    return words.map((_, i) => words.slice(i).join(" ")).filter((w) => !/^of\b/.test(w) && isCountry(w));
  });
  return named.length > 0 ? countryName(named[named.length - 1]) : null;
};
// "Jeg er født i Bergen", "lahir di Bandung", "родена съм в Пловдив": born in, in languages that leave the place
// as it is written; a town is the home town, a country the country.
const BORN_IN_AS_WRITTEN = /(?<![\p{L}])(?:(?:jeg\s+er\s+)?født\s+i|(?:saya\s+)?lahir\s+di|роден[аи]?\s+съм\s+в)(?=\s+\p{Lu})/iu;
/** A listed city's oblique form opening the text ("Zagrebu", "Novom Sadu", "Oulussa"), as its nominative. */
const knownCityAhead = (rest: string): string | null => {
  const words = /^\s*([\p{L}-]+)(?:\s+([\p{L}-]+))?/u.exec(rest);
  if (!words) return null;
  return (words[2] ? knownCityForm(`${words[1]} ${words[2]}`) : null) ?? knownCityForm(words[1]);
};
// A Hungarian place with its case ending, then the verb: "Budapesten élek", "Debrecenben nőttem fel".
const HUNGARIAN_PLACE = (verb: string) =>
  new RegExp(
    // (Hungarian capitalises proper names only: a capitalised word before the verb is the place.)
    `(?<![\\p{L}])(?=\\p{Lu}\\p{L}+(?:ban|ben|on|en|ön)[ \\t]+(?:${verb})(?![\\p{L}]))`,
    "mu",
  );
const hungarianPlace: Reader = (rest) => {
  const word = /^\p{Lu}\p{L}+/u.exec(rest)?.[0];
  if (!word) return null;
  return /(?:ban|ben)$/u.test(word) ? word.slice(0, -3) : word.replace(/(?<=\p{L}{3})(?:on|en|ön)$/u, "");
};
// Names are capitalised in every language we read: after "je m'appelle", "ich heiße"…
const foreignName: Reader = (rest) => takeName(rest, { capitalised: true });
/** The place, when it is no country ("born in India" names the country, not the home town). */
const notCountry = (place: string | null) => (place && !isCountry(place) ? place : null);
/** The country a place names, as its base form; null for a town. */
const asCountry = (place: string | null) => (place && isCountry(place) ? countryName(place) : null);
// Thai runs a word into its particles: "มาจากเชียงใหม่ค่ะ" (from Chiang Mai), "อยู่ที่กรุงเทพฯ นะ".
const thaiWord = (rest: string) =>
  /^[ \t]*["“']?([\p{Script=Thai}]+|\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*)?)/u
    .exec(rest)?.[1]
    ?.replace(/(?<=\p{Script=Thai}{2})(?:ค่ะ|ครับ|คะ|นะ|จ้ะ|จ้า)+$/u, "") || null;

// Hebrew has no capitals: a name or a place runs to punctuation, to "and …" ("ואני"), or to a word that
// starts a new thought, at most three words.
const HEBREW_STOP = new Set(
  "ואני וגם ואז ועכשיו והיום וכיום ואנחנו וזה ויש והוא והיא אבל כי עם כבר מאז היום כיום עכשיו כרגע שלי גם לפני אחרי בערך שנים שנה אני הוא היא זה זו יש כל בשביל כדי בגלל".split(
    " ",
  ),
);
// Countries as Hebrew speakers write them, to tell "נולדתי בישראל" (a country) from "נולדתי בחיפה" (a town).
const HEBREW_COUNTRIES = new Set(
  "ישראל ארצות ארה״ב רוסיה אוקראינה צרפת ארגנטינה אתיופיה גרמניה אנגליה בריטניה קנדה ברזיל מרוקו פולין רומניה הולנד איטליה ספרד אוסטרליה מקסיקו".split(
    " ",
  ),
);
const hebrewWords: Reader = (rest) => {
  const m =
    /^[ \t]*-?[ \t]*(\p{Script=Hebrew}[\p{Script=Hebrew}\p{M}"'״׳-]*(?:[ \t]+\p{Script=Hebrew}[\p{Script=Hebrew}\p{M}"'״׳-]*){0,3})/u.exec(
      rest,
    );
  if (!m) return null;
  const words: string[] = [];
  for (const word of m[1].split(/[ \t]+/)) {
    if (HEBREW_STOP.has(word) || words.length >= 3) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(" ") : null;
};
const isHebrewCountry = (place: string) => HEBREW_COUNTRIES.has(place.split(" ")[0]);
// A place ends before a word joined by "and" ("בירושלים ועברתי לברלין"): place names rarely start with ו.
const hebrewPlace: Reader = (rest) => {
  const words = hebrewWords(rest)?.split(" ") ?? [];
  const and = words.findIndex((w, i) => i > 0 && w.startsWith("ו"));
  return (and > 0 ? words.slice(0, and) : words).join(" ") || null;
};
const hebrewTown: Reader = (rest) => {
  // ("ליון שבצרפת": Lyon, which is in France.)
  const place = hebrewPlace(rest)?.replace(/\s+שב(\p{L}+)$/u, (all, country: string) => (isHebrewCountry(country) ? "" : all));
  return place && !isHebrewCountry(place) ? place : null;
};
const hebrewCountry: Reader = (rest) => {
  const place = hebrewWords(rest);
  return place && isHebrewCountry(place) ? place : null;
};
// Turkish writes the case after an apostrophe, before the verb: "İstanbul'da yaşıyorum", "İzmir'liyim".
// (A capitalised adverb opening the sentence is no part of the place: "Şimdi İstanbul'da yaşıyorum".)
const TR_OPENING_ADVERB =
  /^(?:Şimdi|Şu[ \t]+an(?:da)?|Şuan(?:da)?|Artık|Halen|Hâlâ|Hala|Aslen|Uzun[ \t]+süredir|Yıllardır|Bugün|Ben)[ \t]+/u;
const turkishPlace: Reader = (rest) =>
  /^[ \t]*(\p{Lu}[\p{L}\p{M}-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}-]*)?)['’]/u.exec(
    rest.replace(/^[ \t]+/, "").replace(TR_OPENING_ADVERB, ""),
  )?.[1] ?? null;
const TR_PLACE = "(?<![\\p{L}'’])(?=\\p{Lu}[\\p{L}\\p{M}-]*(?:[ \\t]+\\p{Lu}[\\p{L}\\p{M}-]*)?['’]";
// Japanese introduces oneself as "山本健太です" on the first line after the addressee ("キャンプミラージュ様").
const JA_ROLE = /(?:員|生|師|者|婦|家|出身|在住|担当|参加|予定|目|年)$/u;
const japaneseName: Reader = (rest) => {
  // ("吉岡さくらだよ": a given name in kana after the family name in kanji, and a casual "it's me".)
  const name =
    /^(\p{Script=Han}{2,6}|\p{Script=Han}{1,3}[\p{Script=Hiragana}\p{Script=Katakana}]{2,4})(?:です|と申します|といいます|だよ)/u.exec(
      rest,
    )?.[1];
  return name && !JA_ROLE.test(name) ? name : null;
};
// "Playa'da bana Kedi diyorlar": the name before the verb "to call".
const turkishNickname: Reader = (rest) => {
  const m = /^[ \t]*([^\n.,;!?()]{1,40}?)[ \t]+(?:diyorlar|diyor|derler|deniyor|diye\s+çağırıyorlar)(?![\p{L}])/u.exec(rest);
  return m ? takeNickname(m[1]) : null;
};

// A trailing emoji decorates a name ("Χταπόδι 🐙"); it is not part of it.
const nicknameNoEmoji: Reader = (rest) =>
  takeNickname(rest)
    ?.replace(/(?:[ \t]*(?:\p{Extended_Pictographic}|\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}])+)+$/u, "")
    .trim() || null;
// Greek writes a town with its article, "από τη Θεσσαλονίκη", "στο Βερολίνο": after the feminine and neuter
// articles a city's accusative is its nominative (a masculine one, "στον Βόλο", is not, and is not read).
// Countries as Greek speakers write them, to keep "από την Ελλάδα" out of the town.
const GREEK_COUNTRIES =
  /^(?:Ελλάδα|Κύπρο|Γερμανία|Γαλλία|Ιταλία|Ισπανία|Αγγλία|Βρετανία|Αμερική|ΗΠΑ|Αυστραλία|Ολλανδία|Βέλγιο|Ελβετία|Αυστρία|Σουηδία|Τουρκία|Ρωσία|Πολωνία)$/u;
const greekTown: Reader = (rest) => {
  const place = takePlace(rest);
  return place && /^\p{Script=Greek}/u.test(place) && !GREEK_COUNTRIES.test(place) ? place : null;
};
// Arabic has no capitals: a name or a place runs to punctuation or to the next word joined by "و" ("and"),
// at most three words; «guillemets» around a playa name are dropped.
const ARABIC_STOP = new Set("في من الآن حاليا حالياً منذ هنا وأنا لكن مع بس".split(" "));
const ARABIC_NAME_JOINERS = new Set(["عبد", "أبو", "ابو", "ابن", "بن", "بنت", "آل", "أم"]);
const arabicWords: Reader = (rest) => {
  const m =
    /^[ \t]*[«"“]?[ \t]*(\p{Script=Arabic}[\p{Script=Arabic}\p{M}]*(?:[ \t]+\p{Script=Arabic}[\p{Script=Arabic}\p{M}]*){0,4})/u.exec(rest);
  if (!m) return null;
  const words: string[] = [];
  for (const word of m[1].split(/[ \t]+/)) {
    // ("منة الله عبد الرحمن": "عبد", "أبو", "ابن" are the first half of a name part and take the next word.)
    const joined = words.length > 0 && ARABIC_NAME_JOINERS.has(words[words.length - 1]);
    if ((words.length >= 3 && !joined) || ARABIC_STOP.has(word) || (words.length > 0 && /^و\p{L}{2,}/u.test(word))) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(" ") : null;
};
// Countries as Arabic speakers write them, to keep "ولدت في الأردن" out of the town. ("عمان", Oman, is left out:
// without its shadda it is also how Amman, عمّان, is often typed.)
const ARABIC_COUNTRIES = new Set(
  "الأردن مصر لبنان سوريا العراق فلسطين السعودية المغرب تونس الجزائر الإمارات الكويت قطر البحرين اليمن ليبيا السودان".split(" "),
);
// ("في إربد بالأردن": in Irbid, in Jordan; the country after "بـ" is not part of the town.)
const arabicTown: Reader = (rest) => {
  const words = (arabicWords(rest) ?? "").split(" ").filter((w) => w !== "");
  const end = words.findIndex((w, i) => i > 0 && /^ب/u.test(w) && ARABIC_COUNTRIES.has(w.slice(1).replace(/^ال(?=ال)/u, "")));
  const place = (end > 0 ? words.slice(0, end) : words).join(" ");
  return place && !ARABIC_COUNTRIES.has(place.split(" ")[0]) ? place : null;
};

// Scripts without capitals open a letter with "I am <name>," after at most a greeting: Hebrew "אהלן, אני
// איתי שפירא,", Arabic "مرحبا! أنا ريم حداد،", Chinese "嗨～我是林佳穎，". Only there, and only two or three
// words closed by a comma, none of them a job: "אני נגר ובונה סטים" later in the letter is not a name.
const OPENING_GREETING =
  "(?:hallo|servus|moin|hoi|grüezi|grüessech|sali|merhaba|selam|היי|הי|שלום|אהלן|הלו|ערב\\s+טוב|בוקר\\s+טוב|مرحب[اً]+|أهل[اً]+|اهل[اً]+|هلا|هاي|السلام\\s+عليكم|مساء\\s+الخير|صباح\\s+الخير|嗨|你好|您好|大家好|各位好|各位|哈囉|哈喽|哈啰|hi|hello|hey|hiya|howya|howdy|heya|xin\\s+chào|chào|ciao|hola|olá|oi|salut|bonjour|cześć|hej|hei|ahoj|привет|привіт)";
// (The greeting closed by punctuation, or alone on its line: "Hoi zäme\nIch bin Miriam Oberholzer, …".)
const opening = (pronoun: string) =>
  new RegExp(`^\\s*(?:${OPENING_GREETING}[^\\n,，、。.!！~～،]{0,20}(?:[,，、。.!！~～،]+\\s*|[ \\t]*\\n\\s*))?${pronoun}`, "iu");
// What "I am …," says when it is not a name: the common jobs and studies (a name is never one of them).
const INTRODUCED_ROLE = new Set(
  `מורה מורָה נגר נגרית מהנדס מהנדסת רופא רופאה סטודנט סטודנטית מעצב מעצבת אמן אמנית מתכנת מתכנתת אדריכל אדריכלית
  צלם צלמת שף טבח טבחית אחות מוזיקאי מוזיקאית עורך עורכת גרה גר
  مهندس مهندسة معماري معمارية طالب طالبة دكتور دكتورة طبيب طبيبة مدرس مدرسة معلم معلمة فنان فنانة مصمم مصممة مبرمج مبرمجة`.split(/\s+/),
);
const introducedName =
  (script: string, stop: Set<string>): Reader =>
  (rest) => {
    const word = `\\p{Script=${script}}[\\p{Script=${script}}\\p{M}'"״׳-]*`;
    const m = new RegExp(`^[ \\t]+(${word}(?:[ \\t]+${word}){1,2})[ \\t]*[,،!]`, "u").exec(rest);
    return m && !m[1].split(/[ \t]+/).some((w) => stop.has(w) || INTRODUCED_ROLE.has(w)) ? m[1] : null;
  };
const introducedCapitalised: Reader = (rest) =>
  /^[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]*,/u.exec(rest)?.[1] ?? null;
// Chinese names are two to four characters; "我是台南人" (a person of Tainan), "我是設計師" (a role) are not names.
const ZH_NOT_A_NAME = /[人師师者員员生家手工長长]$/u;
// Korean: "저는 이하은이에요" (I am …), "부산에서 태어났고" (born in …), "서울에 살고 있어요" (living in …),
// "플라야에서는 다들 저를 호랑이라고 불러요" (on the playa everyone calls me …).
const HANGUL = "\\p{Script=Hangul}";
const koreanName: Reader = (rest) =>
  new RegExp(`^[ \\t]*(${HANGUL}{2,4}?)(?:이에요|예요|입니다|이고|이며|(?:이)?라고\\s*(?:해요|합니다|하고|하며))`, "u").exec(rest)?.[1] ??
  null;
// ("서울 마포구에 살고 있어요": a city and its district; "지금은 마포구에", now, is no part of the place.)
const KO_TIME_WORD = "(?:지금은|지금|현재는|현재|요즘은|요즘|이제는|이제)";
const koreanPlace: Reader = (rest) =>
  new RegExp(`^((?!${KO_TIME_WORD}[ \\t])(?:${HANGUL}{1,6}[ \\t]+)?${HANGUL}{1,6}?)에`, "u").exec(rest)?.[1] ?? null;
// "플라야 이름은 '호떡'이에요" (the playa name is …).
const koreanQuoted: Reader = (rest) => /^[ \t]*["“'‘「]([\p{L}]{1,12})["”'’」]/u.exec(rest)?.[1] ?? null;
const koreanCalled: Reader = (rest) =>
  /^[ \t]*(?:["“'‘]([\p{L} ]{1,16})["”'’]|([\p{L}]{1,10}))(?:이)?라고\s*(?:불러요|부릅니다|불러|해요|합니다|불리|불려)/u
    .exec(rest)
    ?.slice(1, 3)
    .find(Boolean) ?? null;
// "I'm on the playa", "Burning Man on the playa": a run that is no name.
const NOT_A_PLAYA_RUN = /^(?:I|I['’]m|We|See|Camp|Burning|Black|Mirage|Camp\s+Mirage|Everyone|Everybody)\b/u;
// "我叫Kevin Wang，來自台北", "住在San Francisco。": a name or place in Latin letters, up to the Chinese around it.
const latinAmidHan: Reader = (rest) =>
  /^[ \t]*(\p{Lu}[\p{Script=Latin}'’.-]*(?:[ \t]+\p{Lu}[\p{Script=Latin}'’.-]*){0,3})(?=[ \t]*(?:[，,。.!！、\n]|\p{Script=Han}|$))/u.exec(
    rest,
  )?.[1] ?? null;
const chineseName: Reader = (rest) => {
  const name = /^[ \t]*(\p{Script=Han}{2,4})(?=[ \t]*(?:[，,。.!！～~、\n]|$))/u.exec(rest)?.[1];
  return name && !ZH_NOT_A_NAME.test(name) ? name : null;
};
// A place written in Han or katakana before a suffix or after a verb: "大阪出身", "福岡在住", "住在台北".
const HAN_PLACE = "(?:\\p{Script=Han}|\\p{Script=Katakana}|ー){1,8}";
const hanPlaceBefore =
  (suffix: string): Reader =>
  (rest) =>
    new RegExp(`^(${HAN_PLACE}?)${suffix}`, "u").exec(rest)?.[1] ?? null;
// "一個小鎮" (a small town), "這裡" (here): a count or a pointing word, not a place's name.
const hanPlace: Reader = (rest) => {
  const place = /^[ \t]*(\p{Script=Han}{2,6})(?=[ \t]*(?:[，,。.!！、\n]|$))/u.exec(rest)?.[1];
  return place && !/^[一某這这那哪]/u.test(place) ? place : null;
};
// A playa name in Chinese or Japanese: up to punctuation ("大家叫我小蝦。"), or before "って/と呼ばれて".
const hanNickname: Reader = (rest) =>
  /^[ \t]*[「“"『]?([^\s，。,.!！」”"』～~]{1,10}?)[」”"』]?(?=[ \t]*(?:[，。,.!！～~\n]|$))/u.exec(rest)?.[1] ?? null;
const calledJa: Reader = (rest) =>
  /^(?:みんなに|皆に|みんなから)?[「『"]?([^\s、。「」『』"]{1,12}?)[」』"]?(?:って|と)(?:呼ばれ|呼んで)/u.exec(rest)?.[1] ?? null;

// A sentence about the playa, the burn, the camp or the desert: the words before or after the phrase.
const PLAYA_CONTEXT =
  "(?:playa|плај|плая|плае|плаї|burn|burning\\s*man|black\\s+rock|camp|kamp|campamento|acampamento|campo|lager|deserto|desierto|désert|wüste|woestijn|öken)";
const IN_PLAYA_SENTENCE = `(?:(?<=(?<![\\p{L}])${PLAYA_CONTEXT}[^.!?\\n]{0,80})|(?=[^.!?\\n]{0,80}(?<![\\p{L}])${PLAYA_CONTEXT}))`;
// The same without the "i" flag, where \p{Lu} must stay a capital: each letter as "[pP]".
const IN_PLAYA_SENTENCE_CASED = IN_PLAYA_SENTENCE.replace(/(?<!\\)[a-zäöüé]/gu, (c) => `[${c}${c.toUpperCase()}]`);
// "They call me …" in the languages we read (English has its own rules above).
const CALLS_ME = [
  "noemen\\s+(?:ze|ze\\s+daar|ze\\s+er|ze\\s+hier|ze\\s+mij|ze\\s+me|ze\\s+me\\s+daar|iedereen|mensen)?\\s*(?:me|mij)?",
  "noemt\\s+(?:iedereen|men|men\\s+mij|iedereen\\s+mij)\\s*(?:me|mij)?",
  "heet\\s+ik",
  // ("op de playa kennen ze mij als Stoofvlees")
  "kennen\\s+ze\\s+(?:mij|me)\\s+als",
  // ("nennen mich alle nur Currywurst": "only", before the name.)
  "nennen\\s+mich(?:\\s+(?:alle|die\\s+leute|viele|dort|da))?(?:\\s+(?:nur|einfach|bloß))?",
  "nennt\\s+(?:man|mich)(?:\\s+(?:mich|man|jeder|jede|alle))?",
  // ("auf der Playa kennt man mich als Powidl", "kennen mich alle als")
  "kennt\\s+man\\s+mich\\s+als",
  "kennen\\s+mich\\s+(?:alle\\s+)?(?:nur\\s+)?als",
  "rufen\\s+mich(?:\\s+alle)?",
  "hei(?:ße|ss|ß)e?\\s+ich(?:\\s+(?:aber|doch|eigentlich|halt))?",
  "(?<!je\\s)m['’]appell?e(?:nt)?",
  "me\\s+surnomm(?:e|ent)",
  // ("todo el mundo me llama Morcilla": the singular too.)
  "me\\s+(?:llaman?|dicen|conocen\\s+como|apodan)",
  // Catalan "A la playa em diuen Gavina"
  "em\\s+(?:diuen|coneixen\\s+com|anomenen)",
  "me\\s+(?:chamam|chama|conhecem\\s+como|conhece\\s+como)(?:\\s+de)?",
  "(?:podem|pode)\\s+me\\s+chamar(?:\\s+de)?",
  "(?:pueden|puedes)\\s+llamarme",
  "potete\\s+chiamarmi",
  "chamam-me(?:\\s+de)?",
  "mi\\s+(?:chiamano|chiamavano|dicono)",
  "kallar\\s+(?:de|alla|folk|man)\\s+mig",
  "kallas\\s+jag",
  // Session 28: Swedish "kallas Tjäderhönan på playan", "döpt mig till"; Swahili "wananiita"; Hausa "ana kirana";
  // Indonesian "manggil aku"; Albanian "më thërrasin"; Vietnamese "gọi em là"; Serbian "ме зову"; Flemish "zeggen
  // ze … tegen mij".
  "kallas",
  "döpt\\s+mig\\s+till",
  "wananiita",
  "ana\\s+kirana",
  "(?:manggil|memanggil)\\s+(?:aku|saya)",
  "më\\s+thërrasin",
  "gọi\\s+(?:em|mình|tôi|tớ)\\s+là",
  "ме\\s+зову|зову\\s+ме",
  "zeggen\\s+ze(?=\\s+\\S+(?:\\s+\\S+){0,2}\\s+tegen\\s+(?:mij|me))",
].join("|");
// A playa name as capitalised words, up to the first word that is not ("Açaí kkk" is "Açaí").
const capitalisedRun: Reader = (rest) => {
  const value = nicknameNoEmoji(rest);
  // "Bradipo perché la mattina sono lentissimo", "Colibrí 🐦 este va a ser…": a clause that runs on in words
  // no rule knows ends the name at its first word that is not capitalised.
  // ("I don't have one yet" is no name: a word of one letter is not read.)
  if (!value) return /^[ \t]*(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*){0,2})(?![\p{L}\p{M}'’-])/u.exec(rest)?.[1] ?? null;
  const words = value.split(/\s+/);
  // (Quoted, or written all in lower case, it is taken whole.)
  if (/^["“'‘«]/u.test(rest.trim()) || !/^\p{Lu}/u.test(words[0])) return value;
  // ("Zorro de Polvo", "Volpe di Sabbia", "Renard des Sables": a small word between two capitalised ones.)
  const end = words.findIndex((w, i) => !/^\p{Lu}/u.test(w) && !(PLAYA_PARTICLE.test(w) && /^\p{Lu}/u.test(words[i + 1] ?? "")));
  return (end < 0 ? words : words.slice(0, end)).join(" ") || null;
};
const PLAYA_PARTICLE = /^(?:de|del|della|dello|dei|degli|di|da|do|dos|das|du|des|van|von|of|the|la|le|el)$/u;

// In order of preference per field: the first rule that yields a value wins.
const RULES: Rule[] = [
  {
    field: "name",
    lead: /\bmy\s+(?:full\s+|real\s+|legal\s+|default[- ]world\s+)?name\s+is\b/i,
    read: (r) => takeName(r, { capitalised: false }),
  },
  // ("Playa name's Freo Doctor" is the playa name.)
  { field: "name", lead: /\bmy\s+name['’]s\b|(?<!\bplaya\s+)\bname['’]s\b/i, read: (r) => takeName(r, { capitalised: false }) },
  { field: "name", lead: /\bI['’]m\b|\bI\s+am\b/, read: capitalisedName },
  // "This is Bobbie Jo Inman.", Hinglish "Main Rohit Pandey hoon.": a sentence that only gives the name.
  {
    field: "name",
    lead: /(?:^|[.!?][ \t]+)(?:This[ \t]+is|[Mm]ain)[ \t]+(?=\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2}(?:[ \t]*[.!]|[ \t]+hoon[.!,]))/mu,
    read: (rest) => {
      const name = /^[ \t]*(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2})/u.exec(rest)?.[1] ?? null;
      return name && !/(?<![\p{L}])(?:Camp|Burning|Black|Rock|Playa|My|Our|Your|The|An?|Just|Only)(?![\p{L}])/u.test(name) ? name : null;
    },
  },
  // Indian English "Myself Rohan Sethi." opening the letter.
  { field: "name", lead: /(?:^|[.!?][ \t]+)Myself[ \t]+(?=\p{Lu})/mu, read: capitalisedName },
  {
    field: "name",
    lead: /(?:^|[.!?,][ \t]+)(?=[ \t]*\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]+here\b(?=[ \t]*(?:[,.!;:—–-]|$)))/mu,
    read: capitalisedName,
  },
  { field: "name", lead: /(?:^|[.!?][ \t]+)(?:[Ff]ull|[Rr]eal)[ \t]+name[ \t]+(?:is[ \t]+)?(?=\p{Lu})/mu, read: foreignName },
  // "Jonah Fisk, playa name Kazoo!", "Ruth Abernathy (playa name Marigold)": a name before its playa name.
  {
    field: "name",
    // (No "i" flag: \p{Lu} must stay a capital.)
    lead: /(?:^|[.!?][ \t]+)(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,2}[ \t]*(?:[,(–—-][ \t]*)?(?:[Aa]\.?[Kk]\.?[Aa]\.?(?=[ \t])|[,(–—-][ \t]*(?:(?:[Mm]y[ \t]+|[Nn]o[ \t]+)?[Pp]laya[ \t]+name|(?:but[ \t]+)?(?:everyone|everybody|people|friends)[ \t]+calls?[ \t]+me|born[ \t]+(?:and[ \t]+raised[ \t]+)?in|originally[ \t]+from)\b))/mu,
    read: capitalisedName,
  },
  // French, German, Spanish, Italian, Dutch, Portuguese, Polish, Russian
  {
    field: "name",
    // ("Na playa meu nome é Paçoca": the name on the playa is the playa name, below.)
    lead: /(?<!(?:playa|playi|плае|плаї)[ \t,]{1,3}(?:\p{L}+[ \t]+)?)(?<![\p{L}])(?:je\s+m['’]appelle|mon\s+nom\s+(?:complet\s+)?est|ich\s+hei(?:ß|ss)e|mein\s+name\s+ist|jina\s+langu\s+ni|me\s+llamo|mă\s+numesc|ma\s+numesc|numele\s+meu\s+este|mi\s+nombre\s+(?:completo\s+)?es|mi\s+chiamo|il\s+mio\s+nome\s+è|ik\s+heet|mijn\s+naam\s+is|me\s+chamo|chamo-me|meu\s+nome\s+é|nazywam\s+się|mam\s+na\s+imię|меня\s+зовут|мене\s+звати|моє\s+ім['ʼ’]?я|jag\s+heter|mitt\s+namn\s+är|jmenuj[iu]\s+se|(?:moje|mé)\s+jméno\s+je|(?<!playa\s)(?:benim\s+)?adım|(?:benim\s+)?ismim|(?:mình|tôi|em|tớ)\s+tên\s+là|tên\s+(?:của\s+)?(?:mình|tôi|em)\s+là)(?![\p{L}])/iu,
    read: foreignName,
  },
  // Hebrew: "קוראים לי נועה", "שמי נועה ברק" (not "בפלאיה קוראים לי …", the playa name).
  {
    field: "name",
    lead: /(?<!(?:פלאיה|פליה|פלאייה|ברן)[ \t,]*)(?<![\p{L}])(?:קוראים\s+לי|שמי|השם\s+שלי(?:\s+הוא)?)(?![\p{L}])/u,
    read: hebrewWords,
  },
  // Greek: "Είμαι ο Νίκος", "Είμαι η Ελένη" (the article before a name), "ονομάζομαι …", "το όνομά μου είναι …";
  // Arabic: "اسمي يوسف الخطيب"; Russian and Ukrainian, which have no "am": "Я Ольга Смирнова" at a clause's
  // start, before a capitalised word (their nouns are not capitalised); Portuguese with the article: "Sou o Thiago".
  {
    field: "name",
    lead: /(?<![\p{L}])(?:είμαι\s+(?:ο|η)|ονομάζομαι|ονομαζομαι|λέγομαι|το\s+όνομ[άα]\s+μου\s+είναι)(?=\s+\p{Lu})/iu,
    read: foreignName,
  },
  { field: "name", lead: /(?<![\p{L}])(?:اسمي|إسمي)(?:\s+هو)?(?![\p{L}])/u, read: arabicWords },
  { field: "name", lead: /(?:^|[.!?,][ \t]*)Я(?:[ \t]*[—–-])?(?=[ \t]+\p{Lu}\p{Ll})/mu, read: foreignName },
  { field: "name", lead: /(?:^|[.!?¡,][ \t]*)(?:[Ss]ou|[Ee]u[ \t]+sou)[ \t]+(?:o|a)(?=[ \t]+\p{Lu})/mu, read: foreignName },
  // Catalan "Sóc la Núria Puigdomènech", "Sóc en Jordi" (the article before a name), "em dic …"; Greek "Με λένε …".
  { field: "name", lead: /(?:^|[.!?¡,][ \t]*)(?:[Ss]óc|[Jj]o[ \t]+sóc)[ \t]+(?:la|en|el|na)(?=[ \t]+\p{Lu})/mu, read: foreignName },
  { field: "name", lead: /(?:^|[.!?¡,][ \t]*)(?:[Ee]m[ \t]+dic|[Μμ]ε[ \t]+λένε)(?=[ \t]+\p{Lu})/mu, read: foreignName },
  // Catalan "ara visc a Barcelona", "sóc de Girona", "vaig néixer a Reus".
  { field: "location", lead: /(?<![\p{L}])(?:ara\s+|actualment\s+)?visc\s+a(?=\s+\p{Lu})/u, read: takePlace },
  // Hindi "मेरा नाम अनन्या त्रिपाठी है", "प्लाया पर लोग मुझे जलेबी बुलाते हैं", "मैं लखनऊ में पली-बढ़ी हूँ", "अब बेंगलुरु में
  // रहती हूँ"; Persian "من نیلوفر رضایی هستم", "در پلایا صدایم می‌کنند «زعفران»", "در شیراز بزرگ شده‌ام", "الان در
  // تورنتو زندگی می‌کنم".
  {
    field: "name",
    lead: /मेरा\s+नाम\s+(?=[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+){0,2}\s+है)/u,
    read: (rest) => /^([\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+){0,2}?)\s+है/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /प्लाया\s+पर\s+(?:(?:लोग|सब|सभी)\s+)?मुझे\s+/u,
    read: (rest) => /^["“']?([\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)?)["”']?\s+(?:बुलाते|कहते)/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "homeTown",
    lead: /मैं\s+(?=[\p{L}\p{M}]+\s+में\s+(?:पली|पला|बड़ी|बड़ा|पैदा))/u,
    read: (rest) => notCountry(/^([\p{L}\p{M}]+)\s+में/u.exec(rest)?.[1] ?? null),
  },
  {
    field: "location",
    lead: /(?:अब|आजकल|से)\s+(?=[\p{L}\p{M}]+\s+में\s+रह)/u,
    read: (rest) => /^([\p{L}\p{M}]+)\s+में/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "name",
    lead: /(?:^|[.!؟\n]\s*)من\s+(?=[\p{L}\p{M}\u200c]+(?:\s+[\p{L}\p{M}\u200c]+){0,2}\s+هستم)/u,
    read: (rest) => /^([\p{L}\p{M}\u200c]+(?:\s+[\p{L}\p{M}\u200c]+){0,2}?)\s+هستم/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /(?:در\s+)?پلایا\s+(?:صدایم|صدام)\s+می\u200c?کنند\s*/u,
    read: (rest) => /^[«"“]([^»"”\n]{1,30})[»"”]/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])در\s+(?=[\p{L}\p{M}\u200c]+\s+(?:بزرگ\s+شده|به\s+دنیا\s+آمد))/u,
    read: (rest) => notCountry(/^([\p{L}\p{M}\u200c]+)/u.exec(rest)?.[1] ?? null),
  },
  {
    field: "location",
    lead: /(?:الان|اکنون|حالا)\s+در\s+(?=[\p{L}\p{M}\u200c]+\s+زندگی)|(?<![\p{L}])(?:که|که\s+در|که\s+توی|در|توی)\s+(?=[\p{L}\p{M}\u200c]+\s+زندگی\s+می)/u,
    read: (rest) => /^([\p{L}\p{M}\u200c]+)/u.exec(rest)?.[1] ?? null,
  },
  // Romanian "locuiesc acum în Cluj", Vietnamese "hiện đang sống ở Huế": where the member lives now.
  {
    field: "location",
    lead: /(?<![\p{L}])(?:[Ll]ocuiesc\s+(?:acum\s+|de\s+\p{L}+\s+ani\s+)?(?:în|in)|(?:[Hh]iện\s+(?:đang\s+|tôi\s+|mình\s+)?|[Đđ]ang\s+)?[Ss]ống\s+(?:và\s+làm\s+việc\s+)?(?:ở|tại))(?=\s+\p{Lu})/u,
    read: takePlace,
  },
  // Norwegian and Danish, Finnish, Hungarian, Indonesian, Bulgarian, Croatian and Serbian, Slovak (session 21): the
  // name and the playa name as their speakers introduce them, and where they grew up, live and were born in the
  // languages that leave a place's name as it is ("Jeg bor i Oslo", "tinggal di Jakarta", "живея в София").
  {
    field: "name",
    lead: /(?<![\p{L}])(?:jeg\s+he(?:ter|dder)|mitt?\s+navn\s+er|(?:minun\s+)?nimeni\s+on|(?:a\s+)?nevem|nama\s+(?:saya|aku)|namaku|казвам\s+се|името\s+ми\s+е|zovem\s+se|ime\s+mi\s+je|volám\s+sa|moje\s+meno\s+je)(?![\p{L}])/iu,
    read: foreignName,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:kaller\s+(?:de|folk|alle)\s+meg|kalder\s+(?:de|folk|alle)\s+mig|kalles\s+jeg|minua\s+kutsutaan(?:\s+nimellä)?|(?:saya\s+)?dipanggil|ми\s+викат|ме\s+(?:наричат|знаят\s+като)|(?:me\s+zovu|zovu\s+me)|(?:ma\s+volajú|volajú\s+ma))(?=\s+["“'‘«„]?\p{Lu})/iu,
    read: takeNickname,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:(?:jeg\s+)?vok(?:ste|sede)\s+opp?\s+i|(?:saya\s+|aku\s+)?(?:besar|gede|dibesarkan|tumbuh\s+besar)\s+di|израснах\s+в|израсна\s+в)(?=\s+\p{Lu})/iu,
    read: takePlace,
  },
  {
    field: "location",
    lead: /(?<![\p{L}])(?:(?:jeg\s+)?bor\s+(?:jeg\s+)?(?:nå\s+|nu\s+)?i|bor\s+jag\s+(?:nu\s+)?i|woon\s+ik\s+(?:nu\s+)?in|(?:saya\s+)?tinggal\s+di|живея\s+в)(?=\s+\p{Lu})/iu,
    read: takePlace,
  },
  {
    field: "homeTown",
    lead: BORN_IN_AS_WRITTEN,
    read: townNotCountry,
  },
  {
    field: "country",
    lead: BORN_IN_AS_WRITTEN,
    read: countryOf,
  },
  // "Geboren bin ich in Deutschland", "M-am născut în România", "Γεννήθηκα στην Ελλάδα", "Rođena sam u Hrvatskoj",
  // "Narodila som sa na Slovensku", "Родилась в России": born in, where the country follows.
  {
    field: "country",
    lead: /(?<![\p{L}])(?:geboren\s+bin\s+ich\s+in|m-am\s+născut\s+(?:în|in)|γεννήθηκα\s+σ(?:την|τον|το|τη)?|rođen[ao]?\s+sam\s+u|roden[ao]?\s+sam\s+u|narodil[ao]?\s+som\s+sa\s+(?:na|v)|родил(?:ся|ась)\s+(?:я\s+)?в)(?=\s+\p{Lu})/iu,
    read: countryOf,
  },
  // "日本生まれです", "我出生在中国", "한국에서 태어났어요": the country before or after the word for "born".
  {
    field: "country",
    lead: /(?<![\p{Script=Han}])(?=\p{Script=Han}{1,4}(?:生まれ|出身)(?:です|で)?)|出生(?:在|于|於)|(?<![\p{L}])(?=\p{Script=Hangul}{2,5}에서\s*태어)/u,
    read: (rest) => {
      const place = /^(\p{Script=Han}{1,4}?)(?:生まれ|出身)|^(\p{Script=Han}{2,4})|^(\p{Script=Hangul}{2,5})에서/u.exec(rest);
      const name = place?.[1] ?? place?.[2] ?? place?.[3];
      return name && isCountry(name) ? countryName(name) : null;
    },
  },
  // Croatian, Serbian, Bosnian, Slovak and Finnish put a place in the case its preposition or verb asks for
  // ("odrasla sam u Splitu", "bývam v Bratislave", "asun Helsingissä"): a place is read only where its form
  // is a listed city's (city-forms.ts), never guessed from its ending.
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:(?:odrastao|odrasla|одрастао|одрасла)\s+(?:sam|сам)\s+(?:u|у)|dolazim\s+iz|vyrast(?:al|ala)\s+som\s+v|narodil[ao]?\s+som\s+sa\s+v|pochádzam\s+z|kasvoin|olen\s+kasvanut|olen\s+kotoisin|kotoisin(?:\s+olen)?|(?:olen\s+)?pärit(?:\s+olen)?)(?=\s+\p{L})/iu,
    read: (rest) => knownCityAhead(rest),
  },
  {
    field: "location",
    lead: /(?<![\p{L}])(?:(?:sada\s+|sad\s+|trenutno\s+|сада\s+)?(?:živim|stanujem|живим)\s+(?:u|у)|elan|(?:teraz\s+)?(?:bývam|žijem)\s+v|asun(?:\s+(?:nykyään|nyt|tällä\s+hetkellä|tätä\s+nykyä))?)(?=\s+\p{L})/iu,
    read: (rest) => knownCityAhead(rest),
  },
  // Hungarian puts the name before "vagyok" (I am) and the place's case ending on its name: "Kovács Anna vagyok",
  // "Debrecenben nőttem fel" (in Debrecen), "Budapesten élek", "Magyarországon születtem"; the name is the word
  // without "-ban/-ben" or "-on/-en/-ön".
  {
    field: "name",
    lead: /(?:^|[.!?,][ \t]*)(?=\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2}[ \t]+vagyok(?![\p{L}]))/mu,
    read: (rest) => /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]+vagyok/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])a\s+playán(?=\s+["“„]?\p{Lu}[^.!?\n]{0,30}\s+a\s+nevem)/iu,
    read: (rest) => /^\s+["“„]?(\p{Lu}[^.!?\n"”]{0,30}?)["”]?\s+a\s+nevem/u.exec(rest)?.[1] ?? null,
  },
  { field: "homeTown", lead: HUNGARIAN_PLACE("nőttem\\s+fel|nőttem\\s+föl"), read: hungarianPlace },
  { field: "location", lead: HUNGARIAN_PLACE("élek|lakom"), read: hungarianPlace },
  {
    field: "homeTown",
    lead: HUNGARIAN_PLACE("születtem"),
    read: (rest) => {
      const place = hungarianPlace(rest);
      return place && !isCountry(place) ? place : null;
    },
  },
  // "a playán Kürtős Kapitánynak hívnak" (on the playa they call me Captain Kürtős): the name in the dative.
  {
    field: "playaName",
    // ("a playán mindenki Hortobágyi Szélnek hív": everybody calls me.)
    lead: /(?<![\p{L}])a\s+playán\s+(?:mindenki\s+|csak\s+)?(?=\p{Lu}[^.!?\n]{0,40}?(?:nak|nek)\s+(?:hívnak|hív|szólítanak|szólít|neveznek))/iu,
    read: (rest) => /^(\p{Lu}[^.!?\n]{0,40}?)(?:nak|nek)\s+(?:hívnak|hív|szólítanak|szólít|neveznek)/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "country",
    lead: HUNGARIAN_PLACE("születtem"),
    read: (rest) => {
      const place = hungarianPlace(rest);
      return place && isCountry(place) ? countryName(place) : null;
    },
  },
  // Romanian "pe playa mi se spune Papanaș" (on the playa I am called), "pe playa îmi zice lumea Vulpe".
  {
    field: "playaName",
    lead: /(?<![\p{L}])pe\s+playa,?\s+(?:mi\s+se\s+(?:spune|zice)|(?:toată\s+lumea\s+|lumea\s+)?îmi\s+(?:spune|zice)(?:\s+lumea)?)(?=\s+\p{Lu})/iu,
    read: takeNickname,
  },
  // "in playa sono Pulcinella", "en la playa soy Colibrí", "auf der Playa bin ich Dachs": on the playa, I am.
  // (Capitalised, as a name is: "in playa sono stata tre volte" says something else.)
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:(?:in|sulla|alla)\s+playa,?\s+sono|en\s+la\s+playa,?\s+soy|sur\s+la\s+playa,?\s+je\s+suis|na\s+playa,?\s+sou|auf\s+der\s+playa,?\s+bin\s+ich|op\s+de\s+playa\s+ben\s+ik|pe\s+playa,?\s+sunt|on\s+the\s+playa,?\s+I['’]m)(?![\p{L}])/iu,
    read: (rest) => (/^[ \t]*["“'‘«„]?\p{Lu}/u.test(rest) ? capitalisedRun(rest) : null),
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:(?:jo\s+)?sóc\s+de|vinc\s+de|vaig\s+néixer\s+a|vaig\s+créixer\s+a)(?=\s+\p{Lu})/iu,
    read: takePlace,
  },
  // Session 22: the questions as speakers of Thai, romanised Hindi, Persian, Cantonese, Korean, Japanese, Czech,
  // Romanian, Turkish, Finnish, Norwegian and Danish answer them in prose, written for each language as a whole.
  // Thai "ฉันชื่อ สุนีย์ ทองดี", "เรียกฉันว่า แมวทราย", "มาจากเชียงใหม่", "ตอนนี้อาศัยอยู่ที่กรุงเทพ", "เกิดที่ประเทศไทย":
  // Thai leaves no space between words, so a value runs to the next space, and a name to its line's end.
  {
    field: "name",
    lead: /(?:ฉัน|ผม|ดิฉัน|หนู|เรา|กระผม)ชื่อ(?!เล่น)/u,
    read: (rest) =>
      /^[ \t]*([\p{Script=Thai}\p{L}]+(?:[ \t]+[\p{Script=Thai}\p{L}]+)?)[ \t]*(?:ค่ะ|ครับ|คะ|นะคะ|นะครับ)?[ \t]*(?:\n|$)/u
        .exec(rest)?.[1]
        ?.replace(/(?:ค่ะ|ครับ|คะ)$/u, "") ?? null,
  },
  { field: "playaName", lead: /เรียก(?:ฉัน|ผม|หนู|เรา)ว่า/u, read: (rest) => thaiWord(rest) },
  { field: "homeTown", lead: /(?:มาจาก|บ้านเกิด(?:อยู่)?(?:ที่)?|โตที่)(?!ประเทศ)/u, read: (rest) => thaiWord(rest) },
  // "เกิดที่เชียงใหม่" (born in Chiang Mai), "ผมเป็นคนเชียงราย" (I am a person of Chiang Rai): a town, not a country.
  { field: "homeTown", lead: /เกิดที่(?!ประเทศ)|(?:ผม|ฉัน|ดิฉัน|หนู|เรา)เป็นคน(?!ไทย)/u, read: (rest) => notCountry(thaiWord(rest)) },
  { field: "location", lead: /(?:อาศัยอยู่(?:ที่)?|ตอนนี้อยู่(?:ที่)?|ปัจจุบันอยู่(?:ที่)?)/u, read: (rest) => thaiWord(rest) },
  { field: "country", lead: /เกิดที่(?:ประเทศ)?|เกิดใน(?:ประเทศ)?/u, read: (rest) => asCountry(thaiWord(rest)) },
  // Hindi in Latin letters ("Hinglish"): "Mera naam Rohan Mehta hai", "Main Pune se hoon", "Abhi main Bangalore
  // mein rehta hoon", "Mera janam India mein hua", "Playa pe sab mujhe Chai Wallah bulate hain".
  {
    field: "name",
    lead: /(?<![\p{L}])mera\s+naam(?=\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:hai|h|he)(?![\p{L}]))/iu,
    read: (rest) => /^\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+(?:hai|h|he)(?![\p{L}])/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])playa\s+(?:pe|par|mein|me)\s+(?:(?:sab|log|sabhi|dost|friends)\s+)?mujhe(?=\s+[^\n]{1,40}?\s+(?:bulate|bulaate|kehte|kahte)(?![\p{L}]))/iu,
    read: (rest) => {
      const m = /^\s+["“']?([^\n"”']{1,40}?)["”']?\s+(?:bulate|bulaate|kehte|kahte)(?![\p{L}])/u.exec(rest);
      return m ? takeNickname(m[1]) : null;
    },
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:main|mai|mein)(?=\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+(?:se|ka|ki)\s+(?:hoon|hun|hu|rehne\s+wal[ai]\s+(?:hoon|hun|hu))(?![\p{L}]))/iu,
    read: (rest) => /^\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(?:se|ka|ki)\s/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "location",
    lead: /(?<![\p{L}])(?:abhi|aajkal|ab|filhaal|filhal)\s+(?:(?:main|mai|mein|hum)\s+)?(?=\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+(?:mein|me|mai)\s+reh(?:ta|ti|te)(?![\p{L}]))/iu,
    read: (rest) => /^(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(?:mein|me|mai)\s/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "country",
    lead: /(?<![\p{L}])(?:mera\s+janam|(?:main|mai)(?=\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+(?:mein|me)\s+paida))(?=\s+\p{Lu})/iu,
    read: (rest) =>
      asCountry(/^\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(?:mein|me)\s+(?:hua|hui|paida)(?![\p{L}])/u.exec(rest)?.[1] ?? null),
  },
  // Hindi: "मैं लखनऊ से हूँ" (I am from), "अभी मैं मुंबई में रहता हूँ", "मैं भारत में पैदा हुआ" / "मेरा जन्म भारत में हुआ".
  {
    field: "homeTown",
    lead: /(?<![\p{L}\p{M}])मैं\s+(?=[\p{L}\p{M}]+\s+से\s+(?:हूँ|हूं|हूँ।|हूं।))/u,
    read: (rest) => /^([\p{L}\p{M}]+)\s+से/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "location",
    lead: /(?:अब|आजकल|अभी|फ़िलहाल|फिलहाल)\s+मैं\s+(?=[\p{L}\p{M}]+\s+में\s+रह)/u,
    read: (rest) => /^([\p{L}\p{M}]+)\s+में/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "country",
    lead: /(?:मैं|मेरा\s+जन्म)\s+(?=[\p{L}\p{M}]+\s+में\s+(?:पैदा|हुआ|हुई))/u,
    read: (rest) => asCountry(/^([\p{L}\p{M}]+)\s+में/u.exec(rest)?.[1] ?? null),
  },
  // Persian: "اسم من سارا احمدی است", "به من روباه شنی می‌گویند", "اهل شیراز هستم", "در ایران به دنیا آمدم".
  {
    field: "name",
    lead: /(?<![\p{L}])(?:اسم\s+من|اسمم|نام\s+من|نامم)\s+(?=[\p{L}\p{M}\u200c]+(?:\s+[\p{L}\p{M}\u200c]+){0,2}\s+(?:است|هست)(?![\p{L}]))/u,
    read: (rest) => /^([\p{L}\p{M}\u200c]+(?:\s+[\p{L}\p{M}\u200c]+){0,2}?)\s+(?:است|هست)/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:به\s+من|بهم)\s+(?=[^\n.،]{1,30}?\s+می\u200c?(?:گویند|گن|گویَند))/u,
    read: (rest) => /^[«"“]?([^\n.،«»"”]{1,30}?)[»"”]?\s+می\u200c?(?:گویند|گن)/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])اهل\s+(?=[\p{L}\p{M}\u200c]+\s+(?:هستم|ام|هستش)(?![\p{L}]))/u,
    read: (rest) => notCountry(/^([\p{L}\p{M}\u200c]+)/u.exec(rest)?.[1] ?? null),
  },
  {
    field: "country",
    lead: /(?<![\p{L}])در\s+(?=[\p{L}\p{M}\u200c]+\s+به\s+دنیا\s+آمد)/u,
    read: (rest) => asCountry(/^([\p{L}\p{M}\u200c]+)/u.exec(rest)?.[1] ?? null),
  },
  // Cantonese: "我係香港長大嘅" (grew up in), "而家住喺倫敦" (now living in), "喺香港出世" (born in).
  { field: "homeTown", lead: /我係(?=\p{Script=Han}{2,4}(?:長大|大嘅|出世))/u, read: hanPlaceBefore("(?:長大|出世)") },
  { field: "location", lead: /(?:而家|依家|宜家|現時|现时)(?:我)?住(?:喺|係|在)/u, read: hanPlace },
  {
    field: "country",
    lead: /(?:喺|在)(?=\p{Script=Han}{2,4}(?:出世|出生))/u,
    read: (rest) => asCountry(hanPlaceBefore("(?:出世|出生)")(rest)),
  },
  {
    field: "homeTown",
    lead: /(?:喺|在)(?=\p{Script=Han}{2,4}(?:出世|出生))/u,
    read: (rest) => notCountry(hanPlaceBefore("(?:出世|出生)")(rest)),
  },
  // Korean: "박서준이라고 합니다" opening the letter, "플라야 네임은 …", "고향은 대구입니다", "한국 출생입니다".
  { field: "name", lead: opening("(?:안녕하세요[,.!]?\\s*)?"), read: koreanName },
  {
    field: "playaName",
    lead: /(?:플라야|버닝맨)[ \t]*(?:네임|닉|명)(?:은|는)[ \t]*/u,
    read: (rest) => /^["“'‘]?(\p{Script=Hangul}{1,10}|[\p{L} ]{1,20}?)["”'’]?(?:이에요|예요|입니다|이야|임)/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "homeTown",
    lead: /고향(?:은|는)[ \t]*/u,
    read: (rest) => notCountry(/^(\p{Script=Hangul}{1,6}?)(?:입니다|이에요|예요|이고|이며|이야|임)/u.exec(rest)?.[1] ?? null),
  },
  {
    field: "country",
    lead: /(?<![\p{L}])(?=\p{Script=Hangul}{2,5}[ \t]*(?:출생|태생))/u,
    read: (rest) => asCountry(/^(\p{Script=Hangul}{2,5}?)[ \t]*(?:출생|태생)/u.exec(rest)?.[1] ?? null),
  },
  // Japanese: "名前は高橋翔です", "生まれは日本です" (the country).
  {
    field: "name",
    lead: /(?:名前|氏名)は[ \t]*/u,
    read: (rest) =>
      /^(\p{Script=Han}{2,6}|[\p{Script=Katakana}ー・]{2,12})(?:です|と申します|といいます|[。\n]|$)/u.exec(rest)?.[1] ?? null,
  },
  { field: "country", lead: /生まれは[ \t]*/u, read: (rest) => asCountry(hanPlaceBefore("(?:です|で|、|。)")(rest)) },
  { field: "homeTown", lead: /出身(?:地)?は[ \t]*/u, read: (rest) => notCountry(hanPlaceBefore("(?:です|で|、|。)")(rest)) },
  // Ukrainian "Народилася в Україні", Polish "Dorastałam w Gdańsku", "Wychowałem się w Łodzi".
  { field: "country", lead: /(?<![\p{L}])(?:я\s+)?народи(?:вся|лася|лась)\s+(?:в|у)(?=\s+\p{Lu})/iu, read: countryOf },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:dorastał(?:a|em|am)?|wychował(?:a|em|am)?\s+się)\s+(?:w|we)(?=\s+\p{Lu})/iu,
    read: townNotCountry,
  },
  // Flemish "Ik ben van Gent" (I am from); Swiss and Austrian German as spoken: "Ich bi dr Urs Meier", "I bin
  // da Florian Huber", "bi in Bärn ufgwachse", "aufgwachsn bin i in Graz", "jetzt wohn i in Wien".
  {
    field: "homeTown",
    lead: /(?:^|[.!?,;][ \t]*)[Ii]k[ \t]+ben[ \t]+(?:afkomstig[ \t]+)?(?:van|uit)(?=[ \t]+\p{Lu})/mu,
    read: townNotCountry,
  },
  {
    field: "name",
    lead: /(?:^|[.!?,;][ \t]*)(?:[Ii]ch|[Ii])[ \t]+bi[n]?[ \t]+(?:dr|de|da|der|d['’])(?=[ \t]+\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu})/mu,
    read: foreignName,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:(?:ufgwachse|ufgwachsä|aufgwachsn|aufgwachsen|aufgewachsen)[ \t]+(?:bin|bi)[ \t]+(?:i|ich)[ \t]+in|(?:i|ich)[ \t]+bi[n]?[ \t]+in(?=[ \t]+\p{Lu}[\p{L}-]*[ \t]+(?:ufgwachse|ufgwachsä|aufgwachsn)))(?=[ \t]+\p{Lu})/iu,
    read: townNotCountry,
  },
  {
    field: "location",
    lead: /(?<![\p{L}])wohn(?:e)?[ \t]+(?:i|ich)[ \t]+(?:jetzt[ \t]+|jetz[ \t]+|ez[ \t]+|iatz[ \t]+|heit[ \t]+)?in(?=[ \t]+\p{Lu})/iu,
    read: takePlace,
  },
  // Russian in Latin letters: "Menya zovut Dmitriy Sokolov", "Byl na berne chetyre raza".
  { field: "name", lead: /(?<![\p{L}])menya[ \t]+zovut(?=[ \t]+\p{Lu})/iu, read: foreignName },
  // Czech: "Na playi mi přezdívají Jezevec".
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:na\s+playi,?\s+)?(?:mi\s+přezdívají|přezdívají\s+mi|mi\s+říkají|říkají\s+mi)(?=\s+["“„]?\p{Lu})/iu,
    read: takeNickname,
  },
  // Turkish "Merhaba, ben Zeynep Demir." opening the letter: two or three capitalised words, then the sentence ends.
  {
    field: "name",
    lead: opening("ben"),
    read: (rest) => /^[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]*[.!](?:\s|$)/u.exec(rest)?.[1] ?? null,
  },
  // Romanian: "Sunt din Iași", "Vin din Brașov", "Am crescut în Cluj".
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:(?:eu\s+)?sunt\s+(?:originar[ăa]?\s+)?din|vin\s+din|am\s+crescut\s+(?:în|in|la))(?=\s+\p{Lu})/iu,
    read: townNotCountry,
  },
  // Turkish: "Türkiye'de doğdum", "Türkiye doğumluyum": the country of birth.
  {
    field: "country",
    lead: new RegExp(`${TR_PLACE}(?:da|de|ta|te)\\s+(?:doğdum|doğup\\s+büyüdüm))|(?<![\\p{L}])(?=\\p{Lu}\\p{L}+\\s+doğumluyum)`, "u"),
    read: (rest) => asCountry(turkishPlace(rest) ?? /^(\p{Lu}\p{L}+)\s+doğumlu/u.exec(rest)?.[1] ?? null),
  },
  // Finnish: "Playalla olen Hiekkahiiri", "Synnyin Suomessa", "Olen syntynyt Suomessa".
  { field: "playaName", lead: /(?<![\p{L}])playalla\s+(?:olen|minut\s+tunnetaan(?:\s+nimellä)?)(?=\s+["“”]?\p{Lu})/iu, read: takeNickname },
  { field: "country", lead: /(?<![\p{L}])(?:synnyin|olen\s+syntynyt)(?=\s+\p{Lu})/iu, read: countryOf },
  // Norwegian and Danish: "Jeg er fra Tromsø", "Jeg er vokset op i Odense", "På playaen hedder jeg Sandloppen".
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:jeg\s+er\s+(?:opprinnelig\s+|oprindeligt?\s+)?fra|(?:jeg\s+)?kommer\s+(?:opprinnelig\s+|oprindeligt?\s+)?fra|(?:jeg\s+)?(?:er|har)\s+vok(?:set|st)\s+opp?\s+i)(?=\s+\p{Lu})/iu,
    read: townNotCountry,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])på\s+playa(?:en)?,?\s+(?:hedder|heter|kaldes|kalles)\s+jeg(?=\s+["“”„]?\p{Lu})/iu,
    read: takeNickname,
  },
  // Japanese: "山本健太です" opening the letter, after at most the addressee and a greeting.
  {
    field: "name",
    lead: /^\s*(?:[^\n]*(?:様|さま|さん|殿|各位|御中|へ|こんにちは|こんばんは|はじめまして|初めまして|お疲れ様です|お世話になっております|お世話になります|やっほー|やっほ)[、。!！]?[ \t]*(?:\n+\s*|(?<=[、。!！])[ \t]*)){0,2}(?=\p{Script=Han})/u,
    read: japaneseName,
  },
  { field: "name", lead: /(?:^|[.!?¡][ \t]*)[Ss]oy(?=[ \t]+\p{Lu})/mu, read: foreignName },
  {
    field: "name",
    lead: /(?:^|[.!?,][ \t]*)(?:(?:[Aa]lors|[Bb]on|[Dd]onc|[Ee]t)[ \t]+)?[Mm]oi[ \t]*,?[ \t]*c['’]est(?=[ \t]+\p{Lu})/mu,
    read: foreignName,
  },
  // Tagalog "Ako si Patricia Tolentino Reyes", Serbian and Macedonian "Ја сам Милица Ђорђевић", "Јас сум Марија
  // Трајковска", Georgian "მე ვარ ნინო წერეთელი" (I am …): the name to the clause's end.
  {
    field: "name",
    lead: /(?:^|[.!?,][ \t]*)(?:[Aa]ko[ \t]+si|Ја[ \t]+сам|Јас[ \t]+сум|მე[ \t]+ვარ)(?=[ \t]+\p{L})/mu,
    read: (rest) =>
      /^[ \t]+(\p{L}[\p{L}\p{M}'’-]+(?:[ \t]+\p{L}[\p{L}\p{M}'’-]+){1,3}?)[ \t]*(?:[,.!]|[ \t]+(?:pero|at|а|и|და)[ \t])/u.exec(rest)?.[1] ??
      null,
  },
  // "ಪ್ಲಾಯಾದಲ್ಲಿ ಎಲ್ಲರೂ ನನ್ನನ್ನು 'ಮಲ್ಲಿಗೆ' ಅಂತ ಕರೆಯುತ್ತಾರೆ", "പ്ലായയിൽ എല്ലാവരും എന്നെ 'കഥകളി' എന്നാണ് വിളിക്കുന്നത്": in an Indic
  // script, the playa named and, a few words on, the name in quotes.
  {
    field: "playaName",
    lead: /(?:प्ला|ప్లా|ಪ್ಲಾ|പ്ലാ|প্লা|ப்ளா|પ્લા)[\p{L}\p{M}]*[^.\n'"‘“]{0,40}?['"‘“](?=[\p{L}\p{M}][^'"’”\n]{0,30}['"’”])/u,
    read: (rest) => /^([^'"’”\n]{1,30})['"’”]/u.exec(rest)?.[1]?.trim() ?? null,
  },
  // Urdu "میرا نام سعد قریشی ہے", Tamil "என் பெயர் கவிதா ரங்கராஜன்." (my name is …); the same in Kannada "ನನ್ನ
  // ಹೆಸರು", Malayalam "എന്റെ പേര്", Telugu "నా పేరు", Bengali "আমার নাম", Marathi "माझे नाव", Gujarati "મારું નામ" and
  // Sinhala "මගේ නම", the name closed by a full stop.
  {
    field: "name",
    lead: /میرا\s+نام\s+(?=[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+){0,2}\s+ہے)|(?:என்|ನನ್ನ|എന്റെ|నా|আমার|माझे|माझं|મારું|මගේ)[ \t]+(?:பெயர்|ಹೆಸರು|പേര്|പേര്‌|పేరు|নাম|नाव|નામ|නම)[ \t]+(?=[\p{L}\p{M}]+(?:[ \t]+[\p{L}\p{M}]+){0,2}[.。।])/u,
    read: (rest) => /^([\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+){0,2}?)(?:\s+ہے|[.。।])/u.exec(rest)?.[1] ?? null,
  },
  // Indonesian "Aku Dewi Lestari Putri, …", "Saya adalah …"; Vietnamese "Mình là Trần Thị Minh Thư, …".
  {
    field: "name",
    lead: opening("(?:aku|saya(?:\\s+adalah)?|mình\\s+là|tôi\\s+là|em\\s+là|tớ\\s+là)(?=[ \\t]+\\p{Lu})"),
    // (Vietnamese names run to four words: "Trần Thị Minh Thư".)
    read: (rest) => /^[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,3})[ \t]*,/u.exec(rest)?.[1] ?? null,
  },
  // German (whose nouns are capitalised: "Ich bin Ärztin") and Turkish "ben" only at the letter's opening,
  // two or three capitalised words closed by a comma: "Hi! Ich bin Friederike Hahn, alle sagen Fritzi",
  // "Merhaba, ben Emre Yıldız, playa adım Martı".
  { field: "name", lead: opening("(?:ich\\s+bin|ben)"), read: introducedCapitalised },
  // "Hiya, Oliver Pemberton (Olly). From Stoke…": a name opening the letter with its short form in brackets.
  {
    field: "name",
    lead: opening(""),
    read: (rest) => {
      const m = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]*\((\p{Lu}\p{Ll}+)\)/u.exec(rest);
      // The short form shares the first letter ("Olly", "Tom" for Thomas): not any remark in brackets.
      return m && m[1][0] === m[2][0] && m[2].length < m[1].split(/\s+/)[0].length ? m[1] : null;
    },
  },
  // Spoken German drops the "ich" and puts the article before a name: "Servus! Bin der Moritz Hagedorn, …".
  { field: "name", lead: opening("(?:ich\\s+)?bin\\s+(?:der|die)"), read: introducedCapitalised },
  // "Aye, here you go.\n\nGordon Rennie, from Dundee originally…": a name opening the letter, then where
  // the member is from.
  {
    field: "name",
    lead: new RegExp(
      `^\\s*(?:${OPENING_GREETING}[^\\n,.!]{0,20}(?:[,.!]+\\s*|[ \\t]*\\n\\s*))?(?:(?:(?:aye|ok(?:ay)?|right|so|well|yes|yep|sure)[,!]?\\s+)?(?:here\\s+(?:you\\s+go|goes|it\\s+is)|here['’]s\\s+(?:me|mine))[.!:]*\\s*)?`,
      "iu",
    ),
    read: (rest) => {
      const m =
        /^(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2}),[ \t]+(?:from|born|originally|raised|grew\s+up|brought\s+up|living|based)(?![\p{L}])/u.exec(
          rest,
        );
      return m && !/^(?:Camp|Hi|Hello|Hey|Dear|Team)\b/u.test(m[1]) ? m[1] : null;
    },
  },
  // "Hey folks,\nGus Thorvaldson. Grew up in Gimli…": a sentence that is only a full name opens the letter.
  {
    field: "name",
    lead: opening(""),
    read: (rest) => {
      const m = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,3})\.(?=\s+\p{Lu})/u.exec(rest);
      // ("Ben Emre Yıldırım.": Turkish "I am", as "Ich", "Je", "Yo", "Eu", "Ik" would be: the name follows it.)
      const name = m?.[1].replace(/^(?:Ben|Ich|Je|Yo|Eu|Io|Ik|Jag|Jeg|Jsem|Olen|Jestem|Sunt|Som)[ \t]+/u, "");
      return name && isFullNameLine(name) ? name : null;
    },
  },
  // "Hello,\nThis is Gary Lindqvist. I grew up…": who is writing, at the letter's opening.
  {
    field: "name",
    lead: opening("this\\s+is"),
    read: (rest) => /^[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]*[,.!]/u.exec(rest)?.[1] ?? null,
  },
  { field: "name", lead: opening("אני"), read: introducedName("Hebrew", HEBREW_STOP) },
  { field: "name", lead: opening("(?:أنا|انا)"), read: introducedName("Arabic", ARABIC_STOP) },
  // (Cantonese "我係陳凱琳，": "I am" written 係.)
  { field: "name", lead: opening("(?:我是|我係)"), read: chineseName },
  // Thai "ผมชื่อธนพล วิเศษสุวรรณครับ": "my name is", the given and family names, then the polite particle.
  {
    field: "name",
    lead: /(?:ผม|ฉัน|ดิฉัน|หนู|เรา)ชื่อ(?=\p{Script=Thai})/u,
    read: (rest) => /^(\p{Script=Thai}{2,20}(?:[ \t]\p{Script=Thai}{2,25})?)(?:ครับ|ค่ะ|คะ|นะ)/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "name",
    lead: /(?<![大家都們们])我叫/u,
    read: (rest) => chineseName(rest) ?? latinAmidHan(rest),
  },
  { field: "name", lead: /(?:^|[.!?\n])[ \t]*(?:저는|제\s+이름은)(?=[ \t]*\p{Script=Hangul})/mu, read: koreanName },
  { field: "playaName", lead: /(?:플라야|버닝맨)[ \t]*(?:이름|닉네임|별명)(?:은|는)/u, read: koreanQuoted },
  {
    field: "playaName",
    lead: /(?:플라야|버닝맨|캠프)(?:에서는|에선|에서)[ \t]+(?:다들[ \t]+|모두[ \t]+|사람들이[ \t]+|친구들이[ \t]+)?(?:저를[ \t]+|절[ \t]+)?/u,
    read: koreanCalled,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?=\p{Script=Hangul}{1,6}에서[ \t]+(?:태어났|태어나|태어남|자랐|나고|나서))/u,
    read: (rest) => /^(\p{Script=Hangul}{1,6}?)에서/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "location",
    lead: /(?<![\p{L}])(?=(?:\p{Script=Hangul}{1,6}[ \t]+)?\p{Script=Hangul}{1,6}에(?:서)?[ \t]+(?:살고|살아요|삽니다|살아|거주))/u,
    read: koreanPlace,
  },
  // "Ik ben Daan Visser", "Sono Giulia Conti", "Sou Rafael", "Jestem Tomek", "Je suis Hugo": at a clause's
  // start, before a capitalised word (German is left out: its nouns are capitalised, "Ich bin Ärztin").
  {
    field: "name",
    lead: /(?:^|[.!?¡,][ \t]*)(?:[Ii]k[ \t]+ben|[Ss]ono|[Ss]ou|[Jj]estem|[Jj]e[ \t]+suis)(?=[ \t]+\p{Lu})/mu,
    read: foreignName,
  },

  { field: "playaName", lead: /\b(?:my\s+)?(?:playa|burner)\s+(?:name|nickname)\s+(?:is|was|=)\b/i, read: takeNickname },
  // "the playa knows me as Thimble Rigger", "on the playa I answer to Magpie Marge", "known out there as Selkie
  // Static", "Playa name's Halloumi", "the camp christened me Barnacle".
  {
    field: "playaName",
    lead: /\b(?:the\s+(?:playa|burn)\s+knows\s+me\s+as|(?:on|at)\s+the\s+(?:playa|burn),?\s+I\s+answer\s+to|known\s+(?:out\s+there|(?:on|at)\s+the\s+(?:playa|burn))\s+as|[Pp]laya\s+name['’]s|christened\s+me)(?![\p{L}])/iu,
    read: (rest) => (/^[ \t]*["“'‘]?\p{Lu}/u.test(rest) ? capitalisedRun(rest) : null),
  },
  // "(Dune Biscuit on the playa)", "or Parkin Pirate once I'm through the gate", "Gaby to most people and Lobster
  // Lantern on the playa", "– Bourbon Banshee once the dust starts flyin'": the other name the member goes by,
  // told beside the playa (not a husband's: "my husband Dave (Big Spoon on the playa)").
  {
    field: "playaName",
    lead: /(?<!(?:husband|wife|partner|boyfriend|girlfriend|friend|brother|sister|son|daughter|mum|mom|dad|mate)\b[^.!?\n(]{0,30})(?:\(|(?<![\p{L}])(?:or|and)[ \t]+|[ \t][-–—][ \t]+)(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]+(?:on[ \t]+the[ \t]+playa|out[ \t]+there|once[ \t]+(?:I['’]m|we['’]re|we[ \t]+are|the[ \t]+dust|I[ \t]+get)|in[ \t]+the[ \t]+dust))/iu,
    read: (rest) => {
      const name = /^(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2})/u.exec(rest)?.[1] ?? null;
      return name && !NOT_A_PLAYA_RUN.test(name) ? name : null;
    },
  },
  {
    field: "playaName",
    lead: /\b(?:they|people|folks|everyone|friends|campmates|most\s+people)\s+(?:call|know)s?\s+me\s+(?:as\s+)?(?=[^\n]{1,60}?\s(?:(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn)|out\s+there\b))/i,
    read: takeNickname,
  },
  // "Playa name: तितली (it means butterfly).", "Playa name – Hummus Queen. Yes really.": the question's words and
  // the answer opening a sentence of a prose reply.
  {
    field: "playaName",
    lead: /(?:^|[.!?][ \t]+)(?:[Mm]y[ \t]+)?[Pp]laya[ \t]+name[ \t]*[:–—-][ \t]*(?=\S)/mu,
    read: (rest) => takeNickname(rest.split(/[.(,;!?\n]/u)[0]),
  },
  // "Out there people call me Bobotie, after the dish…", "People out there call me Sweet Potato", "Out there they
  // call me Two-by-Four": the place named before the name.
  {
    field: "playaName",
    // ("Out there I go by Stinger.")
    lead: /(?:\bout\s+there|\b(?:on|at)\s+(?:the\s+)?(?:playa|burn)),?\s+(?:(?:they|people|folks|everyone|everybody)\s+(?:call|know)s?\s+me\s+(?:as\s+)?|I\s+go\s+by\s+)(?=["“'‘]?\p{Lu})|\b(?:people|folks|everyone|everybody)\s+out\s+there\s+(?:call|know)s?\s+me\s+(?:as\s+)?(?=["“'‘]?\p{Lu})/iu,
    read: takeNickname,
  },
  // "My playa name from last time was Ping", "My playa name, bestowed upon me by my campmates, is Moraine": the
  // playa name told a few words after the words that ask for it.
  {
    field: "playaName",
    lead: /\b(?:my|the)\s+playa\s+name(?![\p{L}])(?:(?!n['’]t(?![\p{L}])|(?<![\p{L}])(?:not|no|yet)(?![\p{L}]))[^.!?\n]){1,50}?\s(?:is|was)\s+(?=["“'‘]?\p{Lu})/iu,
    read: (rest) => (/^[ \t]*["“'‘]?\p{Lu}/u.test(rest) ? capitalisedRun(rest) : null),
  },
  {
    field: "playaName",
    lead: /\b(?:on|at)\s+(?:the\s+)?(?:playa|burn),?\s+(?:I['’]m\s+(?:known\s+as|called)|I\s+am\s+(?:known\s+as|called)|(?:they|people|folks|everyone|everybody|friends)\s+(?:calls?\s+me|knows?\s+me\s+as)|I\s+go\s+by|I['’]m|I\s+am)\b/i,
    // "on playa I'm the guy fixing everyone's shade" is a role: a name there is capitalised or quoted.
    read: (rest) => (/^[ \t]*["“'‘]?\p{Lu}/u.test(rest) ? takeNickname(rest) : null),
  },
  {
    field: "playaName",
    lead: /\b(?:I\s+go\s+by|known\s+as|called|aka|a\.k\.a\.)(?![\p{L}])(?=[^\n]{1,60}?\s(?:(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn)|out\s+there(?![\p{L}])))/iu,
    read: takeNickname,
  },
  // "na playa sou o Pastel de Nata", "en la playa soy Coyote", "sur la playa je suis Luciole", "alias Maroilles
  // sur la playa": the same in other languages (a name there is capitalised: "soy el que cocina" is a role).
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:(?:na|en\s+la|sur\s+la|sulla|auf\s+der|op\s+de)\s+playa,?\s+(?:sou(?:\s+[oa])?|soy(?:\s+(?:el|la))?|je\s+suis|sono(?:\s+(?:il|la))?|bin\s+ich|ben\s+ik)|(?:alias|dit|dite)(?=[ \t]+\p{Lu}[^\n]{0,40}?\s(?:sur\s+la|na|en\s+la|sulla|auf\s+der|op\s+de)\s+playa))(?![\p{L}])/iu,
    read: (rest) =>
      /^[ \t]*["“«'‘]?\p{Lu}/u.test(rest)
        ? takeNickname(rest.replace(/\s(?:sur\s+la|na|en\s+la|sulla|auf\s+der|op\s+de)\s+playa[\s\S]*$/iu, ""))
        : null,
  },
  {
    field: "playaName",
    lead: /\b(?:everybody|everyone|people|folks|they|friends|most\s+people)\s+(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn)\s+(?:calls?|knows?)\s+me(?:\s+as)?\b/i,
    read: takeNickname,
  },
  // "Everyone at camp has called me Turnip since…", "they've always called me Turnip, so I guess that's my
  // playa name": a camp's name for the member is their playa name.
  {
    field: "playaName",
    lead: /\b(?:everybody|everyone|people|folks|they|friends|campmates)\s+(?:at|in|on)\s+(?:the\s+|my\s+)?camp\s+(?:has\s+|have\s+)?(?:always\s+)?(?:calls?|called|knows?|known)\s+me(?:\s+as)?\b/i,
    read: takeNickname,
  },
  {
    field: "playaName",
    lead: /\b(?:has|have|['’]ve)\s+(?:always\s+)?called\s+me\b(?=[^\n]{1,80}?\bplaya\s+name\b)/i,
    read: takeNickname,
  },
  // "…, playa name Thimble", "(playa name Pepper)": at a clause's start.
  // ("… glow sticks. Playa name: Gannet 🦅": a question and its answer inside the prose.)
  {
    field: "playaName",
    lead: /(?:^|[.!?,;(][ \t]*|[ \t][-–—][ \t]*)(?:[Mm]y[ \t]+)?[Pp]laya[ \t]+name(?:[ \t]*[:：][ \t]*|[ \t]+(?:is[ \t]+)?)(?=\p{Lu})/mu,
    // ("Playa name: Don't have one yet" says there is none.)
    read: (rest) => (cleanLine(rest.split("\n")[0], 200) === null ? null : capitalisedRun(rest)),
  },
  // The same in other languages: "nome di playa Stella", "nom de playa Luciole", "meu nome de playa é Caju".
  {
    field: "playaName",
    lead: /(?:^|[.!?,;(][ \t]*)(?:(?:il[ \t]+)?mio[ \t]+|mon[ \t]+|mi[ \t]+|(?:o[ \t]+)?meu[ \t]+|mijn[ \t]+)?(?:(?:nome[ \t]+(?:di|da|de|na|sulla)|nom[ \t]+de|nombre[ \t]+de|apodo[ \t]+de|imię[ \t]+na)[ \t]+play[ai]|playa[- \t]?naam|playa[- \t]?(?:namn|navn))(?:[ \t]*[:：][ \t]*|[ \t]+(?:(?:è|est|es|é|is|to|c['’]est)[ \t]+)?)(?=\p{Lu})/imu,
    read: capitalisedRun,
  },
  // "(op de playa: Mossel)", "(on the playa: Pepper)", "(playa: Kedi)": the playa name in brackets after the name.
  {
    field: "playaName",
    lead: /\((?:on\s+the\s+playa|op\s+de\s+playa|auf\s+der\s+playa|sur\s+la\s+playa|en\s+la\s+playa|na\s+playa|sulla\s+playa|na\s+playi|på\s+playan|на\s+плайе|на\s+плаї|playa(?:[- ]?(?:name|naam|namn))?)\s*[:=–—-]\s*(?=[^\s)])/iu,
    read: takeNickname,
  },
  // "mi playa name es Coyote": the English term inside a Spanish, Italian, Portuguese or German sentence (the
  // name may stand in the language's quote marks: "mi playa name es «Coyote»", "мой playa name — «Сова»").
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:mi|il\s+mio|meu|o\s+meu|mein|mon|mój|мой|мій)\s+playa[- ]?name\s+(?:(?:es|è|é|ist|est|to|—|-)\s+)?(?=[«„“"‚‹»]?\p{Lu})/iu,
    read: takeNickname,
  },
  // Ukrainian, Russian, French, Swedish, Czech, Vietnamese, Hebrew: "на плаї мене кличуть Зоря", "на плае меня
  // знают как Кукурузник", "tout le monde me connaît sous le nom de …", "på playan kallas jag Räv",
  // "na playi mi říkají Jiskra", "trên playa mọi người gọi mình là Mây", "בפלאיה קוראים לי פלפל".
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:на\s+пла[їйяе]ї?,?\s+(?:(?:все|всі|друзья|друзі|люди)\s+)?(?:мене\s+|меня\s+)?(?:кличуть|називають|знають\s+як|зовут|называют|знают\s+как)(?:\s+(?:меня|мене))?|(?:sur\s+la\s+playa,?\s+)?(?:tout\s+le\s+monde\s+|on\s+)?me\s+conna(?:î|i)(?:t|ssent)\s+sous\s+le\s+nom\s+de|på\s+playan,?\s+(?:kallas\s+jag|heter\s+jag|kallar\s+(?:de|folk|alla|man)\s+mig)|na\s+playi,?\s+(?:mi\s+(?:všichni\s+)?říkají|se\s+mi\s+říká|jsem)|(?:ở|trên)\s+playa,?\s+(?:mọi\s+người\s+)?(?:gọi\s+(?:mình|tôi|em)\s+là|(?:mình|tôi|em)\s+tên\s+là)|tên\s+playa\s+(?:của\s+(?:mình|tôi|em)\s+)?là|ו?(?:ב|על\s+ה)(?:פלאיה|פליה|פלאייה|ברן)\s+(?:(?:כולם\s+|כולן\s+|החברים\s+)?קוראים\s+לי|אני|מכירים\s+אותי\s+(?:בתור|כ-?)))(?![\p{L}])/iu,
    // "בפלאיה קוראים לי סנאי 🙂 נולדתי…": a smiley after the name ends it, in scripts whose sentences run on.
    read: (rest) => takeNickname(rest.split(/\p{Extended_Pictographic}/u)[0]),
  },
  { field: "playaName", lead: /(?<![\p{L}])playa['’]?(?:da|de)\s+(?:bana\s+)?(?:herkes\s+)?(?:bana\s+)?/iu, read: turkishNickname },
  // "come playa name ho scelto Cappelletto", "as a playa name I picked Gannet": the name chosen.
  {
    field: "playaName",
    lead: /(?<![\p{L}])[Pp]laya[- ]?(?:name|naam|namn)[ \t]+(?:(?:ho|ha|hanno|ai|j['’]ai|I(?:['’]ve)?|i|we|habe|hab|heb|he|é|è|ist|is|was)[ \t]+)?(?:scelto|chosen|picked|gekozen|escolhi|elegí|elegido|choisi|preso|got|been\s+given|gekregen|recibí|ricevuto)[ \t]+(?=\p{Lu})/u,
    read: capitalisedRun,
  },
  // Turkish "playa adım Martı" (my playa name).
  { field: "playaName", lead: /(?<![\p{L}])playa\s+(?:adım|ismim|lakabım)(?![\p{L}])/iu, read: takeNickname },
  // "I'm Gus Halvorsen, Moose on the playa.", "Wilfred Atherton here – Biscuit Tin on the playa.": a
  // capitalised word after the name, then "on the playa".
  {
    field: "playaName",
    lead: /(?<=\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}[\p{L}'’-]+(?:[ \t]+here)?)[ \t]*(?:,|[–—]|[ \t]-)[ \t]*(?:or[ \t]+)?(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?[ \t]+(?:on|at)[ \t]+the[ \t]+playa\b)/u,
    read: takeNickname,
  },
  // "I'm Imogen Ashworth (Tea Cosy on the playa – I didn't choose it)": in brackets after the name.
  {
    field: "playaName",
    lead: /(?<=\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}[\p{L}'’-]+[ \t]*)\((?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]+on[ \t]+the[ \t]+playa\b)/u,
    read: takeNickname,
  },
  // "Lachlan Boyd aka Wombat": what a capitalised name is also known as is the playa name.
  { field: "playaName", lead: /(?<=\p{Lu}[\p{L}'’-]+,?[ \t]+)(?:aka|a\.k\.a\.)[ \t]+(?=\p{Lu})/u, read: takeNickname },
  // Chinese "在 playa 大家叫我小蝦", Japanese "プラヤではタコって呼ばれてます".
  {
    field: "playaName",
    lead: /(?:playa|プラヤ|火人[節节]|burn)[^，。,\n]{0,8}?(?:大家|朋友們|朋友们|人們|人们|大伙)?(?:都)?(?:叫我|稱我|称我|喊我)/iu,
    read: hanNickname,
  },
  // Chinese "playa名字是“饺子”", "playa 外号叫小蝦", "我的playa name是「奶茶」".
  // ("在 playa 上的名字是「鳳梨酥」": on the playa, the name is.)
  {
    field: "playaName",
    lead: /(?<![\p{Script=Latin}])playa[ \t]*(?:上的?|上面的?)?[ \t]*(?:名字|名|昵称|暱稱|外号|外號|name)[ \t]*(?:是|叫)/iu,
    read: hanNickname,
  },
  { field: "playaName", lead: /(?:プラヤ|playa|バーン)(?:では|で|だと)[、,]?[ \t]*/iu, read: calledJa },
  // "プラヤネームは「タコヤキ大王」です" (my playa name is …).
  {
    field: "playaName",
    lead: /(?:プラヤ|playa)[ \t]*(?:ネーム|名)(?:は|：|:)[ \t]*/iu,
    // ("特にないです", "まだありません": none yet.)
    read: (rest) => {
      const name =
        /^[「『"“]([^」』"”\n]{1,20})[」』"”]/u.exec(rest)?.[1] ?? /^([^\s、。「」]{1,12}?)(?:です|だよ|と申します)/u.exec(rest)?.[1];
      return name && !/^(?:特に|まだ|なし|ない|無い|未定|ありません)/u.test(name) ? name : null;
    },
  },
  {
    field: "playaName",
    lead: /(?:\b(?:sur|à)\s+la\s+playa,?\s+(?:tout\s+le\s+monde\s+|on\s+|les\s+gens\s+)?m['’]appell?(?:e|ent)|\bmon\s+nom\s+de\s+playa\s+(?:est|c['’]est)|\bauf\s+der\s+playa,?\s+(?:nennen\s+mich\s+(?:alle|die\s+leute)(?:\s+(?:nur|einfach|bloß))?|nennt\s+man\s+mich|hei(?:ße|ss|ß)e?\s+ich(?:\s+(?:aber|doch|eigentlich|halt))?)|\bmein\s+playa[- ]?name\s+ist|\ben\s+la\s+playa,?\s+(?:todos\s+)?me\s+(?:llaman|dicen|conocen\s+como)|\bmi\s+(?:nombre|apodo)\s+de\s+playa\s+es|\b(?:alla|sulla|in)\s+playa,?\s+(?:tutti\s+)?mi\s+chiamano|\bil\s+mio\s+nome\s+(?:di|da|sulla)\s+playa\s+è|\bmijn\s+playa[- ]?naam\s+is|\bop\s+de\s+playa\s+(?:noemen\s+ze\s+me|heet\s+ik)|\b(?:na|no)\s+playa,?\s+(?:todos\s+)?(?:me\s+chamam(?:\s+de)?|chamam-me|tratam-me\s+por|me\s+tratam\s+por)|\bsur\s+la\s+playa,?\s+c['’]est(?=\s+\p{Lu})|\bmeu\s+nome\s+de\s+playa\s+é|\bna\s+playi,?\s+(?:wszyscy\s+)?(?:mówią\s+na\s+mnie|wołają\s+na\s+mnie|nazywają\s+mnie)|(?<![\p{L}])на\s+плайе,?\s+(?:(?:меня\s+(?:все\s+)?|все\s+(?:меня\s+)?)(?:зовут|звали|называют|называли|знают\s+как)|я(?=\s+\p{Lu}))|\b(?:meu\s+)?apelido\s+(?:na|no)\s+(?:playa|deserto|burn)\s+é|\bsurnom\s+(?:sur\s+la|de)\s+playa\s*(?::|est))(?![\p{L}])/iu,
    read: capitalisedRun,
  },

  // Greek "στην playa με λένε Χταπόδι", Arabic "لقبي في البلايا «صقر»", Russian "на плайе — Лиса" (a dash for
  // the missing "am"), Portuguese "no deserto me chamam de Caju" (the desert is the playa).
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:στην?|στο)\s+(?:playa|πλάγια|πλαγια|burn|μπερν)\s*,?\s+(?:με\s+(?:λένε|λενε|φωνάζουν|φωναζουν|ξέρουν\s+ως)|είμαι\s+(?:ο|η)|λέγομαι)(?![\p{L}])/iu,
    read: nicknameNoEmoji,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])و?(?:لقبي|اسمي)\s+(?:في|على)\s+(?:البلايا|البلاية|البيرن|الصحراء)(?:\s+هو)?(?![\p{L}])|(?<![\p{L}])و?(?:في|على)\s+(?:البلايا|البيرن)\s*،?\s*(?:ينادونني|يسمونني|ينادوني|يلقبونني|بينادوني|بيندهولي|بيندهوني|بيقولولي|بيسموني)(?![\p{L}])/u,
    read: arabicWords,
  },
  // ("а на плайе - просто Полярник": just Polyarnik.)
  {
    field: "playaName",
    lead: /(?<![\p{L}])на\s+(?:пла[йя]е|плае|плаї|playa|б[её]рне|бьорні)\s*[—–:-]\s*(?:просто\s+)?(?=\p{Lu})/iu,
    read: nicknameNoEmoji,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:no\s+deserto|no\s+burn|em\s+black\s+rock)\s*,?\s+(?:todo\s+mundo\s+|todos\s+|o\s+pessoal\s+|a\s+galera\s+)?me\s+(?:chamam|chama|conhecem\s+como|conhece\s+como)(?:\s+de)?(?![\p{L}])/iu,
    read: capitalisedRun,
  },

  // What they call the member, said in a sentence about the playa, the burn or the camp, whatever the word
  // order: "Op de playa noemen ze mij Frietje", "en el desierto todos me dicen Colibrí", "na playa me chamam
  // de Caju", "au camp on m'appelle Baobab"; and with the verb last, "Auf der Playa haben mich alle
  // Glühwürmli genannt", "op de playa word ik Frietje genoemd". Capitalised or quoted, as a name is.
  {
    field: "playaName",
    lead: new RegExp(`${IN_PLAYA_SENTENCE}(?<![\\p{L}])(?:${CALLS_ME})(?![\\p{L}])`, "iu"),
    read: (rest) => (/^[ \t]*["“'‘«„]?\p{Lu}/u.test(rest) ? capitalisedRun(rest) : null),
  },
  {
    field: "playaName",
    lead: new RegExp(`${IN_PLAYA_SENTENCE_CASED}(?<![\\p{L}])(?=\\p{Lu}[\\p{L}'’-]*[ \\t]+(?:genannt|gerufen|genoemd)(?![\\p{L}]))`, "u"),
    read: (rest) => /^(\p{Lu}[\p{L}'’-]*)/u.exec(rest)?.[1] ?? null,
  },

  {
    field: "location",
    lead: /\b(?:I|we)\s+(?:currently\s+|now\s+|both\s+)?(?:live|reside)\s+(?:now\s+|currently\s+)?(?:(?:up|down|out|over)\s+)?in\b/i,
    read: takePlace,
  },
  // Greek "γεννήθηκα στα Ιωάννινα" (I was born in), "μεγάλωσα στη Λάρισα" (I grew up in).
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:γεννήθηκα|γεννηθηκα|μεγάλωσα|μεγαλωσα)\s+(?:στην?|στο|στα)(?=\s+\p{Lu})/iu,
    read: greekTown,
  },
  // Greek "ζω στο Βερολίνο", "μένω στην Αθήνα"; Arabic "أعيش الآن في دبي" (و, "and", written onto the verb).
  {
    field: "location",
    lead: /(?<![\p{L}])(?:ζω|μένω|μενω|κατοικώ|κατοικω)\s+(?:(?:τώρα|πλέον|πια|σήμερα)\s+)?(?:στην?|στο|στα)(?=\s+\p{Lu})/iu,
    read: greekTown,
  },
  {
    field: "location",
    lead: /(?<![\p{L}])و?(?:أعيش|اعيش|أسكن|اسكن|أقيم|مقيم|مقيمة)\s+(?:(?:الآن|حاليا|حالياً|اليوم)\s+)?في(?![\p{L}])/u,
    read: arabicTown,
  },
  {
    field: "location",
    lead: /\b(?:I['’]m|I\s+am)\s+(?:currently\s+|now\s+)?(?:living|based|located)\s+(?:in|out\s+of)\b/i,
    read: takePlace,
  },
  { field: "location", lead: /\b(?:currently\s+|now\s+)?(?:living|based|located)\s+(?:in|out\s+of)\b/i, read: takePlace },
  { field: "location", lead: /\b(?:I|we)['’]ve\s+(?:been\s+)?(?:lived|living)\s+in\b/i, read: takePlace },
  // "I grew up in Eau Claire and have lived in Reno for thirty years": the writer's own clause.
  { field: "location", lead: /\b(?:I|and|but)\s+(?:have|['’]ve)\s+(?:now\s+)?(?:been\s+)?(?:lived|living)\s+in\b/i, read: takePlace },
  {
    field: "location",
    lead: /\bI['’]ve\s+been\s+in\b(?=[^.\n]{1,40}\bfor\s+(?:about\s+|almost\s+|over\s+)?(?:\d+|a|an|\p{L}+)\s+(?:years?|months?)\b)/iu,
    read: takePlace,
  },
  // "Grew up in Gimli, been in Vancouver about 15 years now", "I've been in Richmond, VA for the last six years".
  {
    field: "location",
    // ("I've been in Austin since 2014", "been in Joburg since '98", "I've been up in Yellowknife since the fall".)
    lead: /(?:^|[.!?,;][ \t]+|\b(?:I|we)['’]ve[ \t]+|\b(?:I|we)[ \t]+have[ \t]+|\b(?:and|but)[ \t]+)been[ \t]+(?:(?:up|down|out|over)[ \t]+)?in\b(?=[^.\n]{1,60}?\b(?:years?|months?|decades?|since)\b)/imu,
    read: takePlace,
  },
  { field: "location", lead: /(?:^|[.!?,;][ \t]+)in(?=[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?[ \t]+now\b)/mu, read: takePlace },
  { field: "location", lead: /\bI\s+call\b(?=[^\n.]{1,40}\bhome\b)/i, read: takePlace },
  // "From: Milwaukee, now in Chicago", "Writing from Galway, where I've lived since 2019".
  { field: "location", lead: /(?:^|[,;(][ \t]*)now[ \t]+in(?=[ \t]+\p{Lu})/mu, read: takePlace },
  { field: "location", lead: /\b[Ww]riting(?:[ \t]+(?:to[ \t]+you|this))?[ \t]+from(?=[ \t]+\p{Lu})/u, read: takePlace },
  // "I live and work in Lekki, Lagos".
  { field: "location", lead: /\bI\s+(?:now\s+|currently\s+)?live\s+and\s+work\s+in(?=\s+\p{Lu})/u, read: takePlace },
  // "I stay in Powai now", "but I stay in Bangalore since 2014": Indian and Southern English for where one lives.
  { field: "location", lead: /\bI\s+(?:currently\s+|now\s+)?stay\s+in(?=\s+\p{Lu})/u, read: takePlace },
  // "grew up in Red Deer and I'm in Calgary now".
  {
    field: "location",
    lead: /(?:\b(?:and|but)\s+|(?:^|[.!?][ \t]+))I['’]m\s+in(?=\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s+(?:now|these\s+days)\b)/mu,
    read: takePlace,
  },
  { field: "location", lead: /\bI\s+(?:moved|relocated)\s+(?:(?:down|up|over|out|across)\s+)?to\b/i, read: takePlace },
  // "…then came up to Toronto when I was 19 and I've lived here ever since": where the member came and stayed.
  {
    field: "location",
    lead: /\bcame\s+(?:up\s+|over\s+|out\s+|down\s+|back\s+)?to(?=\s+\p{Lu}[^.!?\n]{0,60}\b(?:lived|been|stayed)\s+(?:here|there)\s+ever\s+since\b)/u,
    read: takePlace,
  },
  // "…grew up in Hobart, and now I'm in Sydney", "I retired to Tucson, Arizona": where the member is now.
  { field: "location", lead: /\b(?:and\s+)?now\s+I['’]m\s+(?:based\s+|living\s+)?in(?=\s+\p{Lu})/u, read: takePlace },
  { field: "location", lead: /\b(?:I|we)\s+(?:retired|settled)\s+(?:down\s+)?(?:to|in)(?=\s+\p{Lu})/u, read: takePlace },
  // "…from Asheville originally and moved to Salt Lake City", "these days I'm in Boise": the writer's clause.
  // (Not where the sentence moves on again: "and moved to Leeds for uni, then back to Hull".)
  // (After a comma alone, "Born in New Orleans, moved to Houston", it applied a wrong reply on held-out counts.)
  {
    field: "location",
    lead: /\b(?:and|but|then)\s+(?:I\s+|we\s+)?(?:moved|relocated)\s+(?:(?:down|up|over|out|across)\s+)?to\b(?![^.!?\n]*\b(?:then|back|later|before|until|till)\b)/i,
    read: takePlace,
  },
  // Italian "adesso sto a Milano" (I am in Milan now), before a capital.
  { field: "location", lead: /(?<![\p{L}])(?:(?:adesso|ora|ormai)\s+)?sto\s+(?:a|in)(?=\s+\p{Lu})/u, read: takePlace },
  { field: "location", lead: /\b(?:these\s+days|nowadays)\s*,?\s+I['’]m\s+(?:based\s+)?in\b/i, read: takePlace },
  // "moved to Montréal in 2016 for work and never left", "moved to Chicago for work in 2012 and still live there",
  // "shifted up to Wellington for uni – twelve years later I'm still here": a move the member stayed in.
  {
    field: "location",
    lead: /(?<!\b(?:he|she|they|wife|husband|partner|sister|brother|mom|mum|dad|friend|parents|son|daughter|family)\s+(?:\p{Lu}\p{Ll}+\s+)?(?:(?:then|later|eventually|also)\s+)?)\b(?:moved|shifted|relocated)\s+(?:(?:up|down|over|out|across|back)\s+)?to(?=\s+\p{Lu}(?:(?!\b(?:then|later|back|before)\b)[^.!?\n]){0,60}?(?:\bnever\s+left\b|\bstill\s+(?:live|living)\s+(?:there|here)\b|\bI['’]m\s+still\s+(?:there|here)\b|\bhave\s+(?:been|stayed)\s+(?:there|here)\s+ever\s+since\b))/u,
    read: takePlace,
  },
  // "Grew up in Dorchester, moved down to Quincy a couple years ago when we had the baby": a move a few years ago, with
  // no later one in its sentence, is where the member lives.
  {
    field: "location",
    lead: /(?<!\b(?:he|she|they|wife|husband|partner|sister|brother|mom|mum|dad|friend|parents|son|daughter|family)\s+(?:\p{Lu}\p{Ll}+\s+)?(?:(?:then|later|eventually|also)\s+)?)\b(?:moved|shifted|relocated)\s+(?:(?:up|down|over|out|across)\s+)?to(?=\s+\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}\s+(?:(?:a\s+couple(?:\s+of)?|a\s+few|two|three|four|five|\d)\s+years\s+ago|last\s+year|recently)\b(?![^.!?\n]*\b(?:then|back|later|until|till)\b))/u,
    read: takePlace,
  },
  // "…teaching school in Halifax, where my wife Joan and I still live", "up here in Darwin": where the member lives.
  {
    field: "location",
    lead: /\bin(?=\s+\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2},\s+where\s+(?:I|we|(?:my\s+\p{Ll}+\s+)?(?:\p{Lu}\p{Ll}+\s+)?and\s+I)\s+(?:still\s+)?live\b)|\bup\s+here\s+in(?=\s+\p{Lu})/u,
    read: takePlace,
  },
  // Indian English "presently I am staying in Gurugram", "I am in Gurugram now for work".
  {
    field: "location",
    lead: /\b(?:presently|currently|now)\s+I\s+am\s+staying\s+in(?=\s+\p{Lu})|\bI\s+am\s+in(?=\s+\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}\s+now\b)/u,
    read: takePlace,
  },
  // "For the past twelve years my husband and I have lived on Salt Spring Island".
  {
    field: "location",
    lead: /\b(?:I|we)\s+(?:have|['’]ve)\s+lived\s+on(?=\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s+Island\b)/u,
    read: takePlace,
  },
  // "From: Milwaukee, now in Chicago", "from Winnipeg now in Calgary", "Falmouth, now Bristol": where the member
  // is now, told right after the place they come from.
  {
    field: "location",
    lead: /(?<=\p{Lu}[\p{L}'’.)-]*(?:[ \t]+originally)?)(?:,?[ \t]+now[ \t]+(?:(?:living|based|settled)[ \t]+)?in[ \t]+(?=\p{Lu})|,[ \t]+now[ \t]+(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]*(?:[.,;!\n]|$)))/mu,
    read: takePlace,
  },
  // "from Stornoway originally and in Glasgow now": where the member is now, after "originally" and "and".
  {
    field: "location",
    lead: /(?<=\p{Lu}[\p{L}'’.)-]*[ \t]+originally),?[ \t]+and[ \t]+(?:(?:I['’]m|I[ \t]+am|living|based|settled)[ \t]+)?in[ \t]+(?=\p{Lu}[^.!?\n]{0,40}?[ \t](?:now|these[ \t]+days|nowadays)\b)/u,
    read: takePlace,
  },
  // "Tash Vella here - Geelong girl originally, Melbourne (Brunswick) these days": a place the member is a girl,
  // a boy or a native of "originally", then where they are "these days".
  {
    field: "homeTown",
    lead: /(?:^|[-–—,.:][ \t]+)(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]+(?:girl|boy|lad|lass|native|kid)[ \t]+originally\b)/mu,
    read: (rest) =>
      /^(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2})[ \t]+(?:girl|boy|lad|lass|native|kid)[ \t]/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "location",
    lead: /\b(?:girl|boy|lad|lass|native|kid)[ \t]+originally,[ \t]+(?=\p{Lu}[^.!?\n]{0,40}?[ \t](?:these[ \t]+days|nowadays)\b)/u,
    read: (rest) => /^(\p{Lu}[^.!?\n]{0,40}?)[ \t]+(?:these[ \t]+days|nowadays)\b/u.exec(rest)?.[1] ?? null,
  },
  // "llevo diez años en Barcelona", "estou há seis anos em Lisboa": how long the member has been where they live.
  {
    field: "location",
    lead: /(?<![\p{L}])(?:llevo\s+(?:ya\s+)?(?:[\p{L}\d]+\s+){1,2}(?:años|meses)|estou\s+há\s+(?:[\p{L}\d]+\s+){1,2}(?:anos|meses))\s+(?:viviendo\s+|morando\s+)?(?:en|em)(?=\s+\p{Lu})/u,
    read: takePlace,
  },
  // "llevo ocho años viviendo en Ámsterdam", "morando em Lisboa", "nu woonachtig in Antwerpen".
  {
    field: "location",
    lead: /(?<![\p{L}])(?:viviendo\s+en|residiendo\s+en|morando\s+(?:em|no|na)|(?:nu\s+)?woonachtig\s+(?:in|te))(?![\p{L}])/iu,
    read: takePlace,
  },
  { field: "location", lead: /(?:^|[.!?,;][ \t]+)(?:live|living)[ \t]+in\b/im, read: takePlace },
  // "…born in Soweto, still in Joburg", "…, now in Boulder": a clause of its own saying where, now.
  { field: "location", lead: /(?:^|[.!?,;][ \t]+)(?:still|now|currently)[ \t]+(?:living[ \t]+|based[ \t]+)?in\b/im, read: takePlace },
  // "…from Glasgow but living in Toronto", "…and now live in Minneapolis": the writer's own clause.
  { field: "location", lead: /\b(?:and|but)\s+(?:now\s+|currently\s+)?(?:live|living|based)\s+(?:now\s+)?in\b/i, read: takePlace },
  {
    field: "location",
    lead: /(?<![\p{L}])(?:(?:je\s+vis|j['’]habite|je\s+reste)\s+(?:maintenant\s+|actuellement\s+|aujourd['’]hui\s+)?(?:à|a|en)|j['’]habite(?:\s+(?:maintenant|actuellement))?(?=\s+\p{Lu})|ich\s+(?:wohne|lebe)\s+(?:jetzt\s+|heute\s+|mittlerweile\s+|inzwischen\s+|seit\s+[^.,\n]{1,25}?\s+)?in|vivo\s+(?:ahora\s+|actualmente\s+)?en|(?:vivo|abito)\s+(?:adesso\s+|ora\s+)?(?:a|in)|ik\s+woon\s+(?:nu\s+|tegenwoordig\s+)?in|mieszkam\s+(?:teraz\s+)?w|(?:moro|vivo)\s+(?:agora\s+|hoje\s+)?(?:em|no|na)|я\s+живу\s+в)(?![\p{L}])/iu,
    read: takePlace,
  },

  // "…e woon nu in Rotterdam", "a mieszkam w Krakowie", "сейчас живу в Берлине": the verb of living
  // without its pronoun, as these languages write it after "and".
  {
    field: "location",
    lead: /(?<![\p{L}])(?:woon|wohne?(?:\s+ich)?|lebe?(?:\s+ich)?|vivo|moro|mieszkam|живу|habite|vis)\s+(?:(?:aber|auch|doch|ja)\s+)?(?:(?:nu\s+)?al\s+\p{L}+\s+jaar\s+)?(?:(?:nu|jetzt|heute|ahora|actualmente|agora|hoje|adesso|ora|teraz|сейчас|maintenant|actuellement)\s+|seit\s+[^.,\n]{1,25}?\s+)?(?:in|en|em|no|na|a|à|w|we|в)(?![\p{L}])/iu,
    read: takePlace,
  },
  // Dutch with how long between the verb and the place: "woon sinds een paar jaar in Den Haag", "woon nu alweer
  // acht jaar in Utrecht", "woon al een hele tijd in Gent", "woon sinds mijn studie in Utrecht".
  {
    field: "location",
    lead: /(?<![\p{L}])(?:ik\s+)?woon\s+(?:(?:nu|al|alweer|inmiddels|intussen|ondertussen|sinds|een|paar|hele|tijd|jaar|jaren|mijn|studie|\d{1,2}|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)\s+){1,6}in(?=\s+\p{Lu})/iu,
    read: takePlace,
  },
  // "Sono nata in Italia e cresciuta a Lecce": where the member grew up.
  { field: "homeTown", lead: /(?<![\p{L}])e\s+cresciut[oa]\s+(?:a|in)(?=\s+\p{Lu})/u, read: takePlace },
  // Ukrainian, Swedish, Czech, Vietnamese: "живу у Варшаві", "jag bor i Malmö", "bydlím v Praze", "đang sống ở Sài Gòn".
  {
    field: "location",
    lead: /(?<![\p{L}])(?:живу\s+(?:зараз\s+|тепер\s+)?(?:у|в)|(?:jag\s+)?bor\s+(?:nu\s+|numera\s+|just\s+nu\s+|idag\s+|sedan\s+[\p{L}\d]+\s+år\s+)?i|(?:har\s+)?bott\s+i|(?:bydlím|žiju|žiji)\s+(?:teď\s+|nyní\s+|momentálně\s+|aktuálně\s+)?ve?|(?:đang\s+|hiện\s+(?:đang\s+|tại\s+)?)?sống\s+(?:ở|tại))(?![\p{L}])/iu,
    read: takePlace,
  },
  // Hebrew: "אני גרה היום בתל אביב" (the preposition ב is written onto the place).
  { field: "location", lead: /(?<![\p{L}])(?:גר|גרה|גרים)\s+(?:היום\s+|כיום\s+|עכשיו\s+|כרגע\s+)?ב-?(?=\p{L})/u, read: hebrewPlace },
  // Hebrew "עברתי לברלין" (I moved to Berlin), Arabic "ساكنة في بيروت" (colloquial: living in).
  { field: "location", lead: /(?<![\p{L}])ו?(?:עברתי|עברנו)\s+(?:לגור\s+)?ל-?(?=\p{L})/u, read: hebrewTown },
  {
    field: "location",
    // (Egyptian "وعايش دلوقتي في القاهرة": "now" is دلوقتي.)
    lead: /(?<![\p{L}])و?(?:ساكن|ساكنة|عايش|عايشة)\s+(?:(?:الآن|حاليا|حالياً|هلق|هلأ|دلوقتي|دلوقت)\s+)?في(?![\p{L}])/u,
    read: arabicTown,
  },
  // Chinese "現在住在台北", Japanese "今は福岡在住", "福岡に住んでいます".
  // ("現在住在San Francisco": a place written in Latin letters.)
  { field: "location", lead: /(?:現在|现在|目前|如今)?住在/u, read: (rest) => hanPlace(rest) ?? latinAmidHan(rest) },
  // "三年前搬到溫哥華": where the member moved to.
  { field: "location", lead: /(?:搬到|搬去|移居到?|移民到)/u, read: hanPlace },
  // "现在在深圳工作和生活", "目前在上海生活": where the member lives and works now.
  {
    field: "location",
    lead: /(?:現在|现在|目前|如今)(?:人)?在(?=\p{Script=Han}{2,6}(?:工作和生活|生活和工作|工作生活|生活|定居|居住))/u,
    read: hanPlaceBefore("(?:工作和生活|生活和工作|工作生活|生活|定居|居住)"),
  },
  {
    field: "location",
    // ("5年前から京都に住んでいます": since five years ago.)
    lead: new RegExp(`(?:^|(?<=[\\s、。！!，,]|は|から))(?=${HAN_PLACE}?(?:在住|に住んで))`, "mu"),
    // ("現在住在…": "now" before "living in" is no place.)
    read: (rest) => {
      const place = hanPlaceBefore("(?:在住|に住んで)")(rest);
      return place && !/^(?:現|现|今)$/u.test(place) ? place : null;
    },
  },
  { field: "location", lead: new RegExp(`${TR_PLACE}(?:da|de|ta|te)\\s+(?:yaşıyorum|oturuyorum|yaşamaktayım))`, "u"), read: turkishPlace },
  { field: "homeTown", lead: /\b(?:my\s+)?home\s*town\s+is\b/i, read: takePlace },
  // "soy Renata Olvera, de Guadalajara pero ahorita vivo en…", "di Bari ma vivo a…": "from", then where the member
  // lives now.
  {
    field: "homeTown",
    lead: /(?:^|[,;][ \t]*)(?:de|di)(?=[ \t]+\p{Lu}[^,.\n]{0,30}?,?[ \t]+(?:pero|mas|ma|mais)[ \t]+(?:(?:ahora|ahorita|hoy|agora|adesso|ora|maintenant)[ \t]+)?(?:vivo|moro|habito|j['’]habite|je\s+vis))/mu,
    read: takePlace,
  },
  // "Je viens de Lyon", "Ich komme aus Köln", "Sono di Napoli", "Ik kom uit Gent", "Pochodzę z Gdańska".
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:je\s+viens\s+de|je\s+suis\s+originaire\s+de|(?:ich\s+)?komme\s+(?:ich\s+)?(?:ursprünglich\s+)?aus|(?:yo\s+)?soy\s+de|vengo\s+de|sono\s+(?:originari[oa]\s+)?di|vengo\s+da|(?:ik\s+)?kom\s+(?:oorspronkelijk\s+)?(?:uit|van)|(?:eu\s+)?sou\s+(?:natural\s+)?(?:de|do|da|dos|das)|venho\s+(?:de|do|da)|pochodzę\s+z|jestem\s+z|я\s+(?:родом\s+)?из)(?![\p{L}])/iu,
    read: takePlace,
  },
  // "Je viens d'Angers", "Asli Yogyakarta, sekarang tinggal di Denpasar", "home town Kalamazoo", "hometown
  // Rotorua, now living in Melbourne": the same before an elided article, in Indonesian, and a question's
  // words typed into the prose.
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:[Jj]e\s+viens\s+d['’]|(?:[Jj]['’]|[Jj]e\s+)suis\s+originaire\s+d['’])(?=\p{Lu})|(?:^|[.!?,;(][ \t]*)(?:(?:[Aa]ku|[Ss]aya)[ \t]+)?[Aa]sli(?:nya)?(?:[ \t]+(?:dari|orang))?(?=[ \t]+\p{Lu})|(?:^|[.!?,;(][ \t]*)(?:[Mm]y[ \t]+)?[Hh]ome[ \t]?[Tt]own(?:[ \t]+is)?(?=[ \t]+\p{Lu})/mu,
    read: takePlace,
  },
  // "Я родом зі Львова", "jag kommer från Umeå", "pocházím z Brna", "mình đến từ Huế", "İzmir'liyim".
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:я\s+(?:родом\s+)?(?:з|із|зі)|родом\s+(?:з|із|зі)|(?:jag\s+)?kommer\s+(?:ursprungligen\s+)?från|jag\s+är\s+(?:ursprungligen\s+)?från|pocházím\s+ze?|jsem\s+(?:původem\s+)?ze?|(?:mình|tôi|em)\s+(?:đến\s+từ|là\s+người)|quê\s+(?:mình\s+|tôi\s+)?(?:ở|tại)|växte\s+upp\s+i|(?:född\s+och\s+)?uppvuxen\s+i|vyr(?:ostl|ůstal)a?\s+jsem\s+ve?|виріс(?:ла)?\s+(?:у|в)|вирос(?:ла|ли)\s+(?:у|в)|memleketim)(?![\p{L}])/iu,
    read: takePlace,
  },
  { field: "homeTown", lead: new RegExp(`${TR_PLACE}(?:l[ıiuü]y[ıiuü]m|(?:dan|den|tan|ten)\\s+geliyorum))`, "u"), read: turkishPlace },
  // "Trabzon'da doğdum" (I was born in Trabzon), "Bursa'da doğup büyüdüm" (born and raised).
  {
    field: "homeTown",
    lead: new RegExp(`${TR_PLACE}(?:da|de|ta|te)\\s+(?:doğdum|doğup\\s+büyüdüm|büyüdüm))`, "u"),
    read: (rest) => notCountry(turkishPlace(rest)),
  },
  // "İzmirliyim" (I am from İzmir) is also written without the apostrophe.
  {
    field: "homeTown",
    lead: /(?<![\p{L}'’])(?=\p{Lu}\p{Ll}{2,}?(?:l[ıiuü])y[ıiuü]m(?![\p{L}]))/u,
    read: (r) => /^(\p{Lu}\p{Ll}{2,}?)l[ıiuü]y[ıiuü]m/u.exec(r)?.[1] ?? null,
  },
  // Greek "Είμαι από τη Θεσσαλονίκη", "γεννήθηκα στην Πάτρα", "μεγάλωσα στο Ηράκλειο".
  {
    field: "homeTown",
    lead: /(?:(?:(?<![\p{L}])(?:είμαι|κατάγομαι)\s+|,\s*)από\s+(?:την?|το)|(?<![\p{L}])(?:γεννήθηκα|μεγάλωσα)(?:\s+και\s+μεγάλωσα)?\s+(?:στην?|στο))(?=\s+\p{Lu})/iu,
    read: greekTown,
  },
  // Arabic "ولدت في عمّان", "نشأت في …", "أنا من …", "من مواليد …".
  {
    field: "homeTown",
    // (Egyptian "اتولدت واتربيت في الإسكندرية": born and raised in.)
    // ("وُلدت وتربّيت في إربد بالأردن": born and raised, with its shadda.)
    lead: /(?<![\p{L}])و?(?:ولدت|وُلدت|وُلِدتُ|نشأت|ترعرعت|كبرت|اتولدت|اتربيت)(?:\s+و(?:نشأت|ترعرعت|كبرت|اتربيت|تربيت|تربّيت))?\s+في(?![\p{L}])|(?<![\p{L}])(?:أنا\s+من|من\s+مواليد|أصلي\s+من|اصلي\s+من|أصلاً?\s+من)(?![\p{L}])/u,
    read: arabicTown,
  },
  // "وُلدت في طرابلس في لبنان" (born in Tripoli, in Lebanon): the country named in the clause of the birth.
  {
    field: "country",
    lead: /(?<![\p{L}])و?(?:ولدت|وُلدت|وُلِدتُ)(?:\s+و(?:نشأت|ترعرعت|كبرت|تربيت|تربّيت))?\s+في(?![\p{L}])/u,
    read: (rest) => {
      const word = rest
        .split(/[،,.!؟\n]/u)[0]
        .split(/\s+/)
        .map((w) => w.replace(/^(?:في|ب)(?=\p{L}{3})/u, ""))
        .find((w) => ARABIC_COUNTRIES.has(w));
      return word ?? null;
    },
  },
  // "وفي البلايا ينادونني «كنافة»" (and on the playa they call me «Knafeh»): the playa name, in its quotes.
  {
    field: "playaName",
    lead: /(?<![\p{L}])و?(?:في\s+)?(?:ال)?(?:بلايا|پلايا|بلاية)\s+(?:ينادونني|ينادوني|يسمونني|يسموني|يدعونني|يعرفونني\s+ب(?:اسم)?|اسمي)(?![\p{L}])/u,
    read: (rest) => /^\s*[«"“]([^»"”\n]{1,40})[»"”]/u.exec(rest)?.[1].trim() ?? arabicWords(rest)?.split(" ")[0] ?? null,
  },
  // Russian "Родилась и выросла в Казани", "Вырос в Самаре": at a clause's start or after "я", the writer's own.
  {
    field: "homeTown",
    lead: /(?:^|[.!?,][ \t]*|(?<![\p{L}])я[ \t]+)(?:родил(?:ся|ась)[ \t]+и[ \t]+)?вырос(?:ла)?[ \t]+в(?![\p{L}])/imu,
    read: takePlace,
  },
  // Hebrew: "גדלתי בחיפה", "נולדתי בחיפה", "אני במקור מחיפה" (grew up, born, originally from): where the member
  // grew up first ("נולדתי בליון שבצרפת… גדלתי ברעננה": born in Lyon in France, grew up in Ra'anana).
  { field: "homeTown", lead: /(?<![\p{L}])(?:(?:נולדתי|נולד|נולדה)\s+ו)?(?:גדלתי|גדל|גדלה)\s+ב-?(?=\p{L})/u, read: hebrewTown },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:נולדתי|נולד|נולדה)\s+ב-?(?=\p{L})|(?<![\p{L}])במקור\s+מ-?(?=\p{L})/u,
    read: hebrewTown,
  },
  { field: "country", lead: /(?<![\p{L}])(?:נולדתי|נולד|נולדה)\s+ב-?(?=\p{L})/u, read: hebrewCountry },
  {
    field: "country",
    lead: /(?<![\p{L}])(?:נולדתי|נולד|נולדה)\s+ב-?\p{L}+\s+שב(?=\p{L})/u,
    read: (rest) => {
      const word = /^\p{L}+/u.exec(rest)?.[0] ?? "";
      return isHebrewCountry(word) ? word : null;
    },
  },
  // Session 28: where the member grew up or was born, as speakers of these languages tell it in prose. Bulgarian
  // and Russian "Родена съм във Варна", "Родом съм от Пловдив", "Родом из Тольятти"; Swahili "Nilikulia Moshi",
  // "Nimezaliwa na kukulia Tanga"; Vietnamese "sinh ra và lớn lên ở Huế"; Tagalog "Lumaki ako sa Iloilo"; Albanian "u rrita në Shkodër"; Hausa "na girma a
  // Kano" (the place after the verb, as it is written).
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:родом\s+(?:съм\s+|я\s+)?(?:от|из|з)|роден[ао]?\s+(?:съм\s+)?(?:и\s+(?:съм\s+)?израсна(?:л|ла|х)\s+)?(?:във|в)|(?:ni)?(?:li|me)?kulia|ni(?:me|li)zaliwa(?:\s+na\s+kukulia)?|(?:sinh\s+ra\s+và\s+)?lớn\s+lên\s+(?:ở|tại)|lumaki\s+(?:ako\s+)?sa|(?:u\s+rrita|(?:jam\s+)?rritur|(?:jam\s+)?lindur\s+dhe\s+rritur)\s+në|na\s+girma\s+a)(?=\s+\p{Lu})/iu,
    read: townNotCountry,
  },
  // Hindi in Latin letters: "Pune mein bada hua", "Bachpan Kanpur mein beeta", "Originally Jaipur ka hoon", "Lucknow ka
  // hoon, lekin…" (opening its sentence).
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:[Bb]achpan|[Oo]riginally|[Mm]ain)\s+(?=\p{Lu}\p{Ll}+\s+(?:mein\s+(?:bada|badi|bade|pala|pali|beeta|bita|guzra)|ka\s+hoon|ki\s+hoon|se\s+hoon))|(?:^|[.!?,]\s*)(?=\p{Lu}\p{Ll}+\s+(?:mein\s+(?:bada|badi|pala|pali)\s+(?:hua|hui|hu)|(?:ka|ki|se)\s+hoon))/mu,
    read: (rest) => notCountry(/^(\p{Lu}\p{Ll}+)\s/u.exec(rest)?.[1] ?? null),
  },
  // Persian "اهل تبریزم" (I am of Tabriz), "بچه‌ی شیرازم" (a child of Shiraz): the town with "-am" (I am) on it.
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:اهل|بچه\u200c?ی|بچهٔ)\s+(?=[\p{L}\u200c]{3,}م(?![\p{L}]))/u,
    read: (rest) => notCountry(/^([\p{L}\u200c]{2,}?)\u200c?(?:ا)?م(?![\p{L}])/u.exec(rest)?.[1] ?? null),
  },
  // Korean "고향은 전주고" (my home town is Jeonju), "고향은 경북 안동이고".
  {
    field: "homeTown",
    lead: /(?<![\p{L}])고향은[ \t]+/u,
    read: (rest) =>
      notCountry(
        /^(\p{Script=Hangul}{1,6}?(?:[ \t]+\p{Script=Hangul}{1,6}?)?)(?:이고|고|이에요|예요|입니다|이야|야)(?![\p{L}])/u.exec(rest)?.[1] ??
          null,
      ),
  },
  // Where the member lives now, in the same languages: Swahili "sasa ninaishi Nairobi", "naishi jijini Arusha";
  // Tagalog "nakatira na ako sa Quezon City"; Albanian "jetoj në Tiranë"; Hausa "ina zaune a Abuja"; Hindi in Latin
  // letters "pichhle paanch saal se Bangalore mein reh raha hoon".
  {
    field: "location",
    lead: /(?<![\p{L}])(?:(?:ni)?naishi(?:\s+jijini)?|nakatira\s+(?:na\s+)?(?:ako\s+)?sa|jetoj\s+në|ina\s+zaune\s+a|se\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+mein\s+(?:reh|rah)))(?=\s*\p{Lu})/iu,
    read: (rest) => takePlace(rest.replace(/\s+mein\s+(?:reh|rah)[\s\S]*$/u, "")),
  },
  // Urdu "آج کل کراچی میں رہتا ہوں" (these days I live in Karachi); Armenian "ապրում եմ Երևանում" (the place in its
  // locative, "-ում").
  { field: "location", lead: /آج\s+کل\s+(?=[\p{L}\p{M}]+\s+میں\s+رہ)/u, read: (rest) => /^([\p{L}\p{M}]+)\s+میں/u.exec(rest)?.[1] ?? null },
  {
    field: "location",
    lead: /(?<![\p{L}])ապրում\s+եմ\s+(?=\p{Lu}\p{L}+ում(?![\p{L}]))/u,
    read: (rest) => /^(\p{Lu}\p{L}+)ում/u.exec(rest)?.[1] ?? null,
  },
  // Playa names in prose: Persian "توی پلایا بهم می‌گن «فالوده»", Urdu "پلایا پر سب مجھے «سموسہ» کہتے ہیں", Thai
  // "ชื่อในเพลย่าคือ “มะม่วง”", Greek "το playa name μου είναι «Λουκουμάς»", Armenian "փլայայում ինձ Ծիրան են ասում",
  // Tagalog "sa playa, Bibingka ang tawag nila sa akin".
  {
    field: "playaName",
    lead: /پلایا\s+(?:[\p{L}\u200c]+\s+){0,3}?(?:می\u200c?گن|می\u200c?گویند|می\u200c?کنن|می\u200c?کنند)(?=\s*(?:«|\p{Script=Latin}))|پلایا\s+پر\s+(?:[\p{L}]+\s+){0,2}?مجھے(?=\s*«)|ชื่อใน(?:เพลย่า|เพลยา|playa)(?:คือ)?|playa\s+name\s+μου\s+είναι/iu,
    read: takeNickname,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])ինձ\s+(?=\p{L}+(?:\s+\p{L}+)?\s+են\s+(?:ասում|կանչում))/u,
    read: (rest) => /^(\p{L}+(?:\s+\p{L}+)?)\s+են\s+/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /(?<![\p{L}])sa\s+playa,?\s+(?=\p{Lu}[\p{L}'’ -]{0,30}?\s+ang\s+tawag)/iu,
    read: (rest) => /^(\p{Lu}[\p{L}'’ -]{0,30}?)\s+ang\s+tawag/u.exec(rest)?.[1] ?? null,
  },
  // Armenian "Ծնվել ու մեծացել եմ Վանաձորում" (born and raised in Vanadzor, the place in its locative "-ում").
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:[Ծծ]նվել(?:\s+(?:ու|և)\s+մեծացել)?|[Մմ]եծացել)\s+եմ\s+(?=\p{Lu}\p{L}+ում(?![\p{L}]))/u,
    read: (rest) => notCountry(/^(\p{Lu}\p{L}+)ում/u.exec(rest)?.[1] ?? null),
  },
  // Chinese "我是台南人" (I am a person of Tainan), "來自高雄", "在台南長大"; Japanese "大阪出身".
  { field: "homeTown", lead: /我是(?=\p{Script=Han}{2,4}人(?:[ \t]*[，,。.!！、\n]|$))/u, read: hanPlaceBefore("人") },
  {
    field: "homeTown",
    lead: /(?:來自|来自|老家(?:在|是)|在(?=\p{Script=Han}{2,4}(?:出生|長大|长大)))/u,
    // ("我老家是湖南岳阳的": the "是…的" of a statement ends the place.)
    read: (r) =>
      notCountry(hanPlace(r.replace(/(?:出生|長大|长大)/u, "，").replace(/^(\p{Script=Han}{2,8}?)的(?=[，,。.!！、\n])/u, "$1，"))),
  },
  {
    field: "homeTown",
    lead: new RegExp(`(?:^|(?<=[\\s、。！!，,]|は))(?=${HAN_PLACE}?(?:の?出身|で?生まれ|で育(?:ち|っ)))`, "mu"),
    read: (rest) => notCountry(hanPlaceBefore("(?:の?出身|で?生まれ|で育(?:ち|っ))")(rest)),
  },
  // "生まれは松本で、今は神戸に住んでいます" (born in Matsumoto), "生まれも育ちも浜松で" (born and raised in).
  { field: "homeTown", lead: /生まれ(?:は|も育ちも)[ \t]*/u, read: (rest) => notCountry(hanPlaceBefore("(?:で|です|、|。)")(rest)) },
  { field: "homeTown", lead: /\b(?:I\s+was\s+)?born\s+(?:and|&|n['’])\s+(?:raised|bred|reared)\s+in\b/i, read: takePlace },
  // "Né à Charleroi, j'habite à Bruxelles", "Nacido en Cádiz", "Nata a Bari": the participle opening a clause.
  {
    field: "homeTown",
    lead: /(?:^|[.!?,;][ \t]*)(?:[Nn]ée?s?[ \t]+(?:à|a)|[Nn]acid[oa][ \t]+en|[Nn]at[oa][ \t]+a|[Nn]ascid[oa][ \t]+(?:em|no|na))(?=[ \t]+\p{Lu})/mu,
    read: townNotCountry,
  },
  { field: "homeTown", lead: /\bI\s+(?:grew\s+up|was\s+raised)\s+in\b/i, read: takePlace },
  // "grew up on a dairy farm outside Lancaster, Pennsylvania", "raised on a farm outside Mitchell", "grew up over
  // the hill in Te Awamutu": where the member grew up, a few words on.
  {
    field: "homeTown",
    lead: /(?<!\b(?:he|she|they|wife|husband|partner|kids|children|parents|mom|dad|mum|brother|sister|friend)\s)\b(?:grew\s+up|(?:was\s+)?raised)\s+(?:on\s+an?\s+(?:\p{Ll}+\s+)?(?:farm|ranch|station|island)\s+(?:outside|near)|(?:\p{Ll}+\s+){1,3}?in)(?=\s+\p{Lu})/u,
    read: takePlace,
  },
  // "I was raised in a little place called Pontotoc".
  {
    field: "homeTown",
    lead: /(?<!\b(?:he|she|they|wife|husband|partner|kids|children|parents|mom|dad|mum|brother|sister|friend)\s)\b(?:grew\s+up|(?:was\s+)?raised|(?:was\s+)?born)\s+in\s+a\s+(?:(?:little|small|tiny|wee)\s+)?(?:place|town|village|spot|city)\s+(?:called|named)(?=\s+\p{Lu})/u,
    read: takePlace,
  },
  // "I'm a Bellingham kid originally", "a proud St. John's girl": the town the member is a child of.
  {
    field: "homeTown",
    // ("Brett Ingram here – Townsville boy, living up in Cairns": the same after a dash, before a comma.)
    lead: /\b(?:I['’]m|I\s+am)\s+a\s+(?:proud\s+)?(?=\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}[ \t]+(?:girl|boy|lad|lass|kid)(?![\p{L}]))|\ba\s+proud\s+(?=\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}[ \t]+(?:girl|boy|lad|lass|kid)(?![\p{L}]))|(?<=\bhere[ \t]*[–—-][ \t]*)(?=\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}[ \t]+(?:girl|boy|lad|lass|kid),)/u,
    read: (rest) =>
      /^(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2})[ \t]+(?:girl|boy|lad|lass|kid)(?![\p{L}])/u.exec(rest)?.[1] ?? null,
  },
  { field: "homeTown", lead: /\b(?:I['’]m|I\s+am)\s+(?:originally\s+)?from\b|\bI\s+come\s+from\b|\boriginally\s+from\b/i, read: takePlace },
  // "Isla Ferguson here, from Glasgow": "from" opening a clause, before a capitalised place.
  { field: "homeTown", lead: /(?:^|[.!?,;(–—][ \t]*)[Ff]rom(?=[ \t]+\p{Lu})/mu, read: takePlace },
  // "born in Wales and raised in Aberystwyth", "born and grown up in Kiel", "I was born in Russia, in Novosibirsk".
  {
    field: "homeTown",
    lead: /\band\s+(?:raised|brought\s+up)\s+in(?=\s+\p{Lu})|\bborn\s+and\s+(?:grown|grew|grow)\s+up\s+in(?=\s+\p{Lu})/u,
    read: takePlace,
  },
  {
    field: "homeTown",
    lead: /\bborn\s+in\s+(?=\p{Lu}[\p{L}'’ -]{1,30},\s+in\s+\p{Lu})/u,
    read: (rest) => {
      const m = /^(\p{Lu}[\p{L}'’ -]{1,30}),\s+in\s+(.*)$/su.exec(rest);
      return m && isCountry(m[1].trim()) ? townNotCountry(m[2]) : null;
    },
  },
  // The same in Dutch and German: "van Gent, woon nu in Antwerpen", "aus Graz, wohne in Wien" ("Van" with a
  // capital may open a name, "Van Morrison").
  { field: "homeTown", lead: /(?:^|[.!?,;(][ \t]*)(?:[Uu]it|van|[Aa]us)(?=[ \t]+\p{Lu}\p{Ll})/mu, read: takePlace },
  {
    field: "homeTown",
    lead: /(?<!\b(?:he|she|they|we|wife|husband|partner|kids|children|parents|mom|dad|mum|brother|sister|friend)\s)\b(?:grew|brought)\s+up\s+in\b/i,
    read: takePlace,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:j['’]ai\s+grandi\s+(?:à|a|en)|ich\s+bin\s+in(?=\s+\p{Lu}[^.\n]{0,40}\baufgewachsen)|aufgewachsen\s+(?:bin\s+ich\s+)?in|crec[ií]\s+en|me\s+cri[ée]\s+en|sono\s+(?:nat[oa]\s+e\s+)?cresciut[oa]\s+(?:a|in)|am\s+crescut\s+(?:în|in)|(?:mình|tôi|em)\s+lớn\s+lên\s+ở|(?:ik\s+ben\s+)?opgegroeid\s+in|cresci\s+(?:em|no|na)|wychowa(?:łem|łam)\s+się\s+w|я\s+вырос(?:ла)?\s+в)(?![\p{L}])/iu,
    read: takePlace,
  },

  // "Born in Tromsø": a town is the home town (a country is the country, below). The same in the other
  // languages we read.
  {
    field: "homeTown",
    lead: /\bborn\s+in\b|(?<![\p{L}])(?:je\s+suis\s+n[ée]e?\s+(?:à|a)|ich\s+bin\s+in(?=\s+\p{Lu}[^.\n]{0,40}\bgeboren)|geboren\s+(?:bin\s+ich\s+)?in|nac[ií]\s+en|sono\s+nat[oa]\s+a|nasci\s+(?:em|no|na)|urodzi(?:łem|łam)\s+się\s+w|родил(?:ся|ась)\s+(?:я\s+)?в|народи(?:в|ла)ся\s+(?:у|в)|(?:jag\s+är\s+)?född\s+i|narodil(?:a)?\s+jsem\s+se\s+ve?|sinh\s+ra\s+(?:ở|tại))(?![\p{L}])/iu,
    read: townNotCountry,
  },
  { field: "country", lead: /\bborn\s+(?:(?:and|&|n['’])\s+(?:raised|bred|reared)\s+)?in\b/i, read: countryOf },
  // "Née en France.", "Sou natural de Luanda, em Angola": the French participle before a country, and the
  // Portuguese "native of" before a town and its country.
  {
    field: "country",
    lead: /(?:^|[.!?,;][ \t]*)[Nn]ée?s?[ \t]+en(?=[ \t]+\p{Lu})|(?<![\p{L}])(?:sou\s+)?natural\s+d[eoa](?=\s+\p{Lu})/mu,
    read: countryOf,
  },
  // "I was born here in the US", "(born there too, so Australia)", "Born in Darwin so Australian, obviously",
  // "proudly South African": the country told beside a birthplace, or a nationality the member is proud of.
  { field: "country", lead: /\bborn\s+(?:here|there|over\s+here)\s+in\b/i, read: countryOf },
  { field: "country", lead: /\bborn\s+(?:here|there)\s+too,?\s+so(?=\s+\p{Lu})/u, read: countryOf },
  {
    field: "country",
    // ("I am a proud Nigerian, born and raised.")
    lead: /\b[Bb]orn\s+in\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?,?\s+so\s+(?=\p{Lu})|\b[Pp]roudly\s+(?=\p{Lu})|\b(?:I['’]m|I\s+am)\s+a\s+proud\s+(?=\p{Lu})/u,
    read: (rest) => countryOfNationality(/^\p{Lu}\p{L}+(?:\s+African)?/u.exec(rest)?.[0] ?? ""),
  },
  // "I was born and grew up in Ludhiana in Punjab, India": the country after the birthplace and its region.
  { field: "country", lead: /\bborn\s+(?:and\s+(?:raised|bred|grew\s+up)\s+)?in\s+\p{Lu}[^.!?\n,]{1,40},\s+(?=\p{Lu})/u, read: countryOf },
  // "I'm Canadian, born in Chicoutimi": a nationality the member gives as theirs.
  {
    field: "country",
    lead: /(?:^|[.!?,;(]\s*|\s)(?:I['’]m|I\s+am)\s+(?=\p{Lu})/mu,
    read: (rest) => countryOfNationality(/^[\p{L}]+(?:\s+African)?/u.exec(rest)?.[0] ?? ""),
  },
  {
    field: "country",
    lead: /(?<![\p{L}])(?:je\s+suis\s+n[ée]e?\s+en|ich\s+bin\s+in(?=\s+\p{Lu}[^.\n]{0,40}\bgeboren)|geboren\s+in|nac[ií]\s+(?:y\s+crec[ií]\s+)?en|sono\s+nat[oa]\s+(?:e\s+cresciut[oa]\s+)?in|nasci\s+(?:e\s+cresci\s+)?(?:em|no|na)|urodzi(?:łem|łam)\s+się\s+w|я\s+родил(?:ся|ась)\s+в|народи(?:в|ла)ся\s+(?:у|в)|(?:jag\s+är\s+)?född\s+i|narodil(?:a)?\s+jsem\s+se\s+ve?|sinh\s+ra\s+(?:ở|tại))(?![\p{L}])/iu,
    read: countryOf,
  },
  // English as members write it, last so that the rules above win (session 21): "Dust Bunny is my playa name",
  // "Playa folks call me Dust Bunny", "Out there I'm known as Dust Bunny", "I got the playa name Dust Bunny".
  {
    field: "playaName",
    lead: /(?:^|[.!?,;][ \t]*)(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]+is[ \t]+my[ \t]+(?:playa|burner)[ \t]+(?:name|nickname)\b)/mu,
    read: (rest) => /^[ \t]*(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2})[ \t]+is[ \t]+my/u.exec(rest)?.[1] ?? null,
  },
  {
    field: "playaName",
    lead: /\b(?:(?:playa|burner)\s+(?:folks|people|friends)\s+(?:call|know)s?\s+me(?:\s+as)?|(?:my\s+)?camp\s*mates\s+(?:call(?:ed)?|named|dubbed|christened)\s+me|(?:folks|people|everyone|everybody)\s+(?:out\s+there|on\s+(?:the\s+)?playa)\s+know\s+me\s+as|out\s+there,?\s+(?:I['’]m|I\s+am)\s+(?:known\s+as|called)|(?:got|earned|was\s+given|picked\s+up|ended\s+up\s+with)\s+(?:the\s+|my\s+|a\s+)?(?:playa|burner)\s+name)(?=[ \t]+["“'‘]?\p{Lu})/iu,
    read: takeNickname,
  },
  // "…, Tacoma now (PNW!), born USA", "/ born Nigeria /": "born" and a country, without "in".
  { field: "country", lead: /(?:^|[.!?,;/][ \t]*)[Bb]orn(?=[ \t]+\p{Lu})/mu, read: countryOf },
  // "Raised in Tulsa.", "Tulsa born and raised", "I hail from Tulsa", "I'm a Tulsa native".
  {
    field: "homeTown",
    lead: /(?:^|[.!?,;][ \t]*)(?:[Rr]aised|[Bb]orn[ \t]+and[ \t]+raised)[ \t]+in(?=[ \t]+\p{Lu})|\bI\s+hail\s+from(?=[ \t]+\p{Lu})/mu,
    read: takePlace,
  },
  {
    field: "homeTown",
    lead: /(?:^|[.!?,;][ \t]*)(?=\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,2}[ \t]+born[ \t]+(?:and|&|n['’])[ \t]+(?:raised|bred)\b)/mu,
    read: (rest) => {
      const run = /^[ \t]*(\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,2})[ \t]+born/u.exec(rest)?.[1];
      // ("Irish born and raised": a nationality is the country, below.)
      return run && countryOfNationality(run) === null ? run : null;
    },
  },
  {
    field: "country",
    lead: /(?:^|[.!?,;][ \t]*)(?=\p{Lu}\p{L}+(?:[ \t]+African)?[ \t]+born[ \t]+(?:and|&|n['’])[ \t]+(?:raised|bred)\b)/mu,
    read: (rest) => countryOfNationality(/^[ \t]*(\p{Lu}\p{L}+(?:[ \t]+African)?)/u.exec(rest)?.[1] ?? ""),
  },
  {
    field: "homeTown",
    lead: /\bI['’]m\s+an?\s+(?=\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,2}\s+native\b)/u,
    read: (rest) => /^(\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,2})\s+native/u.exec(rest)?.[1] ?? null,
  },
  // "Home is Denver now", "Home base is Denver these days", "Home is Portland, Oregon."
  {
    field: "location",
    lead: /(?:^|[.!?,;][ \t]*)[Hh]ome(?:[ \t]+base)?[ \t]+is[ \t]+(?=\p{Lu}[^.!?\n]{0,40}?\b(?:now|these\s+days|nowadays)\b|\p{Lu}[\p{L}'’ -]{1,30}(?:,[ \t]+\p{Lu}[\p{L}'’ -]{1,30})?[.!\n])/mu,
    read: takePlace,
  },
  // "I stay in Bangalore" (Indian and Scottish English), "living up in Brisbane", "Home these days is Portland",
  // "currently residing in Austin".
  {
    field: "location",
    lead: /\bI\s+(?:currently\s+|now\s+)?stay\s+in(?=[ \t]+\p{Lu})|\b(?:[Cc]urrently\s+)?(?:[Ll]iving|[Bb]ased)\s+(?:up|down|over|out|back)\s+in(?=[ \t]+\p{Lu})|\b(?:currently\s+)?residing\s+in(?=[ \t]+\p{Lu})|\b[Hh]ome\s+(?:these\s+days|nowadays|now)\s+is(?=[ \t]+\p{Lu})/u,
    read: takePlace,
  },
  // "My native place is Mysuru" (Indian English), "I was raised up in Memphis", "Grew up down in Memphis".
  {
    field: "homeTown",
    lead: /\b[Mm]y\s+native(?:\s+(?:place|town|city|village))?\s+is(?=[ \t]+\p{Lu})|\b(?:[Gg]rew\s+up|[Rr]aised|[Bb]orn)\s+in\s+a\s+(?:small\s+|little\s+|tiny\s+)?(?:town|village|city)\s+(?:called|named)(?=[ \t]+\p{Lu})|\b(?:after|since)\s+growing\s+up\s+in(?=[ \t]+\p{Lu})|\b(?:[Gg]rew|[Rr]aised|was\s+raised|[Bb]rought)\s+up\s+(?:down\s+|out\s+|over\s+|back\s+)?in(?=[ \t]+\p{Lu})|\b[Gg]rew\s+up\s+(?:down|out|over|back|mostly|mainly|largely|partly|mostly\s+down|mostly\s+out)\s+in(?=[ \t]+\p{Lu})/u,
    read: takePlace,
  },
  // "Na playa meu nome é Paçoca Turbinada", "en la playa mi nombre es …": the name on the playa.
  {
    field: "playaName",
    lead: /(?<![\p{L}])(?:na\s+playa,?\s+(?:o\s+)?meu\s+nome\s+é|en\s+la\s+playa,?\s+mi\s+nombre\s+es|sur\s+la\s+playa,?\s+mon\s+nom\s+(?:c['’]est|est)|auf\s+der\s+playa\s+ist\s+mein\s+name|sulla\s+playa,?\s+il\s+mio\s+nome\s+è|op\s+de\s+playa\s+is\s+mijn\s+naam)(?=\s+["“'‘«„]?\p{Lu})/iu,
    read: takeNickname,
  },
  // "Jerome Oyelaran here, Deep Dish Disco on the playa": a capitalised name set off before "on the playa".
  {
    field: "playaName",
    lead: /(?:[,–—]|\s-)[ \t]+(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,3}[ \t]+(?:on|at|out[ \t]+on)[ \t]+(?:the[ \t]+)?(?:playa|burn)\b)/u,
    read: (rest) => {
      const run = /^(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,3})[ \t]+(?:on|at|out)/u.exec(rest)?.[1];
      return run && !NOT_A_PLAYA_RUN.test(run) ? run : null;
    },
  },
  // "Grew up in Dubbo out west, live up in Darwin these days": "live in" opening a clause after a comma.
  { field: "location", lead: /(?:^|[,;][ \t]*)live[ \t]+(?:(?:up|down|over|out|back)[ \t]+)?in(?=[ \t]+\p{Lu})/mu, read: takePlace },
  // "these days I live down in Olympia".
  { field: "location", lead: /\bI\s+live\s+(?:down|up|over|out|back)\s+in(?=[ \t]+\p{Lu})/u, read: takePlace },
  // Chinese with English in it: "playa name 是 Baozi Bandit", "现在 base 在上海".
  { field: "playaName", lead: /playa\s*name\s*(?:是|叫|は)\s*/iu, read: (rest) => latinAmidHan(rest) ?? hanPlace(rest) },
  { field: "location", lead: /(?:现在|現在|目前)\s*base\s*(?:在|於|于)\s*/iu, read: (rest) => hanPlace(rest) ?? latinAmidHan(rest) },
  // "At camp they call me Dust Bunny"; "Sam Ortiz is my name".
  {
    field: "playaName",
    lead: /\b(?:at|in)\s+camp,?\s+(?:they|people|everyone|everybody|folks)\s+call\s+me(?=[ \t]+["“'‘]?\p{Lu})/iu,
    read: takeNickname,
  },
  {
    field: "name",
    lead: /(?:^|[.!?,;][ \t]*)(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,2}[ \t]+is[ \t]+my[ \t]+(?:full[ \t]+|real[ \t]+)?name\b)/mu,
    read: (rest) => /^[ \t]*(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,2})[ \t]+is[ \t]+my/u.exec(rest)?.[1] ?? null,
  },
  // "Mexican by birth".
  {
    field: "country",
    lead: /(?:^|[.!?,;(][ \t]*|\bI['’]m\s+)(?=\p{Lu}\p{L}+[ \t]+by[ \t]+birth\b)/mu,
    read: (rest) => countryOfNationality(/^\p{Lu}\p{L}+/u.exec(rest)?.[0] ?? ""),
  },
];

const FUTURE_BURN = new RegExp(
  `\\b(?:will\\s+be|['’]ll\\s+be|is|['’]s|is\\s+going\\s+to\\s+be|(?:is\\s+|['’]s\\s+)?gonna\\s+be|heading\\s+(?:to|for)|going\\s+(?:to|for|on)|coming\\s+up\\s+on)\\s+(?:my|our)\\s+${ORDINAL}\\s+(?:burn|burning\\s*man|year\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn)|time(?:\\s+(?:out\\s+there|on\\s+(?:the\\s+)?playa|at\\s+(?:the\\s+)?burn))?(?!\\s+(?:camping|with|in\\s+a|at\\s+a|as|doing|leading|running|building)))\\b`,
  "i",
);
// "This summer will be burn number five for me": the count this year's burn will reach, less one.
const FUTURE_BURN_NUMBER = new RegExp(
  `\\b(?:will\\s+be|['’]ll\\s+be|is)\\s+(?:my\\s+)?burn\\s+(?:number|no\\.?|#)\\s*${CARDINAL}(?![\\p{L}\\d])`,
  "iu",
);
const BEFORE_COVID_FIRST =
  /\bfirst(?:\s+(?:one|time|burn))?\s+was\s+(?:in\s+)?the\s+(?:year|summer|burn)\s+(?:right\s+|just\s+)?before\s+(?:covid|the\s+pandemic|lockdown|the\s+lockdowns?)\b/i;
// "Last year was my first burn", "vorig jaar was mijn eerste", "j'y suis allée pour la première fois l'an
// dernier": the first burn is last year's.
// (Japanese "バーニングマンは去年が初めてで", Chinese "去年第一次去": no spaces around the words.)
const LAST_YEAR_FIRST_CJK = /(?:去年|昨年)(?:が|に|は)?(?:初めて|初参加|最初)|去年第一次/u;
const LAST_YEAR_FIRST =
  /(?<![\p{L}])(?:last\s+year\s+was\s+my\s+(?:very\s+)?first|my\s+(?:very\s+)?first(?:\s+(?:one|time|burn))?\s+was\s+last\s+year|vorig\s+jaar\s+was\s+(?:mijn|m['’]n)\s+eerste|letztes\s+jahr\s+war\s+(?:mein\s+erster|meine\s+erste|mein\s+erstes)|l['’]ann[ée]e\s+derni[èe]re\s+(?:c['’][ée]tait|[ée]tait)\s+(?:mon|ma)\s+premi[eè]re?|el\s+a[ñn]o\s+pasado\s+fue\s+(?:mi|el)\s+primer[oa]?|l['’]anno\s+scorso\s+(?:è\s+stat[oa]|era)\s+(?:il\s+mio|la\s+mia)\s+prim[oa]|(?:o\s+)?ano\s+passado\s+foi\s+(?:o\s+meu|a\s+minha|meu|minha)\s+primeir[oa]|(?:for\s+the\s+first\s+time|pour\s+la\s+premi[èe]re\s+fois|por\s+primera\s+vez|la\s+primera\s+vez|pela\s+primeira\s+vez|per\s+la\s+prima\s+volta|voor\s+het\s+eerst|zum\s+ersten\s+mal|för\s+första\s+gången)\s+(?:last\s+year|l['’]an\s+dernier|l['’]ann[ée]e\s+derni[èe]re|el\s+a[ñn]o\s+pasado|(?:no\s+)?ano\s+passado|l['’]anno\s+scorso|vorig\s+jaar|letztes\s+jahr|förra\s+året)|năm\s+ngoái\s+là\s+lần\s+đầu|lần\s+đầu[^.\n]{0,20}năm\s+ngoái|første\s+gang\s+(?:var\s+)?sidste\s+år|sidste\s+år\s+var\s+(?:min\s+)?første|pertama\s+kali[^.\n]{0,20}tahun\s+lalu|tahun\s+lalu[^.\n]{0,20}pertama\s+kali|작년에\s+처음|anul\s+trecut\s+a\s+fost\s+prim)(?![\p{L}])/iu;
const BURN_NOUN = `(?:previous\\s+|prior\\s+)?(?:burns|burning\\s*mans?|years\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn)|times\\s+(?:on|at|to)\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man))`;
// The burn as members name it after "been to", "attended", "made it out to" ("BM", "the festival": in a reply
// to the camp's invitation, the one festival meant).
const BURN_PLACE = `(?:the\\s+)?(?:burns?|burning\\s*man|bm|playa|black\\s+rock(?:\\s+city)?|brc|festival)`;
// The member's own count told as theirs, whoever else the sentence counts (the clause before is not weighed).
const FOR_ME_COUNTS = [
  new RegExp(`\\b(?:that\\s+makes|makes)\\s+${CARDINAL}\\s+(?:burns?\\s+)?for\\s+me\\b`, "i"),
  new RegExp(`\\bI['’]m\\s+(?:on|at)\\s+${CARDINAL}(?=\\s*(?:[,.;:)!–—-]|burns?\\b|$))`, "i"),
  new RegExp(`(?:[–—-]|,|\\band|\\bso)\\s+${CARDINAL}\\s+for\\s+me\\b`, "i"),
];
const BURN_COUNTS = [
  new RegExp(
    `\\b(?:I['’]ve|I\\s+have|I\\s+had)\\s+(?:been\\s+to|attended|done|gone\\s+to|made\\s+it\\s+to|survived)\\s+${CARDINAL}\\s+${BURN_NOUN}`,
    "i",
  ),
  new RegExp(`\\b(?:been|gone)\\s+(?:to|on|at)\\s+${BURN_PLACE}\\s+${CARDINAL}\\s+times\\b`, "i"),
  // "I have attended the festival 5 times", "my burn count is 6".
  new RegExp(`\\battended\\s+${BURN_PLACE}\\s+${CARDINAL}\\s+times\\b`, "i"),
  new RegExp(`\\bburn\\s+count\\s+(?:is|stands\\s+at|so\\s+far\\s+is|[:=])\\s*${CARDINAL}(?![\\d])`, "i"),
  // "I was there 3 times", "I was 2 times", "I went 3 times already", "I've done the burn three times" (session 22:
  // the English of members whose first language lends it its grammar, and of every day).
  new RegExp(
    `\\bI\\s+(?:was|went|have\\s+been|have\\s+gone)\\s+(?:there\\s+|out\\s+there\\s+|already\\s+)?${CARDINAL}\\s+times\\b(?!\\s+(?:as|more|bigger|longer|to\\s+(?!(?:the\\s+)?(?:burn|playa|burning\\s*man|black\\s+rock))|in\\s+(?!(?:the\\s+)?(?:desert|playa|black\\s+rock))))`,
    "i",
  ),
  new RegExp(`\\bI['’]ve\\s+done\\s+(?:the\\s+)?(?:burn|playa|burning\\s*man)\\s+${CARDINAL}\\s+times\\b`, "i"),
  new RegExp(`\\battended\\s+${CARDINAL}\\s+${BURN_NOUN}`, "i"),
  new RegExp(`\\b${CARDINAL}[- ]?(?:time|year)(?:\\s+burner|r)\\b`, "i"),
  new RegExp(`\\bbeen\\s+(?:to\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man)|out\\s+there|out|there)\\s+${CARDINAL}\\s+times\\b`, "i"),
  new RegExp(`\\bbeen\\s+to\\s+${CARDINAL}\\s+${BURN_NOUN}`, "i"),
  // "I've made it out four times", "I've gone four times now", "been out to Black Rock City four times", "Burned
  // four times": the member's own verbs of going, with nowhere else named.
  new RegExp(
    `\\b(?:I['’]ve\\s+|I\\s+have\\s+)?(?:made\\s+it\\s+(?:out|back)(?:\\s+to\\s+${BURN_PLACE})?|gone(?:\\s+out)?|been\\s+out\\s+to\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man|black\\s+rock(?:\\s+city)?|brc)|burned)\\s+${CARDINAL}\\s+times\\b(?!\\s+(?:to|in)\\s+(?!(?:the\\s+)?(?:burn|playa|burning\\s*man|black\\s+rock)))`,
    "i",
  ),
  // "…living in denver, been 4 times first one 2017": a clause that opens on "been".
  new RegExp(
    `(?:^|[,;]\\s*|[.!?]\\s+)been\\s+${CARDINAL}\\s+times\\b(?!\\s+(?:to|in)\\s+(?!(?:the\\s+)?(?:burn|playa|burning\\s*man|black\\s+rock)))`,
    "im",
  ),
  // "I've been four times altogether": in a reply to the invitation, the burn is understood.
  new RegExp(
    `\\bI['’]ve\\s+been\\s+${CARDINAL}\\s+times\\b(?!\\s+(?:to|in)\\s+(?!(?:the\\s+)?(?:burn|playa|burning\\s*man|black\\s+rock)|all\\b|total\\b))`,
    "i",
  ),
  // ("My first two burns, in 2014 and 2015, were with…": some of the burns, not all of them.)
  new RegExp(`(?<!\\b(?:first|last|past|early|later|recent|next|other)\\s+)\\b${CARDINAL}\\s+${BURN_NOUN}(?!\\s+ago)\\b`, "i"),
  // "…went with them again in 2023 and 2024, so five in all", "that makes six altogether".
  new RegExp(`\\b(?:so|that['’]s|that\\s+makes|makes)\\s+${CARDINAL}\\s+(?:in\\s+all|in\\s+total|altogether|all\\s+told)\\b`, "i"),
  // "…so that makes seven for me", "she's on nine and I'm on seven", "he's at 8 and I'm at 5", "nine burns between us
  // – five for me": the member's own count beside someone else's.
  // "…while I've done five and split them between…": the member's own count, no noun, where the clause ends.
  new RegExp(`\\bI['’]ve\\s+(?:only\\s+)?done\\s+${CARDINAL}(?=\\s*(?:[,.;:)!]|and\\b|so\\s+far\\b|myself\\b|$))`, "i"),
];
const FIRST_YEAR = [
  // "2023 was my first burn and 2025 my second": the year told as the first, before any later one.
  new RegExp(`${YEAR}\\s+was\\s+my\\s+(?:very\\s+)?first\\b`, "i"),
  new RegExp(
    `\\bfirst\\s+(?:burn|burning\\s*man|playa|(?:year|time)\\s+(?:out\\s+)?(?:on|at|to)\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man|black\\s+rock)|(?:two|three|four|five|\\d)\\s+burns)\\b[^.!?\\n\\d'’‘\`]{0,25}${YEAR}`,
    "i",
  ),
  new RegExp(`\\bfirst\\s+(?:went|came|attended|made\\s+it)\\b[^.!?\\n\\d'’‘\`]{0,40}${YEAR}`, "i"),
  new RegExp(`\\b(?:burning|going|attending|coming)\\b[^.!?\\n\\d]{0,40}\\bsince\\s+${YEAR}`, "i"),
  new RegExp(`\\bfirst(?:\\s+(?:one|time|burn))?\\s+(?:was\\s+)?(?:in\\s+|back\\s+in\\s+)?${YEAR}`, "i"),
  new RegExp(`\\btimes\\s+since\\s+${YEAR}`, "i"),
  // "Since 2019 I am going every year", "popped my playa cherry in 2019".
  new RegExp(`\\bsince\\s+${YEAR},?\\s+I\\s+(?:am|have\\s+been|['’]ve\\s+been)\\s+(?:going|coming|burning|attending)\\b`, "i"),
  // "I was a virgin burner in 2019", "a playa virgin back in 2014".
  new RegExp(`\\b(?:playa\\s+(?:cherry|virginity)|virgin\\s+burner|(?:playa|burn)\\s+virgin)\\b[^.!?\\n\\d]{0,20}${YEAR}`, "i"),
  // "I started going in 2016", "started burning in 2016".
  new RegExp(`\\bstart(?:ed|ing)\\s+(?:going|coming|burning|attending)(?:\\s+out)?\\s+(?:back\\s+)?in\\s+${YEAR}`, "i"),
  // "I've been to five burns since 2014": every one of them since the first.
  new RegExp(`\\b(?:\\d{1,2}|[a-z]+)\\s+burns\\s+since\\s+${YEAR}`, "i"),
  // "I've been to 4 burns, starting in 2016"
  new RegExp(`\\bburns?\\b[^.!?\\n]{0,40}\\bstart(?:ing|ed)\\s+(?:back\\s+)?in\\s+${YEAR}`, "i"),
];

const MISSED_AFTER =
  /(?<![\p{L}])(?:except|besides|apart\s+from|but\s+not|minus|skipp(?:ed|ing)|missed|au(?:ss|ß)er|sauf|excepto|menos|tranne|behalve)(?![\p{L}])([^.;\n]*)/iu;
// "…and I've gone every year since", "been back every year since then": no year after "since" (that is a first year).
// "seitdem war ich jedes Jahr dabei", "desde entonces voy todos los años", "depuis j'y vais chaque année", "da allora
// ci vado ogni anno", "sindsdien ga ik elk jaar", "desde então vou todos os anos".
const EVERY_YEAR_SINCE_I18N =
  /(?<![\p{L}])(?:(?:seitdem|seither)\s+(?:war\s+ich\s+|bin\s+ich\s+|fahre\s+ich\s+)?jedes\s+jahr|desde\s+entonces\s+(?:voy|he\s+ido|he\s+vuelto|vuelvo|fui)?\s*(?:todos\s+los\s+años|cada\s+año)|depuis\s*,?\s*(?:j['’]y\s+(?:vais|suis\s+(?:allée?|retournée?))|je\s+(?:viens|reviens|retourne))\s+(?:chaque\s+année|tous\s+les\s+ans)|da\s+allora\s+(?:ci\s+(?:vado|torno)\s+|sono\s+(?:andat|tornat)[oa]\s+)?ogni\s+anno|sindsdien\s+(?:ga\s+ik\s+|ben\s+ik\s+)?(?:elk|ieder)\s+jaar|desde\s+então\s+(?:vou\s+|fui\s+|volto\s+)?todos\s+os\s+anos)(?![\p{L}])/iu;
const BACK_UNTIL = /\b(?:make\s+it|go|get|come|went|came|got|made\s+it)\s+back\s+(?:until|till|'til|til|in)\s+((?:19|20)\d{2})(?!\d)/i;
const EVERY_YEAR_SINCE =
  /\b(?:gone|been(?:\s+back)?|went|going|come\s+back|attended|back)\s+every\s+(?:single\s+)?year\s+(?:(?:it|there)\s+(?:happened|ran|was\s+one)\s+)?since(?:\s+then)?(?!\s*(?:'|’|19|20)\d)/i;
// One burn so far: "I've (only) been once", "been to the burn once", "one burn", Polish first-person "byłam … raz".
const ONCE =
  /\b(?:just|only)\s+the\s+one\s+so\s+far\b|\b(?:I['’]ve|I\s+have)\s+(?:only\s+|just\s+)?been\s+(?:only\s+|just\s+)?(?:to\s+(?:the\s+)?(?:burn|playa|burning\s*man)\s+|out\s+)?once\b|\b(?:only\s+|just\s+)?(?:been\s+to\s+)?(?:one|1)\s+burn\b(?!\s*(?:[-–]|to\s+go))|(?<![\p{L}])(?:byłam|byłem|byłom)\s+(?:na\s+\p{L}+\s+)?raz(?![\p{L}])/iu;
// "Am Burn war ich erst einmal", "Al burn ci sono stata una volta sola", "j'ai fait le burn une seule fois":
// one burn, said in a sentence that names the burn.
const ONCE_I18N =
  /(?<![\p{L}])(?:(?:erst|nur|bisher)\s+einmal|einmal\s+(?:dabei|da|gewesen)|une\s+(?:seule\s+)?fois|una\s+(?:sola\s+)?vez|uma\s+(?:única\s+|unica\s+|só\s+)?vez|una\s+(?:sola\s+)?volta|(?:één|een)\s+keer|один\s+раз|en\s+gång|bir\s+(?:kez|kere|defa)|o\s+(?:singură\s+)?dată|jednou|egyszer|kerran|פעם\s+אחת)(?![\p{L}])/iu;
// Sentences that name the burn and tell of the member, not of a partner, a friend or a relative.
// ("我去過兩次burn": the English word right after a letter of a script without spaces.)
// (Hebrew and Arabic write "in the" and "and" onto the word: "בברן", "ובפלאיה"; Greek and Thai as written.)
const SENTENCE_BURN =
  /(?<![\p{Script=Latin}])(?:burn|burning\s*man|playa|black\s+rock)|(?<![\p{L}])(?:б[её]рн|бьорн)|ברן|פלאיה|بيرن|البلايا|μπερν|เบิร์น/iu;
const THIRD_PERSON = /\b(?:who|he|she|they|he['’]s|she['’]s|they['’]ve|his|her|their)\b/i;
// The same as whole words of any script (Albanian "herë" is no "her"; \b knows only ASCII letters).
const THIRD_PERSON_WORD = /(?<![\p{L}])(?:who|he|she|they|he['’]s|she['’]s|they['’]ve|his|her|their)(?![\p{L}])/iu;
const OTHER_PERSON =
  /(?<![\p{L}])(?:partner|partnerin|husband|wife|boyfriend|girlfriend|friends?|buddy|mate|pal|dad|mom|mum|father|mother|son|daughter|mann|frau|freund|freundin|marido|esposa|mujer|novi[oa]|namorad[oa]|mari|femme|copain|copine|compagn[oe]|moglie|ragazz[oa]|fidanzat[oa]|vriend(?:in)?|vrouw|sister|brother|schwester|bruder|herman[oa]|irmã|irmão|sœur|frère|sorella|fratello|zus|broer|cousin|aunt|uncle|niece|nephew|neighbou?r|colleague|roommate|flatmate|housemate|мой\s+муж|моя\s+жена)(?![\p{L}])/iu;
// Words that make a list of years a span or a plan ("seit 2016", "desde 2019", "2017 bis 2019", "next year").
const SPAN_WORDS =
  /(?<![\p{L}])(?:since|through|until|till|seit|bis|desde|hasta|até|depuis|jusqu|dal|fino|sinds|tot|sedan|till|с|до|next|nächstes|próximo|prochain|prossimo|volgend)(?![\p{L}])|(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)?\d{2}/iu;
// ("con Camp Mate Marciano": a camp's name is no person, whatever its words.)
const CAMP_NAMED = /(?<![\p{L}])Camp(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*)+/gu;
const burnSentences = (text: string) =>
  text.split(/(?<=[.!?。！？])\s+|\n+/u).filter((t) => SENTENCE_BURN.test(t) && !OTHER_PERSON.test(t.replace(CAMP_NAMED, " ")));
// The words that say "one" beside a burn, in the languages we read: the sentence that holds the first year.
const ONE_WORD =
  /(?<![\p{L}])(?:once|one|1|einmal|raz|une\s+(?:seule\s+)?fois|una\s+(?:sola\s+)?vez|uma\s+(?:única\s+|só\s+)?vez|una\s+(?:sola\s+)?volta|(?:één|een)\s+keer|один\s+раз|jednou|en\s+gång|bir\s+kez|פעם\s+אחת|مرة\s+واحدة|μία\s+φορά|μια\s+φορά|o\s+(?:singură\s+)?dată|egyszer|kerran)(?![\p{L}\d])|1回|一次/iu;

// Other languages: ordinals for "this will be my third burn", small counts for "4 times".
const ORDINALS_I18N: Record<string, number> = {
  premier: 1,
  première: 1,
  deuxième: 2,
  second: 2,
  seconde: 2,
  troisième: 3,
  quatrième: 4,
  cinquième: 5,
  sixième: 6,
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
  cuarto: 4,
  quinto: 5,
  sexto: 6,
  primo: 1,
  secondo: 2,
  terzo: 3,
  quarto: 4,
  sesto: 6,
  eerste: 1,
  tweede: 2,
  derde: 3,
  vierde: 4,
  vijfde: 5,
  zesde: 6,
  erster: 1,
  erstes: 1,
  zweiter: 2,
  zweites: 2,
  dritter: 3,
  drittes: 3,
  vierter: 4,
  fünfter: 5,
  sechster: 6,
  primeiro: 1,
  terceiro: 3,
  // Portuguese feminine ("minha terceira vez"; segunda, quarta… are the Spanish forms below)
  primeira: 1,
  terceira: 3,
  pierwszy: 1,
  drugi: 2,
  trzeci: 3,
  czwarty: 4,
  piąty: 5,
  первый: 1,
  второй: 2,
  третий: 3,
  четвёртый: 4,
  четвертый: 4,
  пятый: 5,
  шестой: 6,
  // Spanish and Italian feminine ("mi tercera vez", "la mia terza volta")
  primera: 1,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
  prima: 1,
  seconda: 2,
  terza: 3,
  quarta: 4,
  viertes: 4,
  fünftes: 5,
  // German dative ("zum fünften Mal")
  ersten: 1,
  zweiten: 2,
  dritten: 3,
  vierten: 4,
  fünften: 5,
  sechsten: 6,
  // Ukrainian
  перший: 1,
  другий: 2,
  третій: 3,
  четвертий: 4,
  пʼятий: 5,
  шостий: 6,
  // Czech
  první: 1,
  druhý: 2,
  třetí: 3,
  čtvrtý: 4,
  pátý: 5,
  šestý: 6,
  // Swedish
  första: 1,
  andra: 2,
  tredje: 3,
  fjärde: 4,
  femte: 5,
  sjätte: 6,
  // Turkish
  ilk: 1,
  birinci: 1,
  ikinci: 2,
  üçüncü: 3,
  dördüncü: 4,
  beşinci: 5,
  altıncı: 6,
  // Seventh to tenth: a veteran's "este sería mi octavo", "ce sera mon septième".
  septième: 7,
  huitième: 8,
  neuvième: 9,
  dixième: 10,
  séptimo: 7,
  séptima: 7,
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  décimo: 10,
  décima: 10,
  sesta: 6,
  settimo: 7,
  settima: 7,
  ottavo: 8,
  ottava: 8,
  nono: 9,
  nona: 9,
  decimo: 10,
  decima: 10,
  sétimo: 7,
  sétima: 7,
  oitavo: 8,
  oitava: 8,
  zevende: 7,
  achtste: 8,
  negende: 9,
  tiende: 10,
  siebter: 7,
  siebtes: 7,
  siebten: 7,
  achter: 8,
  achtes: 8,
  achten: 8,
  neunter: 9,
  neuntes: 9,
  neunten: 9,
  zehnter: 10,
  zehntes: 10,
  zehnten: 10,
  szósty: 6,
  siódmy: 7,
  ósmy: 8,
  dziewiąty: 9,
  dziesiąty: 10,
  седьмой: 7,
  восьмой: 8,
  девятый: 9,
  десятый: 10,
  sjunde: 7,
  åttonde: 8,
  nionde: 9,
  tionde: 10,
  yedinci: 7,
  sekizinci: 8,
  dokuzuncu: 9,
  onuncu: 10,
};
const COUNTS_I18N: Record<string, number> = {
  // Session 22: up to ten in Catalan, Ukrainian, Polish, Czech, Turkish, Romanian, Hungarian, Finnish, Norwegian
  // and Danish, German, Vietnamese, Indonesian, Portuguese, Italian, Bulgarian and Croatian, as a count answered alone
  // ("Quants burns porto: sis", "Скільки разів я була: п'ять"). Words other languages also write are left out
  // ("hat", "sex", "pet", "um", "lima", "fire", "ti").
  elf: 11,
  zwölf: 12,
  zwoelf: 12,
  sis: 6,
  vuit: 8,
  nou: 9,
  deu: 10,
  одна: 1,
  "п'ять": 5,
  "п’ять": 5,
  сім: 7,
  вісім: 8,
  "дев'ять": 9,
  "дев’ять": 9,
  jedna: 1,
  sześć: 6,
  siedem: 7,
  osiem: 8,
  dziewięć: 9,
  dziesięć: 10,
  sedm: 7,
  osm: 8,
  devět: 9,
  deset: 10,
  dokuz: 9,
  unu: 1,
  doi: 2,
  șapte: 7,
  hét: 7,
  nyolc: 8,
  kilenc: 9,
  tíz: 10,
  seitsemän: 7,
  kahdeksan: 8,
  yhdeksän: 9,
  kymmenen: 10,
  åtte: 8,
  eins: 1,
  bảy: 7,
  tám: 8,
  chín: 9,
  mười: 10,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  uma: 1,
  sete: 7,
  oito: 8,
  dez: 10,
  uno: 1,
  cinque: 5,
  седем: 7,
  осем: 8,
  девет: 9,
  десет: 10,
  jedan: 1,
  sedam: 7,
  osam: 8,
  devet: 9,
  // Arabic, up to ten (more below: "ثلاث مرات"), as a count answered alone ("عدد المشاركات: سبعة").
  اثنتان: 2,
  اثنان: 2,
  ستة: 6,
  سبع: 7,
  سبعة: 7,
  ثماني: 8,
  ثمانية: 8,
  تسع: 9,
  تسعة: 9,
  عشر: 10,
  عشرة: 10,
  // Persian (round 24): "چهار بار به برن رفته‌ام"
  یک: 1,
  دو: 2,
  سه: 3,
  چهار: 4,
  پنج: 5,
  شش: 6,
  هفت: 7,
  // Hindi, Swahili and Catalan (round 21): "दो (२०२३ और पिछले साल)", "mara tatu", "dues vegades"
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पाँच: 5,
  पांच: 5,
  छह: 6,
  सात: 7,
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  dues: 2,
  cinc: 5,
  // Hebrew and Arabic count words
  אחת: 1,
  אחד: 1,
  שתיים: 2,
  שניים: 2,
  שלושה: 3,
  ארבעה: 4,
  חמישה: 5,
  שישה: 6,
  مرة: 1,
  واحدة: 1,
  اثنين: 2,
  une: 1,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  due: 2,
  tre: 3,
  quattro: 4,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  ein: 1,
  einmal: 1,
  zwei: 2,
  drei: 3,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  neun: 9,
  zehn: 10,
  duas: 2,
  dois: 2,
  três: 3,
  quatro: 4,
  raz: 1,
  dwa: 2,
  dwie: 2,
  trzy: 3,
  cztery: 4,
  pięć: 5,
  один: 1,
  два: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  // Hungarian ("három (2017, 2019, 2023)"), Latvian ("trīs reizes"), Lithuanian ("trys kartus")
  egy: 1,
  két: 2,
  kettő: 2,
  három: 3,
  négy: 4,
  öt: 5,
  divi: 2,
  trīs: 3,
  četri: 4,
  pieci: 5,
  trys: 3,
  keturi: 4,
  penki: 5,
  // Estonian ("kolm (2017, 2019, 2024)")
  üks: 1,
  kaks: 2,
  kolm: 3,
  neli: 4,
  viis: 5,
  kuus: 6,
  // Greek ("τρεις φορές"), Arabic ("ثلاث مرات")
  μία: 1,
  μια: 1,
  ένα: 1,
  ενα: 1,
  τρία: 3,
  τρια: 3,
  τέσσερα: 4,
  οκτώ: 8,
  οχτώ: 8,
  εννιά: 9,
  εννέα: 9,
  δέκα: 10,
  δύο: 2,
  δυο: 2,
  τρεις: 3,
  τέσσερις: 4,
  πέντε: 5,
  έξι: 6,
  επτά: 7,
  εφτά: 7,
  ثلاث: 3,
  ثلاثة: 3,
  // (Egyptian and Levantine speech writes the numbers as said: "رحت تلات مرات".)
  اتنين: 2,
  تلات: 3,
  تلاتة: 3,
  تلت: 3,
  أربع: 4,
  أربعة: 4,
  خمس: 5,
  خمسة: 5,
  ست: 6,
  zweimal: 2,
  dreimal: 3,
  viermal: 4,
  fünfmal: 5,
  sechsmal: 6,
  siebenmal: 7,
  achtmal: 8,
  neunmal: 9,
  zehnmal: 10,
  // Swedish ("två gånger"), Czech ("dva krát"), Ukrainian ("три рази"), Turkish ("iki kez"),
  // Vietnamese ("ba lần"), Hebrew ("שלוש פעמים")
  ett: 1,
  två: 2,
  fyra: 4,
  fem: 5,
  sju: 7,
  åtta: 8,
  nio: 9,
  tio: 10,
  jeden: 1,
  dvě: 2,
  tři: 3,
  čtyři: 4,
  pět: 5,
  дві: 2,
  чотири: 4,
  пʼять: 5,
  шість: 6,
  bir: 1,
  iki: 2,
  üç: 3,
  dört: 4,
  beş: 5,
  altı: 6,
  yedi: 7,
  sekiz: 8,
  một: 1,
  hai: 2,
  ba: 3,
  bốn: 4,
  sáu: 6,
  שתי: 2,
  שלוש: 3,
  ארבע: 4,
  חמש: 5,
  שש: 6,
  // Danish and Norwegian ("tre gange"), Finnish ("kolme kertaa"), Indonesian ("tiga kali"), Bulgarian ("три пъти"),
  // Croatian and Serbian ("tri puta"), Romanian ("de trei ori"), as their speakers count (session 21). (Not the
  // words English or Spanish also write: "to", "fire", "pet", "lima".)
  seks: 6,
  syv: 7,
  otte: 8,
  yksi: 1,
  kaksi: 2,
  kolme: 3,
  neljä: 4,
  viisi: 5,
  kuusi: 6,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  enam: 6,
  четири: 4,
  пет: 5,
  шест: 6,
  dva: 2,
  tri: 3,
  četiri: 4,
  šest: 6,
  două: 2,
  doua: 2,
  trei: 3,
  patru: 4,
  cinci: 5,
  șase: 6,
};
// Counts said in one word: "двічі" (twice), "třikrát", "dwukrotnie", "дважды", "פעמיים".
const ADVERB_COUNTS: Record<string, number> = {
  двічі: 2,
  тричі: 3,
  дважды: 2,
  مرتين: 2,
  مرتان: 2,
  трижды: 3,
  dvakrát: 2,
  třikrát: 3,
  čtyřikrát: 4,
  pětkrát: 5,
  dwukrotnie: 2,
  trzykrotnie: 3,
  פעמיים: 2,
  // Slovak and Hungarian ("trikrát", "háromszor")
  trikrát: 3,
  štyrikrát: 4,
  päťkrát: 5,
  kétszer: 2,
  háromszor: 3,
  négyszer: 4,
  ötször: 5,
  hatszor: 6,
  // Finnish ("kolmesti": three times)
  kerran: 1,
  kahdesti: 2,
  kolmesti: 3,
  neljästi: 4,
  viidesti: 5,
  kuudesti: 6,
};
const WORD = "[\\p{L}\\d]+";
// "dit wordt m'n derde keer", "este va a ser mi tercer burn", "det blir min tredje burn", "bude to můj
// třetí burn", "це буде мій третій бьорн": the ordinal of this year's burn (or "time") less one.
const FUTURE_I18N = new RegExp(
  `(?<![\\p{L}])(?:ce\\s+sera|va\\s+être|c['’]est|será|sería|sarà|wordt|wird|vai\\s+ser|va\\s+a\\s+ser|es|è|ist|to\\s+będzie|это\\s+будет|будет|(?:det\\s+(?:här\\s+)?)?(?:blir|är)(?:\\s+det)?|bude\\s+to|to\\s+bude|je\\s+to|це\\s+буде|буде)\\s+(?:(?:dus|also|donc|entonces|quindi|então)\\s+)?(?:(?:seulement|juste|only|just|nur|erst|solo|só|apenas|maar|pas|bara|endast)\\s+)?(?:mon|ma|mi|il\\s+mio|la\\s+mia|mijn|m['’]n|mein|meu|o\\s+meu|a\\s+minha|minha|mój|мой|мій|min|mitt|můj|moje)\\s+(?:(?:allra|tout|très|muy|molto|heel|ganz|bem)\\s+)?(${WORD})(?:\\s+(?:burn|б[ьеё]?о?рн|keer|fois|vez|volta|mal|vezes|raz|раз|gång|gången)|(?=\\s*(?:[.!?;]|$)))`,
  "iu",
);
// "…qui en est à son cinquième burn ; pour moi ce sera le deuxième": the member's own, after "for me".
const FUTURE_FOR_ME = new RegExp(
  `(?<![\\p{L}])(?:pour\\s+moi|para\\s+m[ií]|per\\s+me|voor\\s+mij|für\\s+mich)\\s*,?\\s*(?:ce\\s+sera|c['’]est|será|sarà|wordt\\s+het|wird\\s+es|es|è|ist\\s+es)\\s+(?:le|la|el|il|het|de|der|das|mon|ma|mi|il\\s+mio|la\\s+mia|mijn|mein)\\s+(${WORD})(?![\\p{L}])`,
  "iu",
);
// "dit wordt nummer vier", "ce sera le numéro trois": this year's burn by its number, less one.
const FUTURE_NUMBER_I18N = new RegExp(
  `(?<![\\p{L}])(?:wordt|wird|sera|será|sarà|blir|vai\\s+ser)\\s+(?:dus\\s+|also\\s+|donc\\s+|(?:le|el|il|o)\\s+)?(?:nummer|numéro|número|numero)\\s+(${WORD})(?![\\p{L}])`,
  "iu",
);
// "this year's my third", "este año sería el tercero", "cette année ce sera la troisième": this year's
// burn by its ordinal with the noun left out, less one ("…my first time camping with a camp" is not it).
const THIS_YEAR_ORDINAL = new RegExp(
  `(?<![\\p{L}])(?:this\\s+(?:year|summer|one|burn)|este\\s+año|este\\s+ano|esse\\s+ano|cette\\s+année|quest['’]anno|dieses\\s+jahr|dit\\s+jaar)\\s*(?:['’]s|['’]ll\\s+be|\\s(?:is|will\\s+be|would\\s+be|is\\s+going\\s+to\\s+be|sería|será|seria|vai\\s+ser|ce\\s+sera|sera|serait|sarà|sarebbe|wird|wäre|wordt|is\\s+dan))\\s+(?:(?:my|our|el|mi|mon|ma|le|la|il|il\\s+mio|la\\s+mia|o|a|o\\s+meu|meu|mijn|m['’]n|het|de|mein|meine|der|die|das)\\s+)?(${WORD})(?![\\p{L}])(?!\\s+(?:time|year|one)?\\s*(?:camping|with|in\\s+a|at\\s+a))`,
  "iu",
);
// "this will only be my 3rd – I went in 2023 and last year": the ordinal with no noun after it, where its
// clause ends ("this is my second email" goes on, and is not read).
const THIS_WILL_BE_ORDINAL = new RegExp(
  `(?<![\\p{L}])this(?:['’]ll|\\s+will|\\s+is\\s+going\\s+to)\\s+(?:only\\s+|just\\s+)?be\\s+(?:only\\s+|just\\s+)?my\\s+(${WORD})(?=\\s*(?:[–—.!,;:)]|-\\s|$))`,
  "iu",
);
// "I've been to the burn twice", "Been twice, 2017 and 2019", "I went thrice": in the first person.
const TWICE =
  /(?:\b(?:I['’]ve|I\s+have|I)\s+(?:only\s+|already\s+)?(?:been|gone|went|done\s+it)|(?:^|[.!?]\s+|\n\s*)(?:been|went|gone|done\s+it))\s+(?:(?:to|out\s+to)\s+(?:the\s+)?(?:burn|playa|burning\s*man|black\s+rock\s+city)\s+|out(?:\s+there)?\s+)?(?:only\s+)?(twice|thrice)(?![\p{L}])(?!\s+(?:a\s+|as\s+|more|over|before\s+that|to\s+(?!the\s+(?:burn|playa|big\s+one)|burning\s*man|black\s+rock|brc)))/iu;
const BURN_WORD = "(?:burn|burning|playa|б[её]рн|б[ъе]рн|бьорн|ברן|פלאיה|بيرن|البلايا|μπερν|เบิร์น)";
const TIMES_WORD = `(?:fois|veces|vez|vegades|vegada|volte|volta|keer|mal|vezes|razy|raz|раза?|разів|рази|krát|gånger|gång|kez|kere|defa|lần|פעמים|φορές|φορά|مرات|مرة|gange|ganger|kertaa|kali|пъти|puta|ori|alkalommal|reizes|reizi|kartus|kartą|baar|ครั้ง|raza|korda|пута|${TIMES_WORDS_26.map(escapeRegExp).join("|")})`;
const ADVERB_COUNT = `(${Object.keys(ADVERB_COUNTS).join("|")})`;
// ("Byl jsem tam už čtyřikrát", "Bola som tam trikrát": I was there, in a reply to the invitation, is the burn.)
const ADVERB_I18N = new RegExp(
  `${BURN_WORD}[^.!?\\n]{0,30}?(?<![\\p{L}])${ADVERB_COUNT}(?![\\p{L}])|(?<![\\p{L}])${ADVERB_COUNT}(?![\\p{L}])[^.!?\\n]{0,30}?${BURN_WORD}|(?<![\\p{L}])(?:byl[ao]?\\s+jsem|jsem\\s+byl[ao]?|bol[ao]?\\s+som|som\\s+bol[ao]?)\\s+(?:tam\\s+)?(?:už\\s+|již\\s+|celkem\\s+|spolu\\s+)?${ADVERB_COUNT}(?![\\p{L}])`,
  "iu",
);
// Hindi "दो बार बर्न गई हूँ", Persian "چهار بار به برن رفته‌ام": the count, then the burn.
// ("दो बार जा चुकी हूँ", "دو بار رفتم": twice gone, the verb after the count.)
const TIMES_HI_FA =
  /(?<![\p{L}\p{M}\d])([\p{L}\p{M}]+|\d{1,2})\s+(?:बार\s+(?:बर्न|burn|जा\s+चुक[\p{L}\p{M}]*|गया|गई|गयी)|بار\s+(?:به\s+)?(?:برن|burn|رفتم|رفته))(?![\p{L}\p{M}])/iu;
// (English counts are read above; "my first two burns" are some of them, and "to" is Danish for two.)
const BURNS_I18N = new RegExp(
  `(?<![\\p{L}\\d])(?<!(?:first|last|past|early|later|recent|other|primeros|primeras|premiers|premières|ersten|primi|eerste)\\s+)(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|to|a|the|my|those|these|all|both)\\s)(${WORD})\\s+burns(?![\\p{L}])(?:\\s+(?:desde|depuis|seit|dal|sinds|od|desde\\s+o)\\s+((?:19|20)\\d{2}))?`,
  "iu",
);
const NEGATED = /(?<![\p{L}])(?:not|never|can['’]?t|couldn['’]?t|didn['’]?t|não|nicht|nie|pas|niet|non|не|nunca|jamais|mai)(?![\p{L}])/iu;
// Going back to the burn after the first: "went back", "volví", "j'y suis retournée", "sono tornata", "wieder".
const RETURNED =
  /(?<![\p{L}])(?:went\s+back|been\s+back|came\s+back|returned|again|volví|he\s+vuelto|regresé|retourn(?:é|ée|és)|revenue?|tornat[oa]|ritornat[oa]|wieder|zurück|weer|terug|voltei|regressei|återvände|igen)(?![\p{L}])/iu;
// A sentence of the member's own count: "I've been three times", "He ido tres veces", "sechs Mal".
const COUNT_TOLD =
  /(?<![\p{L}])(?:I['’]ve\s+been|I\s+have\s+been|I\s+went|been\s+to\s+the\s+burn|he\s+ido|j['’]y\s+suis\s+allée?|sono\s+stat[oa]|fui|war\s+ich|ben\s+ik|(?:jag\s+)?har\s+varit|(?:jeg\s+)?har\s+været|(?:я\s+)?был[аи]?)(?![\p{L}])[^.!?\n]{0,60}?(?<![\p{L}])(?:times|burns|veces|vezes|fois|volte|mal|keer|gånger|gange|раза?)(?![\p{L}])/iu;
// Years of something else in the same sentence ("moved to Leeds in 2019", "retired in 2019").
const OTHER_YEAR_TOLD =
  /(?<![\p{L}])(?:born|moved|lived|married|graduated|retired|started\s+(?:work|my\s+job)|nací|naci|né|née|geboren|nata?o?)(?![\p{L}])/iu;
const FIRST_BURNING_MAN = 1986;
// "dos veces más", "two more times", "deux fois de plus", "noch zweimal", "I've been back four times since":
// times after the first, which is one more.
const MORE_TIMES = new RegExp(
  `(?<![\\p{L}\\d])(?:(${WORD})\\s+(?:(?:more\\s+times|times\\s+more)|(?:veces|fois|volte|vezes|keer)\\s+(?:más|de\\s+plus|in\\s+più|mais|meer))|(?:been|gone|went|come|came)\\s+back\\s+(${WORD})\\s+times\\s+since)(?![\\p{L}])`,
  "iu",
);
const TIMES_I18N = new RegExp(`${BURN_WORD}[^.!?\\n]{0,30}?(?<![\\p{L}\\d])(${WORD})\\s+${TIMES_WORD}(?![\\p{L}])`, "iu");
// "J'y suis allé deux fois", "fui tres veces", "ci sono stata due volte": the first person went there N times
// (in a reply to the invitation, "there" is the burn).
// German "ich war zweimal dabei" (I was there twice), "dieses Jahr bin ich zum fünften Mal dabei" (the fifth).
// "Moi, j'en suis à trois (2022, 2023 et l'an dernier)": the member's count so far ("lui en est à douze" is not).
const AT_COUNT_FR = /(?<![\p{L}])j['’]en\s+suis\s+(?:déjà\s+)?à\s+(\p{L}+|\d{1,2})(?![\p{L}\d])/iu;
const DABEI_TIMES_DE =
  /(?<![\p{L}])war\s+(?:ich\s+|i\s+)?(?:schon\s+|scho\s+|bereits\s+|bisher\s+|erst\s+)?(\p{L}+|\d{1,2}\s*)mal\s+(?:dabei|dort|da|drüben|drauf)(?![\p{L}])|(?<![\p{L}])(?:dabei|(?:beim|am|auf\s+dem)\s+burn)\s+war\s+ich\s+(?:bis\s+jetzt\s+|schon\s+|bereits\s+|bisher\s+|insgesamt\s+)?(\p{L}+|\d{1,2}\s*)mal(?![\p{L}])/iu;
// "dieses Jahr bin ich zum fünften Mal dabei", "heuer wird's das dritte Mal": this year's burn by its number.
const DABEI_NTH_DE =
  /(?<![\p{L}])(?:(?:dieses\s+jahr|heuer|diesmal)\s+bin\s+ich\s+zum|(?:dieses\s+jahr|heuer|diesmal)\s+(?:wird['’]?s|wird\s+es|ist\s+es)\s+(?:also\s+|dann\s+|damit\s+)?(?:das|mein)|(?:wird['’]?s|wird\s+es)\s+(?:dieses\s+jahr|heuer|diesmal)\s+(?:das|mein))\s+(\p{L}+|\d{1,2}\.)\s+mal(?![\p{L}])/iu;
const WENT_TIMES_I18N = new RegExp(
  `(?<![\\p{L}])(?:j['’]y\\s+suis\\s+all[ée]e?s?|(?:j['’]y|je)\\s+suis\\s+venue?s?|j['’]y\\s+ai\\s+été|hi\\s+he\\s+anat|hi\\s+he\\s+estat|(?:ya\\s+)?fui|he\\s+ido|ci\\s+sono\\s+stat[oa]|sono\\s+stat[oa]|estive|já\\s+fui|הייתי|ביקרתי|השתתפתי|ik\\s+ben(?:\\s+er)?(?:\\s+al)?|jag\\s+har\\s+varit(?:\\s+där)?|har\\s+jag\\s+(?:varit|besökt)(?:\\s+där)?|jeg\\s+har\\s+(?:været|vært)(?:\\s+(?:der|afsted|af\\s+sted|med|dit))?|har\\s+jeg\\s+(?:været|vært)(?:\\s+(?:der|afsted|af\\s+sted|med|dit))?|byłam|byłem|была|был|була|був)\\s+(?:(?:ya|già|já|déjà|כבר|już|уже|вже)\\s+)?(${WORD})\\s+${TIMES_WORD}(?![\\p{L}])|(?<![\\p{L}\\d])(${WORD})\\s+(?:kez|kere|defa)\\s+(?:gittim|katıldım|bulundum)(?![\\p{L}])`,
  "iu",
);
// The count before the burn: "Ik ben 4 keer naar de burn geweest", "Ich war schon dreimal beim Burn",
// "Byłem na 2 burnach", "была на 3 бёрнах".
const TIMES_BEFORE_I18N = new RegExp(
  `(?<![\\p{L}\\d])(?:(${WORD})\\s+${TIMES_WORD}|(\\p{L}+mal))(?![\\p{L}])[^.!?\\n]{0,30}?${BURN_WORD}|(?<![\\p{L}\\d'’])(\\d{1,2})\\s+(?:burn(?:s|ach|ów|y)?|б[её]рн(?:а|ов|ах)?)(?![\\p{L}])`,
  "iu",
);
const FIRST_I18N = new RegExp(
  `(?:την\\s+πρώτη(?:\\s+φορά)?|η\\s+πρώτη\\s+φορά|το\\s+πρώτο\\s+μου(?:\\s+burn)?|le\\s+premier|la\\s+première|(?:a\\s+)?primeira\\s+vez|(?:la\\s+)?primera\\s+vez|a\\s+primeira(?:\\s+vez)?|la\\s+primera(?:\\s+vez)?|el\\s+primer(?:o|\\s+burn)?|mon\\s+premier(?:\\s+burn)?|el\\s+primero|mi\\s+primer(?:\\s+burn)?|la\\s+prima(?:\\s+volta)?|il\\s+primo|il\\s+mio\\s+primo(?:\\s+burn)?|mijn\\s+eerste(?:\\s+burn)?|de\\s+eerste|mein\\s+erster(?:\\s+burn)?|der\\s+erste|o\\s+primeiro|meu\\s+primeiro(?:\\s+burn)?|pierwszy\\s+raz|mój\\s+pierwszy(?:\\s+burn)?|первый\\s+раз|мой\\s+первый(?:\\s+б[её]рн)?|voor\\s+het\\s+eerst|zum\\s+ersten\\s+mal|das\\s+erste\\s+mal|pour\\s+la\\s+première\\s+fois|por\\s+primera\\s+vez|la\\s+primera\\s+vez|pela\\s+primeira\\s+vez|a\\s+primeira\\s+vez|per\\s+la\\s+prima\\s+volta|po\\s+raz\\s+pierwszy|впервые|в\\s+первый\\s+раз|вперше|уперше|перший\\s+раз|poprvé|(?:för\\s+)?första\\s+gången|första\\s+(?:burnen\\s+)?var|[İi]lk\\s+(?:kez|defa|kere)|[İi]lki|lần\\s+đầu(?:\\s+tiên)?|לראשונה|בפעם\\s+הראשונה|(?:ה(?:ברן|פעם)\\s+)?ה?ראשו(?:ן|נה)\\s+(?:שלי\\s+)?(?:היה|הייתה)|ה?ראשו(?:ן|נה)(?=\\s+ב-?(?:19|20)\\d{2})|(?<=(?:^|[,/;])\\s*)(?:eerste|premier|première|1er|1re|primeiro|primera|primer|primo|prima|erster|erste)(?=\\s+(?:in|en|em|nel|im)\\s+(?:19|20)\\d{2})|(?:για\\s+)?πρώτη\\s+(?:μου\\s+)?φορά|η\\s+πρώτη\\s+(?:μου\\s+)?ήταν|la\\s+primera\\s+vegada|el\\s+meu\\s+primer(?:\\s+burn)?|(?:το\\s+)?πρώτο\\s+(?:μου\\s+)?(?:burn|μπερν)|(?:لأول|أول)\\s+(?:مرة|بيرن)|(?:المرة\\s+)?الأولى|पहली\\s+बार|اولین\\s+بار(?:\\s+سال)?|первый\\s+(?:б[её]рн\\s+)?был|pierwszy\\s+(?:burn\\s+)?był|pierwsza\\s+była|min\\s+första(?:\\s+burn(?:en)?)?|min\\s+første(?:\\s+burn(?:en)?)?|første\\s+gang|ensimmäi(?:nen|sen)(?:\\s+burni(?:ni)?)?|ensimmäistä\\s+kertaa|(?:az\\s+)?első(?:\\s+burn(?:öm|om|ömre)?)?|először|burn\\s+pertama(?:\\s+saya)?|pertama\\s+kali|първият\\s+ми(?:\\s+бърн)?|първи(?:ят)?\\s+(?:ми\\s+)?бърн|за\\s+първи\\s+път|(?:moj\\s+)?prvi\\s+burn|prvi\\s+put|(?:môj\\s+)?prvý(?:\\s+burn)?|prvýkrát|po\\s+prvý\\s+raz|(?:můj\\s+)?první(?:\\s+burn)?|primul(?:\\s+meu)?(?:\\s+burn)?|prima\\s+(?:dată|oară)|[İi]lk\\s+burn['’]?\\p{L}*|(?:мій\\s+)?перший(?:\\s+берн)?|첫\\s*(?:번째\\s*)?(?:버닝맨|번|참가)(?:은|는|이|가)?|पहला\\s+(?:बर्न|burn)|(?:mera\\s+)?pehla\\s+burn|pehli\\s+baar|اولین\\s+برن(?:\\s+من)?(?:\\s+سال)?|ครั้งแรก(?:คือ|เมื่อ)?(?:\\s*ปี)?)(?![\\p{L}])(?:(?!(?<![\\p{L}])(?:then|dann|danach|puis|ensuite|luego|después|poi|dopo|daarna|depois)(?![\\p{L}]))[^.!?\\n\\d]){0,25}${YEAR}`,
  "iu",
);
// "2018 zum ersten Mal, dann 2023…", "en 2016 pour la première fois", "Vorig jaar [2025] ging ik voor het
// eerst": the year before the words, in the same clause.
const YEAR_FIRST_I18N = new RegExp(
  `${YEAR}(?:\\s+[^\\s\\d.,;!?]+){0,3}?\\s+(?:zum\\s+ersten\\s+mal|das\\s+erste\\s+mal|pour\\s+la\\s+première\\s+fois|por\\s+primera\\s+vez|pela\\s+primeira\\s+vez|per\\s+la\\s+prima\\s+volta|voor\\s+het\\s+eerst|for\\s+the\\s+first\\s+time|po\\s+raz\\s+pierwszy|впервые|för\\s+första\\s+gången)(?![\\p{L}])`,
  "iu",
);
// Greek "Έχω πάει τρεις φορές" (I have been three times): in a reply to the invitation, the burn is understood.
const BEEN_TIMES_EL = new RegExp(
  `(?<![\\p{L}])(?:έχω|εχω)\\s+(?:πάει|παει|βρεθεί|βρεθει|έρθει|ερθει)\\s+(?:(?:στο|στην)\\s+(?:burn|μπερν|playa)\\s+)?(${WORD})\\s+(?:φορές|φορά|φορες|φορα)(?![\\p{L}])`,
  "iu",
);
// Count words that English or Spanish also write ("to", "fire", "pet", "lima"), read only before a word for
// "times": Danish and Norwegian "to gange", "fire ganger", Croatian "pet puta", Indonesian "lima kali".
// Hindi in Latin letters too: "teen baar", "do baar".
const COUNTS_BEFORE_TIMES: Record<string, number> = {
  to: 2,
  fire: 4,
  pet: 5,
  lima: 5,
  viens: 1,
  du: 2,
  vienas: 1,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  // Russian in Latin letters ("chetyre raza").
  odin: 1,
  dva: 2,
  tri: 3,
  chetyre: 4,
  pyat: 5,
  shest: 6,
  paanch: 5,
  panch: 5,
  chhe: 6,
  saat: 7,
  aath: 8,
};
const countWord = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : (COUNTS_I18N[word.toLowerCase()] ?? COUNTS_BEFORE_TIMES[word.toLowerCase()] ?? cardinalValue(word));

// Hebrew: "זה יהיה הברן הרביעי שלי" (this will be my fourth burn), "זו תהיה הפעם השלישית שלי".
const HEBREW_ORDINALS: [RegExp, number][] = [
  [/^ראשו(?:ן|נה)/u, 1],
  [/^שני/u, 2],
  [/^שלישי/u, 3],
  [/^רביעי/u, 4],
  [/^חמישי/u, 5],
  [/^שישי/u, 6],
];
const FUTURE_HE = /(?<![\p{L}])(?:זה|זו|זאת)\s+(?:(?:יהיה|תהיה|הולך\s+להיות|הולכת\s+להיות)\s+)?ה(?:ברן|פעם|בירן)\s+ה(\p{L}+)/u;
// Vietnamese: "đây là lần thứ ba" (this is the third time), "burn thứ ba của mình".
const VI_ORDINALS: Record<string, number> = { nhất: 1, hai: 2, ba: 3, tư: 4, bốn: 4, năm: 5, sáu: 6 };
// Turkish: "bu benim üçüncü burn'üm olacak", "bu yıl ikinci kez gidiyorum".
// ("bu ikincisi olacak": this will be the second one, the ordinal with its suffix and no noun.)
const FUTURE_TR =
  /(?<![\p{L}])(?:bu\s+(?:yıl\s+|sene\s+)?(?:benim\s+)?|benim\s+)(?:(\p{L}+)\s+(?:burn|kez|defa|sefer)|(\p{L}+?)(?:si|sı|sü|su|im|ım|üm|um)\s+olacak(?![\p{L}]))/iu;
// ("…còn lần thứ hai là năm ngoái": the second time was last year, a past one, not the coming one.)
const FUTURE_VI = /(?:lần|burn)\s+thứ\s+(\p{L}+|\d{1,2})(?![\p{L}])(?!\s+(?:là\s+)?(?:năm\s+(?:ngoái|\d{4})|vào\s+năm|\d{4}))/iu;
// Japanese: "今年で2回目です" (this year is my second time), "3回目のバーン"; "前回は2024年" (the last time was 2024).
/** "今年で4回目です", "今年是我第三次": the coming burn's number in Japanese or Chinese, as a count of burns so far. */
export function comingBurnCJK(text: string): number | null {
  const ja = NTH_TIME_JA.exec(text);
  const zh = ja ? null : NTH_ZH.exec(text);
  return ja ? validBurns(zhCount(ja[1]) - 1) : zh ? validBurns(zhCount(zh[1]) - 1) : null;
}
const NTH_TIME_JA = /(?:バーン|バーニング\s*マン|burning\s*man|プラヤ|今年|今回)[^。\n]{0,20}?(\d{1,2}|[一二三四五六七八九十])\s*回目/iu;
const PREVIOUS_JA = new RegExp(`前回(?:は|が)?[^。\\n\\d]{0,6}${YEAR}`, "u");
// "fyra gånger sedan 2016", "viermal seit 2016", "tres veces desde 2016": every time since the first.
const TIMES_SINCE_I18N = new RegExp(
  `(?:gånger|gång|mal|veces|vezes|fois|volte|keer|razy|раз|раза|kez|kere)\\s+(?:sedan|seit|desde|depuis|dal|sinds|od|с|beri)\\s+${YEAR}` +
    // "Voy al burn desde 2019", "je vais au burn depuis 2017", "ich fahre seit 2016 zum Burn": going since a year.
    `|(?<![\\p{L}])(?:voy|vou|vado|je\\s+vais|ich\\s+fahre|ich\\s+gehe|ik\\s+ga)\\s+(?:(?:al|ao|au|zum|naar|(?:a|in)l?)\\s+(?:burn|playa)\\s+)?(?:desde|depuis|dal|seit|sinds)\\s+${YEAR}` +
    `|(?<![\\p{L}])(?:ich\\s+fahre|ich\\s+gehe)\\s+seit\\s+${YEAR}\\s+(?:zum|auf\\s+den)\\s+burn`,
  "iu",
);
// (Chinese too: "第一次是2018年", "首次参加是在2019年".)
// ("재작년에 처음", once read as a year: "2024에 처음", with no 년.)
const FIRST_KO = new RegExp(`${YEAR}\\s*(?:년(?:도)?)?(?:에)?[ \\t]*(?:처음|첫)`, "u");
// "올해가 세 번째예요" (this year is the third): this year's burn by its number.
const KOREAN_ORDINAL_COUNTS: Record<string, number> = { 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };
const FUTURE_KO = /(?:올해가|올해는|이번이|이번에)\s*(두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,2})\s*번째/u;
// (Not across "その後" / "それから", "after that": "初めて行き、その後2019年と…" tells a later year.)
const FIRST_JA = new RegExp(
  `(?:初参加|初めて(?:の参加)?|最初|第一次|首次|처음)(?:は|が)?(?:(?!その後|それから)[^。\\n\\d]){0,10}${YEAR}`,
  "u",
);
// "我從2016年開始參加火人節", "2017年から参加しています": the year the member started going.
// ("2019年第一次去", "2018年に初めて参加": the year, then "first".)
const FIRST_ZH_FROM = new RegExp(
  `(?:從|从|自)[ \\t]*${YEAR}[ \\t]*年?[ \\t]*(?:開始|开始|起)|${YEAR}[ \\t]*年[ \\t]*から[ \\t]*(?:参加|行)|${YEAR}[ \\t]*年[ \\t]*(?:的[ \\t]*)?(?:に[ \\t]*)?(?:第一次|首次|初めて|初参加)`,
  "u",
);
// ("…去年にも行ったので、これまで3回です": so far, in all, so many times.)
const TIMES_JA =
  /(?<!\d)(\d{1,2}|[一二三四五六七八九十])\s*回(?:参加|行っ|行き)|(?:これまで|今まで|全部で|合計|通算)(?:に|で)?[ \t]*(\d{1,2}|[一二三四五六七八九十])[ \t]*回(?![目前])/u;
// Korean "세 번 가봤고" (I have been three times).
const TIMES_KO = /(?<![\p{L}])(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,2})\s*번\s*(?:가\s*봤|갔|다녀왔|참가했|참여했)/u;
// Chinese "去過兩次" (have been twice), "參加過3次", "今年是我第三次" (this year is my third time);
// Arabic in the first person, "رحت مرتين" (I went twice), "حضرت ٣ مرات": "أختي رايحة ٥ مرات" (my sister) is not.
const ZH_COUNTS: Record<string, number> = { 一: 1, 二: 2, 兩: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const zhCount = (word: string) => (/^\d+$/.test(word) ? Number(word) : ZH_COUNTS[word]);
// ("一共四次", "總共三次": so many times in all.)
const TIMES_ZH = /(?:去過|去过|參加過|参加过|去了|參加了|参加了|一共|總共|总共)[ \t]*([一二兩两三四五六七八九十]|\d{1,2})[ \t]*次/u;
const NTH_ZH = /(?:今年|這次|这次|這是|这是)[^。\n，,]{0,6}?第[ \t]*([一二兩两三四五六七八九十]|\d{1,2})[ \t]*次/u;
const AR_COUNTS: Record<string, number> = { مرة: 1, مره: 1, مرتين: 2, مرتان: 2 };
// ("شاركت في البيرن ثلاث مرات": the place after the verb, and the count in words.)
const TIMES_AR =
  /(?<![\p{L}])(?:رحت|ذهبت|حضرت|شاركت|زرت)(?:ها)?(?:\s+(?:في|إلى|الى|على)\s+\p{L}+)?\s+(?:(مرتين|مرتان|مرة|مره)(?:\s+واحدة)?|(\d{1,2}|\p{L}+)\s+(?:مرات|مرّات))(?![\p{L}])/u;

// "twee keer geweest, in 2019 en 2023", "fui en 2022 y 2024", "у 2023 і 2025 роках": years joined by "and"
// in these languages (and "2018 跟 2024"). When there are as many as the burns counted, they are the burns, the first the earliest.
// ("в 2019-м и в 2023-м", "2022'de ve 2024'te": a case ending written onto the year.)
// ("in 2018, in 2022 en 2025", "nel 2016, nel 2019 e 2025": each year of the list with its own "in".)
const YEAR_LIST =
  /(?<!\d)(?:19|20)\d{2}(?:[-'’]\p{L}{1,3}|\s?年)?(?:\s*[,、，]\s*(?:(?:in|en|em|no|nel|im|το|w|в)\s+)?(?:19|20)\d{2}(?:[-'’]\p{L}{1,3}|\s?年)?)*\s*,?\s*(?:and|en|y|e|und|et|puis|pis|i|і|и|och|a|ve|và|και|ו-?|&|\+|跟|和|與|与|、|及|と)\s*(?:(?:again|also|then|later)\s+)?(?:ב-?|(?:in|en|em|no|nel|im|το|w|в)\s+)?(?:19|20)\d{2}(?!\d)/giu;
// "3 burns so far (2018, 2019, 2023)": years in brackets, separated by commas alone.
const YEARS_IN_BRACKETS = /\((?:19|20)\d{2}(?:\s*,\s*(?:19|20)\d{2})+\)/gu;
// "four burns (2015–2017 and 2023)", "every year from 2015–2019 and then again [2025]": a list with spans in
// it, read as the answer to "How many burns?" would be.
const SPAN_ITEM = String.raw`(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|\d{2}))?(?!\d)`;
const LIST_WITH_SPANS = new RegExp(
  String.raw`(?<!\d)${SPAN_ITEM}(?:\s*(?:,|and|&|\+)\s*(?:(?:again|also|then|later)\s+){0,2}(?:in\s+)?${SPAN_ITEM})*`,
  "giu",
);
const sentenceAround = (text: string, index: number) => {
  const start = Math.max(...[".", "!", "?", "\n", "。"].map((c) => text.lastIndexOf(c, index - 1))) + 1;
  return text.slice(start, index);
};
// (Spanish and Catalan "he ido", "hi he anat": "he" is "I have".)
const HE_HAVE = /\bhe\s+(?:ido|anat|estat|estado|vuelto|tornat|sido|fet|hecho|acampado|acampat)\b/giu;
const toldOfSomeoneElse = (sentence: string) => {
  const own = sentence.replace(CAMP_NAMED, " ").replace(WITH_FRIENDS, " ").replace(HE_HAVE, " ");
  return OTHER_PERSON.test(own) || THIRD_PERSON.test(own);
};
function firstOfListedYears(prose: string, burns: number, now: Date): number | null {
  // ("Ik was erbij in '19, '22 en '24": years written short are years.)
  const text = fullYears(prose, now);
  for (const m of [...text.matchAll(YEAR_LIST), ...text.matchAll(YEARS_IN_BRACKETS)]) {
    // ("My partner went in 2012, 2014 and 2016 without me": someone else's years.)
    if (
      toldOfSomeoneElse(
        sentenceAround(text, m.index)
          .split(/[,;:]|\b(?:and|but)\b/)
          .pop()!,
      )
    )
      continue;
    const years = (m[0].match(/(?:19|20)\d{2}/g) ?? []).map(Number);
    if (years.length !== burns || new Set(years).size !== years.length) continue;
    if (years.some((y) => yearValue(String(y), now) === null)) continue;
    return Math.min(...years);
  }
  for (const m of text.matchAll(LIST_WITH_SPANS)) {
    if (!/\d\s*[-–—]\s*\d/u.test(m[0])) continue;
    const told = parseBurnCount(m[0], now);
    if (told.count === burns && told.firstYear !== null) return told.firstYear;
  }
  return null;
}

/** "troisième", "tercer", and the same in digits: "2e", "3ème", "3º", "3ª", "4.", "2de", "3ste". */
function ordinalI18n(word: string): number | undefined {
  const digits = /^(\d{1,2})(?:e|ème|eme|º|ª|°|\.|er|re|te|de|ste|ster|nd|rd|th)?$/iu.exec(word);
  return digits ? Number(digits[1]) : ORDINALS_I18N[word.toLowerCase()];
}

// Greek "Φέτος θα είναι η τέταρτη φορά μου" (this year will be my fourth time): this year's burn by its number.
const GREEK_ORDINALS: Record<string, number> = {
  δεύτερη: 2,
  δεύτερο: 2,
  τρίτη: 3,
  τρίτο: 3,
  τέταρτη: 4,
  τέταρτο: 4,
  πέμπτη: 5,
  πέμπτο: 5,
  έκτη: 6,
  έκτο: 6,
  έβδομη: 7,
  έβδομο: 7,
  όγδοη: 8,
  όγδοο: 8,
  ένατη: 9,
  ένατο: 9,
  δέκατη: 10,
  δέκατο: 10,
};
const FUTURE_EL = new RegExp(
  `(?<![\\p{L}])(?:θα\\s+είναι|είναι)\\s+(?:η|το)\\s+(${Object.keys(GREEK_ORDINALS).join("|")})\\s+(?:μου\\s+)?(?:φορά|burn|μπερν)(?![\\p{L}])`,
  "iu",
);
// A count summed up: "also insgesamt viermal", "en tout cinq fois", "en total cuatro veces", "in tutto tre volte",
// "in totaal vier keer", "no total quatro vezes", "cinq fois en tout".
const TOTAL_I18N = new RegExp(
  `(?<![\\p{L}])(?:insgesamt|alles\\s+in\\s+allem|en\\s+tout|au\\s+total|en\\s+total|in\\s+tutto|in\\s+totale|in\\s+totaal|no\\s+total|ao\\s+todo|totalt|łącznie|celkem|всего|итого)\\s*,?\\s+(?:(\\p{L}+mal)|(${WORD})\\s+${TIMES_WORD})(?![\\p{L}])|(?<![\\p{L}\\d])(${WORD})\\s+${TIMES_WORD}\\s+(?:en\\s+tout|au\\s+total|en\\s+total|in\\s+tutto|in\\s+totaal|no\\s+total|ao\\s+todo|insgesamt|totalt)(?![\\p{L}])|(?<![\\p{L}\\d])(${WORD})\\s+(?:ao\\s+todo|no\\s+total|en\\s+tout|au\\s+total|en\\s+total|in\\s+tutto|in\\s+totale|in\\s+totaal|all\\s+told|in\\s+total)(?![\\p{L}])`,
  "iu",
);
const TOTAL_I18N_ALL = new RegExp(TOTAL_I18N.source, "giu");
function burnFacts(text: string, now: Date): Pick<PhraseFacts, "burnYears" | "firstBurn"> {
  const facts: Pick<PhraseFacts, "burnYears" | "firstBurn"> = {};
  const futureI18n = FUTURE_I18N.exec(text) ?? FUTURE_FOR_ME.exec(text);
  const numberedI18n = futureI18n ? null : FUTURE_NUMBER_I18N.exec(text);
  const ordinal = futureI18n ? ordinalI18n(futureI18n[1]) : numberedI18n ? (countWord(numberedI18n[1]) ?? undefined) : undefined;
  if (ordinal !== undefined) {
    const n = validBurns(ordinal - 1);
    if (n !== null) facts.burnYears = n;
  }
  if (facts.burnYears === undefined) {
    const he = FUTURE_HE.exec(text);
    const heOrdinal = he ? HEBREW_ORDINALS.find(([re]) => re.test(he[1]))?.[1] : undefined;
    const vi = heOrdinal === undefined ? FUTURE_VI.exec(text) : null;
    const viOrdinal = vi ? (/^\d+$/.test(vi[1]) ? Number(vi[1]) : VI_ORDINALS[vi[1].toLowerCase()]) : undefined;
    const tr = FUTURE_TR.exec(text);
    const trOrdinal = tr ? ORDINALS_I18N[(tr[1] ?? tr[2]).toLocaleLowerCase("tr")] : undefined;
    const ja = NTH_TIME_JA.exec(text);
    const zh = NTH_ZH.exec(text);
    const n = validBurns((heOrdinal ?? viOrdinal ?? trOrdinal ?? (ja ? zhCount(ja[1]) : zh ? zhCount(zh[1]) : Number.NaN)) - 1);
    if (n !== null) facts.burnYears = n;
  }
  const el = facts.burnYears === undefined ? FUTURE_EL.exec(text) : null;
  if (el) {
    const n = validBurns(GREEK_ORDINALS[el[1].toLowerCase()] - 1);
    if (n !== null) facts.burnYears = n;
  }
  const ko = facts.burnYears === undefined ? FUTURE_KO.exec(text) : null;
  if (ko) {
    const n = validBurns((/^\d+$/.test(ko[1]) ? Number(ko[1]) : KOREAN_ORDINAL_COUNTS[ko[1]]) - 1);
    if (n !== null) facts.burnYears = n;
  }
  // "seitdem noch dreimal, also insgesamt viermal": the total the member sums up to, over the counts on the way.
  // ("portanto três ao todo": the count and "in all", without a word for "times"; "also insgesamt viermal" is
  // read past the "also" before it.)
  for (const total of facts.burnYears === undefined ? text.matchAll(TOTAL_I18N_ALL) : []) {
    const word = (total[1] ?? total[2] ?? total[3] ?? total[4] ?? "").toLowerCase();
    const n = validBurns(countWord(word) ?? ADVERB_COUNTS[word] ?? COUNTS_I18N[word.replace(/mal$/u, "")] ?? Number.NaN);
    if (n !== null) {
      facts.burnYears = n;
      break;
    }
  }
  const adverb = facts.burnYears === undefined ? ADVERB_I18N.exec(text) : null;
  if (adverb) facts.burnYears = ADVERB_COUNTS[(adverb[1] ?? adverb[2] ?? adverb[3]).toLowerCase()];
  const timesJa = facts.burnYears === undefined ? TIMES_JA.exec(text) : null;
  if (timesJa) {
    const n = validBurns(zhCount(timesJa[1] ?? timesJa[2]));
    if (n !== null) facts.burnYears = n;
  }
  const timesKo = facts.burnYears === undefined ? TIMES_KO.exec(text) : null;
  if (timesKo) {
    const n = validBurns(/^\d+$/.test(timesKo[1]) ? Number(timesKo[1]) : KOREAN_COUNTS[timesKo[1]]);
    if (n !== null) facts.burnYears = n;
  }
  const timesZh = facts.burnYears === undefined ? TIMES_ZH.exec(text) : null;
  if (timesZh) {
    const n = validBurns(zhCount(timesZh[1]));
    if (n !== null) facts.burnYears = n;
  }
  const timesAr = facts.burnYears === undefined ? TIMES_AR.exec(text) : null;
  if (timesAr) {
    const n = validBurns(timesAr[1] ? AR_COUNTS[timesAr[1]] : (countWord(timesAr[2]) ?? Number.NaN));
    if (n !== null) facts.burnYears = n;
  }
  const nthDe = facts.burnYears === undefined ? DABEI_NTH_DE.exec(text) : null;
  if (nthDe) {
    const n = validBurns((ordinalI18n(nthDe[1].replace(/\.$/, "")) ?? Number.NaN) - 1);
    if (n !== null) facts.burnYears = n;
  }
  const atFr = facts.burnYears === undefined ? AT_COUNT_FR.exec(text) : null;
  if (atFr) {
    const n = validBurns(countWord(atFr[1]));
    if (n !== null) facts.burnYears = n;
  }
  const dabei = facts.burnYears === undefined ? DABEI_TIMES_DE.exec(text) : null;
  if (dabei) {
    const n = validBurns(countWord((dabei[1] ?? dabei[2]).trim()));
    if (n !== null) facts.burnYears = n;
  }
  const went = facts.burnYears === undefined ? WENT_TIMES_I18N.exec(text) : null;
  if (went) {
    const n = validBurns(countWord(went[1] ?? went[2]));
    if (n !== null) facts.burnYears = n;
  }
  const times = facts.burnYears === undefined ? TIMES_I18N.exec(text) : null;
  if (times) {
    const n = validBurns(countWord(times[1]));
    if (n !== null) facts.burnYears = n;
  }
  // "Nimeenda burn mara mbili", "Kam qenë në burn dy herë", "Na je burn sau ɗaya", "На бурну сам била два пута": the
  // count as the language answers "how many times" (burnCountAnswerI18n), within a few words after the burn.
  const counted = facts.burnYears === undefined ? (countAfterBurnWord(text) ?? countBeforeBurnWord(text)) : null;
  if (counted !== null) facts.burnYears = counted;
  // "Llevo cinco burns desde 2015", "J'ai fait quatre burns depuis 2016": the count before the borrowed noun, in
  // the member's own sentence, and the year after "since" is the first.
  for (const sentence of facts.burnYears === undefined ? burnSentences(text) : []) {
    const m = BURNS_I18N.exec(sentence);
    const n = m ? validBurns(countWord(m[1])) : null;
    if (n === null) continue;
    facts.burnYears = n;
    const since = m?.[2] ? yearValue(m[2], now) : null;
    if (since !== null) facts.firstBurn ??= since;
    break;
  }
  const hiFa = facts.burnYears === undefined ? TIMES_HI_FA.exec(text) : null;
  if (hiFa) {
    const n = validBurns(countWord(hiFa[1]));
    if (n !== null) facts.burnYears = n;
  }
  const beenEl = facts.burnYears === undefined ? BEEN_TIMES_EL.exec(text) : null;
  if (beenEl) {
    const n = validBurns(countWord(beenEl[1]));
    if (n !== null) facts.burnYears = n;
  }
  const before = facts.burnYears === undefined ? TIMES_BEFORE_I18N.exec(text) : null;
  if (before) {
    const n = validBurns(countWord(before[1] ?? before[2] ?? before[3]));
    if (n !== null) facts.burnYears = n;
  }
  // Korean puts the year before "first": "2016년에 처음 갔고" (first went in 2016).
  const firstI18n =
    FIRST_KO.exec(text) ??
    YEAR_FIRST_I18N.exec(text) ??
    FIRST_I18N.exec(text) ??
    FIRST_JA.exec(text) ??
    FIRST_ZH_FROM.exec(text) ??
    TIMES_SINCE_I18N.exec(text);
  if (firstI18n) {
    const year = yearValue(firstI18n.slice(1).find((g) => g !== undefined) ?? "", now);
    if (year !== null) facts.firstBurn = year;
  }
  // "前回は2024年" with one burn before this one: the previous burn was the first.
  const previousJa = facts.firstBurn === undefined && facts.burnYears === 1 ? PREVIOUS_JA.exec(text) : null;
  if (previousJa) {
    const year = yearValue(previousJa[1], now);
    if (year !== null) facts.firstBurn = year;
  }
  if (facts.firstBurn === undefined && facts.burnYears !== undefined && facts.burnYears >= 2) {
    const year = firstOfListedYears(text, facts.burnYears, now);
    if (year !== null) facts.firstBurn = year;
  }
  const future = FUTURE_BURN.exec(text);
  if (future) {
    const n = validBurns(ordinalValue(future[1])! - 1);
    if (n !== null) facts.burnYears = n;
  }
  const numbered = facts.burnYears === undefined ? FUTURE_BURN_NUMBER.exec(text) : null;
  if (numbered) {
    const n = validBurns((cardinalValue(numbered[1]) ?? 0) - 1);
    if (n !== null) facts.burnYears = n;
  }
  // "my first one was the year before covid": 2019, the last burn before the two that did not happen.
  if (facts.firstBurn === undefined && BEFORE_COVID_FIRST.test(text)) facts.firstBurn = 2019;
  if (facts.firstBurn === undefined && (LAST_YEAR_FIRST.test(text) || LAST_YEAR_FIRST_CJK.test(text))) {
    const year = yearValue(String(now.getFullYear() - 1), now);
    if (year !== null) facts.firstBurn = year;
  }
  if (facts.burnYears === undefined && FIRST_TIMER.some((re) => re.test(text))) facts.burnYears = 0;
  const twice = facts.burnYears === undefined ? TWICE.exec(text) : null;
  if (twice) {
    facts.burnYears = twice[1].toLowerCase() === "twice" ? 2 : 3;
    // "…twice, in 2019 and again in 2024.": the years of its own sentence, none from elsewhere.
    // (The match may open on the full stop before "Been twice": the sentence starts after it.)
    const sentence = text
      .slice(twice.index)
      .replace(/^[.!?\s]+/, "")
      .split(/[.!?\n]/)[0];
    const year = firstOfListedYears(sentence, facts.burnYears, now);
    if (year !== null) facts.firstBurn = year;
  }
  const thisYear = facts.burnYears === undefined ? (THIS_YEAR_ORDINAL.exec(text) ?? THIS_WILL_BE_ORDINAL.exec(text)) : null;
  const thisOrdinal = thisYear ? (ordinalValue(thisYear[1]) ?? ordinalI18n(thisYear[1])) : undefined;
  if (thisOrdinal !== undefined && thisOrdinal !== null) {
    const n = validBurns(thisOrdinal - 1);
    if (n !== null) facts.burnYears = n;
  }
  // "My neighbor Doris has been to eleven burns … so that makes three burns for me": the first count that is
  // not someone else's.
  counting: for (const re of facts.burnYears === undefined ? BURN_COUNTS : []) {
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
      // "my buddy Rashid (who has done something like eleven burns…)": someone else's count; so is "My wife
      // has been every year since (nine burns)", told in brackets after her clause.
      const sentence = text
        .slice(0, m.index)
        .split(/[.!?\n]/)
        .pop()!;
      const bracket = sentence.lastIndexOf("(");
      const clause = sentence.slice(bracket + 1);
      const opener = bracket >= 0 && !sentence.slice(bracket).includes(")") && clause.trim() === "" ? sentence.slice(0, bracket) : "";
      // ("My first burn was 2003 when my son dragged me along and I've been ten times in all": the son took the
      // member; the count after it is the member's.)
      const others = (t: string) => {
        const took = [...t.matchAll(new RegExp(TOOK_ME.source, "giu"))].pop();
        const own = took ? t.slice(took.index + took[0].length) : t;
        return OTHER_PERSON.test(own) || THIRD_PERSON.test(own);
      };
      const n = !others(clause) && !others(opener) ? validBurns(cardinalValue(m[1] ?? "")) : null;
      if (n !== null) {
        facts.burnYears = n;
        break counting;
      }
    }
  }
  // "(she's been going since 2012 …)": a first year in a clause about someone else is theirs.
  const firstYears = (facts.firstBurn === undefined ? FIRST_YEAR : []).flatMap((re) => [
    ...text.matchAll(new RegExp(re.source, `${re.flags}g`)),
  ]);
  for (const m of firstYears) {
    const clause = text
      .slice(0, m.index + m[0].lastIndexOf(m[1]))
      .split(/[.!?(\n,;]|\b(?:and|but)\b/)
      .pop()!;
    const year =
      OTHER_PERSON.test(clause) || THIRD_PERSON.test(clause) || toldOfOther(text, m.index + m[0].lastIndexOf(m[1]))
        ? null
        : yearValue(m[1], now);
    if (year !== null) {
      facts.firstBurn = year;
      break;
    }
  }
  // "A mate dragged me along to the burn in 2014", "she finally talked me into going with her in 2023", "Our son
  // Colin dragged me along in 2019": the year someone first took the member is the first burn.
  if (facts.firstBurn === undefined) {
    const took = TOOK_ME_IN.exec(text);
    const year = took ? yearValue(took[1], now) : null;
    if (year !== null) facts.firstBurn = year;
  }
  // "I've been once, in 2019", "Byłam na burnie raz, w 2024 roku": one burn, and the one year of its sentence.
  if (facts.burnYears === undefined) {
    const once = ONCE.exec(text);
    if (once) facts.burnYears = 1;
  }
  if (facts.burnYears === undefined) {
    const own = burnSentences(text).find((t) => ONCE_I18N.test(t));
    if (own) facts.burnYears = 1;
  }
  // "fui no burn em 2022 e 2024", "war 2019 und 2023 am Burn": the years of a sentence about the member's
  // burns are its burns, the first the earliest.
  if (facts.burnYears === undefined && facts.firstBurn === undefined) {
    for (const sentence of burnSentences(text)) {
      if (SPAN_WORDS.test(sentence)) continue;
      const years = [...sentence.matchAll(YEAR_LIST)].map((m) => (m[0].match(/(?:19|20)\d{2}/g) ?? []).map(Number));
      if (years.length !== 1 || new Set(years[0]).size !== years[0].length) continue;
      if (years[0].some((y) => yearValue(String(y), now) === null)) continue;
      const n = validBurns(years[0].length);
      if (n === null) continue;
      facts.burnYears = n;
      facts.firstBurn = Math.min(...years[0]);
      break;
    }
  }
  if (facts.burnYears === 1 && facts.firstBurn === undefined) {
    // (Only sentences with a year: "…someone gives me one!" says nothing of when.)
    const sentences = text.split(/[.!?。！？\n]+/).filter((t) => ONE_WORD.test(t) && new RegExp(YEAR).test(t));
    const years = sentences.map((t) => [...t.matchAll(new RegExp(YEAR, "g"))].map((m) => yearValue(m[1], now)));
    if (years.length === 1 && years[0].length === 1 && years[0][0] !== null) facts.firstBurn = years[0][0];
  }
  // "aku baru sekali ke burn, tahun lalu", "Na je burn sau ɗaya kawai, a bara": one burn, and the one year (last
  // year read as such) of the member's one sentence about the burn that tells a year.
  if (facts.burnYears === 1 && facts.firstBurn === undefined) {
    const told = text
      .split(/(?<=[.!?。！？।۔])\s+|\n+/u)
      .filter(
        (t) => new RegExp(BURN_ANY.source, "iu").test(t) && !THIRD_PERSON_WORD.test(t) && !OTHER_PERSON.test(t.replace(CAMP_NAMED, " ")),
      )
      .map((t) => new Set([...yearsOfSentence(t, now).matchAll(/(?<![\d'’])(?:19|20)\d{2}(?!\d)/g)].map((m) => yearValue(m[0], now))))
      .filter((years) => years.size > 0);
    if (told.length === 1 && told[0].size === 1 && !told[0].has(null)) facts.firstBurn = [...told[0]][0] as number;
  }
  // "First burn was 2022 and I've gone every year since!": every burn from the first to the latest.
  if (facts.burnYears === undefined && facts.firstBurn !== undefined && (EVERY_YEAR_SINCE.test(text) || EVERY_YEAR_SINCE_I18N.test(text))) {
    // ("My first burn was 2012 …, then life happened and I didn't make it back until 2018, and I've gone every
    // year since": the first, then every year from the return.)
    const back = BACK_UNTIL.exec(text);
    const returned = back ? yearValue(back[1], now) : null;
    const from = returned !== null && returned > facts.firstBurn ? returned : facts.firstBurn;
    let n = from === facts.firstBurn ? 0 : 1;
    // ("…und seither jedes Jahr, ausser 2019 und natürlich in den Corona-Jahren, also siebenmal": the years told
    // as missed in the same sentence are not burns.)
    const every = EVERY_YEAR_SINCE.exec(text) ?? EVERY_YEAR_SINCE_I18N.exec(text);
    const missed = every ? (MISSED_AFTER.exec(text.slice(every.index).split(/[.!?\n]/u)[0])?.[1] ?? "") : "";
    const skipped = new Set([...missed.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((m) => Number(m[0])));
    for (let y = from; y <= lastBurnYear(now); y++) if (y !== 2020 && y !== 2021 && !skipped.has(y)) n++;
    if (validBurns(n) !== null) facts.burnYears = n;
  }
  // "Mi primer burn fue en 2018; desde entonces he ido dos veces más": the first and as many more.
  const more = MORE_TIMES.exec(text);
  if (more && (FIRST_WORD.test(text) || facts.firstBurn !== undefined) && !toldOfOther(text, more.index)) {
    const n = validBurns(countWord(more[1] ?? more[2]));
    if (n !== null && (facts.burnYears === undefined || facts.burnYears === n)) facts.burnYears = validBurns(n + 1) ?? facts.burnYears;
  }
  // "Mon premier burn, c'était en 2022, et j'y suis retournée l'an dernier": the first and a return, told in one
  // of the member's burn sentences, are as many burns as the years it names.
  if (facts.burnYears === undefined && facts.firstBurn !== undefined) {
    const told = burnSentences(text)
      // ("…e voltei nos dois anos seguintes; no ano passado não pude ir": a year not gone is no burn.)
      .filter((t) => RETURNED.test(t) && !NEGATED.test(t) && !SPAN_WORDS.test(t) && !THIRD_PERSON.test(t) && !EVERY_YEAR_SINCE.test(t))
      .map((t) => {
        const years = [...t.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((m) => yearValue(m[0], now));
        if (LAST_YEAR_WORDS.test(t)) years.push(yearValue(String(now.getFullYear() - 1), now));
        return [...new Set(years)];
      })
      .filter((years) => years.length >= 2 && !years.includes(null) && years.includes(facts.firstBurn ?? null));
    if (told.length === 1) facts.burnYears = validBurns(told[0].length) ?? undefined;
  }
  // "I've been three times: 2016 and 2018 with a London camp, and 2023 with you lot", "every year from 2013 to
  // 2017, and once more last year", "He ido tres veces al burn: en 2018 con unos cuates, y en 2022 y 2024": the
  // member's count told with the years of it; the earliest is the first burn.
  if (facts.firstBurn === undefined && facts.burnYears !== undefined && facts.burnYears >= 2) {
    for (const t of text.split(/(?<=[.!?。！？])\s+|\n+/u)) {
      // ("2016 with friends" is the member's burn with friends; "He ido" is Spanish, no "he".)
      if (!COUNT_TOLD.test(t) || THIRD_PERSON.test(t.replace(COUNT_TOLD, " ")) || OTHER_YEAR_TOLD.test(t)) continue;
      const years = [...t.matchAll(/(?<![\d'’])(?:19|20)\d{2}(?!\d)/g)].map((m) => Number(m[0]));
      if (LAST_YEAR_WORDS.test(t)) years.push(lastBurnYear(now));
      const first = Math.min(...years);
      if (years.length >= 2 && first >= FIRST_BURNING_MAN && first <= lastBurnYear(now)) {
        facts.firstBurn = first;
        break;
      }
    }
  }
  // "He ido al burn cinco veces. En 2016 y 2017 acampé con unos amigos, y desde 2019 con ustedes: ese año, en 2023
  // y el año pasado": the count, then in its paragraph as many years as it counts; the earliest is the first.
  if (facts.firstBurn === undefined && facts.burnYears !== undefined && facts.burnYears >= 2) {
    const first = firstOfCountedYears(text, facts.burnYears, now);
    if (first !== null) facts.firstBurn = first;
  }
  // "Fui al burn los últimos tres años", "I've been the last three years": so many burns, the latest ones.
  if (facts.firstBurn === undefined) {
    const latest = latestYearsGone(text, now);
    if (latest && (facts.burnYears === undefined || facts.burnYears === latest.count)) {
      facts.burnYears = latest.count;
      facts.firstBurn = latest.first;
    }
  }
  // "Every year since 2013 except covid and 2023 (new baby!)": read as that answer is, to the sentence's end.
  const every = facts.burnYears === undefined ? EVERY_YEAR_CLAUSE.exec(text) : null;
  if (every && !toldOfOther(text, every.index)) {
    const told = parseBurnCount(every[0], now);
    if (told.count !== null && (facts.firstBurn === undefined || facts.firstBurn === told.firstYear)) {
      facts.burnYears = told.count;
      if (told.firstYear !== null) facts.firstBurn = told.firstYear;
    }
  }
  // "My first burn was 2015 and I went every year through 2018, skipped 2019, then I've been back every
  // year since 2022": the years the member went, worked out clause by clause.
  if (facts.burnYears === undefined) {
    const went = attendedYears(text, now);
    if (went && (facts.firstBurn === undefined || facts.firstBurn === went.first)) {
      facts.burnYears = went.count;
      facts.firstBurn = went.first;
    }
  }
  // "Two burns so far, 2022 and 2024": the English count, then its years.
  if (facts.firstBurn === undefined && facts.burnYears !== undefined && facts.burnYears >= 2 && !twice) {
    const year = firstOfListedYears(text, facts.burnYears, now);
    if (year !== null) facts.firstBurn = year;
  }
  // "Beim Burn war ich bisher zweimal: 2019 mit dem Camp Kraut & Rüben und [2025] schon mit euch": a
  // sentence about the member's burns that names as many years as they count, words between them.
  if (facts.firstBurn === undefined && facts.burnYears !== undefined && facts.burnYears >= 2) {
    const count = facts.burnYears;
    const firsts = burnSentences(text)
      .filter((t) => !SPAN_WORDS.test(t) && !THIRD_PERSON.test(t))
      .map((t) => [...new Set([...t.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((m) => yearValue(m[0], now)))])
      .filter((years) => years.length === count && !years.includes(null));
    if (firsts.length === 1) facts.firstBurn = Math.min(...(firsts[0] as number[]));
  }
  // "Kam qenë në burn dy herë, në vitin 2023 dhe vitin e kaluar", "Nimeenda burn mara tatu: mara ya kwanza
  // ilikuwa 2018, kisha mwaka juzi na mwaka jana": the same, with "last year" and "the year before last" read as
  // the years they are.
  if (facts.firstBurn === undefined && facts.burnYears !== undefined && facts.burnYears >= 2) {
    const count = facts.burnYears;
    const firsts = text
      .split(/(?<=[.!?。！？])\s+|\n+/u)
      .filter((t) => (SENTENCE_BURN.test(t) || BURN_IN_OTHER_SCRIPTS.test(t)) && !OTHER_PERSON.test(t.replace(CAMP_NAMED, " ")))
      .filter((t) => !SPAN_WORDS.test(t) && !THIRD_PERSON_WORD.test(t) && !OTHER_YEAR_TOLD.test(t))
      .map(
        (t) =>
          new Set(
            [...yearsOfSentence(fullYears(t, now), now).matchAll(/(?<![\d'’])(?:19|20)\d{2}(?!\d)/g)].map((m) => yearValue(m[0], now)),
          ),
      )
      .filter((years) => years.size === count && !years.has(null));
    if (firsts.length === 1) facts.firstBurn = Math.min(...(firsts[0] as Set<number>));
  }
  // Last: a count told as the member's own beside someone else's, when nothing else gave one.
  if (facts.burnYears === undefined)
    for (const re of FOR_ME_COUNTS) {
      const n = validBurns(cardinalValue(re.exec(text)?.[1] ?? ""));
      if (n !== null) {
        facts.burnYears = n;
        break;
      }
    }
  return facts;
}
// The burn written in Georgian, Persian and Urdu, and Hindi letters ("ბერნზე", "برن", "बर्न").
const BURN_IN_OTHER_SCRIPTS = /ბერნ|(?<![\p{L}])برن|बर्न/u;

// "the last three years", "los últimos tres años", "die letzten drei Jahre": the latest burns, in a sentence about
// going to them (not "I've lived in Denver the last three years").
const LATEST_N =
  "(\\d|two|three|four|five|dos|tres|cuatro|cinco|dois|duas|três|quatro|deux|trois|quatre|cinq|zwei|drei|vier|fünf|due|tre|quattro|cinque|twee|drie|vijf)";
const LATEST_YEARS = new RegExp(
  `(?<![\\p{L}])(?:(?:the\\s+)?(?:last|past)\\s+${LATEST_N}\\s+(?:years|burns|summers)|(?:l?os\\s+)?últimos\\s+${LATEST_N}\\s+(?:años|anos)|(?:les\\s+)?${LATEST_N}\\s+dernières\\s+années|(?:die\\s+)?letzten\\s+${LATEST_N}\\s+jahre|(?:gli\\s+)?ultimi\\s+${LATEST_N}\\s+anni|(?:de\\s+)?laatste\\s+${LATEST_N}\\s+jaar)(?![\\p{L}])`,
  "iu",
);
const LATEST_VALUES: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  twee: 2,
  drie: 3,
  vijf: 5,
};
const GONE_WORD =
  /(?<![\p{L}])(?:burns?|burning\s*man|playa|been|went|gone|attended|fui|estive|estuve|ido|war|gewesen|dabei|allée?|stat[oa]|andat[oa]|geweest)(?![\p{L}])/iu;
function latestYearsGone(text: string, now: Date): { count: number; first: number } | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/u)) {
    const m = LATEST_YEARS.exec(sentence);
    if (!m || !GONE_WORD.test(sentence) || OTHER_YEAR_WORD.test(sentence) || toldOfSomeoneElse(sentence)) continue;
    const word = m
      .slice(1)
      .find((g) => g !== undefined)!
      .toLowerCase();
    const count = /^\d$/.test(word) ? Number(word) : LATEST_VALUES[word];
    if (!count || count < 2) continue;
    const years: number[] = [];
    for (let y = lastBurnYear(now); years.length < count; y--) if (!NO_BURN_YEARS.includes(y)) years.push(y);
    return { count, first: Math.min(...years) };
  }
  return null;
}
// ("Beim Burn war ich seit 2018 jedes Jahr, außer … in den Corona-Jahren", "todos los años desde 2017": the same in
// the languages burns.ts reads it in.)
const EVERY_YEAR_WORDS =
  "jedes\\s+jahr|chaque\\s+année|tous\\s+les\\s+ans|todos\\s+los\\s+años|cada\\s+año|todo\\s+ano|todos\\s+os\\s+anos|ogni\\s+anno|elk\\s+jaar|ieder\\s+jaar|varje\\s+år|co\\s+roku|каждый\\s+год";
const SINCE_WORDS = "seit|depuis|desde|dal|sinds|sedan|od|с";
const EVERY_YEAR_CLAUSE = new RegExp(
  `(?<![\\p{L}])(?:(?:every|each)\\s+(?:year|burn|summer)\\s+(?:since|from)\\s+|(?:${EVERY_YEAR_WORDS})\\s+(?:${SINCE_WORDS})\\s+)(?:19|20)\\d{2}(?!\\d)[^.!?\\n]*|(?<![\\p{L}])(?:${SINCE_WORDS})\\s+(?:19|20)\\d{2}\\s*,?\\s+(?:${EVERY_YEAR_WORDS})(?![\\p{L}])[^.!?\\n]*`,
  "iu",
);

// Who a clause is about: it names someone else as its subject ("my buddy Dez", "Jess has been going",
// "she's"), or the member ("I", "me", "my first"); a clause with no subject goes on about the one before.
const KIN =
  "partner|wife|husband|spouse|boyfriend|girlfriend|bf|gf|friends?|buddy|mate|pal|brother|sister|mom|mum|dad|mother|father|parents|kids?|son|daughter|roommate|flatmate|housemate|ex|colleague|cousin|aunt|uncle|niece|nephew|neighbou?r|mari|femme|copain|copine|frère|sœur|ami|amie|mann|frau|freund|freundin|bruder|schwester|marido|esposa|mujer|novi[oa]|herman[oa]|amig[oa]|namorad[oa]|irmã|irmão|marito|moglie|ragazz[oa]|fratello|sorella|vriend(?:in)?|vrouw|broer|zus";
const OTHER_SUBJECT = new RegExp(
  `^\\s*(?:(?:and|but|so|while|whereas|though|et|mais|und|aber|y|pero|e|mas|ma|en|maar)\\s+)?(?:(?:my|our|his|her|their|mon|ma|mes|mein|meine|mi|mis|il\\s+mio|la\\s+mia|o\\s+meu|a\\s+minha|mijn)\\s+(?:\\p{L}+\\s+)?(?:${KIN})|he|she|they|he['’]s|she['’]s|they['’](?:ve|re)|il|elle|ils|elles|er|sie|él|ella|ele|ela|lui|lei|hij|zij)(?![\\p{L}])`,
  "iu",
);
// ("First went in '17, open camping…": a word that opens a sentence without its "I" is no one's name.)
const NAMED_SUBJECT =
  /^\s*(?:(?:and|but|so)\s+)?(?!(?:I|First|Then|Last|Also|Since|Later|Once|Twice|Never|Always|Only|Just|Finally|Actually|Again|Back|Sometimes)\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:has|have|had|is|was|went|goes|got|ran|runs|['’]s)(?![\p{L}])/u;
const SELF_SUBJECT = /^\s*(?:(?:and|but|so|then)\s+)?(?:i|i['’](?:ve|m|d|ll)|me|we|we['’]ve|my\s+(?:first|last|own))(?![\p{L}])/iu;
const CLAUSE_BREAK = /[,;()]|(?<![\p{L}])(?:and|but|then)(?![\p{L}])/iu;
// "My friend Marisol … dragged me along for the first time in 2019": someone else took the member, and
// the burn is the member's own.
const TOOK_ME =
  /(?<![\p{L}])(?:took|brought|dragged|talked|convinced|persuaded|invited|introduced)\s+me(?:\s+(?:along|out|with\s+(?:her|him|them)))?\s+(?:to|for|in|into|along|out)(?![\p{L}])/iu;
const TOOK_ME_IN = new RegExp(
  `(?<![\\p{L}])(?:took|brought|dragged|talked|convinced|persuaded)\\s+me\\s+(?:(?:along|out|into\\s+(?:it|going)|into\\s+coming)(?:\\s+with\\s+(?:her|him|them))?\\s+)?(?:(?:to|for)\\s+(?:the\\s+)?(?:burn|playa|burning\\s*man|black\\s+rock)\\s+)?(?:(?:for\\s+)?the\\s+first\\s+time\\s+)?in\\s+${YEAR}`,
  "iu",
);
type Subject = "self" | "other";
const subjectOf = (clause: string, before: Subject): Subject =>
  TOOK_ME.test(clause)
    ? "self"
    : OTHER_SUBJECT.test(clause) || NAMED_SUBJECT.test(clause)
      ? "other"
      : SELF_SUBJECT.test(clause)
        ? "self"
        : before;
/** Whether the words at `index` of the text are told of someone else, by the subjects of their sentence's clauses. */
function toldOfOther(text: string, index: number): boolean {
  let subject: Subject = "self";
  for (const clause of sentenceAround(text, index + 1).split(new RegExp(CLAUSE_BREAK.source, "giu"))) subject = subjectOf(clause, subject);
  return subject === "other";
}

// Words of going to the burn, and words that tie a year to something else (a move, a birth, a job).
const ATTENDED_WORD =
  /(?<![\p{L}])(?:burns?|burning\s*man|playa|went|gone|going|been|back|attended|camped|fui|fue|estuve|estive|war|waren|été|allée?s?|stato|stata|andat[oa]|geweest|ging|var|был[аи]?|ездил[аи]?)(?![\p{L}])/iu;
const OTHER_YEAR_WORD =
  /(?<![\p{L}])(?:born|moved?|lived?|living|grew|work(?:ed|ing)?|job|married|met|started|studied|graduated|nasc\p{L}*|naci|née?|geboren|nat[oa]|mud\p{L}*|trasferit\p{L}*|déménag\p{L}*|umgezogen|verhuisd)(?![\p{L}])/iu;
// ("couldn't go", "não pude ir", "no pude ir", "je n'ai pas pu", "konnte nicht", "non sono potuto": a year not gone.)
const SKIPPED_WORD =
  /(?<![\p{L}])(?:skipped|skip|missed|except|sat\s+out|außer|sauf|excepto|menos|tranne|behalve|couldn['’]t\s+go|could\s+not\s+go|didn['’]t\s+go|did\s+not\s+go|não\s+(?:pude|consegui)\s+ir|no\s+pude\s+ir|n['’]ai\s+pas\s+pu|konnte\s+(?:ich\s+)?nicht|non\s+(?:sono\s+potut[oa]|ho\s+potuto))(?![\p{L}])/iu;
// A clause that only goes on with a year ("'18", "nel 2019", "plus 2023 when…", "e l'anno scorso").
const YEAR_GOES_ON = new RegExp(
  `^\\s*(?:(?:plus|and|also|again|then|&|\\+|e|y|et|und|en|och|i)\\s+)?(?:(?:in|en|em|no|nel|im|w|в)\\s+)?(?:${YEAR}|${LAST_YEAR_WORDS.source})`,
  "iu",
);
// "2015–2019", "2016 bis 2018": a span written with both its years; "seit 2016" without "every year": unsure.
const YEARS_SPAN = /(?<!\d)((?:19|20)\d{2})\s*(?:[-–—]|to|bis|à|a|al|até|tot|till)\s*((?:19|20)?\d{2})(?!\d)/iu;
const SINCE_WORD = /(?<![\p{L}])(?:since|seit|desde|depuis|dal|dall['’]|sinds|sedan|с|od)(?![\p{L}])/iu;
const SPAN_TO = new RegExp(`(?<![\\p{L}])(?:through|thru|until|till|up\\s+to|to)\\s+${YEAR}`, "iu");
const SINCE_ON = new RegExp(
  `(?<![\\p{L}])(?:every|each)\\s+(?:single\\s+)?year\\s+since\\s+${YEAR}|(?:going|been\\s+back|back)\\s+(?:every\\s+year\\s+)?since\\s+${YEAR}`,
  "iu",
);
/**
 * The burns a member tells year by year in prose, as a count and the first year: the years of clauses
 * about going to the burn (and the clauses that only go on with a year), spans through a year and
 * "every year since", less the years skipped. Null unless two years or more were told, or the one
 * burn was the latest one ("Last year was my very first burn").
 */
// A sentence that counts the member's burns: "cinco veces", "three burns", "2回", "kaks korda".
const COUNT_SENTENCE = new RegExp(`(?<![\\p{L}])(?:burns?|${TIMES_WORD})(?![\\p{L}])|[\\d一二两三四五六七八九十]\\s*(?:回|次|번)`, "iu");
// ("2016 with friends" is the member's burn with friends.)
const WITH_FRIENDS =
  /\b(?:with|con|avec|mit|met|med|com)\s+(?:(?:my|some|a\s+few|mis|unos|unas|mes|des|meinen|mijn|mina|meus)\s+)?(?:\p{L}+\s+)?(?:friends?|mates|pals|buddies|amig[oa]s|amis|amies|freunden|vrienden|vänner|venner)\b/giu;

/**
 * The first burn of a paragraph that gives the member's count and then the years of it: from the sentence that
 * counts to the paragraph's end, the years told (a year ago, "last year", spans) must be exactly as many as the
 * count, none of them about someone else, a move or a birth.
 */
function firstOfCountedYears(text: string, burns: number, now: Date): number | null {
  for (const paragraph of text.split(/\n\s*\n/)) {
    const sentences = paragraph.split(/(?<=[.!?])\s+|(?<=[。！？])|\n+/u);
    const from = sentences.findIndex((t) => COUNT_SENTENCE.test(t));
    if (from < 0) continue;
    const told = sentences
      .slice(from)
      .filter((t) => !toldOfSomeoneElse(t) && !OTHER_YEAR_TOLD.test(t))
      .map((t) => yearsOfSentence(fullYears(t, now), now))
      .join(" ");
    const years = new Set<number>();
    for (const m of told.matchAll(/(?<![\d'’])(?:19|20)\d{2}(?!\d)/g)) {
      const year = yearValue(m[0], now);
      if (year === null) return null;
      years.add(year);
    }
    if (years.size === 0) continue;
    if (years.size === burns) return Math.min(...years);
    // ("every year from 2012 through 2019 and then again in 2023, so nine burns": a span counts its years.)
    const spanned = parseBurnCount(told, now);
    return spanned.count === burns ? spanned.firstYear : null;
  }
  return null;
}

function attendedYears(text: string, now: Date): { count: number; first: number } | null {
  const years = new Set<number>();
  const last = lastBurnYear(now);
  const add = (y: number | null) => {
    if (y !== null && y <= last && y !== 2020 && y !== 2021) years.add(y);
  };
  let spans = false;
  for (const sentence of text.split(/[.!?。！？\n]+/u)) {
    let state: "went" | "skipped" | null = null;
    let previous: number | null = null;
    let subject: Subject = "self";
    for (const clause of sentence.split(new RegExp(CLAUSE_BREAK.source, "giu"))) {
      subject = subjectOf(clause, subject);
      if (subject === "other") {
        state = null;
        continue;
      }
      const tokens = [...clause.matchAll(new RegExp(YEAR, "g"))].map((m) => yearValue(m[1], now));
      if (LAST_YEAR_WORDS.test(clause)) tokens.push(now.getFullYear() - 1);
      if (tokens.length === 0 && !SKIPPED_WORD.test(clause) && !ATTENDED_WORD.test(clause) && !TOOK_ME.test(clause)) continue;
      if (YEAR_GOES_ON.test(clause) && state !== null && !ATTENDED_WORD.test(clause) && !SKIPPED_WORD.test(clause)) {
        // (The state of the clause before: a year that only goes on a list of skipped years is skipped.)
      } else if (SKIPPED_WORD.test(clause)) state = "skipped";
      else if ((ATTENDED_WORD.test(clause) || TOOK_ME.test(clause) || /^\s*me\s*[:：-]/iu.test(clause)) && !OTHER_YEAR_WORD.test(clause))
        state = "went";
      else state = null;
      if (state === "skipped") {
        for (const y of tokens) if (y !== null) years.delete(y);
        continue;
      }
      if (state !== "went") continue;
      const since = SINCE_ON.exec(clause);
      const to = SPAN_TO.exec(clause);
      if (since) {
        const from = yearValue(since[1] ?? since[2], now);
        if (from === null) return null;
        for (let y = from; y <= last; y++) add(y);
        spans = true;
      } else if (to) {
        const until = yearValue(to[1], now);
        if (previous === null || until === null || until < previous) return null;
        for (let y = previous; y <= until; y++) add(y);
        spans = true;
      } else if (YEARS_SPAN.test(clause)) {
        const m = YEARS_SPAN.exec(clause)!;
        const from = yearValue(m[1], now);
        const until = yearValue(m[2].length === 2 ? `${m[1].slice(0, 2)}${m[2]}` : m[2], now);
        if (from === null || until === null || until < from) return null;
        for (let y = from; y <= until; y++) add(y);
        for (const y of tokens) add(y);
        spans = true;
      } else if (SINCE_WORD.test(clause)) {
        // ("been in the A since I came up for school": since a time told without a year says nothing of burns.)
        if (tokens.length === 0) continue;
        return null;
      } else for (const y of tokens) add(y);
      const known = tokens.filter((y): y is number => y !== null);
      if (known.length > 0) previous = Math.max(...known);
    }
  }
  if (years.size === 0) return null;
  const first = Math.min(...years);
  if (years.size === 1 && !(first === last && FIRST_WORD.test(text))) return null;
  if (years.size === 1 && spans) return null;
  const count = validBurns(years.size);
  return count === null ? null : { count, first };
}
const FIRST_WORD =
  /(?<![\p{L}])(?:first|premier|première|primer|primera|primeiro|primeira|prim[oa]|erste[nrs]?|eerste|första|первый|первая)(?![\p{L}])/iu;

// The answer to "Number of burns" when it is written in words of another language: a count word first
// ("jeden (2023)", "dwa razy", "três vezes"), a Korean native count before 번 ("세 번", "두번"), or a
// first-timer's "not yet" ("まだ行ったことないです", "今年が初めて", "아직 없어요", "처음이에요", "还没去过").
// burns.ts reads digits and English; the parser asks this when that finds nothing.
const KOREAN_COUNTS: Record<string, number> = { 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };
const KOREAN_TIMES = /^(?:총\s*)?(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*번(?![\p{L}]*째)/u;
// (Devanagari writes its vowels as marks: "दो" is a letter and a mark.)
// ("п'ять": a Ukrainian word keeps its apostrophe.)
const LEADING_COUNT_WORD = /^([\p{L}\p{M}]+(?:['’ʼ][\p{L}\p{M}]+)?)(?![\p{L}\p{M}])/u;
const FIRST_TIMER_ANSWER =
  /^(?:まだ(?:一度も)?(?:行った|参加した)こと(?:が|は)?(?:ない|ありません)|(?:今年|今回)(?:が|は)初めて|初めて(?:です|の参加|参加)|아직\s*(?:없|안\s*가|못\s*가)|(?:올해가?\s*)?처음(?:이에요|입니다|이야)?(?![\p{L}])|还没(?:去过|参加过)|還沒(?:去過|參加過)|第一次(?!\s*(?:是|在)?\s*\d))/u;
const THAI_COUNTS = ["หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า", "สิบ"];
export function burnCountAnswerI18n(answer: string): number | null {
  // ("İki dəfə", "İki kez": the dotted capital of Turkish and Azerbaijani lower-cases to "i" and a combining dot.)
  const a = asciiDigits(answer).trim().replace(/İ/gu, "i");
  if (FIRST_TIMER_ANSWER.test(a)) return 0;
  const times = timesPhraseCount(a);
  if (times !== null) return times;
  const word = LEADING_COUNT_WORD.exec(a)?.[1].toLowerCase();
  const count = word === undefined ? undefined : (COUNTS_I18N[word] ?? ADVERB_COUNTS[word]);
  return count === undefined ? null : validBurns(count);
}
/** A count said with the language's word for "times" ("mara mbili", "tair gwaith", "两次"), at the start of `a`. */
function timesPhraseCount(a: string): number | null {
  const korean = KOREAN_TIMES.exec(a);
  if (korean) return KOREAN_COUNTS[korean[1]];
  // Thai "สามครั้ง" (three times): the count, then the counter, with no space between.
  const thai = /^(หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|\d{1,2})\s*ครั้ง/u.exec(a);
  if (thai) return validBurns(/^\d/.test(thai[1]) ? Number(thai[1]) : THAI_COUNTS.indexOf(thai[1]) + 1);
  // Chinese "两次", "3次", "參加過兩次"; Japanese "三回".
  const zh = /^(?:(?:去過|去过|參加過|参加过|参加了|參加了)\s*)?([一二兩两三四五六七八九十]|\d{1,2})\s*[次回]/u.exec(a);
  if (zh) return validBurns(zhCount(zh[1]));
  // ("To ganger", "én gang": Norwegian and Danish "two" and "one", which other languages also write, are a count
  // before their word for "times".)
  const scandinavian = /^(to|en|én|ett|et)\s+(?:ganger|gange|gånger|gang|gång)(?![\p{L}])/iu.exec(a);
  if (scandinavian) return /^to$/i.test(scandinavian[1]) ? 2 : 1;
  for (const [count, re] of COUNT_ANSWERS) if (re.test(a)) return count;
  // (Session 26: "dwywaith", "tair gwaith", "sau uku", "ሁለት ጊዜ": the longest count phrase of words-26.ts the
  // answer opens with.)
  const lower = a.toLowerCase();
  const phrase = COUNT_PHRASES_26.find((p) => lower.startsWith(p) && !/[\p{L}\p{M}]/u.test(lower.charAt(p.length)));
  return phrase === undefined ? null : validBurns(COUNT_WORDS_26[phrase]);
}
const COUNT_PHRASES_26 = Object.keys(COUNT_WORDS_26).sort((x, y) => y.length - x.length);

// The burn, borrowed into other scripts: "бурн", "ბერნ", "பர்ன்", "ברן", "برن" (Persian and Urdu).
const BURN_ANY = new RegExp(String.raw`(?<![\p{L}])(?:${BURN_WORD}|бурн|ბერნ|பர்ன|برن)[\p{L}\p{M}-]*`, "giu");
const COUNT_AFTER_BURN_WORDS = 4;
function countAfterBurnWord(text: string): number | null {
  for (const sentence of text.split(/(?<=[.!?。！？।։])\s+|\n+/u)) {
    if (THIRD_PERSON_WORD.test(sentence) || OTHER_PERSON.test(sentence.replace(CAMP_NAMED, " "))) continue;
    for (const m of sentence.matchAll(BURN_ANY)) {
      // (To the clause's end: "Byłem na 2 burnach, pierwszy raz w 2022" tells the first time after the count.)
      const after = sentence.slice(m.index + m[0].length).split(/[,،、，.!?;:—–(\n]/u)[0];
      const words = [...after.matchAll(/[\p{L}\p{M}\d'’-]+/gu)].slice(0, COUNT_AFTER_BURN_WORDS);
      for (const w of words) {
        const n = burnCountAnswerI18n(after.slice(w.index));
        if (n !== null) return n;
      }
    }
  }
  return null;
}
/**
 * "میں دو دفعہ برن پر جا چکا ہوں", "Nakadalawang burn na ako", "aku baru sekali ke burn": a count said with the
 * language's word for "times", within a few words before the burn in the member's own clause. (Only such a
 * phrase: a bare number or "first" before the burn is an ordinal or a year as often as a count.)
 */
function countBeforeBurnWord(text: string): number | null {
  for (const sentence of text.split(/(?<=[.!?。！？।։۔])\s+|\n+/u)) {
    if (THIRD_PERSON_WORD.test(sentence) || OTHER_PERSON.test(sentence.replace(CAMP_NAMED, " "))) continue;
    for (const m of sentence.matchAll(BURN_ANY)) {
      const before = sentence
        .slice(0, m.index)
        .split(/[,،、，.!?;:—–)\n]/u)
        .pop()!;
      const words = [...before.matchAll(/[\p{L}\p{M}\d'’-]+/gu)].slice(-COUNT_AFTER_BURN_WORDS);
      for (const w of words) {
        const n = timesPhraseCount(asciiDigits(before.slice(w.index)).trim());
        if (n !== null && n > 0) return n;
      }
    }
  }
  return null;
}

// Counts answered in words as their speakers say them (session 25): Romanian "de trei ori", "o dată";
// Slovenian and Croatian "dvakrat", "dvaput", "dvije"; Lithuanian "du kartus"; Latvian "divas reizes"; Swahili
// "mara mbili"; Bengali "দুবার"; Persian and Urdu "دو بار".
const COUNT_ANSWER_WORDS: [number, string][] = [
  [
    1,
    String.raw`o\s+(?:singură\s+)?dată|enkrat|jednom|vieną\s+kartą|vienu\s+reizi|mara\s+(?:moja|1)|একবার|یک\s*بار|ایک\s*(?:بار|دفعہ)|(?:baru\s+)?sekali|isang\s+beses|ఒకసారి|behin`,
  ],
  [
    2,
    String.raw`de\s+(?:două|doua)\s+ori|dvakrat|dvaput|dvije|du\s+kartus|divas\s+reizes|mara\s+mbili|দু['’]?বার|দুইবার|دو\s*(?:بار|دفعہ)|dua\s+kali|dalawang\s+beses|nakadalawang|ddwywaith|రెండుసార్లు|రెండు\s+సార్లు|bitan`,
  ],
  [
    3,
    String.raw`de\s+trei\s+ori|trikrat|triput|tris\s+kartus|trīs\s+reizes|mara\s+tatu|তিনবার|سه\s*بار|تین\s*(?:بار|دفعہ)|tiga\s+kali|tatlong\s+beses|nakatatlong|dair\s+gwaith|మూడుసార్లు|మూడు\s+సార్లు|hirutan`,
  ],
  [
    4,
    String.raw`de\s+patru\s+ori|štirikrat|četiri\s+puta|keturis\s+kartus|četras\s+reizes|mara\s+nne|চারবার|چهار\s*بار|چار\s*(?:بار|دفعہ)|empat\s+kali|apat\s+na\s+beses|nakaapat\s+na|bedair\s+gwaith|నాలుగుసార్లు|lautan`,
  ],
  [
    5,
    String.raw`de\s+cinci\s+ori|petkrat|pet\s+puta|penkis\s+kartus|piecas\s+reizes|mara\s+tano|পাঁচবার|پنج\s*بار|پانچ\s*(?:بار|دفعہ)|lima\s+kali|limang\s+beses|nakalimang`,
  ],
  [
    6,
    String.raw`de\s+șase\s+ori|šestkrat|šest\s+puta|šešis\s+kartus|sešas\s+reizes|mara\s+sita|ছয়বার|شش\s*بار|چھ\s*(?:بار|دفعہ)|enam\s+kali|anim\s+na\s+beses`,
  ],
];
const COUNT_ANSWERS: [number, RegExp][] = COUNT_ANSWER_WORDS.map(([n, words]) => [
  n,
  new RegExp(String.raw`^(?:${words})(?![\p{L}])`, "iu"),
]);

// A reply with no capital but "I" ("juno zubiaurre, playa name moth, from el paso living in denver").
const withoutCapitals = (text: string) => (text.match(/\p{Ll}/gu) ?? []).length >= 20 && !/(?!I(?![\p{L}]))\p{Lu}/u.test(text);
// Clauses of such a reply that open with what they answer: "playa name moth", "from el paso", "living in
// denver", "live in utrecht", "born netherlands". A place runs to the clause's end or to a word that goes on.
const LOWER_CLAUSES: [Exclude<keyof PhraseFacts, "burnYears" | "firstBurn">, RegExp][] = [
  ["playaName", /^(?:my\s+)?playa(?:\s+name)?(?:\s+is)?\s*[:：=-]?\s+(.+)$|\s(?:aka|a\.k\.a\.)\s+(.+)$/u],
  ["homeTown", /^(?:i['’]?m\s+)?(?:from|grew\s+up\s+in|raised\s+in|born\s+(?:and|&|n['’])\s+(?:raised|bred)\s+in|home\s*town)\s+(.+)$/u],
  ["location", /(?:^|\s)(?:living|live|lives|based|now|currently)\s+in\s+(.+)$/u],
  ["country", /^born(?:\s+in)?\s+(.+)$/u],
];
const LOWER_CLAUSE_END = /\s+(?:living|live|lives|based|now|currently|but|and|since|for|then)(?![\p{L}])[\s\S]*$/u;
function lowerClauses(text: string): PhraseFacts {
  const facts: PhraseFacts = {};
  // (A slash with spaces parts clauses; "n/a" is one word.)
  for (const clause of text.split(/\s*[,;\n(]\s*|\s+\/\s*|\s*\/\s+|[.!?]\s+/u)) {
    const c = clause.trim().replace(/^(?:and|but)\s+/u, "");
    for (const [field, re] of LOWER_CLAUSES) {
      const m = re.exec(c);
      if (!m || facts[field] !== undefined) continue;
      const value = takeLowerPlace((m[1] ?? m[2]).replace(LOWER_CLAUSE_END, ""));
      if (value === null || value.split(" ").length > 3 || /^(?:n\/?a|none|no|nope|tbd|not\s+yet)$/u.test(value)) continue;
      if (field === "country" ? isCountry(value) : !isCountry(value)) facts[field] = value;
    }
  }
  return facts;
}
// (A country is not a town: "nasci no brasil".)
const lowerTown = (rest: string) => {
  const place = takeLowerPlace(rest);
  return place && !isCountry(place) ? place : null;
};
// "hace cuatro años", "vor drei Jahren", "قبل سبع سنوات", "3年前", "last year", "the year before last": a year
// told by how long ago it was. For the burns alone, such a year is written as the year and read again, so that
// "Fui por primera vez hace cuatro años" and "(2019, 2023 i l'any passat)" give their first burn.
const AGO_NUMBER = "(\\p{L}+|\\d{1,2})";
const YEARS_AGO = new RegExp(
  [
    `${AGO_NUMBER}\\s+years?\\s+ago`,
    `hace\\s+${AGO_NUMBER}\\s+años`,
    `il\\s+y\\s+a\\s+${AGO_NUMBER}\\s+ans`,
    `vor\\s+${AGO_NUMBER}\\s+jahren`,
    `${AGO_NUMBER}\\s+jaar\\s+geleden`,
    `${AGO_NUMBER}\\s+anni\\s+fa`,
    `há\\s+${AGO_NUMBER}\\s+anos`,
    `${AGO_NUMBER}\\s+anos\\s+atrás`,
    `${AGO_NUMBER}\\s+(?:лет|года?)\\s+назад`,
    `${AGO_NUMBER}\\s+(?:lata|lat)\\s+temu`,
    `för\\s+${AGO_NUMBER}\\s+år\\s+sedan`,
    `${AGO_NUMBER}\\s+yıl\\s+önce`,
    `قبل\\s+${AGO_NUMBER}\\s+(?:سنوات|سنين)`,
    `לפני\\s+${AGO_NUMBER}\\s+שנים`,
    // Korean "4년 전", Vietnamese "4 năm trước", Indonesian "4 tahun yang lalu", Danish and Norwegian "for 4 år siden".
    `${AGO_NUMBER}\\s*년\\s*전`,
    `${AGO_NUMBER}\\s+năm\\s+trước`,
    `${AGO_NUMBER}\\s+tahun\\s+(?:yang\\s+)?lalu`,
    `for\\s+${AGO_NUMBER}\\s+år\\s+siden`,
  ]
    .map((p) => `(?<![\\p{L}])${p}(?![\\p{L}])`)
    .join("|") + "|(\\d{1,2}|[一二两三四五六七八九十]{1,2})\\s*年前",
  "giu",
);
const ARABIC_AGO: Record<string, number> = { سبع: 7, ثماني: 8, ثمان: 8, تسع: 9, عشر: 10 };
/** The text with years told by how long ago they were ("il y a deux ans", "last year") written as years. */
export function absoluteYears(text: string, now: Date): string {
  // ("I moved to Leeds five years ago": a sentence that ties its year to something else keeps its words.)
  return text
    .split(/(?<=[.!?。！？\n])/u)
    .map((sentence) => (OTHER_YEAR_WORD.test(sentence) ? sentence : yearsOfSentence(sentence, now)))
    .join("");
}
function yearsOfSentence(text: string, now: Date): string {
  const thisYear = now.getFullYear();
  return withRelativeYears(
    text.replace(YEARS_AGO, (all, ...groups: (string | undefined)[]) => {
      // (The last two arguments are the match's offset and the whole text, not groups.)
      const word = groups.slice(0, -2).find((g) => typeof g === "string");
      if (word === undefined) return all;
      const n = /^[一二两三四五六七八九十]+$/.test(word) ? zhCount(word) : (countWord(word) ?? ARABIC_AGO[word]);
      return typeof n === "number" && n >= 1 && n <= 40 ? String(thisYear - n) : all;
    }),
    now,
  );
}

/** The facts free prose states, at most one per field (the first phrase that reads cleanly). */
export function findPhrases(text: string, now: Date): PhraseFacts {
  // ("My first burn was twenty-nineteen": a year in words is read as its digits.)
  // ("2019 年第一次去": a year typed with a space before 年 is read as written without it.)
  const digits = themeBurnsAsYears(asciiDigits(spelledYears(text))).replace(/(?<!\d)((?:19|20)\d{2})\s+(?=[年년])/gu, "$1");
  const facts: PhraseFacts = burnFacts(digits, now);
  // A first burn told by how long ago it was, read only where the count read either way is the same.
  if (facts.firstBurn === undefined) {
    const told = absoluteYears(digits, now);
    const again = told === digits ? null : burnFacts(told, now);
    if (again?.firstBurn !== undefined && again.burnYears === facts.burnYears) facts.firstBurn = again.firstBurn;
  }
  // In a reply written all in lower case a place has no capital to tell it by: its words up to where the
  // sentence goes on are read (the review gate holds such a reply, verdict.ts).
  const lower = writtenInLowerCase(text);
  if (lower || withoutCapitals(text)) Object.assign(facts, { ...lowerClauses(text), ...facts });
  for (const rule of RULES) {
    if (facts[rule.field] !== undefined) continue;
    const lead = new RegExp(rule.lead.source, rule.lead.flags.includes("g") ? rule.lead.flags : `${rule.lead.flags}g`);
    const place = lower && (rule.field === "homeTown" || rule.field === "location");
    const read = place ? (rest: string) => rule.read(rest) ?? lowerTown(rest) : rule.read;
    for (const m of text.matchAll(lead)) {
      const at = m.index + m[0].length;
      let value = read(text.slice(at));
      // "Grew up in Bath, England": the town is Bath (the country may be another than the one of birth).
      if (value && rule.field === "homeTown") {
        const parts = value.split(/,\s*/);
        if (parts.length >= 2 && isCountry(parts[parts.length - 1])) value = parts.slice(0, -1).join(", ");
      }
      if (value) {
        facts[rule.field] = value;
        break;
      }
    }
  }
  return facts;
}

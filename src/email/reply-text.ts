// Isolating a member's new text from an inbound email. Pure string work (no DOM, no Node APIs):
// it runs in the Worker's email() handler and in Node tests alike.
//
// Own code rather than email-reply-parser: that package hides every quoted line, so a member who answers
// the questionnaire inline ("> Playa name:" then "Lantern") keeps the answers but loses the questions,
// and it imports Node's `module` (to probe for re2), which ties it to nodejs_compat. Its list of quote
// headers (and talon's) is the base of the multilingual patterns below; test/fixtures/mail-corpus holds
// real clients' structures, scored by `npm test` (test/corpus/mail-corpus.test.ts).
import { missingFields } from "../shared/profile";
import { escapeRegExp, isSignOffLine } from "./extract/clean-text";
import { footerText } from "./layout/footer";
import { matchLabel } from "./extract/labels";
import { continuesWrapped } from "./extract/wrapped";

// ("CM> Hi Yaroslav,": The Bat! and Supercite put the quoted writer's initials before the ">".)
const QUOTED = /^[ \t]*(?:\p{Lu}{1,3}(?=>))?>/u;
const UNQUOTE = /^[ \t]*(?:\p{Lu}{1,3}(?=>))?(?:>[ \t]?)+/u;
// The new reply sits at the top; beyond this it is quoted history or an attack on our CPU time.
const MAX_TEXT_CHARS = 100_000;
const MAX_HTML_CHARS = 1_000_000;

// The verb that ends a reply header ("On … wrote:") in the languages of our members' mail clients.
const WROTE =
  "wrote|schrieb|(?:さん)?は書きました|(?:さん)?が書きました|a\\s+écrit|écrit|escribió|ha\\s+scritto|scritto|escreveu|schreef|skrev|napisał(?:\\(a\\))?|napisała|pisze|написал(?:\\(а\\))?|написала|писали|пишет|kirjoitti|napsal(?:\\(a\\))?|napsala|yazdı|írta|έγραψε|a\\s+scris|כתב(?:\\/ה|ה)?|كتب|写道|寫道|작성|" +
  // Gmail's and Apple Mail's wording in more languages: Ukrainian, Vietnamese, Indonesian and Malay,
  // Catalan, Croatian/Serbian/Bosnian, Slovenian, Slovak, Bulgarian, Lithuanian, Latvian, Estonian, Persian.
  "пише|написав(?:\\(ла\\))?|đã\\s+viết|menulis|va\\s+escriure|je\\s+napisao(?:\\/la)?|je\\s+napisala|je\\s+napisal(?:\\/-?a|\\(a\\))?|napísal(?:\\(a\\))?|napísala|написа|rašė|rakstīja|kirjutas|نوشت";
// Word edges that also hold for Cyrillic, Greek and the rest (\b only knows ASCII letters).
const L_EDGE = "(?<![\\p{L}\\p{M}])";
const R_EDGE = "(?![\\p{L}\\p{M}])";
const HEADER_END = new RegExp(`(?:(?:${WROTE})\\s*[:：]|<[^<>\\s]+@[^<>\\s]+>\\)?\\s*[:：])$`, "iu");
// Thunderbird and Mutt put the name after the verb or a date after the address:
// "Am 12.07.24 um 18:30 schrieb Camp Mirage:", "* Camp Mirage <admin@…> [2024-07-03 19:12]:".
const LOOSE_HEADER = new RegExp(
  `^(?:.{0,120}${L_EDGE}(?:${WROTE})${R_EDGE}(?:[^:：]|\\d[:：]\\d){0,80}|\\*?[^:<>]{0,80}<[^<>\\s]+@[^<>\\s]+>[^<>]{0,40}\\d[^<>]{0,40})[:：]$`,
  "iu",
);
// How a reply header opens: "On", "Le", "Am", "W dniu", Persian "در تاریخ", a weekday or a date (Gmail in some
// locales).
const HEADER_OPENER = new RegExp(
  "^(?:(?:on|le|el|il|in\\s+data|em|am|op|den|på|w\\s+dniu|dnia|dne|в|در\\s+تاریخ)\\s|\\d{1,4}[./-]\\d{1,2}[./-]\\d{1,4}|" +
    "(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|mié|jeu|ven|sam|dim|dom|mo|di|mi|do|fr|sa|so|seg|ter|qua|qui|sex|sáb|pon|wt|śr|czw|pt|sob|niedz|пн|вт|ср|чт|пт|сб|вс)\\.?,)",
  "iu",
);

// "----- Original Message -----" and its kin in any language: dashes around a few words (Proton writes them
// with U+2010 hyphens: "‐‐‐‐‐‐‐ Original Message ‐‐‐‐‐‐‐").
const DASHED_SEPARATOR = /^[-‐‑‒–—―−]{3,}\s*[^-‐‑‒–—―−\s][^-‐‑‒–—―−]{2,50}?\s*[-‐‑‒–—―−]{3,}$/u;
// Atmail (Spectrum's webmail): a rule of hyphens with the quoted header's first line glued on,
// "-----------------------------------------From: "Camp Mirage"".
const GLUED_HEADER_RULE = /^-{20,}\s*(?:from|von|de|da|van|od|от)\s*:/i;
// Everything from one of these lines on is history, never the member's reply.
const CUT_LINES = [
  /^(?:begin\s+forwarded\s+message|anfang\s+der\s+weitergeleiteten\s+nachricht|début\s+du\s+message\s+réexpédié|inicio\s+del\s+mensaje\s+reenviado)\s*:$/i,
  /^_{10,}$/, // Outlook's rule above the original message
  GLUED_HEADER_RULE,
  /^-{2}[ \t]?$/, // RFC 3676 signature delimiter ("-- "); some clients drop the space
];

// Lines mail apps add ("Sent from my iPhone", "Get Outlook for Android"): known wordings on short lines
// only, so the member's own sentence "Sent from a café in Reno, …" survives.
const APP_FOOTER = new RegExp(
  "^(?:" +
    [
      "sent\\s+from\\s+(?:my\\s|yahoo|outlook|mail\\s+for|proton|samsung|gmail|aol|the\\s+all\\s+new|zoho)",
      "sent\\s+(?:via|with|using)\\s",
      "sent\\s+on\\s+the\\s+go",
      "(?:get|download)\\s+outlook\\s+for\\s",
      // "Get BlueMail for Android", "Download Edison Mail for iOS": an app's invitation to install it.
      "(?:get|download|try)\\s+\\S+(?:\\s+\\S+)?\\s+for\\s+(?:android|ios|iphone|ipad|windows|mac(?:os)?)\\b",
      "télécharger\\s+outlook",
      "obtenir\\s+outlook",
      "outlook\\s+für\\s+(?:ios|android)",
      "(?:descargar|obtener|baixar|obter|scarica|download)\\s+outlook",
      "pobierz\\s+outlook",
      "скачайте?\\s+outlook|получить\\s+outlook",
      "envoyé\\s+(?:de\\s+mon|depuis\\s+(?:mon|l['’]|outlook|yahoo|proton))",
      "envoyé\\s+avec\\s",
      "envoyé\\s+à\\s+partir\\s+d['’e]\\s*(?:mon|outlook|yahoo|proton|samsung|gmail)",
      "gesendet\\s+(?:von|mit)\\s+(?:meinem|mobil|outlook|proton)",
      "von\\s+meinem\\s.+gesendet",
      "enviado\\s+(?:desde\\s+(?:mi|outlook|yahoo)|do\\s+meu|com\\s)",
      "inviato\\s+da\\s",
      "verzonden\\s+(?:vanaf|met)\\s",
      "verstuurd\\s+vanaf\\s",
      "wysłane\\s+z\\s",
      "отправлено\\s+(?:с|из)\\s",
      // iOS's and Android mail apps' "Sent from my iPhone" in the other languages they ship in.
      "skickat\\s+från\\s",
      "sendt\\s+fra\\s",
      "lähetetty\\s+\\S+(?:sta|stä)$",
      "(?:[^\\n]{0,40}\\s)?\\S+(?:dan|den|tan|ten)\\s+gönderildi\\.?$",
      "odesláno\\s+z\\s",
      "odoslané\\s+z\\s",
      "(?:az\\s+)?\\S+(?:ról|ről)\\s+küldve$",
      "trimis\\s+de\\s+pe\\s",
      "στάλθηκε\\s+από\\s",
      "надіслано\\s+(?:з|із)\\s",
      "изпратено\\s+от\\s",
      "(?:poslano|poslato)\\s+(?:s|sa|iz)\\s",
      "(?:được\\s+)?gửi\\s+từ\\s",
      "dikirim\\s+dari\\s",
      "dihantar\\s+dari\\s",
      "enviat\\s+des\\s+de",
      "ส่งจาก\\s?(?:iphone|ipad|android|samsung|galaxy|outlook|yahoo|gmail|อุปกรณ์|โทรศัพท์)",
      "\\S+\\s?から送信$",
      "(?:从|從)我的\\s?\\S.{0,20}(?:发送|傳送|發送)$",
      "(?:发|發)自我的",
      ".{1,30}에서\\s+보냄$",
      "נשלח\\s+מ(?:ה-?|ה\\s)?(?:iphone|ipad|אייפון|אייפד|סמסונג|samsung|galaxy|outlook|android|yahoo|gmail|טלפון|נייד|מכשיר)",
      "(?:أُ?رسلت?|أرسل|مرسلة?|مُرسل)\\s+من\\s+(?:الـ?\\s?)?(?:iphone|ipad|آيفون|ايفون|جهاز|هاتف|جوال|samsung|galaxy|سامسونج|outlook|android|yahoo|gmail)",
      "ارسال\\s+شده\\s+از\\s",
      ".{1,30}से\\s+भेजा\\s+गया$",
      // "Get Outlook for iOS" and Windows Mail's "Sent from Mail for Windows" in any language: the
      // product names stay in English, the words around them are few.
      "(?=.{0,60}$)(?=.*outlook)(?=.*(?:ios|android)(?![a-z])).*",
      // Yahoo's own slogan under a reply from its app or web mail
      "yahoo\\s+mail\\s*:\\s*search,\\s*organi[sz]e,\\s*conquer",
      "(?=.{0,70}$).{0,40}(?:mail|courrier|correo|posta|e-?mail)\\s+(?:for|für|pour|para|per|voor|dla|för|til|pro|pentru|için)\\s+windows(?:\\s+\\d+)?\\W{0,3}$",
      "(?:iphone|ipad|android)['’]?\\p{L}*\\s+gönderildi",
      "נשלח\\s+מ(?:ה-?|ה)?(?:iphone|ipad|אייפון|אנדרואיד|android|samsung|outlook|gmail)",
    ].join("|") +
    ")",
  "iu",
);

// The keys of a header block quoted without ">" (Outlook, Yahoo, Zimbra): From/Sent/To/Subject and translations.
// (Session 25: Outlook's own wording in Estonian "Saatja", Latvian "No", Lithuanian "Nuo", Croatian "Šalje", Serbian "Од",
// Romanian "De la", Malay "Daripada".)
// (Session 26: Welsh "Oddi wrth", Irish "Ó", Icelandic "Frá", Albanian "Nga"; Afrikaans "Van" and Macedonian "Од" were
// here already.)
const FROM_KEY =
  "from|von|de|da|van|från|fra|od|от|lähettäjä|kimden|feladó|expeditor|من|מאת|από|差出人|发件人|發件人|寄件者|보낸\\s*사람|จาก|dari|từ|saatja|no|nuo|šalje|од|de\\s+la|daripada|oddi\\s+wrth|ó|frá|nga";
// Session 25: the rest of Outlook's Sent/To/Cc/Subject/Date in Estonian (Saadetud, Adressaat, Koopia, Teema), Latvian
// (Nosūtīts, Kam, Kopija, Tēma), Lithuanian (Išsiųsta, Kam, Tema), Slovenian (Poslano, Za, Kp, Zadeva), Croatian,
// Bosnian and Serbian (Poslano, Poslato, Prima, Za, Kopija, Tema; Послато, За, Предмет), Bulgarian (Изпратено, До,
// Относно, Копие), Romanian (Dată), Hungarian (Küldve, Másolatot kap, Dátum), Finnish (Kopio, Päivämäärä), Slovak
// (Kópia, Dátum), Catalan (Enviat, Per a, A/c, Assumpte), Indonesian and Malay (Terkirim, Dihantar, Tarikh), Thai
// (สำเนาถึง) and Vietnamese (Tới, Tiêu đề).
const OUTLOOK_KEYS_25 = [
  "saadetud|adressaat|saaja|koopia|teema|kuupäev",
  "nosūtīts|kam|kopija|tēma|temats|datums",
  "išsiųsta|tema",
  "poslano|za|kp|zadeva",
  "poslato|prima|послато|послано|за|предмет|копија|датум",
  "изпратено|до|относно|копие",
  "dată",
  "küldve|másolatot\\s+kap|másolat|dátum",
  "kopio|päivämäärä",
  "kópia",
  "enviat(?:\\s+el)?|per\\s+a|a\\/c|assumpte",
  "terkirim|dihantar|tarikh",
  "สำเนาถึง",
  "tới|tiêu\\s+đề",
].join("|");
// Session 26: the rest of Outlook's Sent/To/Cc/Subject/Date in Welsh (Anfonwyd, At, Pwnc, Dyddiad), Irish (Seolta,
// Chuig, Ábhar, Dáta), Icelandic (Afrit, Efni, Dagsetning; "Sent" and "Til" were here), Afrikaans (Gestuur; "Aan",
// "Onderwerp" and "Datum" were here), Albanian (Dërguar, Për, Subjekti) and Macedonian (Испратено; "До", "Копија" and
// "Предмет" were here).
const OUTLOOK_KEYS_26 = [
  "anfonwyd|at|pwnc|dyddiad",
  "seolta|chuig|ábhar|dáta",
  "afrit|efni|dagsetning",
  "gestuur",
  "dërguar|për|subjekti",
  "испратено",
].join("|");
const HEADER_KEY = new RegExp(
  `^\\*?(?:${FROM_KEY}|sent|date|to|cc|bcc|subject|gesendet|datum|an|betreff|envoyé|date\\s+d['’]envoi|à|objet|sujet|enviado|enviada|fecha|para|asunto|assunto|inviato|data|a|oggetto|gönderildi|gönderilme\\s+tarihi|tarih|kime|bilgi|konu|elküldve|címzett|tárgy|trimis|către|subiect|verzonden|aan|onderwerp|skickat|sendt|till|til|ämne|emne|wysłane|wysłano|do|temat|отправлено|дата|кому|копия|тема|kopie|cco|تم\\s+الإرسال|إلى|الموضوع|التاريخ|نسخة|נשלח|אל|נושא|תאריך|העתק|αποστολή|προς|θέμα|ημερομηνία|κοιν|送信日時|宛先|件名|日付|発送時間|发送时间|發送時間|收件人|收件者|寄件日期|主题|主旨|主題|日期|抄送|时间|時間|받는\\s*사람|제목|날짜|odesláno|komu|předmět|odoslané|predmet|ส่ง|ส่งเมื่อ|วันที่|ถึง|เรื่อง|สำเนา|dikirim|kepada|perihal|subjek|tanggal|đã\\s+gửi|đến|chủ\\s+đề|ngày|lähetetty|vastaanottaja|aihe|${OUTLOOK_KEYS_25}|${OUTLOOK_KEYS_26})\\s?[:：]\\*?(?:\\s|$)`,
  "iu",
);
const FROM_LINE = new RegExp(`^\\*?(?:${FROM_KEY})\\s?[:：]\\*?\\s*\\S`, "iu");

// Gmail's stand-in for an inline image ("[image: IMG_2231.jpeg]"): not the member's words.
const IMAGE_PLACEHOLDER = /\[(?:image|cid|bild|imagen|immagine|afbeelding|obraz|изображение):[^\]\n]{0,200}\]/giu;

const normalise = (text: string) =>
  text
    .replace(IMAGE_PLACEHOLDER, "")
    .replace(/\r\n?|\u2028|\u2029/g, "\n")
    // Zero-width and bidirectional marks (Gmail wraps Hebrew and Arabic quote headers in them).
    // The joiner inside an emoji sequence ("🧖‍♀️") is part of the emoji and stays, and so does the non-joiner
    // between two letters, which Persian spells words with ("می‌کنم"); in Indic scripts both come after the
    // virama, a mark, before a letter ("హైదరాబాద్‌లో").
    .replace(
      /(?<!\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?|\p{M}(?=\u200d\p{L}))\u200d|[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\u200c(?!\p{L})|(?<![\p{L}\p{M}])\u200c/gu,
      "",
    )
    .replace(/[\u00a0\u202f]/g, " ");

/** A header block quoted without ">": at least three header lines within six, one of them From. */
function isHeaderBlock(lines: string[], i: number): boolean {
  const line = lines[i].trim();
  if (!HEADER_KEY.test(line)) return false;
  const window = lines.slice(i, i + 7).map((l) => l.trim());
  const keys = window.filter((l) => HEADER_KEY.test(l));
  return keys.length >= 3 && keys.some((l) => FROM_LINE.test(l));
}

const SIGNATURE_DELIMITER = /^-{2}[ \t]?$/;
// A signature is a few lines; longer than this below "-- " it is something else.
const SIGNATURE_MAX_LINES = 8;

/**
 * Where the member's signature below "-- " at `at` ends: the next reply header, quote or app footer,
 * or the end of the message (a bottom-posted reply signs last); -1 when it is longer than a signature.
 */
function ownSignatureEnd(lines: string[], at: number, headers: Map<number, number>): number {
  for (let j = at + 1; j < lines.length && j <= at + SIGNATURE_MAX_LINES + 1; j++) {
    if (headers.has(j) || QUOTED.test(lines[j]) || isAppFooter(lines[j]) || (j > at + 1 && isCutLine(lines, j))) return j;
  }
  return lines.length - at - 1 <= SIGNATURE_MAX_LINES ? lines.length : -1;
}

function isCutLine(lines: string[], i: number): boolean {
  const line = lines[i].trim();
  if (CUT_LINES.some((re) => re.test(line))) return true;
  if (DASHED_SEPARATOR.test(line)) {
    const next = lines.slice(i + 1, i + 4).find((l) => l.trim() !== "");
    return (
      next !== undefined &&
      (HEADER_KEY.test(next.trim()) ||
        /(?:original|forward|message|mail|nachricht|bericht|mensaje|mensagem|messaggio|wiadomo|сообщени|邮件|郵件|メッセージ|الرسالة|הודעה|μήνυμα)/iu.test(
          line,
        ))
    );
  }
  // A rule of dashes or equals signs above a header block: a message attached inline (postal-mime writes
  // an inline message/rfc822 so), or a forward some clients mark with a bare rule.
  // (Yandex's web mail writes only "Кому: …;" and "Тема: …;" under its rule, then its "01.07.2026, 22:12, …:" line.)
  if (/^[-=]{10,}$/.test(line)) {
    const next = lines.slice(i + 1, i + 4).findIndex((l) => l.trim() !== "");
    const below = lines.slice(i + 1, i + 4).filter((l) => l.trim() !== "");
    return (
      (next >= 0 && isHeaderBlock(lines, i + 1 + next)) || (below.length >= 2 && below.slice(0, 2).every((l) => HEADER_KEY.test(l.trim())))
    );
  }
  return isHeaderBlock(lines, i);
}

// Leading and trailing rules of dashes around a header line; the trailing one stands for its colon.
const DASH_RULES = /^(-{2,}\s*)|\s*-{2,}$/g;

// Outlook's mobile apps link the footer ("Get Outlook for Android<https://aka.ms/AAb9ysg>"): the link is not
// part of its wording.
const isAppFooter = (line: string) => line.length <= 100 && APP_FOOTER.test(line.replace(/\s*<https?:\/\/[^>\s]{1,60}>\s*$/u, "").trim());

/**
 * Reply headers ("On … wrote:", wrapped over up to three lines) as [start, end] line pairs. Found from
 * the verb that ends them, taking the shortest span that opens like a header: starting from the first
 * line with a digit would swallow the member's text above a header written right under it.
 */
function replyHeaders(lines: string[], isCampAddress: (line: string) => boolean): Map<number, number> {
  const headers = new Map<number, number>();
  for (let end = 0; end < lines.length; end++) {
    // Zoho sets its header between rules of dashes: "---- On Wed, … <admin@…> wrote ----".
    const last = lines[end].trim().replace(DASH_RULES, (_m, before: string | undefined) => (before === undefined ? ":" : ""));
    if (QUOTED.test(lines[end]) || last.length > 300) continue;
    let start = -1;
    if (HEADER_END.test(last) || LOOSE_HEADER.test(last)) {
      // The longest span (up to three lines) whose first line opens like a header: clients wrap them.
      for (let k = Math.max(0, end - 2); k <= end && start < 0; k++) {
        const span = lines.slice(k, end + 1);
        if (span.some((l) => l.trim() === "" || QUOTED.test(l))) continue;
        const joined = span.map((l) => l.trim()).join(" ");
        if (joined.length <= 300 && /[\d@]/.test(joined) && HEADER_OPENER.test(lines[k].trim().replace(/^-{2,}\s*/, ""))) start = k;
      }
      // "Camp Mirage <admin@…> wrote:" with no opener: the line itself, if it names an address or a date…
      if (start < 0 && /[@\d]/.test(last) && last.length <= 160 && LOOSE_HEADER.test(last)) start = end;
      else if (start < 0 && /@/.test(last) && last.length <= 160) start = end;
    }
    // In a language without a known wording: a line naming the camp's own address, ending in a colon.
    if (start < 0) {
      start = campAttribution(lines, end, isCampAddress);
      // Wrapped before the address ("… 2026 Camp Mirage" / "<admin@…> ysgrifennodd:"): the dated line above too.
      const above = end > 0 ? lines[end - 1].trim() : "";
      if (
        start === end &&
        /^[<(]/.test(last) &&
        above !== "" &&
        !QUOTED.test(lines[end - 1]) &&
        /\d/.test(above) &&
        above.length + last.length <= ATTRIBUTION_MAX_CHARS
      )
        start = end - 1;
    }
    // …and the line above when the address was wrapped onto this one ("… Camp Mirage <").
    if (start === end && end > 0 && /[<(]\s*$/.test(lines[end - 1].trim()) && !QUOTED.test(lines[end - 1])) start = end - 1;
    if (start >= 0) headers.set(start, end);
  }
  return headers;
}

// An attribution names whoever wrote the quoted mail; ours is at most a few hundred characters.
const ATTRIBUTION_MAX_CHARS = 300;
// The verb on the line below a wrapped attribution ("пише:", "a écrit :") is a few words.
const ATTRIBUTION_TAIL_MAX_CHARS = 40;

/**
 * A line that holds the camp's own address (the one the invitation came from) and ends in a colon is
 * the attribution above a quote of our mail, in any language a mail client writes it ("… <admin@…>
 * пише:", "Vào … <admin@…> đã viết:"), also when the client wrapped it after the address. Returns
 * where the attribution starts, or -1. Only the camp's address: a member quoting anyone else is left
 * to the known wordings.
 */
function campAttribution(lines: string[], end: number, isCampAddress: (line: string) => boolean): number {
  const last = lines[end].trim();
  if (!/[:：]$/.test(last) || last.length > ATTRIBUTION_MAX_CHARS) return -1;
  if (isCampAddress(last)) return end;
  const above = end > 0 ? lines[end - 1].trim() : "";
  if (
    last.length <= ATTRIBUTION_TAIL_MAX_CHARS &&
    above !== "" &&
    !QUOTED.test(lines[end - 1]) &&
    above.length + last.length <= ATTRIBUTION_MAX_CHARS &&
    // ("Missatge de Camp Mirage <admin@…> del dia dc., 1 de jul. 2026" / "a les 21:12:": wrapped after the
    // address, a date and time around it.)
    (/[>)]$/.test(above) || /(?:19|20)\d{2}|\d{1,2}[:.]\d{2}/.test(`${above} ${last}`)) &&
    isCampAddress(above)
  )
    return end - 1;
  return -1;
}

/** Whether a line names one of the camp's own addresses ("admin@camp.example.org", or any at "@camp.example.org"). */
// "Camp Mirage <admin@…>" or a bare address, lower case; "@domain" stands for every address there.
const ownAddresses = (addresses: readonly string[] | undefined) =>
  (addresses ?? []).flatMap((a) => a.toLowerCase().match(/[^\s<>"]*@[^\s<>"]+/)?.[0] ?? []);

function campAddressMatcher(addresses: readonly string[] | undefined): (line: string) => boolean {
  const own = ownAddresses(addresses);
  if (own.length === 0) return () => false;
  return (line) => {
    const found = (line.toLowerCase().match(/[^\s<>()[\]"':@]+@[^\s<>()[\]"',;:]+/g) ?? []).map((a) => a.replace(/\.+$/, ""));
    return found.some((addr) => own.some((o) => (o.startsWith("@") ? addr.endsWith(o) : addr === o)));
  };
}

// Mutt and Pine can quote with "| " instead of "> " (Mutt's indent_string): after a reply header whose
// next line opens so, every line opening with "|" is quoted, written here with ">" as the rest expects.
// (Elsewhere a "|" opening a line is the member's own: a table pasted as text, "| Name | Ada |".)
const PIPE_QUOTE = /^[ \t]*\|(?=[ \t]|$)/;
function pipeQuotesAsMarks(lines: string[]): string[] {
  const header = lines.findIndex((line, i) => {
    const t = line.trim();
    if (!(HEADER_END.test(t) || LOOSE_HEADER.test(t))) return false;
    const next = lines.slice(i + 1).find((l) => l.trim() !== "");
    return next !== undefined && PIPE_QUOTE.test(next);
  });
  if (header < 0) return lines;
  return lines.map((line, i) => {
    if (i <= header) return line;
    let quoted = line;
    let marks = "";
    while (PIPE_QUOTE.test(quoted)) {
      quoted = quoted.replace(/^[ \t]*\|[ \t]?/, "");
      marks += ">";
    }
    return marks === "" ? line : `${marks} ${quoted}`;
  });
}

// iCloud web's text part runs a whole reply onto one line: "…weekends. On Jul 1, 2026, at 7:12 PM, Camp
// Mirage <admin@camp.example.org> wrote: Hi Noor, …". A long line that names the camp's address after a
// sentence is split where that sentence ends, so the attribution starts its own line.
const RUN_ON_MIN = 160;
const ATTRIBUTION_REACH = 160;
const ATTRIBUTION_TAIL = 60;
function runOnAttributions(lines: string[], addresses: readonly string[] | undefined): string[] {
  const own = ownAddresses(addresses);
  if (own.length === 0) return lines;
  return lines.flatMap((line) => {
    if (line.length < RUN_ON_MIN) return [line];
    const lower = line.toLowerCase();
    const at = Math.min(...own.map((o) => lower.indexOf(o)).filter((i) => i > 0));
    if (!Number.isFinite(at)) return [line];
    const before = line.slice(Math.max(0, at - ATTRIBUTION_REACH), at);
    const ends = [...before.matchAll(/[.!?。！？]["”’)]?\s+(?=\S)/gu)];
    if (ends.length === 0) return [line];
    const last = ends[ends.length - 1];
    const cut = Math.max(0, at - ATTRIBUTION_REACH) + last.index! + last[0].length;
    if (!(cut > 0 && cut < at)) return [line];
    // The attribution ends at the first colon after the address ("wrote:", "a écrit :", "schrieb:").
    const colon = line.slice(at).search(/[:：]/u);
    const end = colon >= 0 && colon <= ATTRIBUTION_TAIL ? at + colon + 1 : line.length;
    return [line.slice(0, cut).trimEnd(), line.slice(cut, end).trim(), line.slice(end).trim()].filter((part) => part !== "");
  });
}

/**
 * For each line: does the member write below quoted text from there on (bottom posting, or answers
 * between quoted questions)? One backward pass, so many headers cost no more than one.
 */
function writesBelowQuotesFrom(lines: string[]): boolean[] {
  const result = new Array<boolean>(lines.length + 1).fill(false);
  let unquotedBelow = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    const quoted = QUOTED.test(lines[i]);
    result[i] = result[i + 1] || (quoted && unquotedBelow);
    if (!quoted && lines[i].trim() !== "" && !isAppFooter(lines[i])) unquotedBelow = true;
  }
  return result;
}

// A quoted question the member answered right below it ("> Playa name:"), kept so the answer has its
// question. Our missing-information email quotes as "Playa name: The name you go by on the playa":
// only the label part is kept, so the description never reads as the answer.
// Examples in brackets ("Playa name (e.g. Sparkles):") are the camp's words, never the member's.
const withoutBrackets = (text: string) => text.replace(/\s*(?:\([^()]*\)|\[[^[\]]*\])/g, "").trim();

function promptOf(line: string): string | null {
  const label = matchLabel(line);
  if (/[\d@].*\b(?:wrote|schrieb|écrit)\b/i.test(line) || !questionFits(line, label)) return null;
  if (label) {
    const question = label.answer ? line.slice(0, line.lastIndexOf(label.answer)) : line;
    const clean = withoutBrackets(question).replace(/[\s:：?-]+$/, "");
    return clean ? `${clean}:` : null;
  }
  return line.length <= 100 && /[:?：]$/.test(line) ? withoutBrackets(line) : null;
}

/**
 * Every line without the camp's examples. A question's line the mail app wrapped ("3) Home town (where I
 * grew up): Pietermaritzburg, KwaZulu-Natal, South\nAfrica") keeps its wrapped end: the parser joins
 * wrapped lines by their length as sent, which the brackets were part of.
 */
function withoutAllExamples(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const short = withoutExamples(lines[i]).trimEnd();
    // ("> 8. Camp history (…): erst vier Jahre beim\n>Kaffeeklatsch Kollektiv": a quoted line wraps onto a quoted
    // line, whose ">" is no part of the answer.)
    const quoted = QUOTED.test(lines[i]);
    const next =
      lines[i + 1] !== undefined && QUOTED.test(lines[i + 1]) === quoted ? lines[i + 1].replace(quoted ? UNQUOTE : /^/, "") : undefined;
    if (short !== lines[i].trimEnd() && next !== undefined && continuesWrapped(lines[i], next)) {
      out.push(`${short} ${next.trim()}`);
      i++;
    } else out.push(short);
  }
  return out;
}

/** A question copied into the reply keeps its answer but loses the camp's example ("(e.g. Sparkles)"). */
function withoutExamples(line: string): string {
  if (!/[([]/.test(line)) return line;
  const label = matchLabel(line);
  if (!label) return line;
  const at = label.answer ? line.lastIndexOf(label.answer) : line.length;
  // (Brackets in the answer alone are the member's: the line stays as typed, its tab between cells too.)
  if (!/[([]/.test(line.slice(0, at))) return line;
  return `${withoutBrackets(line.slice(0, at)).replace(/\s+([:：?])/, "$1")}${label.answer ? " " : ""}${line.slice(at)}`;
}

export interface SplitOptions {
  /**
   * The plain text of the emails we sent that a member answers (the invitation, the follow-up, the
   * reminder): a line of it is the camp's own words and never an answer typed into the quote.
   */
  sentText?: string;
  /**
   * The camp's own addresses (the one the invitation is sent from; "@domain" for any at that domain):
   * a line naming one and ending in a colon is the attribution of a quote, in any language.
   */
  campAddresses?: readonly string[];
  /**
   * The sender's display name (the From header's "Олена Ковальчук"): a last line that is that name or
   * part of it ("Олена", "Minh Anh", "晓雯"), on its own below a blank line or a closing, signs the email.
   */
  senderName?: string | null;
}

/** The camp's own text: `has` tells whether a line is part of it, word for word; `known` whether we have the emails' text. */
interface SentText {
  known: boolean;
  has: (text: string) => boolean;
}
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize("NFC")
    .replace(/\{\{[^{}]*\}\}/g, " ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()} `;
// What the follow-up email says about each field ("Playa name: The name you go by on the playa").
const DESCRIPTIONS = missingFields({} as Parameters<typeof missingFields>[0]).map((f) => words(f.description));

function sentTextMatcher(sentText: string | undefined): SentText {
  const sent = sentText ? words(sentText) : "";
  return {
    known: sent.trim() !== "",
    has: (text) => {
      const w = words(text);
      return w.trim() === "" || DESCRIPTIONS.includes(w) || (sent !== "" && sent.includes(w));
    },
  };
}

// With this many questions in the quoted text, it is our questionnaire.
const QUESTIONNAIRE_MIN = 3;
// Header lines of quoted mail ("From: Camp Mirage <…>") are never questions, whatever "From" means in a reply.
// A question's line is short; the answer the member typed on it may be long ("9. Bio (…): Pharmacist by day, …").
const QUESTION_LINE_MAX = 160;
const questionFits = (line: string, label: { answer: string } | null) => line.length - (label?.answer.length ?? 0) <= QUESTION_LINE_MAX;
const isQuestion = (line: string) => {
  if (/@/.test(line) || HEADER_KEY.test(line)) return false;
  const label = matchLabel(line);
  return label !== null && questionFits(line, label);
};

/** "1. Full name: Dana Whitfield" inside the quote: the question and the member's answer, or null. */
function answerOnQuestionLine(line: string, ours: SentText): string | null {
  if (!isQuestion(line)) return null;
  const label = matchLabel(line)!;
  // A tail that is only the camp's example ("(e.g. Sparkles)") is no answer; a real answer keeps its brackets.
  // ("Full name: [ Bronte Yardley ]": an answer typed between square brackets the member drew is theirs.)
  const boxed = /^\[\s*([^[\]]*?)\s*\]$/u.exec(label.answer.trim())?.[1];
  const tail = boxed !== undefined && !ours.has(boxed) ? boxed : label.answer.trim();
  if (withoutBrackets(tail) === "" || ours.has(tail) || ours.has(line.replace(/^[\s\d.)*•-]+/, ""))) return null;
  const prompt = promptOf(line);
  return prompt ? `${prompt} ${tail}` : null;
}

// A bio typed under its question runs for a few lines at most before the quote goes on.
const INLINE_BLOCK_MAX_LINES = 15;

/**
 * Answers typed into the quoted invitation below a reply header (Outlook's "From:/Sent:" block, Yahoo,
 * Samsung): on a question's own line, or on the lines right below it. Only when the quote holds our
 * questionnaire; a line of the camp's own emails (sentText) is never an answer, and lines below a
 * question are read only when that text is known.
 */
function inlineAnswers(lines: string[], ours: SentText): { answers: string[]; answered: Set<number> } {
  const answers: string[] = [];
  const answered = new Set<number>();
  const trimmed = lines.map((l) => l.trim());
  const questions = trimmed.flatMap((l, i) => (isQuestion(l) ? [i] : []));
  if (questions.length < QUESTIONNAIRE_MIN) return { answers, answered };
  for (const i of questions) {
    const typed = answerOnQuestionLine(trimmed[i], ours);
    if (typed) {
      answers.push(typed);
      answered.add(i);
      continue;
    }
    if (!ours.known || withoutBrackets(matchLabel(trimmed[i])!.answer) !== "") continue;
    const below: number[] = [];
    for (let j = i + 1; j < trimmed.length && below.length < INLINE_BLOCK_MAX_LINES; j++) {
      const l = trimmed[j];
      if (l === "" || isQuestion(l) || ours.has(l) || HEADER_KEY.test(l) || DASHED_SEPARATOR.test(l)) break;
      below.push(j);
    }
    const prompt = promptOf(trimmed[i]);
    if (below.length === 0 || !prompt) continue;
    answers.push(prompt, ...below.map((j) => trimmed[j]));
    for (const j of below) answered.add(j);
  }
  return { answers, answered };
}

// "> Q: Full name:" over "A: Declan Fairweather": the questions and answers marked as such.
const QA_QUESTION = /^(?:Q|Question|Frage|Pregunta|Question|Domanda|Pergunta|Vraag)\s*\d{0,2}\s*[:.)]\s*(?=\S)/iu;
const QA_ANSWER = /^(\s*)(?:A|Answer|Antwort|Respuesta|Réponse|Risposta|Resposta|Antwoord)\s*[:.)]\s*(?=\S)/iu;
function dropQuoted(lines: string[], quoted: string[], ours: SentText): string[] {
  const out: string[] = [];
  let lastQuoted: string | null = null;
  const unquote = (l: string) => l.replace(UNQUOTE, "").trim().replace(QA_QUESTION, "");
  const questionnaire = lines.filter((l) => QUOTED.test(l) && isQuestion(unquote(l))).length >= QUESTIONNAIRE_MIN;
  for (let line of lines) {
    if (QUOTED.test(line)) {
      const unquoted = unquote(line);
      const typed = questionnaire ? answerOnQuestionLine(unquoted, ours) : null;
      if (typed) {
        // "> 2. Playa name: Moth": the member typed inside the quote.
        out.push(typed);
        quoted.push(promptOf(unquoted) ?? "");
        lastQuoted = null;
        continue;
      }
      quoted.push(unquoted);
      // The question right above the answer (blank quoted lines aside).
      if (unquoted !== "") lastQuoted = promptOf(unquoted) ?? "";
      continue;
    }
    if (line.trim() !== "" && lastQuoted !== null) {
      if (lastQuoted !== "") {
        out.push(lastQuoted);
        line = line.replace(QA_ANSWER, "$1");
      }
      lastQuoted = null;
    }
    out.push(line);
  }
  return out;
}

// What a signature block below a closing ("Thanks,\nGraham") carries: a title line with "|", phone
// numbers, links, addresses, a legal disclaimer.
const SIGNATURE_MARK =
  /\||(?:\+|\b)\d[\d ().-]{7,}\d|\bwww\.|https?:\/\/|@[\w-]+\.\w|\b(?:confidential|disclaimer|intended\s+recipient|privileged|vertraulich|confidentiel)/i;

/** Drops a company signature and disclaimer below the closing and the name that signs it. */
function dropSignatureBlock(lines: string[]): string[] {
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!isSignOffLine(lines[i])) continue;
    // ("Thanks for your email!\n\nI'm away … call or text me at (208) 555-0163…": thanks on the first line
    // open the mail; they close nothing.)
    if (!lines.slice(0, i).some((l) => l.trim() !== "")) return lines;
    // The closing, maybe followed by the name on the next line.
    let end = i + 1;
    if (end < lines.length && lines[end].trim() !== "" && lines[end].trim().length <= 40 && !SIGNATURE_MARK.test(lines[end])) end++;
    const rest = lines.slice(end).filter((l) => l.trim() !== "");
    if (rest.length > 0 && rest.some((l) => SIGNATURE_MARK.test(l)) && !rest.some((l) => matchLabel(l) !== null))
      return lines.slice(0, end);
    return lines;
  }
  return lines;
}

const nameKey = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/^[\s\-~–—]+|[\s.,!。！、]+$/gu, "")
    .replace(/\s+/g, " ");
// Han, kana and Hangul names are written without spaces, the family name first.
const SPACELESS_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}$/u;

/** The ways a member signs with their display name: the whole name or a run of its words (the given name). */
function ownNames(senderName: string | null | undefined): Set<string> {
  const names = new Set<string>();
  const full = nameKey((senderName ?? "").replace(/["“”]/g, ""));
  if (!full || full.includes("@") || full.length > 80) return names;
  // "Kovalchuk, Olena" (Outlook's order) is the same words.
  const words = full.split(/[\s,]+/).filter((w) => /\p{L}/u.test(w));
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j <= words.length; j++) names.add(words.slice(i, j).join(" "));
  if (SPACELESS_NAME.test(full)) for (let k = 1; k < full.length - 1; k++) names.add(full.slice(k));
  // One letter ("J") or a title is no signature.
  for (const n of names) if ([...n].length < 2) names.delete(n);
  return names;
}

/**
 * Drops the member signing with their own name: the last line, alone below a blank line or a closing,
 * that is the sender's display name or part of it. Not when it is all the reply says, nor right below
 * a question ("Full name:") it answers.
 */
function dropOwnName(lines: string[], senderName: string | null | undefined): string[] {
  const names = ownNames(senderName);
  if (names.size === 0) return lines;
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === "") end--;
  if (end < 2 || !names.has(nameKey(lines[end - 1]))) return lines;
  const above = lines[end - 2].trim();
  let before = end - 2;
  while (before >= 0 && lines[before].trim() === "") before--;
  if (before < 0 || /[:：?？]$/.test(lines[before].trim())) return lines;
  return above === "" || isSignOffLine(above) ? lines.slice(0, end - 1) : lines;
}

// "CONFIDENTIALITY NOTICE: …", "This e-mail and any attachments are confidential…": a legal footer,
// from its first line to the end.
const DISCLAIMER =
  /^\s*(?:\*{0,2}(?:confidentiality(?:\s+notice)?|disclaimer|legal\s+notice|important\s+notice|privileged\s*(?:&|and)\s*confidential)\b|this\s+(?:e-?mail|message|communication)\b.{0,60}\b(?:confidential|privileged|intended\s+(?:solely|only)?\s*for)|diese\s+e-?mail\s+(?:enthält|ist)\s+vertraulich|ce\s+(?:message|courriel|e-?mail)\s+(?:et\s+ses\s+pièces\s+jointes\s+)?(?:est|sont)\s+confidentiel)/iu;
// The words that make a paragraph legal text rather than a member's remark.
const LEGAL_WORDS =
  /\b(?:confidential|privileged|intended\s+recipient|notify\s+the\s+sender|legally|vertraulich|confidentiel|strictly\s+prohibited)/iu;
// A contact line of a signature: a phone (with or without its label), a web address, a mail address,
// a street address with its number.
const CONTACT_LINE =
  /(?:^|\s)(?:tel|phone|ph|mobile|mob|cell|fax|direct|office|t|m|f|p)\s*[.:]\s*\+?[\d(]|(?:\+|(?<![\p{L}\d]))\(?\d[\d ().-]{7,}\d|\bwww\.|https?:\/\/|[\w.+-]+@[\w-]+\.\w|^\s*\d{1,5}\s+\p{L}[\p{L} .'-]*\b(?:st|street|ave|avenue|rd|road|blvd|lane|ln|dr|drive|way|suite|straße|strasse|str|rue|calle|via|ul)\b/iu;
// A signature block is short.
const CONTACT_BLOCK_MAX_LINES = 8;
const CONTACT_LINE_MAX_CHARS = 90;

/**
 * "CONFIDENTIALITY NOTICE\n\nThis message was sent by … may contain confidential…" above the reply: a firm's
 * mail rule put its disclaimer first. Its paragraphs go, and the member's text below them stays.
 * ("Disclaimer: I've only been twice…" opening a member's own reply is not legal text, and stays.)
 */
function dropLeadingDisclaimer(lines: string[]): string[] {
  let top = 0;
  for (let at = 0; at < lines.length; ) {
    if (lines[at].trim() === "") {
      at++;
      continue;
    }
    let end = at;
    while (end < lines.length && lines[end].trim() !== "") end++;
    const paragraph = lines.slice(at, end).join(" ");
    const heading = end - at === 1 && paragraph.trim() === paragraph.trim().toUpperCase() && DISCLAIMER.test(paragraph);
    if (!heading && !(DISCLAIMER.test(lines[at]) && LEGAL_WORDS.test(paragraph))) break;
    at = end;
    if (!heading) top = end;
  }
  return top > 0 && lines.slice(top).some((l) => l.trim() !== "") ? lines.slice(top) : lines;
}

/**
 * A work signature without a closing above it: the last paragraph, a few short lines with at least two
 * contact lines (or one, under the sender's own name), and a legal footer below the answers. A web
 * address in a bio alone is not a signature.
 */
function dropContactBlock(all: string[], senderName: string | null | undefined): string[] {
  const lines = dropLeadingDisclaimer(all);
  const disclaimer = lines.findIndex((l, i) => i > 0 && DISCLAIMER.test(l) && lines.slice(0, i).some((x) => x.trim() !== ""));
  let kept = disclaimer > 0 ? lines.slice(0, disclaimer) : lines;
  let end = kept.length;
  while (end > 0 && kept[end - 1].trim() === "") end--;
  let start = end;
  while (start > 0 && kept[start - 1].trim() !== "") start--;
  const block = kept.slice(start, end);
  if (
    start === 0 ||
    block.length > CONTACT_BLOCK_MAX_LINES ||
    block.some((l) => l.length > CONTACT_LINE_MAX_CHARS || matchLabel(l) !== null)
  )
    return kept;
  const contacts = block.filter((l) => CONTACT_LINE.test(l)).length;
  const names = ownNames(senderName);
  const signed = [...names].some((n) => nameKey(block[0]).includes(n));
  if (contacts >= 2 || (contacts >= 1 && block.length >= 2 && signed)) kept = kept.slice(0, start);
  return kept;
}

export function isolateReply(text: string): string {
  return splitReply(text).reply;
}

export interface SplitReply {
  /** What the member wrote. */
  reply: string;
  /** What they quoted (the invitation, earlier mail) and what followed a cut line, for checks against it. */
  quoted: string;
}

/**
 * The member's new text in an inbound plain-text email: quoted history, reply headers ("On … wrote:"
 * and translations), header blocks quoted without ">", forwarded blocks, app footers and company
 * signatures removed. Answers written between quoted questions are kept with the question they answer.
 * Also returns what was set aside as quoted, so that nothing is ever taken from it.
 */
export function splitReply(text: string, options: SplitOptions = {}): SplitReply {
  const lines = pipeQuotesAsMarks(runOnAttributions(normalise(text.slice(0, MAX_TEXT_CHARS)).split("\n"), options.campAddresses));
  const ours = sentTextMatcher(options.sentText);
  const quoted: string[] = [];
  // Answers typed into the quoted invitation (below the reply header or the client's footer).
  let inline: string[] = [];
  let historyFrom = -1;
  const readHistory = (from: number) => {
    historyFrom = from;
    const unquoted = lines.slice(from).map((l) => l.replace(UNQUOTE, ""));
    const found = inlineAnswers(unquoted, ours);
    inline = found.answers;
    quoted.push(...unquoted.map((l, k) => (found.answered.has(k) ? (promptOf(l.trim()) ?? "") : l)));
  };
  const inlineFrom = writesBelowQuotesFrom(lines);
  const headers = replyHeaders(lines, campAddressMatcher(options.campAddresses));
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (QUOTED.test(line)) {
      kept.push(line);
      continue;
    }
    const headerEnd = headers.get(i);
    // The member's own signature under "-- " (their name, title, phone) is neither reply nor quoted
    // text: set aside, so that "the name also appears in the quoted email" does not hold a reply for it.
    const signatureEnd = headerEnd === undefined && SIGNATURE_DELIMITER.test(line.trim()) ? ownSignatureEnd(lines, i, headers) : -1;
    if (signatureEnd > i) {
      i = signatureEnd - 1;
      continue;
    }
    const history = headerEnd !== undefined || isCutLine(lines, i);
    if (history) {
      const next = headerEnd !== undefined ? headerEnd + 1 : i + 1;
      // The member goes on writing between quoted lines below: skip the header, keep reading.
      if (headerEnd !== undefined && inlineFrom[next]) {
        quoted.push(...lines.slice(i, next));
        i = headerEnd;
        continue;
      }
      // (So does "------- Original Message -------" above the header of a quote the member writes below: Proton.)
      if (headerEnd === undefined && DASHED_SEPARATOR.test(line.trim()) && inlineFrom[next]) {
        quoted.push(line);
        continue;
      }
      // (The header glued to Atmail's rule is the quote's, never an answer typed into it.)
      if (GLUED_HEADER_RULE.test(line.trim())) quoted.push(line);
      readHistory(GLUED_HEADER_RULE.test(line.trim()) ? i + 1 : i);
      break;
    }
    if (isAppFooter(line)) {
      quoted.push(line);
      if (inlineFrom[i + 1]) continue;
      // Nothing of the member's below: the rest is the app's footer and the quoted original.
      readHistory(i + 1);
      break;
    }
    kept.push(line);
  }

  // "Name: Tendai…\nBurns: 1" on top, and the admin's own example answers quoted below ("Playa name:
  // Cassette"): a member who answered above the quote did not answer inside it.
  const answeredAbove = kept.filter((line) => !QUOTED.test(line) && (matchLabel(line)?.answer ?? "").trim() !== "").length;
  if (answeredAbove >= QUESTIONNAIRE_MIN) {
    quoted.push(...inline);
    inline = [];
  }
  // Nothing above the quote, and the member's text below the whole invitation, which the client quoted
  // without ">" marks (Windows Mail's "From:/Sent:" block): the lines after the invitation's last line are
  // the reply.
  const below =
    kept.every((l) => l.trim() === "") && inline.length === 0 && historyFrom >= 0
      ? writtenBelowInvitation(lines.slice(historyFrom), ours)
      : null;
  if (below !== null) {
    quoted.splice(quoted.length - below.from, below.from);
    kept.push(...below.lines);
  }
  const reply = withoutAllExamples([
    ...dropOwnName(dropContactBlock(dropSignatureBlock(dropQuoted(kept, quoted, ours)), options.senderName), options.senderName),
    ...(inline.length ? ["", ...inline] : []),
  ])
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { reply, quoted: quoted.join("\n").trim() };
}

const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  euro: "€",
  pound: "£",
  times: "×",
  iexcl: "¡",
  iquest: "¿",
  aacute: "á",
  agrave: "à",
  acirc: "â",
  auml: "ä",
  aring: "å",
  aelig: "æ",
  ccedil: "ç",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  iacute: "í",
  igrave: "ì",
  icirc: "î",
  iuml: "ï",
  ntilde: "ñ",
  oacute: "ó",
  ograve: "ò",
  ocirc: "ô",
  ouml: "ö",
  oslash: "ø",
  uacute: "ú",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  szlig: "ß",
  Aacute: "Á",
  Auml: "Ä",
  Eacute: "É",
  Ntilde: "Ñ",
  Ouml: "Ö",
  Uuml: "Ü",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref] ?? ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
  });
}

/** Drops every blockquote, nested or unclosed, in one pass over the tags (no re-scanning per level). */
function removeBlockquotes(html: string): string {
  let out = "";
  let depth = 0;
  let from = 0;
  for (const tag of html.matchAll(/<(\/?)blockquote\b[^<>]*>/gi)) {
    if (depth === 0) out += html.slice(from, tag.index);
    depth = Math.max(0, depth + (tag[1] ? -1 : 1));
    from = tag.index + tag[0].length;
    if (depth === 0) out += "\n";
  }
  return depth === 0 ? out + html.slice(from) : out;
}

/** Drops comments and elements whose content is never text, by indexOf: lazy regexes go quadratic here. */
function removeInvisible(html: string): string {
  const lower = html.toLowerCase();
  let out = "";
  let at = 0;
  const open = /<!--|<(head|style|script|title)\b/gi;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    out += html.slice(at, m.index);
    const close = m[1] ? `</${m[1].toLowerCase()}` : "-->";
    const end = lower.indexOf(close, m.index + m[0].length);
    if (end < 0) return out;
    at = m[1] ? lower.indexOf(">", end) + 1 || html.length : end + close.length;
    open.lastIndex = at;
  }
  return out + html.slice(at);
}

const BREAK = "\u0000";
// [^<>] rather than [^>]: a stray "<" must not make every later tag rescan the rest of the message.
const BLOCK_TAG = /<\/?(?:div|li|ul|ol|dl|dt|dd|tr|table|tbody|thead|section|article|header|footer|center|pre|address)\b[^<>]*>/gi;
const PARAGRAPH_TAG = /<\/?(?:p|h[1-6]|hr)\b[^<>]*>/gi;

/**
 * Plain text of an HTML-only email: block elements become line breaks, quoted history
 * (blockquotes) is dropped, entities are decoded. Regex-based on purpose: workerd has no DOM.
 */
export function htmlToPlain(html: string): string {
  return toPlain(removeBlockquotes(removeInvisible(html.slice(0, MAX_HTML_CHARS))));
}

const OPEN_QUOTE = "\u0001";
const CLOSE_QUOTE = "\u0002";

/**
 * The plain text of an HTML-only reply as a mail client would quote it: blockquotes become "> " lines
 * (nested ones "> > "), so that isolation can keep answers written between quoted questions.
 */
export function htmlReplyText(html: string): string {
  const marked = removeInvisible(html.slice(0, MAX_HTML_CHARS))
    .replace(/[\u0001\u0002]/g, "")
    .replace(/<blockquote\b[^<>]*>/gi, `<div>${OPEN_QUOTE}</div>`)
    .replace(/<\/blockquote\s*>/gi, `<div>${CLOSE_QUOTE}</div>`);
  let depth = 0;
  const out: string[] = [];
  for (const line of toPlain(listMarks(marked)).split("\n")) {
    let text = line;
    while (text.startsWith(OPEN_QUOTE) || text.startsWith(CLOSE_QUOTE)) {
      depth = Math.max(0, depth + (text[0] === OPEN_QUOTE ? 1 : -1));
      text = text.slice(1).trim();
    }
    if (text === "" && line !== "") continue;
    out.push(depth > 0 ? `${"> ".repeat(depth)}${text}`.trimEnd() : text);
  }
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// A list item's mark, on the line of the item's first words ("<li><p>Yasmin</p></li>" is "1. Yasmin").
const ITEM = "\u0003";

/**
 * "<ol><li>Yasmin Mansour</li>…": the member's ordered list numbered as the mail client shows it (a numbered
 * answer is read by its number). Other items keep their dash (toPlain).
 */
function listMarks(html: string): string {
  const lists: { ordered: boolean; next: number }[] = [];
  let quoted = 0;
  return html.replace(/\u0001|\u0002|<(\/?)(ol|ul|li)\b([^<>]*)>/gi, (tag, close: string, name: string, attributes: string) => {
    // (Inside a quote, the lists are the invitation's own and stay as isolation knows them.)
    if (tag === OPEN_QUOTE || tag === CLOSE_QUOTE) {
      quoted = Math.max(0, quoted + (tag === OPEN_QUOTE ? 1 : -1));
      return tag;
    }
    const kind = name.toLowerCase();
    if (kind !== "li") {
      if (close) lists.pop();
      else lists.push({ ordered: kind === "ol", next: Number(/\bstart\s*=\s*["']?(\d{1,3})/i.exec(attributes)?.[1] ?? 1) });
      return tag;
    }
    if (close) return tag;
    const list = lists[lists.length - 1];
    // (The others keep their tag: toPlain gives them a dash.)
    if (quoted > 0 || !list?.ordered) return tag;
    return `${BREAK}${ITEM}${list.next++}. `;
  });
}

function toPlain(html: string): string {
  const text = html
    .replace(/\s+/g, " ")
    .replace(/<br\b[^<>]*>/gi, "\n")
    .replace(/<li\b[^<>]*>/gi, `${BREAK}- `)
    .replace(PARAGRAPH_TAG, `${BREAK}\n${BREAK}`)
    .replace(BLOCK_TAG, BREAK)
    .replace(/<\/t[dh]\s*>/gi, " ")
    .replace(/<[^<>]*>/g, "")
    // Adjacent block boundaries are one line break; <br> and paragraphs add the blank lines.
    .replace(/ ?\u0000(?:[ \u0000]*\u0000)? ?/g, "\n");
  const lines = decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim());
  // (An item whose words sit in a paragraph of their own takes its mark onto their line.)
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const mark = /^\u0003(\S+)$/.exec(lines[i]);
    const next = lines.slice(i + 1).findIndex((l) => l !== "");
    if (mark && next >= 0 && !lines[i + 1 + next].startsWith(ITEM)) {
      out.push(`${mark[1]} ${lines[i + 1 + next]}`);
      i += 1 + next;
    } else out.push(lines[i].replace(ITEM, ""));
  }
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// A text part this short that names HTML is a stand-in ("This message is in HTML format", "Zobrazit v
// HTML"), in whatever language: the word is the same in all of them.
const HTML_STUB_MAX_CHARS = 300;

/**
 * The text a reply is read from: its text/plain part, or its HTML made plain when there is no text part,
 * when the text part is empty, or when it is only a stand-in pointing at the HTML and the HTML says more.
 */
const FLATTENED_MIN_CHARS = 300;
// A format=flowed quote decoded without its quote depth (postal-mime joins "> …beim \n>Kaffeeklatsch" as one
// line, RFC 3676 4.5 keeps the marks apart): the continuation's own mark, mid-line after the soft break's space.
const FLOWED_QUOTE_JOIN = /(?<=^[ \t]*>[^>\n]*\S )> ?(?=\p{L})/gmu;
export function replyBodyText(text: string | null | undefined, html: string | null | undefined): string {
  if (!html) return (text ?? "").replace(FLOWED_QUOTE_JOIN, "");
  const t = (text ?? "").trim();
  if (t === "") return htmlReplyText(html);
  if (t.length <= HTML_STUB_MAX_CHARS && /(?<![\p{L}])html(?![\p{L}])/iu.test(t)) {
    const fromHtml = htmlReplyText(html);
    if (fromHtml.length > t.length * 2) return fromHtml;
  }
  // iCloud's web mail sends a text part with every line run into one ("Bonjour! Name: Odette … Bisous, Odette
  // P.S. …"): the HTML part keeps where the member's lines end.
  const lines = t.split("\n").length;
  if (t.length > FLATTENED_MIN_CHARS && lines <= 3) {
    const fromHtml = htmlReplyText(html);
    if (fromHtml.split("\n").length >= lines * 3 + 5) return fromHtml;
  }
  // ("Anjali Deshmukh\nSenior Hydraulic Engineer\nT: +44 …": a signature service that adds a text part holding
  // only its signature and notice to a mail written in HTML; the answers are in the HTML part alone.)
  const answered = (body: string) => body.split("\n").filter((l) => matchLabel(l) !== null).length;
  if (answered(t) === 0) {
    const fromHtml = htmlReplyText(html);
    if (answered(fromHtml) >= STUB_HTML_MIN_ANSWERS && fromHtml.length > t.length * 2) return fromHtml;
  }
  return (text ?? "").replace(FLOWED_QUOTE_JOIN, "");
}
const STUB_HTML_MIN_ANSWERS = 3;

// The sentence the layout puts under every email the camp sends, whatever the camp's name.
const [FOOTER_HEAD, FOOTER_TAIL] = footerText("\u0000").split("\u0000");
const LAYOUT_FOOTER = new RegExp(`^\\s*${escapeRegExp(FOOTER_HEAD)}.{1,80}${escapeRegExp(FOOTER_TAIL)}\\s*$`, "u");
// Words enough to be a reply, not a stray line of a client's footer.
const BELOW_MIN_WORDS = 8;
/**
 * The lines a member wrote under the quoted invitation, when the client quoted it without ">" marks: those
 * after the invitation's last line of its own words (less the layout's footer), if they hold no other
 * mail's header and words enough, and how many lines of the history they take. Null when there are none,
 * or when the invitation's text is not known.
 */
function writtenBelowInvitation(history: string[], ours: SentText): { lines: string[]; from: number } | null {
  if (!ours.known) return null;
  let last = -1;
  history.forEach((line, i) => {
    if (line.trim() !== "" && !QUOTED.test(line) && ours.has(line)) last = i;
  });
  if (last < 0) return null;
  const tail = history.slice(last + 1);
  const own = tail.filter((l) => l.trim() !== "" && !LAYOUT_FOOTER.test(l));
  if (own.some((l) => QUOTED.test(l) || HEADER_KEY.test(l))) return null;
  const count = own
    .join(" ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return count >= BELOW_MIN_WORDS ? { lines: tail.filter((l) => !LAYOUT_FOOTER.test(l)), from: tail.length } : null;
}

/** The emails a member answers, as plain text for splitReply's `sentText` (their HTML templates). */
export const sentTextOf = (templatesHtml: string[]) => templatesHtml.map((html) => htmlToPlain(html)).join("\n");

// "Re:", "AW:", "Fwd:", "RIF:", "Odp:", "Ответ:", "回复：": what mail programs put before a subject they answer.
const REPLY_PREFIX =
  /^(?:re|aw|sv|vs|fw|fwd|wg|tr|r|rif|antw|odp|ynt|ang|atb|ats|vá|ответ|відповідь|回复|回覆|답장|返信)\s*(?:\[\d+\])?\s*[:：]\s*/iu;
// The subject's own punctuation between ours and what the member typed after it.
const SUBJECT_JOIN = /^[\s\-–—:|,;.!/]+/u;
const TYPED_MIN_CHARS = 3;

/**
 * "Re: Join the Camp Mirage member directory - Lucía Barranco, Bengala, de Sevilla, …": what the member typed
 * into the subject after the subject of the camp's email (`sentSubjects`, as sent), or null.
 */
export function typedInSubject(subject: string | null | undefined, sentSubjects: readonly string[]): string | null {
  if (!subject) return null;
  let s = subject.replace(/\s+/g, " ").trim();
  for (let before = ""; before !== s; ) {
    before = s;
    s = s.replace(REPLY_PREFIX, "");
  }
  const lower = s.toLowerCase();
  const ours = sentSubjects.map((t) => t.replace(/\s+/g, " ").trim()).find((t) => t !== "" && lower.startsWith(t.toLowerCase()));
  if (!ours) return null;
  const typed = s.slice(ours.length).replace(SUBJECT_JOIN, "").trim();
  return typed.length >= TYPED_MIN_CHARS ? typed : null;
}

/** A line of a quoted message's header ("To: Sofia Rossi", "On … <a@b> wrote:"), not of its text. */
export const isQuotedHeaderLine = (line: string) => /@/.test(line) || HEADER_KEY.test(line.trim()) || HEADER_END.test(line.trim());

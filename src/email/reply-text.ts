// Isolating a member's new text from an inbound email. Pure string work (no DOM, no Node APIs):
// it runs in the Worker's email() handler and in Node tests alike.
//
// Own code rather than email-reply-parser: that package hides every quoted line, so a member who answers
// the questionnaire inline ("> Playa name:" then "Lantern") keeps the answers but loses the questions,
// and it imports Node's `module` (to probe for re2), which ties it to nodejs_compat.

const QUOTED = /^[ \t]*>/;
// The new reply sits at the top; beyond this it is quoted history or an attack on our CPU time.
const MAX_TEXT_CHARS = 100_000;
const MAX_HTML_CHARS = 1_000_000;

// "On <date>, <name> wrote:" in the languages our members' mail clients speak. A header must carry a
// digit or an address so that "On the playa my friend wrote:" stays the member's own text.
const REPLY_HEADERS = [
  /^On\s.*\bwrote\s*:$/i,
  /^Le\s.*\sécrit\s*:$/i,
  /^El\s.*\sescribió\s*:$/i,
  /^(?:Il|In\s+data)\s.*\bscritto\s*:$/i,
  /^Em\s.*\bescreveu\s*:$/i,
  /^Am\s.*\bschrieb\b.*:$/i,
  /^Op\s.*\bschreef\b.*:$/i,
  /^(?:Den|På)\s.*\bskrev\b.*:$/i,
  /^(?:W\s+dniu|Dnia)\s.*\s(?:napisał|pisze)\S*\s*:$/iu,
  /^.*<[^<>\s]+@[^<>\s]+>\)?\s+(?:wrote|schrieb|a\s+écrit|escribió|ha\s+scritto|schreef|skrev|escreveu)\s*:$/i,
];

// Everything from one of these lines on is history, never the member's reply.
const CUT_LINES = [
  /^-{2,}\s*(?:original\s+message|ursprüngliche\s+nachricht|message\s+d['’]origine|mensaje\s+original|messaggio\s+originale|oorspronkelijk\s+bericht|mensagem\s+original)\s*-*$/i,
  /^-{2,}\s*(?:forwarded\s+message|weitergeleitete\s+nachricht|message\s+transféré|mensaje\s+reenviado|messaggio\s+inoltrato|doorgestuurd\s+bericht)\s*-*$/i,
  /^(?:begin\s+forwarded\s+message|anfang\s+der\s+weitergeleiteten\s+nachricht)\s*:$/i,
  /^_{10,}$/, // Outlook's rule above the original message
  /^--[ \t]?$/, // RFC 3676 signature delimiter ("-- "); some clients drop the space
];

// Signatures mail apps append ("Sent from my iPhone"): known wordings on short lines only, so the
// member's own sentence "Sent from a café in Reno, …" survives.
const DEVICE_SIGNATURE = new RegExp(
  "^(?:" +
    [
      "sent\\s+from\\s+(?:my\\s|yahoo|outlook|mail\\s+for|proton|samsung|gmail|aol)",
      "sent\\s+via\\s",
      "get\\s+outlook\\s+for\\s",
      "envoyé\\s+(?:de\\s+mon|depuis\\s+(?:mon|l['’]|outlook|yahoo))",
      "gesendet\\s+(?:von|mit)\\s+(?:meinem|mobil|outlook)",
      "von\\s+meinem\\s.+gesendet",
      "enviado\\s+(?:desde\\s+(?:mi|outlook|yahoo)|do\\s+meu)",
      "inviato\\s+da\\s",
      "verzonden\\s+(?:vanaf|met)\\s",
      "verstuurd\\s+vanaf\\s",
    ].join("|") +
    ")",
  "i",
);

// Outlook's header block: "From: …" followed by Sent/To/Subject lines, also bolded or localised.
const FROM_LINE = /^\*?(?:from|von|de|da|van|från|fra|od)\s?:\*?\s*\S/i;
const HEADER_LINE =
  /^\*?(?:sent|date|to|cc|subject|gesendet|datum|an|betreff|envoyé|à|objet|enviado|fecha|para|asunto|inviato|data|a|oggetto|verzonden|aan|onderwerp|skickat|till|ämne)\s?:/i;

const normalise = (text: string) =>
  text
    .replace(/\r\n?|\u2028|\u2029/g, "\n")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/\u00a0/g, " ");

function isCutLine(lines: string[], i: number): boolean {
  const line = lines[i].trim();
  if (CUT_LINES.some((re) => re.test(line))) return true;
  if (line.length <= 80 && DEVICE_SIGNATURE.test(line)) return true;
  if (FROM_LINE.test(line)) {
    const following = lines.slice(i + 1, i + 7).filter((l) => HEADER_LINE.test(l.trim()));
    return following.length >= 2;
  }
  return false;
}

/** How many lines (1–3) the reply header starting at `i` spans, or 0: clients wrap long headers. */
function replyHeaderSpan(lines: string[], i: number): number {
  let joined = "";
  for (let span = 1; span <= 3 && i + span <= lines.length; span++) {
    const line = lines[i + span - 1];
    if (QUOTED.test(line) || line.trim() === "") return 0;
    joined = `${joined} ${line.trim()}`.trim();
    if (joined.length > 300) return 0;
    if (/[\d@]/.test(joined) && REPLY_HEADERS.some((re) => re.test(joined))) return span;
  }
  return 0;
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
    if (!quoted && lines[i].trim() !== "") unquotedBelow = true;
  }
  return result;
}

// A quoted line the member answered right below it ("> Playa name:"), kept so the answer has its question.
const isPrompt = (line: string) => line.length <= 100 && /[:?：]$/.test(line) && !/[\d@].*(?:wrote|schrieb|écrit)/i.test(line);

function dropQuoted(lines: string[], quoted: string[]): string[] {
  const out: string[] = [];
  let lastQuoted: string | null = null;
  for (const line of lines) {
    if (QUOTED.test(line)) {
      const unquoted = line.replace(/^[ \t]*(?:>[ \t]?)+/, "").trim();
      quoted.push(unquoted);
      if (unquoted !== "") lastQuoted = unquoted;
      continue;
    }
    if (line.trim() !== "" && lastQuoted !== null) {
      if (isPrompt(lastQuoted)) out.push(lastQuoted);
      lastQuoted = null;
    }
    out.push(line);
  }
  return out;
}

/**
 * The member's new text in an inbound plain-text email: quoted history, reply headers ("On … wrote:"
 * and translations), Outlook and forwarded blocks, and signatures removed. Answers written between
 * quoted questions are kept together with the question they answer.
 */
export function isolateReply(text: string): string {
  return splitReply(text).reply;
}

export interface SplitReply {
  /** What the member wrote. */
  reply: string;
  /** What they quoted (the invitation, earlier mail) and what followed a cut line, for checks against it. */
  quoted: string;
}

/** isolateReply(), also returning the text it set aside as quoted history. */
export function splitReply(text: string): SplitReply {
  let lines = normalise(text.slice(0, MAX_TEXT_CHARS)).split("\n");
  const quoted: string[] = [];
  const cut = lines.findIndex((line, i) => !QUOTED.test(line) && isCutLine(lines, i));
  if (cut >= 0) {
    quoted.push(...lines.slice(cut).map((line) => line.replace(/^[ \t]*(?:>[ \t]?)+/, "")));
    lines = lines.slice(0, cut);
  }

  const inlineFrom = writesBelowQuotesFrom(lines);
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const span = QUOTED.test(lines[i]) ? 0 : replyHeaderSpan(lines, i);
    if (span === 0) {
      kept.push(lines[i]);
      continue;
    }
    if (!inlineFrom[i + span]) {
      quoted.push(...lines.slice(i).map((line) => line.replace(/^[ \t]*(?:>[ \t]?)+/, "")));
      break;
    }
    i += span - 1;
  }

  const reply = dropQuoted(kept, quoted)
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { reply, quoted: quoted.join("\n").trim() };
}

const ENTITIES: Record<string, string> = {
  nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", hellip: "…", mdash: "—", ndash: "–",
  lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«", raquo: "»", bull: "•", middot: "·",
  copy: "©", reg: "®", trade: "™", deg: "°", euro: "€", pound: "£", times: "×", iexcl: "¡", iquest: "¿",
  aacute: "á", agrave: "à", acirc: "â", auml: "ä", aring: "å", aelig: "æ", ccedil: "ç", eacute: "é",
  egrave: "è", ecirc: "ê", euml: "ë", iacute: "í", igrave: "ì", icirc: "î", iuml: "ï", ntilde: "ñ",
  oacute: "ó", ograve: "ò", ocirc: "ô", ouml: "ö", oslash: "ø", uacute: "ú", ugrave: "ù", ucirc: "û",
  uuml: "ü", szlig: "ß", Aacute: "Á", Auml: "Ä", Eacute: "É", Ntilde: "Ñ", Ouml: "Ö", Uuml: "Ü",
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
  const text = removeBlockquotes(removeInvisible(html.slice(0, MAX_HTML_CHARS)))
    .replace(/\s+/g, " ")
    .replace(/<br\b[^<>]*>/gi, "\n")
    .replace(/<li\b[^<>]*>/gi, `${BREAK}- `)
    .replace(PARAGRAPH_TAG, `${BREAK}\n${BREAK}`)
    .replace(BLOCK_TAG, BREAK)
    .replace(/<\/t[dh]\s*>/gi, " ")
    .replace(/<[^<>]*>/g, "")
    // Adjacent block boundaries are one line break; <br> and paragraphs add the blank lines.
    .replace(/ ?\u0000(?:[ \u0000]*\u0000)? ?/g, "\n");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

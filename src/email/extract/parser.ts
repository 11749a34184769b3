// The built-in extractor: used when Workers AI is not bound (local development, tests) or fails.
// It reads the invite's questionnaire, then common free-text phrasings; it never guesses beyond them.
import { bareCampName, campsInProse, campYearsInProse } from "./camp-prose";
import { knownCityForm } from "./city-forms";
import { isolateReply } from "../reply-text";
import { CARDINAL, cardinalValue, lastBurnYear, parseBurnCount, parseFirstBurn, validBurns, yearValue } from "./burns";
import {
  ATTACHMENT_REMARK,
  cleanBlock,
  cleanLine,
  escapeRegExp,
  isPlaceRemark,
  isSignOffLine,
  proseBio,
  SAME_AS_LAST_YEAR_I18N,
  PLACE_DASH_REMARK,
} from "./clean-text";
import { countryOfNationality, isCountry } from "./countries";
import { placeAsTyped } from "./inflection";
import { exactLabelField, matchLabel, matchLooseLabel } from "./labels";
import { isFullNameLine, takePlace } from "./phrase-values";
import { absoluteYears, burnCountAnswerI18n, comingBurnCJK, findPhrases } from "./phrases";
import { EXTRACTED_TEXT_LIMITS, emptyExtractedProfile, type ExtractedField, type ExtractedProfile } from "./schema";
import { NUMBERED, unwrap } from "./wrapped";

const MULTI_LINE = new Set<ExtractedField>(["bio", "campHistory"]);
const PLACES = new Set<ExtractedField>(["homeTown", "location", "country"]);
// A place answer this long is a sentence about places ("Born in Tromsø, living in Oslo these days").
const SENTENCE_MIN_WORDS = 5;
// With this many questions in the reply it is a questionnaire, and stray lines are pleasantries, not a bio.
const QUESTIONNAIRE_MIN_QUESTIONS = 3;
// A one-line answer written below its question is short; a paragraph there is prose, not the answer.
const LINE_ANSWER_MAX_CHARS = 150;

interface Answer {
  field: ExtractedField;
  text: string;
  lines: number[];
}

// The two town answers: "same as above" in one means the other.
const TOWNS = new Set<ExtractedField>(["homeTown", "location"]);
// "same as above", "same", "ditto" and the like in the languages we read.
const SAME_AS_ABOVE =
  /^(?:(?:the\s+)?same(?:\s+as\s+(?:above|before|home\s*town|hometown))?|ditto|idem|dito|pareil|(?:lo\s+)?mismo|(?:o\s+)?mesmo|(?:lo\s+)?stesso|dasselbe|dieselbe|gleich|hetzelfde|то\s+же(?:\s+самое)?|["“”″〃'’](?:\s*["“”″〃'’])*|-+\s*["“”″〃]+\s*-+|同上|上に同じ|同じ|위와\s*같음|같음|wie\s+oben|dto|ebenso|(?:lo\s+)?mismo\s+que\s+arriba|igual(?:\s+que\s+arriba)?|comme\s+ci-dessus|come\s+sopra|zoals\s+hierboven|как\s+выше)[.!]?$/iu;

const NOW_IN = /^\p{Lu}[^,\n]*?(?:[ \t]+originally)?,?[ \t]+now[ \t]+(?:(?:living|based|settled)[ \t]+)?in[ \t]+(\p{Lu}[^\n]*)$/u;
// "same as where I live now, never left!", "same as my current location": the other town answer, above or below.
const SAME_AS_OTHER_TOWN =
  /^(?:the\s+)?same\s+as\s+(?:where\s+I\s+live(?:\s+now)?|where\s+I(?:['’]m|\s+am)\s+(?:now|based)|(?:my\s+)?(?:current\s+)?location|(?:my\s+)?home\s*town|below)(?:\s*[,;–—-][^\n]{0,40})?[.!]?$/i;

const SAME_AS_LAST_YEAR_WITH_VALUE = new RegExp(
  String.raw`^(?:(?:the\s+)?same\s+as\s+(?:last\s+year|last\s+time|before)|${SAME_AS_LAST_YEAR_I18N})\s*(?:[–—:-]\s*|[（(]\s*)(\S[^()（）\n]*?)\s*[）)]?[.!]?$`,
  "iu",
);

// "P.S. …", "PS:": a postscript comes after the letter, never inside an answer.
const POSTSCRIPT = /^\s*p\.?\s?p?\.?\s?s\b\.?/i;
// "Toby", "—O", "Ingrid": a name alone between blank lines (or last) signs the letter.
const SIGNED_NAME = /^\s*[-–—~]?\s*\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*)?\s*$/u;

/** After answers: a postscript, or a name alone set apart by blank lines, ends them (and whatever follows). */
function endsAnswers(lines: string[], i: number): boolean {
  if (POSTSCRIPT.test(lines[i])) return true;
  const setApart = (j: number) => j < 0 || j >= lines.length || lines[j].trim() === "";
  return SIGNED_NAME.test(lines[i]) && setApart(i - 1) && setApart(i + 1) && matchLabel(lines[i]) === null;
}

/**
 * "…Ik regel de fietsenreparatie in het\nkamp.": the last word of a sentence wrapped onto its own line is
 * no question, even when the word is one ("kamp", "leir").
 */
function wrappedSentenceEnd(lines: string[], i: number, open: Answer | null): boolean {
  if (open === null || !MULTI_LINE.has(open.field) || !open.lines.includes(i - 1)) return false;
  return /^\s*\p{Ll}[^:：]*[.!?]\s*$/u.test(lines[i]) && /[\p{Ll},]\s*$/u.test(lines[i - 1] ?? "");
}

// Sentences, not a camp's name: "Im a diesel mechanic at a truck shop so if the generator dies…".
const PARAGRAPH_MIN_WORDS = 12;
function paragraphFollows(lines: string[], i: number): boolean {
  const next = lines.slice(i + 1).find((l) => l.trim() !== "");
  if (next === undefined || matchLabel(next) !== null || LIST_MARK.test(next)) return false;
  return (next.match(/[\p{L}\p{N}]+/gu) ?? []).length >= PARAGRAPH_MIN_WORDS;
}

/** Question lines and their answers (same line, or the lines below), plus the lines outside any answer. */
function readAnswers(lines: string[]): { answers: Answer[]; prose: Set<number> } {
  const answers: Answer[] = [];
  const prose = new Set<number>();
  let open: Answer | null = null;
  let closed = false;
  lines.forEach((line, i) => {
    const label = closed || wrappedSentenceEnd(lines, i, open) ? null : matchLabel(line);
    if (closed) return;
    if (label) {
      open = { field: label.field, text: label.answer, lines: [i] };
      answers.push(open);
    } else if (answers.length > 0 && (isSignOffLine(line) || endsAnswers(lines, i))) {
      // "Thanks,\nJane": the answers are over; nothing below is an answer or a bio.
      open = null;
      closed = true;
    } else if (open && MULTI_LINE.has(open.field) && /\t/.test(lines[open.lines[0]]) && /^[^\t]{1,30}\t+\S/u.test(line)) {
      // "Bio\tSono restauratrice…\nVolo\tBLQ–SFO 24/8": in cells pasted from a spreadsheet, the next row is
      // another question (one we do not ask), not more of the answer.
      open = null;
      prose.add(i);
    } else if (open && open.field === "campHistory" && open.text.trim() !== "" && line.trim() === "" && paragraphFollows(lines, i)) {
      // "Camps: Camp Mirage (2x)\n\nI am a sound technician…": a paragraph of sentences set apart below a
      // camp answered on its question's line is no more camps (the member's story, or a note).
      open = null;
      prose.add(i);
    } else if (open && MULTI_LINE.has(open.field)) {
      // (An answer that starts on the line below its question starts there: "Camp history:\nCamp Sunrise"
      // is no lone name under a blank line, which the cleaning drops as a signature.)
      open.text = open.text.trim() === "" ? line : `${open.text}\n${line}`;
      open.lines.push(i);
    } else if (open && open.text === "" && line.trim() !== "" && line.trim().length <= LINE_ANSWER_MAX_CHARS) {
      open.text = line;
      open.lines.push(i);
    } else {
      if (line.trim() !== "") open = null;
      prose.add(i);
    }
  });
  // "*: Wiebke Thormählen*": the closing mark of an answer typed in bold (its opening one went with the
  // question, matchLabel); "und > baue auf": a wrapped line of an answer typed into the quote, joined with
  // its quote mark.
  for (const answer of answers)
    answer.text = answer.text.replace(/^([^*]*)\*$/u, "$1").replace(/(?<=[\p{L}\d,.;:!?–—)&]) > (?=[\p{L}\d])/gu, " ");
  return { answers, prose };
}

// "Full name: - Kim Tanaka": a dash or bullet that sets an answer apart is not part of it (unless the
// answer is a list of such lines: "Camp history: - Camp A" / "- Camp B").
const ANSWER_DASH = /^[ \t]*[-–—•]+[ \t]+(?=\S)/;

// "Berlin these days", "denver now": when is not where.
const PLACE_TIME =
  /[ \t,]+(?:(?:right[ \t]+)?now|these[ \t]+days|nowadays|currently|at[ \t]+the[ \t]+moment|for[ \t]+now|jetzt|zurzeit|derzeit|maintenant|actuellement|ahora|actualmente|agora|adesso|ora|nu|tegenwoordig|teraz|obecnie|сейчас|теперь)[.!]?$/iu;
// Turkish answers a place with the verb and the place's case ending: "Ankara'da yaşıyorum" (I live in
// Ankara), "İzmir'de doğdum" (I was born in İzmir), "Bursa'dayım" (I am in Bursa): the name before the apostrophe.
const TURKISH_PLACE_VERB =
  /^\s*(\p{Lu}[\p{L}]*(?:\s\p{Lu}[\p{L}]*)?)['’](?:d[ae]|t[ae])(?:\s+(?:yaşıyorum|yaşamaktayım|oturuyorum|ikamet\s+ediyorum|doğdum|büyüdüm|doğup\s+büyüdüm)|y[ıi]m)[.!]?\s*$/u;
// Hindi puts "in" and "from" after the place: "पुणे में" (in Pune), "जयपुर से हूँ" (I am from Jaipur).
const HINDI_POSTPOSITION = /(?<=\p{Script=Devanagari})[ \t]+(?:में|से)(?:[ \t]+(?:रहता|रहती|रहते|हूँ|हूं|हैं|है))*[ \t]*[.!।]?$/u;

// Emoji, flags, skin tones and the selector/joiner that build emoji sequences (joined by alternation, not
// in one class: a class would split the sequences).
// (Not the joiner after an Indic virama, a mark, before a letter: "ශ්‍රී ලංකාව" spells Sri Lanka with it.)
const DECORATION = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|(?<!\p{M})\u200D(?!\p{L}))+/gu;
/** A remark in brackets beside an answer (the review gate asks for it too). */
export const BRACKET_REMARK = /[([（［][^)\]）］\n]*[)\]）］]/u;
const BRACKET_REMARKS = new RegExp(`\\s*${BRACKET_REMARK.source}`, "gu");

function textValue(field: ExtractedField, text: string | undefined): string | null {
  if (field === "burnYears" || field === "firstBurn") return null;
  // "same as last year – Dust Devil Dolly", "去年と同じ（Umeboshi）": the pointer comes with its value.
  const pointed = text === undefined ? null : SAME_AS_LAST_YEAR_WITH_VALUE.exec(text.trim());
  if (pointed) text = pointed[1];
  // "– (lasse ich weg, …)": a dash for no answer, and the member's reason in brackets.
  if (text !== undefined && /^\s*[-–—]+\s*\([^()]*\)[.!]?\s*$/u.test(text)) return null;
  if (
    text !== undefined &&
    ANSWER_DASH.test(text) &&
    !text
      .split("\n")
      .slice(1)
      .some((l) => ANSWER_DASH.test(l))
  )
    text = text.replace(ANSWER_DASH, "");
  if (text !== undefined && PLACES.has(field))
    text = text.replace(PLACE_TIME, "").replace(TURKISH_PLACE_VERB, "$1").replace(HINDI_POSTPOSITION, "");
  // "Kotoisin: Kuopiosta", "Asun nyt: Helsingissä": a listed city's case form (never a nominative) as the answer.
  if (text !== undefined && PLACES.has(field)) text = knownCityForm(text.trim().replace(/[.!]$/, "")) ?? text;
  // "Alexandra Nowicka, but everyone calls me Sasha": the name, then a clause about what people call them.
  if (text !== undefined && field === "name")
    text = text.replace(/,\s*(?:but|though|aka|a\.k\.a\.)\s+(?:everyone|everybody|people|friends|most\s+people|you\s+can)\b.*$/iu, "");
  // "Sam Ortiz (she/her)", "Georgia (the country, not the state!)": a remark beside the answer is not
  // part of it (the review gate holds every remark but pronouns).
  // "Austin 🤠", "Berlin 🇩🇪": decoration beside a name or a place is not part of it (a playa name keeps
  // its emoji and the review gate holds it: it may be part of the name).
  if (text !== undefined && (PLACES.has(field) || field === "name")) {
    const bare = text.replace(DECORATION, " ").trim();
    if (/[\p{L}\p{N}]/u.test(bare)) text = bare;
  }
  // ("Melbourne (Brunswick)", "Santiago (Ñuñoa)": where in the city, kept as written.)
  if (text !== undefined && !MULTI_LINE.has(field)) {
    const bare = text
      .replace(BRACKET_REMARKS, (remark) => ((field === "location" || field === "homeTown") && isPlaceRemark(remark) ? remark : " "))
      .trim();
    if (/[\p{L}\p{N}]/u.test(bare)) text = bare;
  }
  // "Leipzig, seit dem Studium", "Marseille, dans le quartier du Panier", "Friederike Eichhorn, genannt Fritzi":
  // an answer that runs on, after a comma, into a clause in lower case; the clause is no part of it ("Belo
  // Horizonte, Minas Gerais" goes on in capitals, and a reply typed all in lower case is left as it is).
  if (text !== undefined && (PLACES.has(field) || field === "name" || field === "playaName")) {
    const runOn = /^([^\n]*?\p{Lu}[^\n]*?)\s*,\s+(?=\p{Ll})[^\n]*$/u.exec(text.trim());
    const value = runOn?.[1];
    // ("Leeds - no, Harrogate" takes an answer back; "Born in Tromsø, living in Oslo" is a sentence, read as one.)
    if (value && value.split(/\s+/).length <= RUN_ON_VALUE_MAX_WORDS && !RUN_ON_NOT_A_VALUE.test(value)) text = value;
  }
  // "Home town: Cork originally, London the last 14 years": the place said to be where the member is from first.
  if (text !== undefined && field === "homeTown") {
    const first = /^[ \t]*(\p{Lu}[\p{L}\p{M}.'’ -]{0,40}?)[ \t]+originally(?![\p{L}])/u.exec(text)?.[1];
    if (first) text = first;
  }
  // "Do I need one? The young folks at camp call me Pop Rocks": a playa name answered in sentences is the name
  // they tell ("call me …", "known as …"), as it is in a letter.
  if (text !== undefined && field === "playaName" && (/[.?!](?:\s+)\S/u.test(text.trim()) || /[」』]\s*(?:と|って)/u.test(text))) {
    const called = CALLED_IN_ANSWER.exec(text);
    const told = called?.[1] ?? called?.[2] ?? findPhrases(text, new Date()).playaName;
    if (told !== undefined) text = told;
  }
  // "About me: Primary school teacher … tent pegs.\nFirst burn was 2019 btw": a short line after the story's last
  // sentence that answers another question is that answer, not more of the story.
  if (text !== undefined && field === "bio") {
    const lines = text.trim().split("\n");
    const last = lines.at(-1) ?? "";
    if (
      lines.length >= 2 &&
      /[.!?。！？]\s*$/u.test(lines.at(-2) ?? "") &&
      last.trim().split(/\s+/).length <= ANSWER_LINE_MAX_WORDS &&
      Object.keys(findPhrases(last, new Date())).length > 0
    )
      text = lines.slice(0, -1).join("\n");
  }
  // "* Camp Mirage (2015, 2016)\n* Northern Lights Lounge (2018)": camps written as a list, one a line, are
  // stored one a line; the list's marks were the mail app's (a bio keeps its own, they may be the member's).
  // "Camp Mirage both times", "Camp Mirage, all 6 of them", "Camp Mirage x2", "Camp Mirage (all of them)", "Camp
  // Mirage the whole way": how often the member was with the
  // camp is the count's answer, not the camp's name.
  if (text !== undefined && field === "campHistory" && !text.trim().includes("\n")) {
    // ("Camp Mirage all 4 🤙": an emoji after the remark.)
    const names = text
      .trim()
      .replace(SOMEONE_ELSES_SENTENCE, "")
      .replace(/(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}])+$/u, "")
      .replace(HOW_OFTEN_AFTER, "")
      .replace(HOW_OFTEN_BEFORE, "");
    if (names !== text && /\p{Lu}/u.test(names)) text = names;
  }
  if (text !== undefined && field === "campHistory") {
    const lines = text.split("\n").filter((l) => l.trim() !== "");
    if (lines.length >= 2 && lines.every((l) => LIST_MARK.test(l))) text = lines.map((l) => l.replace(LIST_MARK, "")).join("\n");
  }
  return MULTI_LINE.has(field) ? cleanBlock(text, EXTRACTED_TEXT_LIMITS[field]) : cleanLine(text, EXTRACTED_TEXT_LIMITS[field]);
}
// (In the playa name's answer the question says what the name is for: "…call me Pop Rocks", "known as Bilge".)
const CALLED_IN_ANSWER =
  /(?<![\p{L}])(?:call(?:s|ed)?\s+me|known\s+as|go(?:es)?\s+by|named\s+me|dubbed\s+me)\s+["“'‘]?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})|[「『]([^」』\n]{1,30})[」』]\s*(?:と|って)(?:呼ばれ|言われ|呼んで)/u;
// "Camp Mirage, every time. My son Marc got me started, he's been going since 2009.": a sentence after the camps
// about a relative's burns is theirs, not the member's camp history.
const SOMEONE_ELSES_SENTENCE =
  /[.!][ \t]+(?:My|Our)[ \t]+(?:wife|husband|partner|boyfriend|girlfriend|son|daughter|kids|mum|mom|mother|dad|father|sister|brother|cousin|uncle|aunt|friend|mate|best[ \t]+friend)\b[^\n]*$/u;
const HOW_OFTEN_AFTER =
  /[ \t]*,?[ \t]*(?:(?:the[ \t]+)?both[ \t]+(?:times|years)|every[ \t]+(?:single[ \t]+)?(?:time|year)|each[ \t]+(?:time|year)|all[ \t]+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[ \t]+(?:of[ \t]+them|times|years|burns))?|all[ \t]+(?:of[ \t]+them|the[ \t]+times)|x[ \t]?\d{1,2}|\d{1,2}[ \t]?x|the[ \t]+whole[ \t]+(?:time|way)|(?:for[ \t]+)?the[ \t]+lot|(?<=,[ \t]*)both|\((?:both(?:[ \t]+(?:times|years))?|all[ \t]+of[ \t]+them|all[ \t]+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)(?:[ \t]+(?:times|years|burns))?|every[ \t]+(?:time|year)|x[ \t]?\d{1,2}|\d{1,2}[ \t]?x)\))[ \t]*[.!]?$/iu;
const HOW_OFTEN_BEFORE =
  /^(?:both[ \t]+times|every[ \t]+time|all[ \t]+\d{1,2}(?:[ \t]+times)?|\d{1,2}[ \t]?x)[ \t]*(?:with|at|in)?[ \t]+(?=\p{Lu})/iu;
const RUN_ON_NOT_A_VALUE =
  /(?<![\p{L}])(?:no|not|nope|non|nein|nee|niet|nie|нет|wait|sorry|oops)(?![\p{L}])|^(?:born|living|live|lives|grew|raised|from|moved|in|now|currently|originally|still|i|i['’]m|my|we)(?![\p{L}])/iu;
const ANSWER_LINE_MAX_WORDS = 8;
// A value before a clause that runs on is short: "Bamberg (Oberfranken)", "Suikerbrood Satelliet".
const RUN_ON_VALUE_MAX_WORDS = 5;
const LIST_MARK = /^[ \t]*(?:[*•·‣◦▪-]|\d{1,2}[.)])[ \t]+(?=\S)/u;

// The invitation's questions, in its order: numbered answers without labels follow it.
const QUESTIONNAIRE_ORDER: readonly ExtractedField[] = [
  "name",
  "playaName",
  "homeTown",
  "location",
  "country",
  "burnYears",
  "firstBurn",
  "campHistory",
  "bio",
];
// Fewer numbered lines than this are a list in the member's text, not the questionnaire's answers.
export const NUMBERED_MIN = 5;

/**
 * "1. Jane Doe" … "9. …" without labels: the answers in the questionnaire's order, taken from the
 * quoted invitation when it numbers its questions (an admin may have changed them), else the default.
 */
// "１．小野寺 さくら", "２）おむすび": a number typed in full-width digits, as Japanese and Chinese input types it.
const FULL_WIDTH_NUMBER = /^(\s*)([０-９]{1,2})[．.）)、]/u;
const halfWidthNumber = (line: string) =>
  line.replace(
    FULL_WIDTH_NUMBER,
    (_, space: string, digits: string) => `${space}${[...digits].map((d) => d.charCodeAt(0) - 0xff10).join("")}. `,
  );

function numberedAnswers(rawLines: string[], quoted: string): Answer[] {
  const lines = rawLines.map(halfWidthNumber);
  const order: ExtractedField[] = [...QUESTIONNAIRE_ORDER];
  for (const line of quoted.split("\n")) {
    const q = NUMBERED.exec(halfWidthNumber(line.replace(/^[\s>]+/, "")));
    const label = q ? matchLabel(q[2]) : null;
    if (q && label) order[Number(q[1]) - 1] = label.field;
  }
  // ("9. Oops, almost forgot the bio: Elementary school librarian…": a numbered answer that names its own
  // question, the one of its number, is that answer.)
  const numbered = lines
    .map((line, i) => {
      const m = NUMBERED.exec(line);
      const label = m ? matchLabel(m[2]) : null;
      if (m && label && label.field === order[Number(m[1]) - 1] && label.answer !== "") m[2] = label.answer;
      else if (label) return { m: null, i };
      return { m, i };
    })
    .filter((x): x is { m: RegExpExecArray; i: number } => x.m !== null);
  if (numbered.length < NUMBERED_MIN) return [];
  const answers: Answer[] = [];
  numbered.forEach(({ m, i }, k) => {
    const field = order[Number(m[1]) - 1];
    if (!field || answers.some((a) => a.field === field)) return;
    // "6/7. 2 – 2019 and 2024": a count and its years answer both burn questions; any other two questions
    // on one line are left to the review gate, unread.
    const second = /^\s*(?:[Qq#]\s?)?\d{1,2}\s*[/&+]\s*(\d{1,2})/.exec(lines[i])?.[1];
    if (second !== undefined && !(field === "burnYears" && order[Number(second) - 1] === "firstBurn")) return;
    // A multi-line answer (the bio) runs to the next number.
    const next = numbered[k + 1]?.i ?? lines.length;
    const more = MULTI_LINE.has(field) ? lines.slice(i + 1, next).filter((l) => !isSignOffLine(l)) : [];
    answers.push({ field, text: [m[2], ...more].join("\n").trim(), lines: [i, ...more.map((_, j) => i + 1 + j)] });
  });
  return answers;
}

// A terse reply without questions: at least this many lines that start with a known label ("name sara okafor").
export const LOOSE_MIN = 4;

/** "name sara okafor" / "playa name juju" / "hometown lagos": labels without colons, one per short line. */
function looseAnswers(lines: string[]): Answer[] {
  const answers: Answer[] = [];
  lines.forEach((line, i) => {
    const label = line.trim() === "" ? null : matchLooseLabel(line);
    if (label && label.answer !== "" && !answers.some((a) => a.field === label.field))
      answers.push({ field: label.field, text: label.answer, lines: [i] });
  });
  return answers.length >= LOOSE_MIN ? answers : [];
}

// "maya lin, firefly, sacramento, oakland, usa, 3 burns, first 2022" or the same one per line: the
// answers in the questionnaire's order, with no questions. Read only when the five words-answers are
// there and the fifth is a country; the review gate holds every reply read this way (verdict.ts).
const LIST_SEPARATOR = /\s*[,/|;]\s*/;
const LIST_MIN_ITEMS = 5;
const LIST_MAX_ITEMS = 9;
const LIST_LINE_MAX = 40;
const LIST_BURNS = /^(\d{1,2})(?:\s*(?:burns?|x|times))?$/i;
// ("first was 2018", "first one in 2019": the year with its verb.)
const LIST_YEAR = /^(?:(?:first|1st)(?:\s+(?:burn|one|year))?(?:\s+(?:was|in|was\s+in))?\s*[:-]?\s*)?((?:19|20)\d{2})$/i;

/** The items of a reply written as a bare list (one line with separators, or one short line each), or null. */
export function bareList(reply: string): string[] | null {
  const lines = reply.split("\n").map((l) => l.trim());
  const end = lines.findIndex((l, i) => i > 0 && isSignOffLine(l));
  const body = (end > 0 ? lines.slice(0, end) : lines).filter((l) => l !== "");
  if (body.some((l) => matchLabel(l) !== null)) return null;
  // One line of sentences ("I grew up in Knoxville, spent my twenties in Chicago, and …") is prose, not a list.
  const sentences = body.length === 1 && /[.!?](?:\s|$)/.test(body[0].replace(/[.!?]+\s*$/, ""));
  const items =
    body.length === 1
      ? sentences
        ? []
        : body[0].split(LIST_SEPARATOR)
      : body.every((l) => l.length <= LIST_LINE_MAX && !/[.!?:：]$/.test(l))
        ? body
        : [];
  const clean = items.map((i) => i.trim()).filter((i) => i !== "" && i.length <= LIST_LINE_MAX);
  if (clean.length !== items.filter((i) => i.trim() !== "").length) return null;
  return clean.length >= LIST_MIN_ITEMS && clean.length <= LIST_MAX_ITEMS ? clean : null;
}

// "Thabo Mokoena / DJ Springbok / Soweto / … / 2 / 2023 / none / Sound engineer. …": one line for each of
// the nine questions, in order, the sixth a count and the seventh a year (or nothing): the last two may be
// sentences. The review gate holds it like any list (verdict.ts).
function questionnaireLines(lines: string[], now: Date): Answer[] {
  const all = lines.map((text, i) => ({ text: text.trim(), i })).filter((l) => l.text !== "");
  // "Olá! Respostas pela ordem:", "Here goes in your order:": a line announcing the answers is not one, nor
  // is a greeting above it ("¡Hola!" then "Os contesto en el mismo orden de las preguntas:"). "古川です。質問の
  // 順番どおりに書きます。", "Hiya, answers in order 👇": a paragraph of its own above the list, set off by a
  // blank line, says so in a sentence.
  for (let lead = 0; lead <= QUESTIONNAIRE_LEAD_MAX && lead < all.length; lead++) {
    if (lead > 0) {
      const line = all[lead - 1];
      const announced = /[:：]$/u.test(line.text) || all[lead].i > line.i + 1;
      if (!announced || matchLabel(line.text) !== null) return [];
    }
    const read = questionnaireRows(oneLineOfAnswers(all.slice(lead)), now);
    if (read.length > 0) return read;
  }
  return [];
}
const QUESTIONNAIRE_LEAD_MAX = 2;

// "Nadia Iqbal / Rasmalai / Bradford / … / Camp Mirage both times / Pharmacist, terrible at…", "Larissa Paiva;
// Pé-de-moleque; Campinas; …": the nine answers on one line, between slashes or semicolons. (Eight or nine
// parts: fewer are a line of the member's own, "DJ / producer / dad".)
const ONE_LINE_SEPARATOR = /[ \t]+\/[ \t]+|\s*;\s*/u;
function oneLineOfAnswers(rows: { text: string; i: number }[]): { text: string; i: number }[] {
  if (rows.length === 0) return rows;
  const parts = rows[0].text.split(ONE_LINE_SEPARATOR);
  if (parts.length < QUESTIONNAIRE_ORDER.length - 1 || parts.length > QUESTIONNAIRE_ORDER.length) return rows;
  return [...parts.map((text) => ({ text: text.trim(), i: rows[0].i })), ...rows.slice(1)];
}

// "Kokotxa (me lo puso mi cuadrilla)": a remark in brackets after a short answer does not make it long.
const withoutRemarks = (text: string) => text.replace(/\s*[(（][^()（）]*[)）]/gu, "").trim();
// "👤 Bruna Magalhães", "🔥 Cupuaçu", "🏡 Belém do Pará": an emoji before every answer stands for its question.
const EMOJI_MARK = /^(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+\s*/u;
// "Shauna x", "A.", "— Lu": a name or an initial alone under the last answer signs them.
const SIGNATURE_UNDER_ANSWERS = /^[-–—~]?\s*(?:\p{L}{1,15}\.?|\p{Lu}\.(?:\s?\p{Lu}\.)?)(?:\s+(?:x{1,3}|xo))?$/iu;

function questionnaireRows(body: { text: string; i: number }[], now: Date): Answer[] {
  const end = body.findIndex((l, k) => k >= 7 && isSignOffLine(l.text));
  let rows = end > 0 ? body.slice(0, end) : body;
  // "…fix bikes.\nPic attached": a note about the attachment under the answers is not one.
  while (rows.length > 0 && ATTACHMENT_REMARK.test(rows[rows.length - 1].text)) rows = rows.slice(0, -1);
  if (rows.length >= QUESTIONNAIRE_ORDER.length - 3 && rows.every((r) => EMOJI_MARK.test(r.text)))
    rows = rows.map((r) => ({ ...r, text: r.text.replace(EMOJI_MARK, "") }));
  // "Sanne de Wit / playa: Pannenkoek / Zwolle / …": a line that names its question answers it, where it stands.
  const labels = rows.map((r) => matchLabel(r.text));
  // "Zwolle / Utrecht / Nederland / 2x / 2023 / - / kapper…": a member whose name the camp knows may start
  // at the playa name or the home town; then the line before the count must be a country.
  for (const skip of [0, 1, 2]) {
    const order = QUESTIONNAIRE_ORDER.slice(skip);
    let these = rows;
    if (labels.some((l, k) => l !== null && l.field !== order[k])) continue;
    // "…kids party entertainer\nollie": a name alone under the last answer signs them.
    if (these.length === order.length + 1 && SIGNATURE_UNDER_ANSWERS.test(these[these.length - 1].text)) these = these.slice(0, -1);
    // Seven to nine lines: a member may stop after the first burn or the camps.
    if (these.length < 7 - skip || these.length > order.length) continue;
    const texts = these.map((r, k) => labels[k]?.answer ?? r.text);
    const count = 5 - skip;
    // (The count may say more: "0 – first one this year!".)
    const short = texts
      .slice(0, count + 2)
      .every((t, k) => withoutRemarks(t).length <= LIST_LINE_MAX && (k === count ? !/[:：]$/u.test(t) : !/[.!?:：]$/u.test(t)));
    const burns = parseBurnCount(texts[count], now).count ?? burnCountAnswerI18n(texts[count]);
    const year = LIST_YEAR.test(texts[count + 1]) || cleanLine(texts[count + 1], 40) === null;
    if (short && burns !== null && year && (skip === 0 || isCountry(texts[count - 1])))
      return these.map((r, k) => ({ field: order[k], text: texts[k], lines: [r.i] }));
  }
  return [];
}

function listAnswers(lines: string[]): Answer[] {
  const items = bareList(lines.join("\n"));
  if (!items) return [];
  const words = items.filter((i) => !LIST_BURNS.test(i) && !LIST_YEAR.test(i));
  if (words.length !== 5 || !isCountry(words[4])) return [];
  const all = lines.map((_, i) => i);
  const answers: Answer[] = words.map((text, k) => ({ field: QUESTIONNAIRE_ORDER[k], text, lines: all }));
  const burns = items.find((i) => LIST_BURNS.test(i));
  const year = items.find((i) => LIST_YEAR.test(i));
  if (burns) answers.push({ field: "burnYears", text: LIST_BURNS.exec(burns)![1], lines: all });
  if (year) answers.push({ field: "firstBurn", text: LIST_YEAR.exec(year)![1], lines: all });
  return answers;
}

// "Full name\tZanele Ntuli\tGustav Lindqvist": a table pasted with a column per person. The first column of
// answers is the member's (the review gate holds such a reply, verdict.ts).
export const COLUMNS_MIN_ROWS = 3;
const COLUMN_ROW = /^([^\t]+)\t+([^\t]+)(?:\t+[^\t]*)+$/;
function firstColumn(lines: string[]): string[] {
  if (lines.filter((line) => COLUMN_ROW.test(line.trim())).length < COLUMNS_MIN_ROWS) return lines;
  return lines.map((line) => {
    const m = COLUMN_ROW.exec(line.trim());
    return m && matchLabel(`${m[1].trim()}: ${m[2].trim()}`) !== null ? `${m[1].trim()}: ${m[2].trim()}` : line;
  });
}

// A row of a spreadsheet pasted with its header row: "Name\tPlaya name\tHometown\t…" over "Priya Nambiar\tPayasam\t
// Kochi\t…". Each column the questions know is read as its answer; a column they do not ask ("Arrival",
// "Dietary") is left out. Only one row under the header: several are other people's.
const HEADER_ROW_MIN_LABELS = 3;
function headerRow(lines: string[]): string[] {
  const cells = (line: string | undefined) => (line ?? "").split("\t").map((c) => c.trim());
  for (let i = 0; i + 1 < lines.length; i++) {
    const head = cells(lines[i]);
    if (head.length < HEADER_ROW_MIN_LABELS + 1) continue;
    const known = head.map((c) => (c !== "" && matchLabel(`${c}: x`)?.answer === "x" ? c : null));
    if (known.filter((c) => c !== null).length < HEADER_ROW_MIN_LABELS) continue;
    const row = cells(lines[i + 1]);
    if (row.length < 2 || row.length > head.length || lines[i + 2]?.includes("\t")) return lines;
    const answers = known.flatMap((label, k) => (label !== null && row[k] ? [`${label}: ${row[k]}`] : []));
    return [...lines.slice(0, i), ...answers, ...lines.slice(i + 2)];
  }
  return lines;
}

// Two questions answered on one line: "Anzahl Burns / erster Burn: 4, zum ersten Mal 2015", "Vengo da / vivo a:
// Verona / Torino". Each answer goes with its question when the line names two and answers two.
const MERGED_LABELS = /^([^/:：\n]{2,40}?)\s*\/\s*([^/:：\n]{2,40}?)\s*[:：]\s*(\S.*)$/u;
function splitMergedLabels(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const m = MERGED_LABELS.exec(line.trim());
    if (!m) return [line];
    const first = matchLabel(`${m[1]}: x`);
    const second = matchLabel(`${m[2]}: x`);
    if (first?.answer !== "x" || second?.answer !== "x" || first.field === second.field) return [line];
    const parts = m[3].includes("/") ? m[3].split("/") : m[3].split(/,\s*/);
    if (parts.length !== 2 || parts.some((p) => p.trim() === "")) return [line];
    return [`${m[1].trim()}: ${parts[0].trim()}`, `${m[2].trim()}: ${parts[1].trim()}`];
  });
}

// "Naam: Sanne Jonker, playanaam Fierljepper.", "Name: Jo Kim, playa name: Kazoo": the playa name told after a
// comma in the name's answer is the answer to its own question.
function splitNameAndPlayaName(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const m = matchLabel(line);
    const comma = m?.field === "name" ? m.answer.indexOf(",") : -1;
    if (!m || comma <= 0) return [line];
    const words = m.answer
      .slice(comma + 1)
      .trim()
      .split(/\s+/);
    for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
      if (
        exactLabelField(
          words
            .slice(0, k)
            .join(" ")
            .replace(/[:：]$/u, ""),
        ) !== "playaName"
      )
        continue;
      const value = words
        .slice(k)
        .join(" ")
        .replace(/^(?:is|[:：=-])\s*/iu, "")
        .replace(/\.$/u, "");
      const label = line.slice(0, line.lastIndexOf(m.answer));
      return value === "" ? [line] : [`${label}${m.answer.slice(0, comma)}`, `Playa name: ${value}`];
    }
    return [line];
  });
}

// iCloud's web mail flattens a plain-text reply onto one line: "Full name: Tama Walker Playa name: Kea Home
// town: Dunedin …". Three questions or more recognised on one line are split back into lines.
const RUN_ON_LABELS_MIN = 3;
const LABEL_START = /\s(?=\p{Lu}[^:：\n]{0,40}[:：])/gu;
function splitRunOnLabels(lines: string[]): string[] {
  return lines.flatMap((line) => {
    if (line.length < 40) return [line];
    // "Name - Priya Mistry. Playa name - Bhaji. From - Leicester.", "Name: Brian Wafula; playa name: Matatu
    // Maestro; home town: Mombasa": answers that end where a sentence or a semicolon does.
    const clauses = line.split(/(?<=[.;|])\s+(?=\S)/u).map((c) =>
      c
        .replace(/[;|]$/u, "")
        .replace(/(?<=^(?:\S+\s+){0,6}\S+)\.$/u, "")
        .trim(),
    );
    if (clauses.length >= RUN_ON_LABELS_MIN && clauses.filter((c) => matchLabel(c)?.answer).length >= RUN_ON_LABELS_MIN) return clauses;
    if (matchLabel(line) === null) return [line];
    // Before each colon, the shortest run of words that is a question ("Walker Playa name:" is "Playa name:").
    const byColon = new Map<number, number>();
    for (const m of line.matchAll(LABEL_START)) {
      const at = m.index + 1;
      const colon = line.slice(at).search(/[:：]/u) + at;
      if (matchLabel(line.slice(at)) !== null) byColon.set(colon, at);
    }
    const cuts = [...byColon.values()].sort((a, b) => a - b);
    if (cuts.length + 1 < RUN_ON_LABELS_MIN) return [line];
    return [0, ...cuts].map((at, i) => line.slice(at, cuts[i] ?? line.length).trim());
  });
}

// "1) Bart Mulder; 2) Clog Dancer; 3) Zwolle; …": the numbered answers typed on one line, split back into
// lines when the numbers run in order, one after the other.
const RUN_ON_NUMBERS_MIN = 5;
const RUN_ON_NUMBER = /(?:^|[;|]\s*)(\d{1,2})[.)]\s+(?=\S)/g;
function splitRunOnNumbers(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const marks = [...line.matchAll(RUN_ON_NUMBER)];
    if (marks.length < RUN_ON_NUMBERS_MIN || marks.some((m, i) => Number(m[1]) !== Number(marks[0][1]) + i)) return [line];
    return marks.map((m, i) =>
      line
        .slice(m.index, marks[i + 1]?.index ?? line.length)
        .replace(/^[;|]\s*/, "")
        .replace(/\s*[;|]\s*$/, ""),
    );
  });
}

export interface ParseOptions {
  /** The quoted original (the invitation): its numbering orders unlabelled answers. Never read for values. */
  quoted?: string;
  /** The display name on the reply's From header: read as the name only where the member wrote it in the reply. */
  senderName?: string | null;
  /** The camp's own name (the invitation is sent under it): "con ustedes" in a story of camps is that camp. */
  campName?: string | null;
}

/**
 * Extracts the nine profile fields from a member's reply (the whole email text: quoted history and
 * signatures are removed first). Fields the reply does not state are null.
 */
export function parseReply(text: string, now = new Date(), options: ParseOptions = {}): ExtractedProfile {
  return parseIsolatedReply(isolateReply(text), now, options);
}

/** The same, on a reply already isolated by splitReply (the Worker isolates once and passes the result on). */
// "*Glue Stick, sorry autocorrect": a word starred on the line under an answer puts right a slip in it.
const STAR_CORRECTION = /^\s*\*\s*([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3})\s*\*?\s*(?:[,.;:!–—-].{0,60})?$/u;
const withinTwoEdits = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 2) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] <= 2;
};
function starCorrections(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const star = STAR_CORRECTION.exec(line);
    const above = out.length > 0 ? out[out.length - 1] : "";
    const answer = star ? matchLabel(above)?.answer.trim() : undefined;
    if (star && answer) {
      const fix = star[1].split(/\s+/);
      const words = answer.split(/\s+/);
      const tail = words.slice(-fix.length);
      const differs = tail.some((w, k) => w.toLowerCase() !== fix[k].toLowerCase());
      const close = tail.length === fix.length && tail.every((w, k) => withinTwoEdits(w.toLowerCase(), fix[k].toLowerCase()));
      if (differs && close && fix.join(" ").length >= 3) {
        out[out.length - 1] = above.slice(0, above.lastIndexOf(tail[0])) + fix.join(" ");
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

// "…talk to text new line name Clive Ormsby new line home town Kingston comma Jamaica…": a dictated reply
// spells out its line breaks and commas; twice or more, they are the reply's own.
const SPOKEN_BREAK = /\s*(?<![\p{L}])(?:new\s+line|next\s+line|new\s+paragraph)(?![\p{L}])\s*/giu;
function undictated(reply: string): string {
  if ((reply.match(SPOKEN_BREAK) ?? []).length < 2) return reply;
  return (
    reply
      .replace(SPOKEN_BREAK, "\n")
      .replace(/\s+comma(?![\p{L}])/giu, ",")
      .replace(/\s+(?:period|full\s+stop)(?![\p{L}])/giu, ".")
      .split("\n")
      // ("playa name Diesel Dad": a question said aloud has no colon; the longest one the line opens with.)
      .map((line) => {
        const words = line.trim().split(/\s+/);
        for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
          if (exactLabelField(words.slice(0, k).join(" ")) !== null) return `${words.slice(0, k).join(" ")}: ${words.slice(k).join(" ")}`;
        }
        return line;
      })
      .join("\n")
  );
}

/** The reply's lines, the answers read from them (labelled, or a terse form), and the lines left as prose. */
// "name tunde bakare / playa name Drumroll / from lagos / live in houston now / born nigeria / 3 burns first one
// 2022": answers typed on one line between slashes, two or more of them opened by the question's words, are read
// as lines. (A bio's "DJ / producer / dad" opens none.)
const SLASH_SEPARATOR = /[ \t]+\/[ \t]+/u;
const SLASHED_ANSWER =
  /^(?:(?:full[ \t]+)?name|playa(?:[ \t]+name)?|from|live[sd]?|living|born|grew[ \t]+up|home[ \t]*town|camps?|burns?|\d{1,2}[ \t]+burns?|first[ \t]+(?:burn|one))(?![\p{L}])/iu;
function splitSlashedAnswers(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const parts = line.split(SLASH_SEPARATOR);
    if (parts.length < 4 || parts.filter((p) => SLASHED_ANSWER.test(p.trim())).length < 2) return [line];
    return parts.map((p) => p.trim());
  });
}

function readShape(reply: string, now: Date, quoted: string) {
  const lines = starCorrections(
    unwrap(
      splitNameAndPlayaName(
        splitRunOnNumbers(splitRunOnLabels(splitMergedLabels(headerRow(firstColumn(splitSlashedAnswers(undictated(reply).split("\n"))))))),
      ),
    ),
  );
  const labelled = readAnswers(lines);
  const few = labelled.answers.length < QUESTIONNAIRE_MIN_QUESTIONS;
  let terse = few ? numberedAnswers(lines, quoted) : [];
  // "Naam: Sanne Jonker, playanaam Fierljepper." over "3. Home town: Leeuwarden" … "9. Bio: …": questions the
  // numbered answers leave out, answered with their label above or below them, are answers too.
  if (terse.length > 0) {
    const numbered = new Set(terse.map((a) => a.field));
    const lineSet = new Set(terse.flatMap((a) => a.lines));
    terse = [...terse, ...labelled.answers.filter((a) => !numbered.has(a.field) && !a.lines.some((i) => lineSet.has(i)))];
  }
  if (few && terse.length === 0) terse = looseAnswers(lines);
  if (few && terse.length === 0) terse = questionnaireLines(lines, now);
  if (few && terse.length === 0) terse = listAnswers(lines);
  const answers = terse.length > 0 ? terse : labelled.answers;
  const prose = terse.length > 0 ? new Set([...labelled.prose].filter((i) => !terse.some((a) => a.lines.includes(i)))) : labelled.prose;
  return { lines, labelled, answers, prose };
}

/** How many lines of the reply the parser read as short answers without questions (the review gate asks). */
export function shortLinesRead(reply: string, now = new Date()): number {
  const { lines, answers, prose } = readShape(reply, now, "");
  return answers.length < QUESTIONNAIRE_MIN_QUESTIONS ? (shortLineFacts(lines, prose, now)?.used.length ?? 0) : 0;
}

export function parseIsolatedReply(
  reply: string,
  now = new Date(),
  { quoted = "", senderName, campName = null }: ParseOptions = {},
): ExtractedProfile {
  const { lines, labelled, answers, prose } = readShape(reply, now, quoted);
  const profile: Record<ExtractedField, string | number | null> = emptyExtractedProfile();
  let firstYearFromList: number | null = null;

  let previous: Answer | null = null;
  let sameTown: ExtractedField | null = null;
  let nowIn: string | null = null;
  for (const answer of answers) {
    if (profile[answer.field] !== null) continue;
    // "Where you live now: same as above": the home town above (or the other way round).
    if (SAME_AS_ABOVE.test(answer.text.trim())) {
      // Any other "same" points at something the parser cannot be sure of: nothing is read.
      if (previous && TOWNS.has(answer.field) && TOWNS.has(previous.field)) profile[answer.field] = profile[previous.field];
      previous = answer;
      continue;
    }
    previous = answer;
    // "From: Milwaukee, now in Chicago": the home town's answer tells where the member lives now too.
    if (answer.field === "homeTown") nowIn ??= NOW_IN.exec(answer.text.trim())?.[1] ?? null;
    // "Home town: same as where I live now, never left!": the other town answer, wherever it is.
    if (TOWNS.has(answer.field) && SAME_AS_OTHER_TOWN.test(answer.text.trim())) {
      sameTown = answer.field;
      continue;
    }
    // "[RSM] Lisbon": the member's initials marking each answer typed into the quote are not the answer.
    if (/^\s*\[\p{Lu}{2,4}\]\s+\S/u.test(answer.text)) answer.text = answer.text.replace(/^\s*\[\p{Lu}{2,4}\]\s+/u, "");
    let value: string | number | null;
    if (answer.field === "burnYears") {
      const burns = parseBurnCount(answer.text, now);
      // "jeden (2023)", "세 번", "まだ行ったことない": a count in words of another language.
      // ("acht (2012 t/m 2016, plus 2019, 2023 en vorig jaar)": the count stated first, in words, stands over
      // our counting of the years that explain it, as it does in English: parseBurnCount.)
      // ("trzy razy (2017, 2022 i zeszły rok)", "ثلاث مرات (…)": the count and its word for "times".)
      const stated = /^\s*\p{L}+(?:\s+\p{L}+)?\s*[(:,–-]/u.test(answer.text)
        ? burnCountAnswerI18n(answer.text.split(/\s*[(:,–-]/u)[0])
        : null;
      value =
        comingBurnCJK(answer.text) ??
        (stated !== null && burns.firstYear !== null ? stated : null) ??
        burns.count ??
        burnCountAnswerI18n(answer.text);
      firstYearFromList ??= burns.firstYear;
      // "einmal, 2024 – mein Mann war schon sechsmal dabei": one burn and the one year written is its year.
      const years = answer.text.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? [];
      if (burns.count === null && value === 1 && years.length === 1) firstYearFromList ??= yearValue(years[0], now);
    } else if (answer.field === "firstBurn") {
      // ("il y a deux ans", "two years ago": the year told by how long ago it was.)
      value = parseFirstBurn(answer.text, now) ?? parseFirstBurn(absoluteYears(answer.text, now), now);
    } else if (/^[^\n]+[:：]$/u.test(answer.text.trim())) {
      // "Bio:\nHere you go, one per line:": a line that ends with a colon announces answers and is none.
      value = null;
    } else {
      value = textValue(answer.field, answer.text);
      // "Μένω: στην Αθήνα": Greek answers a place with "in the"; after the feminine and neuter articles a
      // city's accusative is its nominative (a masculine "στον Βόλο" is not, and stays as written).
      if (typeof value === "string" && PLACES.has(answer.field)) value = value.replace(/^σ(?:την?|το)\s+(?=\p{Lu})/u, "");
      // "Where you live now: still Asheville", "now Leeds", "Lagos originally": the adverb says when.
      if (typeof value === "string" && PLACES.has(answer.field))
        value = value
          .replace(/^(?:still|now|currently|presently)\s+(?=\p{Lu})/iu, "")
          .replace(/(?<=\p{Ll})\s+(?:originally|now|these\s+days|currently)$/u, "")
          // "Edinburgh, these last 40 years", "Leeds for six years now", "Oslo since 2019": how long, not where.
          .replace(
            /(?<=\p{Ll}),?\s+(?:(?:for\s+)?(?:these|the)\s+(?:last|past)\s+[\p{L}\d]+\s+years|for\s+(?:about\s+|almost\s+|over\s+)?[\p{L}\d]+\s+years(?:\s+now)?|since\s+(?:19|20)\d{2})$/iu,
            "",
          )
          // ("Black Mountain, NC - 11 years", "Montréal (the Plateau) – 12 years and counting": the same after a dash;
          // "Brisbane now – the heat suits me better": a remark after "now".)
          .replace(
            /(?<=[\p{L}.)])\s+[-–—]\s+(?:about\s+|almost\s+|over\s+|nearly\s+)?[\p{L}\d]+\s+(?:years?|yrs?)(?:\s+now|\s+and\s+counting)?$/iu,
            "",
          )
          .replace(/(?<=[\p{L})])\s+(?:now|these\s+days)\s+[-–—]\s+\p{Ll}[^\n]*$/u, "")
          .replace(PLACE_DASH_REMARK, "");
      // "Born & grew up: Jamaica – Montego Bay": the country, a dash, then the town the member grew up in.
      if (typeof value === "string" && answer.field === "homeTown") {
        const dashed = /^(\p{Lu}[^–—-]{1,40}?)\s+[-–—]\s+(\p{Lu}[^\n]{1,60})$/u.exec(value);
        if (dashed && isCountry(dashed[1].trim()) && !isCountry(dashed[2].trim())) {
          value = dashed[2].trim();
          if (profile.country === null) profile.country = dashed[1].trim();
        }
      }
      // "Home town: My hometown is Chicoutimi", "I'm from Lyon", "Grew up in Leeds": the question said again.
      if (typeof value === "string" && answer.field === "homeTown")
        value =
          value.replace(
            /^(?:my\s+)?home\s*town\s+is\s+(?=\S)|^(?:I['’]m|I\s+am)\s+(?:originally\s+)?from\s+(?=\p{Lu})|^(?:I\s+)?grew\s+up\s+in\s+(?=\S)|^originally\s+from\s+(?=\S)/iu,
            "",
          ) || value;
      // "bor i göteborg", "live in Leeds", "wohne in Köln": the verb of living typed before the place.
      if (typeof value === "string" && answer.field === "location")
        value =
          value.replace(
            /^(?:i\s+)?(?:live|living|lives|based)\s+in\s+(?=\S)|^(?:jag\s+)?bor\s+i\s+(?=\S)|^(?:ich\s+)?wohne\s+in\s+(?=\S)|^(?:ik\s+)?woon\s+in\s+(?=\S)|^vivo\s+(?:en|em|a)\s+(?=\S)|^mieszkam\s+w\s+(?=\S)/iu,
            "",
          ) || value;
      // "Where you live now:" answered "Born in Tromsø, living in Oslo these days": a sentence, not a
      // place. Its facts are read as prose, each into its own field.
      if (typeof value === "string" && PLACES.has(answer.field) && value.split(/\s+/).length >= SENTENCE_MIN_WORDS) {
        const facts = findPhrases(answer.text, now);
        if (Object.keys(facts).length > 0) {
          for (const [field, fact] of Object.entries(facts) as [ExtractedField, string | number][]) {
            if (field !== answer.field && profile[field] === null)
              profile[field] = typeof fact === "number" ? fact : textValue(field, fact);
          }
          value =
            typeof facts[answer.field as keyof typeof facts] === "string"
              ? textValue(answer.field, facts[answer.field as keyof typeof facts] as string)
              : null;
        }
      }
    }
    // "Born in: Guadalajara, Mexico" as the country of birth: the country is the part after the town.
    if (answer.field === "country" && typeof value === "string" && value.includes(",")) {
      const last = value.slice(value.lastIndexOf(",") + 1).trim();
      if (isCountry(last) && !isCountry(value)) value = last;
    }
    // "Trinidadian!", "Bajan born and bred": a nationality names its country.
    if (answer.field === "country" && typeof value === "string") value = countryOfNationality(answer.text) ?? value;
    profile[answer.field] = value;
    // An unreadable one-line answer ("My first burn: what a week!") is still prose.
    if (value === null && answer.text.trim() !== "" && !MULTI_LINE.has(answer.field)) {
      for (const line of answer.lines) prose.add(line);
    }
  }
  if (nowIn !== null && profile.location === null && !answers.some((a) => a.field === "location")) profile.location = takePlace(nowIn);
  if (sameTown !== null && profile[sameTown] === null) profile[sameTown] = profile[sameTown === "homeTown" ? "location" : "homeTown"];
  profile.firstBurn ??= firstYearFromList;
  // "Ezra Lindqvist" alone on the line right above the answers: a name typed as the questionnaire's header.
  if (profile.name === null && labelled.answers.length >= QUESTIONNAIRE_MIN_QUESTIONS) {
    const first = Math.min(...labelled.answers.flatMap((a) => a.lines));
    const above = lines.slice(0, first).filter((l) => l.trim() !== "");
    const line = above[above.length - 1]?.trim() ?? "";
    if (above.length > 0 && lines[first - 1]?.trim() === line && isFullNameLine(line)) {
      profile.name = line;
      prose.delete(first - 1);
    }
  }
  // "Year of your first burn: Just one so far, 2024": a count written with the year, when the count's own
  // question went unanswered.
  const firstAnswer = answers.find((a) => a.field === "firstBurn");
  if (
    profile.burnYears === null &&
    firstAnswer &&
    !answers.some((a) => a.field === "burnYears") &&
    // ("first 2018", a loose answer, is a year, not "one burn".)
    !/^\s*(?:(?:my\s+)?first(?:\s+(?:burn|one|time))?\s*[:：-]?\s*)?(?:19|20)\d{2}/i.test(firstAnswer.text)
  ) {
    const told = parseBurnCount(firstAnswer.text, now);
    if (told.count !== null && told.firstYear !== null) profile.burnYears = told.count;
  }

  // "Luis Ortega\nfrom El Paso, live in Phoenix\nborn Mexico\n4 burns first 2017": answers without questions.
  const short = answers.length < QUESTIONNAIRE_MIN_QUESTIONS ? shortLineFacts(lines, prose, now) : null;
  for (const [field, value] of Object.entries(short?.facts ?? {}) as [ExtractedField, string | number][])
    if (profile[field] === null) profile[field] = value;
  for (const i of short?.used ?? []) prose.delete(i);

  const proseLines = lines.filter((_, i) => prose.has(i));
  // Prose answers, and the burn answers ("Burns: 3, first was 2016") for the facts they add.
  const answered = answers.filter((a) => MULTI_LINE.has(a.field) || a.field === "burnYears" || a.field === "firstBurn").map((a) => a.text);
  const facts = findPhrases([proseLines.join("\n"), ...answered].join("\n\n"), now);
  for (const [field, value] of Object.entries(facts) as [ExtractedField, string | number][]) {
    if (profile[field] !== null) continue;
    profile[field] = typeof value === "number" ? value : textValue(field, value);
  }
  // "Camps: Mirage": the inviting camp answered without its word "Camp" is that camp.
  if (campName && typeof profile.campHistory === "string") {
    const bare = bareCampName(campName);
    if (bare !== campName && profile.campHistory.trim().toLowerCase() === bare.toLowerCase()) profile.campHistory = campName;
  }
  if (!answers.some((a) => a.field === "campHistory")) {
    const told = [proseLines.join("\n"), ...answered].join("\n\n");
    // ("2018 with The Craic House, then 2022 and 2024 with Camp Mirage": taken only when its years are as
    // many as the burns read.)
    const withYears = campYearsInProse(told, now);
    const years = withYears?.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)?.length ?? 0;
    if (withYears !== null && (profile.burnYears === null || profile.burnYears === years)) profile.campHistory ??= withYears;
    profile.campHistory ??= campsInProse(told, campName);
  }

  // "mieszkam w Krakowie", "родилась в Самаре": the town as a member would type it (a guess by its
  // ending; the review gate holds it).
  for (const field of ["homeTown", "location"] as const) {
    const value = profile[field];
    if (typeof value === "string") profile[field] = placeAsTyped(lines.join("\n"), value);
  }

  // "it's Jarrah Pennington-Tran here", "sono chiara mancuso, …": no wording said which words are the
  // name, but the member wrote the name their mail is sent under. A line that is only that name is no bio.
  const own = profile.name === null ? senderNameInReply(lines, senderName) : null;
  if (own) profile.name = own.name;
  if (profile.bio === null && answers.length < QUESTIONNAIRE_MIN_QUESTIONS) {
    profile.bio = storyBio(own?.alone ? proseLines.filter((l) => l !== lines[own.line]) : proseLines, now, profile);
  }
  // "Name: …\nBorn: Samoa\n\nI've been twice, 2019 and 2024, both times with Camp Mirage, and … I drive buses…":
  // answers to the short questions, then a paragraph of the member's own in place of the bio's answer. The
  // paragraph is the bio, facts and all, as it is in a letter (session 25: tuning +11 fields, none applied wrong).
  if (
    profile.bio === null &&
    answers === labelled.answers &&
    answers.length >= QUESTIONNAIRE_MIN_QUESTIONS &&
    !answers.some((a) => a.field === "bio")
  ) {
    const last = Math.max(...answers.flatMap((a) => a.lines));
    const below = lines.filter((l, i) => i > last && (prose.has(i) || l.trim() === ""));
    while (below.length > 0 && below[0].trim() === "") below.shift();
    // ("The rest is easier in a paragraph:": a lead-in is no part of it.)
    if (below.length > 1 && /[:：]\s*$/u.test(below[0])) below.shift();
    // A last paragraph of a few words is a goodbye or a note ("En Gruess us Bärn", "Vi mando anche una foto.").
    const paragraphs = below
      .join("\n")
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p !== "");
    while (paragraphs.length > 1 && paragraphs[paragraphs.length - 1].trim().split(/\s+/).length < 6) paragraphs.pop();
    const kept = paragraphs.join("\n\n").split("\n");
    const bio = kept.length > 0 && kept[0].split(/\s+/).length >= STORY_LINE_MIN_WORDS ? storyBio(kept, now, profile) : null;
    if (bio !== null && bio.length >= 100) profile.bio = bio;
  }
  // "Hi Camp Mirage,\n\nI'm a primary teacher in Leith and I've been to the burn twice…\n\nName: …": a paragraph
  // of the member's own above the short answers, with none below and no bio answered, is the bio; the review
  // gate holds it (it may be a note to the organisers).
  if (
    profile.bio === null &&
    answers === labelled.answers &&
    answers.length >= QUESTIONNAIRE_MIN_QUESTIONS &&
    !answers.some((a) => a.field === "bio")
  ) {
    const first = Math.min(...answers.flatMap((a) => a.lines));
    const above = lines
      .slice(0, first)
      .join("\n")
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p.split(/\s+/).length >= STORY_LINE_MIN_WORDS && !/[:：]$/u.test(p))
      // ("The rest is under your questions.": a line about the mail is no story.)
      .map((p) => storyBio(p.split("\n"), now, profile))
      .filter((bio): bio is string => bio !== null && bio.length >= 100);
    if (above.length === 1) profile.bio = above[0];
  }
  // "Camps: Camp Mirage 2025\n\nI'm a structural engineer by day…": with no bio answered, the story under the
  // last answer is the bio, not more camps (a camp list goes on in short lines, with names and years).
  if (profile.bio === null && typeof profile.campHistory === "string" && profile.campHistory.includes("\n")) {
    const [first, ...more] = profile.campHistory.split("\n");
    const rest = more.join("\n").trim();
    const firstLine = rest.split("\n")[0] ?? "";
    if (firstLine.split(/\s+/).length >= STORY_LINE_MIN_WORDS && !/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(rest) && !TO_THE_READER.test(rest)) {
      const bio = cleanBlock(rest, EXTRACTED_TEXT_LIMITS.bio);
      if (bio !== null) {
        profile.bio = bio;
        profile.campHistory = first.trim();
      }
    }
  }
  if (typeof profile.bio === "string" && typeof profile.name === "string") profile.bio = withoutSignatureBlock(profile.bio, profile.name);
  for (const { from, to } of correctedNumbers(reply)) {
    if (profile.burnYears === from && to < 100) profile.burnYears = to;
    else if (profile.firstBurn === from && yearValue(String(to), now) === to) profile.firstBurn = to;
  }
  // "wait, scratch that — 2014 I had a ticket but never went. So it's 4 burns and my first was 2015": what
  // the member says after taking something back is what they meant.
  const takenBack = TAKEN_BACK.exec(reply);
  if (takenBack) {
    const meant = findPhrases(reply.slice(takenBack.index), now);
    if (meant.burnYears !== undefined) profile.burnYears = meant.burnYears;
    if (meant.firstBurn !== undefined) profile.firstBurn = meant.firstBurn;
  }
  // "So funny story - I almost didn't go the first time… Short version:\nInes Halvorsen\n3 burns": what the
  // member gives as the short version is their answer, whatever the story above it told.
  const shortVersion = SHORT_VERSION.exec(reply);
  if (shortVersion) {
    const answers = parseIsolatedReply(reply.slice(shortVersion.index + shortVersion[0].length), now, { quoted, senderName, campName });
    for (const field of Object.keys(answers) as ExtractedField[]) if (answers[field] !== null) profile[field] = answers[field];
  }
  // "…'22, and last year with you lot. So 5.", "plus 2023 where I bailed - so 4 total": the sum the member did.
  const total = SO_TOTAL.exec(reply);
  const sum = total ? validBurns(cardinalValue(total[1])) : null;
  if (sum !== null) profile.burnYears = sum;
  // "Burns: 0 - this year is my first! / First burn: 2026 (hopefully)": a first-timer has no first burn yet;
  // the year of one still to come is a plan, not the directory's "first burn".
  if (profile.burnYears === 0 && typeof profile.firstBurn === "number" && profile.firstBurn > lastBurnYear(now)) profile.firstBurn = null;
  // "버닝맨은 작년에 처음 가 봤고" (my first burn was last year): a first burn in the latest year there was one is
  // the only burn so far.
  if (profile.burnYears === null && profile.firstBurn === lastBurnYear(now)) profile.burnYears = 1;
  return profile as ExtractedProfile;
}

// "5 — no wait, 4", "2017, sorry, 2018", "it's 5 burns, not 4", "correction on number 6: it's 4, not 5", "fue en 2015,
// no en 2016":
// the number a member wrote over another. The corrected one is read (the review gate holds the reply).
const NUMBER = "(\\d{1,2}|(?:19|20)\\d{2})";
const OVER_ANOTHER = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}(?:\\s+\\p{L}+)?\\s*,?\\s*(?:not|nicht|pas|non|no|não|niet|inte|nie|не)\\s+(?:(?:in|en|em|im|w|в)\\s+)?${NUMBER}(?!\\d)`,
  "giu",
);
const THEN_ANOTHER = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}\\s*(?:[-—–,.!]+\\s*)?(?:no\\s+)?(?:wait|sorry|I\\s+mean|actually|scratch\\s+that)[,!.]?\\s*(?:[-—–]\\s*)?(?:it['’]s\\s+)?${NUMBER}(?!\\d)`,
  "giu",
);
// "4 -- no, 5, I forgot 2019": a dash, "no" and a comma between the two.
const DASH_NO = new RegExp(`(?<![\\p{L}\\d])${NUMBER}\\s*[-—–]+\\s*no\\s*,\\s*${NUMBER}(?!\\d)`, "giu");
const SHORT_VERSION =
  /(?:^|\n)[ \t]*(?:(?:the|my|a)\s+)?(?:short(?:er)?\s+version|tl;?\s?dr|quick\s+version|in\s+short|the\s+short\s+answers?|kurzfassung|en\s+bref|en\s+resumen|in\s+breve|em\s+resumo)\s*[:：!.-]*[ \t]*\n(?=[\s\S]*\S)/iu;
const TAKEN_BACK = /(?<![\p{L}])(?:scratch\s+that|correction\s*[:,-]|(?:^|\n)\s*(?:oops|whoops|oh\s+wait)(?![\p{L}]))/iu;
const SO_TOTAL = new RegExp(
  `(?<![\\p{L}])so\\s+(?:that['’]s\\s+|it['’]s\\s+)?${CARDINAL}(?:\\s+(?:total|in\\s+total|altogether|burns(?:\\s+(?:total|in\\s+total))?))?\\s*(?:[.!,;]|$)`,
  "imu",
);
// "oh and I said 3 burns before but it's actually 4".
const SAID_THEN_MEANT = new RegExp(
  `(?<![\\p{L}])(?:said|wrote|put)\\s+${NUMBER}(?![\\d])[^.!?\\n\\d]{0,40}?(?:actually|really|in\\s+fact)\\s+(?:it['’]s\\s+|it\\s+is\\s+)?${NUMBER}(?!\\d)`,
  "giu",
);
function correctedNumbers(reply: string): { from: number; to: number }[] {
  return [
    ...[...reply.matchAll(SAID_THEN_MEANT)].map((m) => ({ from: Number(m[1]), to: Number(m[2]) })),
    ...[...reply.matchAll(OVER_ANOTHER)].map((m) => ({ from: Number(m[2]), to: Number(m[1]) })),
    ...[...reply.matchAll(THEN_ANOTHER)].map((m) => ({ from: Number(m[1]), to: Number(m[2]) })),
    ...[...reply.matchAll(DASH_NO)].map((m) => ({ from: Number(m[1]), to: Number(m[2]) })),
  ];
}

// A display name worth looking for: two to five words of letters, no address, no digits ("Team Bookings 2").
const DISPLAY_NAME_WORDS = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u;

/**
 * Where the reply writes the sender's display name (in any case, "Kovalchuk, Olena" in either order):
 * the name as the member typed it, its line, and whether the line holds nothing else. Not on a line with
 * an address or a quote header, where the name is the mail's, not the member's words.
 */
export function senderNameInReply(
  lines: string[],
  senderName: string | null | undefined,
): { name: string; line: number; alone: boolean } | null {
  const display = (senderName ?? "").replace(/["“”()]/g, " ").trim();
  if (!display || display.length > 80) return null;
  const [family, given, ...rest] = display.split(/\s*,\s*/);
  const words = (given && rest.length === 0 ? `${given} ${family}` : display).split(/\s+/);
  if (words.length < 2 || words.length > 5 || !words.every((w) => DISPLAY_NAME_WORDS.test(w))) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}])${words.map(escapeRegExp).join("\\s+")}(?![\\p{L}\\p{M}])`, "iu");
  for (const [i, line] of lines.entries()) {
    if (/@|<|>/.test(line)) continue;
    const found = line.match(pattern);
    if (found) return { name: found[0].replace(/\s+/g, " "), line: i, alone: line.trim().replace(/[.,!]+$/, "") === found[0] };
  }
  return null;
}

// A reply of a few short lines without questions, each a fact in a word or a phrase: "Léa Bonvin / d'origine:
// Sion / j'habite Lausanne / Suisse / une fois, en 2024". The first line is the name when it is only a name;
// a line that is a country (or "born Mexico") is the country; a line that is a count is the burns. Read
// only when at least two lines state a fact the prose rules know, so a short letter is not taken for one.
const SHORT_LINES_MIN = 3;
const SHORT_LINES_MAX = 8;
const SHORT_LINE_MAX_CHARS = 50;
const SHORT_LINES_FACTS_MIN = 2;
const BORN_BEFORE_COUNTRY =
  /^(?:born(?:\s+and\s+raised)?(?:\s+in)?|geboren(?:\s+in)?|n[ée]e?\s+(?:en|au|aux)|nacid[oa]\s+en|nat[oa]\s+in|nascid[oa]\s+(?:em|no|na)|född\s+i|født\s+i)\s+/iu;
// "4 burns first 2017", "une fois, en 2024", "3x": a line that starts with the count.
const COUNT_LINE =
  /^(?:\d{1,2}\s*[x×](?=\s*[:(,]|\s*$)|\d{1,2}\b|\p{L}+\s+(?:fois|vez|vezes|veces|volta|volte|keer|mal|times|burns?)\b|\p{L}*mal\b|once\b|twice\b)/iu;
// Words that a name line never holds: greetings, the questionnaire's words.
const NOT_IN_NAME_LINE =
  /(?<![\p{L}])(?:hi|hey|hello|hola|bonjour|salut|hallo|ciao|oi|olá|hej|thanks|merci|gracias|danke|grazie|obrigad[oa]|playa|burns?|camp|from|born|live|vivo|moro|woon|wohne|habite|né|née|geboren)(?![\p{L}])/iu;

function shortLineFacts(
  lines: string[],
  prose: Set<number>,
  now: Date,
): { facts: Partial<Record<ExtractedField, string | number>>; used: number[] } | null {
  const body = lines.map((text, i) => ({ text: text.trim(), i })).filter((l) => prose.has(l.i) && l.text !== "" && !isSignOffLine(l.text));
  if (body.length < SHORT_LINES_MIN || body.length > SHORT_LINES_MAX) return null;
  // (A line that ends a sentence, "金沢出身で、今はシアトルに住んでます。", makes it a letter.)
  if (body.some((l) => l.text.length > SHORT_LINE_MAX_CHARS || /[.:。．！？：]$/u.test(l.text))) return null;
  const facts: Partial<Record<ExtractedField, string | number>> = {};
  // The first reading of a field stands; a value that cleans to nothing is none.
  const take = (field: ExtractedField, value: string | number | null) => {
    if (value !== null && facts[field] === undefined) facts[field] = value;
  };
  const used: number[] = [];
  let known = 0;
  body.forEach(({ text, i }, k) => {
    const found = findPhrases(text, now);
    const place = text.replace(BORN_BEFORE_COUNTRY, "");
    const burns = COUNT_LINE.test(text) ? (parseBurnCount(text, now).count ?? burnCountAnswerI18n(text)) : null;
    if (MOVED_LINE.test(text)) {
      // "Fresno, now Sacramento": where the member is from, then where they live.
      const m = MOVED_LINE.exec(text)!;
      const [from, to] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
      known++;
      take("homeTown", from);
      take("location", to);
    } else if (Object.keys(found).length > 0) {
      known++;
      for (const [field, value] of Object.entries(found) as [ExtractedField, string | number][])
        take(field, typeof value === "number" ? value : textValue(field, value));
    } else if (isCountry(place)) {
      take("country", place);
    } else if (burns !== null) {
      known++;
      take("burnYears", burns);
      const years = text.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? [];
      if (years.length === 1) take("firstBurn", yearValue(years[0], now));
    } else if (k === 0 && (isFullNameLine(text) || isLowerCaseNameLine(text))) {
      take("name", text);
    } else return;
    used.push(i);
  });
  return known >= SHORT_LINES_FACTS_MIN ? { facts, used } : null;
}

// ("riga → dublin", "Kochi -> Denver": an arrow from one place to the other says as much, in any case.)
const MOVED_LINE =
  /^(\p{Lu}[\p{L}'’. -]{1,40}?),?\s+(?:now|currently)\s+(?:in\s+)?(\p{Lu}[\p{L}'’. -]{1,40})$|^(\p{L}[\p{L}'’. -]{1,40}?)\s*(?:→|->|=>|➡️?)\s*(\p{L}[\p{L}'’. -]{1,40})$/u;

/** "jorik peeters": two or three words of letters, none a greeting or a questionnaire's word. */
function isLowerCaseNameLine(line: string): boolean {
  return /^\p{Ll}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){1,2}$/u.test(line) && !NOT_IN_NAME_LINE.test(line) && !isCountry(line);
}

// "…solar-powered art.\n\nWes Abernathy\nSenior Reservoir Engineer\nTallgrass Energy Partners\nOklahoma City, OK":
// the member's own name on a line of its own under the bio, then a few short lines, signs the email.
const SIGNATURE_BLOCK_MAX_LINES = 6;
function withoutSignatureBlock(bio: string, name: string): string | null {
  const lines = bio.split("\n");
  const given = name.trim().split(/\s+/)[0].toLowerCase();
  const start = lines.findIndex((line, k) => {
    const words = line
      .trim()
      .replace(/^[-–—~]\s*/, "")
      .split(/\s+/);
    const signs =
      k > 0 &&
      words.length <= 4 &&
      /^\p{Lu}/u.test(words[0]) &&
      given.length >= 3 &&
      words[0].toLowerCase().slice(0, 3) === given.slice(0, 3) &&
      !/[.!?:]$/u.test(line.trim());
    const rest = lines.slice(k + 1).filter((l) => l.trim() !== "");
    return signs && rest.length <= SIGNATURE_BLOCK_MAX_LINES && rest.every((l) => l.trim().length <= 60 && !/[.!?]$/u.test(l.trim()));
  });
  if (start > 0) return cleanBlock(lines.slice(0, start).join("\n"), EXTRACTED_TEXT_LIMITS.bio);
  // "…ρακή για όλους 😄 Νίκος": the given name signed after the last sentence, joined onto its line.
  const signed = new RegExp(`(?<=[.!?。！\\p{Extended_Pictographic}])\\s+${escapeRegExp(name.trim().split(/\s+/)[0])}\\s*$`, "u");
  return [...given].length >= 2 ? bio.replace(signed, "") : bio;
}

const STORY_LINE_MIN_WORDS = 5;
// Words to the organisers ("Thanks so much for organising", "Let me know if…", "Looking forward to…"): a note,
// not the member's story.
const TO_THE_READER =
  /(?<![\p{L}])(?:you|your|y['’]all|thanks?|thank\s+you|hope|let\s+me\s+know|looking\s+forward|see\s+you|cheers|danke|merci|gracias|obrigad[oa]|grazie|bedankt|dank\s+je|ihr|euch|vous|vosotros|ustedes|jullie)(?![\p{L}])/iu;
// A bio tells something beyond the facts already taken: without this much else it is just the facts.
const STORY_MIN_CHARS = 20;
// "ik ben bram hoekstra, playanaam zeehond, kom uit leeuwarden maar woon nu in amsterdam": a sentence that
// holds two values already read (the name, a place, a year), or one in a short sentence, tells those answers
// again; it is not the story ("Kofi Mensah-Bonsu, builder of shade and cook of jollof…" is).
const RETOLD_MAX_WORDS = 10;
function tellsARead(sentence: string, read: Record<ExtractedField, string | number | null>): boolean {
  const lower = sentence.toLowerCase();
  const held = (["name", "playaName", "homeTown", "location", "country", "firstBurn"] as const).filter((field) => {
    const value = read[field];
    if (value === null) return false;
    const text = String(value).toLowerCase();
    return text.length >= 3 && new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(text)}(?![\\p{L}\\d])`, "u").test(lower);
  }).length;
  return held >= 2 || (held === 1 && sentence.trim().split(/\s+/).length <= RETOLD_MAX_WORDS);
}
// Sentences about the email rather than the member.
const ABOUT_THE_EMAIL =
  /^(?:thanks|thank\s+you|more\s+(?:later|soon|when|to\s+come)|(?:the\s+)?rest\s+(?:of\s+(?:the|my|it|this)(?:\s+form|\s+answers)?\s+)?(?:later|soon|when|once|after|to\s+follow|tomorrow|tonight)|will\s+(?:send|write|add)|i['’]ll\s+(?:send|write|add)|here\s+(?:are|is|you\s+go)|here['’]s|(?:photo|picture|pic)\s+attached|attached|hope\s+this|let\s+me\s+know|talk\s+soon|see\s+you)\b/i;

// "No playa name yet.", "Nåt playanamn har jag inte än.", "Pas encore de nom de playa": the answer that
// there is none, in a sentence of its own.
const NO_PLAYA_NAME_YET =
  /^(?=.*(?<![\p{L}])(?:playa|playanamn|playanaam|playaname|playanamen)(?![\p{L}]))(?=.*(?<![\p{L}])(?:no|not|none|yet|don['’]?t|inte|ingen|inget|än|pas|encore|aucun|todavía|aún|ningún|ainda|nenhum|não|ancora|nessun|nog|geen|niet|kein|keinen|noch|nicht)(?![\p{L}])).{0,80}$/iu;

/** Prose as a bio, unless every sentence of it is a fact taken into another field (or a non-answer). */
function storyBio(lines: string[], now: Date, read: Record<ExtractedField, string | number | null>): string | null {
  // "…See you out there,\nTilly\n\nP.S. Forgot — playa name is Gannet.": the postscript comes after the
  // letter (its facts are read; it is no part of the story).
  const ps = lines.findIndex((l, k) => k > 0 && POSTSCRIPT.test(l));
  const bio = proseBio(ps > 0 ? lines.slice(0, ps) : lines, EXTRACTED_TEXT_LIMITS.bio);
  if (bio === null) return null;
  const rest = bio
    .split(/(?<=[.!?])\s+|(?<=[。！？])|\n+/u)
    .filter(
      (sentence) =>
        Object.keys(findPhrases(sentence, now)).length === 0 &&
        !tellsARead(sentence, read) &&
        cleanLine(sentence, 200) !== null &&
        !ABOUT_THE_EMAIL.test(sentence.trim()) &&
        // "プラヤネームは特にないです。": a Japanese sentence that says there is none is a non-answer.
        !/(?:特に)?(?:ない|無い|ありません|なし)(?:です)?[。！!]?$/u.test(sentence.trim()) &&
        !NO_PLAYA_NAME_YET.test(sentence),
    )
    .join(" ");
  // (A Japanese or Chinese character says about what a word does: "仕事はエンジニアで、趣味はDJです。" is a story.)
  const dense = (rest.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  return rest.replace(/\s+/g, " ").trim().length + 2 * dense >= STORY_MIN_CHARS ? bio : null;
}

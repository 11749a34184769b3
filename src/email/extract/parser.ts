// The built-in extractor: used when Workers AI is not bound (local development, tests) or fails.
// It reads the invite's questionnaire, then common free-text phrasings; it never guesses beyond them.
import { isolateReply } from "../reply-text";
import { parseBurnCount, parseFirstBurn } from "./burns";
import { cleanBlock, cleanLine, proseBio } from "./clean-text";
import { matchLabel } from "./labels";
import { findPhrases } from "./phrases";
import { EXTRACTED_TEXT_LIMITS, emptyExtractedProfile, type ExtractedField, type ExtractedProfile } from "./schema";

const MULTI_LINE = new Set<ExtractedField>(["bio", "campHistory"]);
// With this many questions in the reply it is a questionnaire, and stray lines are pleasantries, not a bio.
const QUESTIONNAIRE_MIN_QUESTIONS = 3;
// A one-line answer written below its question is short; a paragraph there is prose, not the answer.
const LINE_ANSWER_MAX_CHARS = 150;

interface Answer {
  field: ExtractedField;
  text: string;
  lines: number[];
}

/** Question lines and their answers (same line, or the lines below), plus the lines outside any answer. */
function readAnswers(lines: string[]): { answers: Answer[]; prose: Set<number> } {
  const answers: Answer[] = [];
  const prose = new Set<number>();
  let open: Answer | null = null;
  lines.forEach((line, i) => {
    const label = matchLabel(line);
    if (label) {
      open = { field: label.field, text: label.answer, lines: [i] };
      answers.push(open);
    } else if (open && MULTI_LINE.has(open.field)) {
      open.text += `\n${line}`;
      open.lines.push(i);
    } else if (open && open.text === "" && line.trim() !== "" && line.trim().length <= LINE_ANSWER_MAX_CHARS) {
      open.text = line;
      open.lines.push(i);
    } else {
      if (line.trim() !== "") open = null;
      prose.add(i);
    }
  });
  return { answers, prose };
}

function textValue(field: ExtractedField, text: string | undefined): string | null {
  if (field === "burnYears" || field === "firstBurn") return null;
  return MULTI_LINE.has(field) ? cleanBlock(text, EXTRACTED_TEXT_LIMITS[field]) : cleanLine(text, EXTRACTED_TEXT_LIMITS[field]);
}

/**
 * Extracts the nine profile fields from a member's reply (the whole email text: quoted history and
 * signatures are removed first). Fields the reply does not state are null.
 */
export function parseReply(text: string, now = new Date()): ExtractedProfile {
  const lines = isolateReply(text).split("\n");
  const { answers, prose } = readAnswers(lines);
  const profile: Record<ExtractedField, string | number | null> = emptyExtractedProfile();
  let firstYearFromList: number | null = null;

  for (const answer of answers) {
    if (profile[answer.field] !== null) continue;
    let value: string | number | null;
    if (answer.field === "burnYears") {
      const burns = parseBurnCount(answer.text, now);
      value = burns.count;
      firstYearFromList ??= burns.firstYear;
    } else if (answer.field === "firstBurn") {
      value = parseFirstBurn(answer.text, now);
    } else {
      value = textValue(answer.field, answer.text);
    }
    profile[answer.field] = value;
    // An unreadable one-line answer ("My first burn: what a week!") is still prose.
    if (value === null && answer.text.trim() !== "" && !MULTI_LINE.has(answer.field)) {
      answer.lines.forEach((i) => prose.add(i));
    }
  }
  profile.firstBurn ??= firstYearFromList;

  const proseLines = lines.filter((_, i) => prose.has(i));
  const answered = answers.filter((a) => MULTI_LINE.has(a.field)).map((a) => a.text);
  const facts = findPhrases([proseLines.join("\n"), ...answered].join("\n\n"), now);
  for (const [field, value] of Object.entries(facts) as [ExtractedField, string | number][]) {
    if (profile[field] !== null) continue;
    profile[field] = typeof value === "number" ? value : textValue(field, value);
  }

  if (profile.bio === null && answers.length < QUESTIONNAIRE_MIN_QUESTIONS) {
    profile.bio = proseBio(proseLines, EXTRACTED_TEXT_LIMITS.bio);
  }
  return profile as ExtractedProfile;
}

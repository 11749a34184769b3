// Whether an extraction may be applied without an admin looking at it (DESIGN "Replies: confidence
// before automation"). Pure: the Durable Object asks it after every extraction of an emailed reply.
import { isQuotedHeaderLine } from "../reply-text";
import { matchLabel } from "./labels";
import { EXTRACTED_FIELDS, FIELD_LABELS, type ExtractedField, type ExtractedProfile } from "./schema";
import type { CurrentProfile } from "./merge-extracted";

export interface VerdictInput {
  fields: ExtractedProfile;
  /** The member's isolated reply (what was extracted from). */
  reply: string;
  /** What the reply quoted (the invitation, earlier mail), "" when unknown. */
  quoted: string;
  /** The member's profile as it is now. */
  current: CurrentProfile;
  /** Whether a profile exists already (a later reply only has to fill gaps). */
  profileCreated: boolean;
  /** The built-in parser's result when Workers AI did the extraction, to cross-check numbers. */
  parserFields?: ExtractedProfile | null;
}

export interface Verdict {
  confident: boolean;
  /** Why not, in words an organiser understands; empty when confident. */
  reasons: string[];
}

// A first reply is a profile: fewer answers than this and it is probably not the questionnaire.
export const MIN_FIELDS_FIRST_REPLY = 3;
const SINGLE_LINE: readonly ExtractedField[] = ["name", "playaName", "homeTown", "location", "country"];
// Words of the questionnaire itself: a value holding them was read from a question, not an answer.
const QUESTION_TEXT =
  /\b(?:tell\s+us\s+about\s+yourself|camps\s+you\s+have\s+been\s+part\s+of|where\s+you\s+live\s+now|year\s+of\s+your\s+first\s+burn|number\s+of\s+burns\s+attended|country\s+of\s+birth|the\s+name\s+you\s+go\s+by|a\s+few\s+lines\s+about\s+yourself|how\s+many\s+burns\s+you\s+have|reply\s+to\s+this\s+email)\b/i;

const norm = (value: string) =>
  value
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\s\p{P}]+/gu, " ")
    .trim();
const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The value, as a whole phrase, is somewhere in the quoted text. */
function appearsIn(haystack: string, value: string): boolean {
  const needle = norm(value);
  if (needle.length < 2) return false;
  return new RegExp(`(?:^|\\s)${escapeRe(needle)}(?:\\s|$)`, "u").test(haystack);
}

const labelLines = (text: string) => text.split("\n").filter((line) => line.trim() !== "" && matchLabel(line) !== null).length;

export function judgeExtraction(input: VerdictInput): Verdict {
  const { fields, current, profileCreated } = input;
  const reasons: string[] = [];
  const found = EXTRACTED_FIELDS.filter((f) => fields[f] !== null);
  const minimum = profileCreated ? 1 : MIN_FIELDS_FIRST_REPLY;
  if (found.length < minimum) reasons.push(`Only ${found.length} of ${EXTRACTED_FIELDS.length} profile fields were found`);

  for (const field of found) {
    const value = fields[field];
    if (typeof value !== "string") continue;
    const label = FIELD_LABELS[field];
    const lines = labelLines(value);
    if (QUESTION_TEXT.test(value) || (SINGLE_LINE.includes(field) && matchLabel(value) !== null)) {
      reasons.push(`${label} holds question text from the questionnaire`);
    } else if ((field === "bio" || field === "campHistory") && lines >= 2) {
      reasons.push(`${label} is mostly questionnaire answers (${lines} answer lines)`);
    }
  }

  // The quoted message's header names the member ("To: Sofia Rossi"): only its text counts here.
  const quoted = norm(
    input.quoted
      .split("\n")
      .filter((line) => !isQuotedHeaderLine(line))
      .join("\n"),
  );
  if (quoted) {
    for (const field of SINGLE_LINE) {
      const value = fields[field];
      if (typeof value !== "string") continue;
      const same = typeof current[field] === "string" && norm(current[field] as string) === norm(value);
      if (!same && appearsIn(quoted, value)) reasons.push(`${FIELD_LABELS[field]} “${value}” also appears in the quoted email`);
    }
  }

  const parser = input.parserFields;
  if (parser) {
    for (const field of ["burnYears", "firstBurn"] as const) {
      const a = fields[field];
      const b = parser[field];
      if (a !== null && b !== null && a !== b) reasons.push(`Workers AI and the parser disagree on ${FIELD_LABELS[field]} (${a} vs ${b})`);
    }
  }

  if (profileCreated) {
    for (const field of found) {
      const before = current[field];
      if (isBlank(before)) continue;
      const after = fields[field];
      if (typeof before === "number" || typeof after === "number" ? before !== after : norm(String(before)) !== norm(String(after))) {
        reasons.push(`The reply would change ${FIELD_LABELS[field]}, which the member already filled`);
      }
    }
  }
  return { confident: reasons.length === 0, reasons };
}

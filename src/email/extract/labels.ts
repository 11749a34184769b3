// The invite's questions (migrations/0001_seed_email_templates.sql) and the ways members relabel them.
import type { ExtractedField } from "./schema";

const SYNONYMS: Record<ExtractedField, string[]> = {
  name: ["full name", "name", "real name", "legal name", "full legal name", "first and last name",
    "default world name", "name and surname"],
  playaName: ["playa name", "playa", "burner name", "playa nickname", "nickname", "playa nick", "playa handle"],
  homeTown: ["home town", "hometown", "where you grew up", "where i grew up", "grew up in", "grew up",
    "originally from", "from", "where are you from", "where you are from", "town", "home city", "city of origin"],
  location: ["where you live now", "where you live", "where do you live", "where do you live now",
    "where i live now", "where i live", "location", "current location", "lives in", "live in", "living in",
    "currently living in", "current city", "based in", "city", "residence", "current home", "now living in"],
  country: ["country of birth", "country", "birth country", "country born in", "born in", "nationality",
    "country of origin", "birthplace", "place of birth"],
  burnYears: ["number of burns attended", "number of burns", "burns attended", "burns", "number burns",
    "how many burns", "how many burns have you attended", "total burns", "burn count", "burns so far",
    "burn years", "years attended"],
  firstBurn: ["year of your first burn", "year of first burn", "year of my first burn", "first burn",
    "first burn year", "year first burn", "first year", "first playa", "first year on playa",
    "first year at burning man", "first burning man", "year first attended"],
  campHistory: ["camp history", "camps", "camp", "previous camps", "past camps", "theme camps",
    "camps you have been part of", "camp experience", "camping history", "camps i have been part of"],
  bio: ["bio", "about me", "about you", "about yourself", "tell us about yourself", "biography", "about",
    "a bit about me", "a little about me", "a bit about myself", "intro", "introduction", "short bio", "story"],
};

const LABELS = new Map<string, ExtractedField>(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((n) => [n, field as ExtractedField])),
);

// Too common as a line of their own to count as a question without a colon.
const NEEDS_SEPARATOR = new Set(["from", "about", "town", "city", "camp", "story", "intro", "playa", "grew up"]);

function normaliseLabel(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .split(/\s[-–—]\s/)[0]
    .replace(/#/g, " number ")
    .replace(/['’]ve\b/g, " have")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:what\s+is\s+|whats\s+|what\s+s\s+)?(?:your|my|the)\s+/, "");
}

// Bullets, numbering ("1.", "2)", "Q3:", "#4") and emphasis before a question.
const LEADER = /^(?:\s*(?:[-*•·▪►◦‣+]+|\(?(?:q(?:uestion)?\s*)?#?\d{1,2}\s*[.):\]]\)?|#\d{1,2}\b)\s*)*/i;
const SEPARATORS = [/[:：]/, /\?/, /\s[-–—=]+\s/];

export interface LabelMatch {
  field: ExtractedField;
  /** Text after the question on the same line; "" when the answer is on the following lines. */
  answer: string;
}

/** The question a line asks, with any answer written on the same line, or null for an ordinary line. */
export function matchLabel(raw: string): LabelMatch | null {
  const line = raw.replace(/\*\*|__/g, "").replace(LEADER, "").trim();
  if (line === "") return null;
  for (const separator of SEPARATORS) {
    const m = separator.exec(line);
    if (!m || m.index === 0 || m.index > 80) continue;
    const field = LABELS.get(normaliseLabel(line.slice(0, m.index)));
    if (field) return { field, answer: line.slice(m.index + m[0].length).replace(/^[\s*_]+/, "").trim() };
  }
  if (line.length > 80) return null;
  const label = normaliseLabel(line);
  const field = LABELS.get(label);
  return field && !NEEDS_SEPARATOR.has(label) ? { field, answer: "" } : null;
}

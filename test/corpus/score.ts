// Scores reply isolation and extraction on the mail corpus (test/fixtures/mail-corpus): real-client
// message structure with our own invitation quoted, and the values a careful human would store.
// Used by test/corpus/mail-corpus.test.ts (thresholds) and scripts/reply-corpus.mjs (comparisons).
import { readdirSync, readFileSync } from "node:fs";
import PostalMime from "postal-mime";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile } from "../../src/email/extract/schema";

const CORPUS_DIR = new URL("../fixtures/mail-corpus/", import.meta.url);

export interface CorpusCase {
  file: string;
  client: string;
  language: string;
  posting: string;
  replyingTo: string;
  fields: Record<ExtractedField, string | number | null>;
  noise: string[];
  reply: string;
  /** The plain text the Worker reads: the text part, or the HTML part made plain. */
  raw: Uint8Array;
}

export function loadCorpus(): CorpusCase[] {
  const expected = JSON.parse(readFileSync(new URL("expected.json", CORPUS_DIR), "utf8")) as Record<
    string,
    Omit<CorpusCase, "file" | "raw">
  >;
  const files = readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return files.map((file) => {
    if (!expected[file]) throw new Error(`no expectation for ${file}`);
    return { file, ...expected[file], raw: new Uint8Array(readFileSync(new URL(file, CORPUS_DIR))) };
  });
}

export const parseMail = (raw: Uint8Array) => PostalMime.parse(raw);

/** Equal as a person would judge a stored value: case, spacing, quotes and a final full stop aside. */
export function normalise(value: string | number | null): string | null {
  if (value === null) return null;
  return String(value)
    .normalize("NFC")
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "")
    .toLowerCase();
}

const withoutBrackets = (text: string) => text.replace(/\s*\((?:e\.g\.|z\.\s?b\.|p\.\s?ex\.|ej\.|bijv\.)[^()]*\)/gi, "");
/**
 * Whether a field holds a noise string, as a whole word where the string starts or ends with a cased letter:
 * a signature "Dani" is not in "Danielle Whitcomb". (Scripts without word spaces match anywhere.)
 */
export function contains(haystack: string, needle: string): boolean {
  const h = normalise(haystack)!;
  const n = normalise(needle)!;
  // A noise string that is only punctuation ("........") normalises to nothing: it is in no field.
  if (n === "") return false;
  const cased = /[\p{Lu}\p{Ll}]/u;
  for (let at = h.indexOf(n); at >= 0; at = h.indexOf(n, at + 1)) {
    const before = cased.test(n[0]) && cased.test(h[at - 1] ?? "");
    const after = cased.test(n[n.length - 1]) && cased.test(h[at + n.length] ?? "");
    if (!before && !after) return true;
  }
  return false;
}

interface FieldMiss {
  file: string;
  field: ExtractedField;
  expected: string | number | null;
  got: string | number | null;
}

export interface Score {
  cases: number;
  fields: number;
  correct: number;
  /** Quoted text, signature or footer (the case's noise) inside a field. */
  leaks: { file: string; field: string; noise: string }[];
  /** A value where the reply states none. */
  invented: FieldMiss[];
  misses: FieldMiss[];
}

export const accuracy = (s: Pick<Score, "fields" | "correct">) => (s.fields ? s.correct / s.fields : 0);

/** Extraction: each case's fields against the expected ones. */
export function scoreExtraction(cases: CorpusCase[], results: Map<string, ExtractedProfile>): Score {
  const score: Score = { cases: cases.length, fields: 0, correct: 0, leaks: [], invented: [], misses: [] };
  for (const c of cases) {
    const got = results.get(c.file)!;
    for (const field of EXTRACTED_FIELDS) {
      score.fields++;
      const want = c.fields[field];
      const have = got[field];
      if (normalise(want) === normalise(have)) score.correct++;
      else {
        const miss = { file: c.file, field, expected: want, got: have };
        score.misses.push(miss);
        if (want === null) score.invented.push(miss);
      }
      if (typeof have === "string") {
        for (const noise of c.noise) if (contains(have, noise)) score.leaks.push({ file: c.file, field, noise });
      }
    }
  }
  return score;
}

export interface IsolationScore {
  cases: number;
  /** Lines of the member's reply kept, out of all. */
  lines: number;
  kept: number;
  /** Noise (quoted text, signature, footer) left in the isolated reply. */
  leaks: { file: string; noise: string }[];
  lost: { file: string; line: string }[];
}

/** Isolation: the member's lines kept, and nothing of the noise left. */
export function scoreIsolation(cases: CorpusCase[], replies: Map<string, string>): IsolationScore {
  const score: IsolationScore = { cases: cases.length, lines: 0, kept: 0, leaks: [], lost: [] };
  for (const c of cases) {
    const reply = replies.get(c.file) ?? "";
    // Hard-wrapped lines come back as several lines: compare without line breaks. A question the
    // member copied keeps its answer but loses the camp's example in brackets ("(e.g. Sparkles)").
    const flat = normalise(withoutBrackets(reply.replace(/\n/g, " ")))!;
    for (const line of c.reply
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)) {
      score.lines++;
      if (flat.includes(normalise(withoutBrackets(line))!)) score.kept++;
      else score.lost.push({ file: c.file, line });
    }
    for (const noise of c.noise) if (contains(reply.replace(/\n/g, " "), noise)) score.leaks.push({ file: c.file, noise });
  }
  return score;
}

export const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

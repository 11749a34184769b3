// The unseen-reply corpus (issue 23, test/fixtures/unseen-corpus): each message goes through the same
// steps as the Worker (postal-mime → text or HTML made plain → isolation → extraction → the review gate)
// and is scored end to end: fields right, quoted text in a field, invented values, what was applied
// without review, and mail that is not a profile. Printed by `npm test` and `npm run eval:extraction`.
import { readdirSync, readFileSync } from "node:fs";
import { parseReply } from "../../src/email/extract/parser";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile, emptyExtractedProfile } from "../../src/email/extract/schema";
import { appliedFields, replyOutcome } from "../../src/email/extract/outcome";
import { automaticMark } from "../../src/email/not-a-profile";
import { replyBodyText, splitReply, typedInSubject } from "../../src/email/reply-text";
import { contains, loadCorpus, normalise, parseMail, pct } from "./score";
import { seededSentSubjects, seededSentText } from "./sent-text";

const SENT_TEXT = seededSentText();
/** The camp's addresses as the Worker knows them (wrangler.jsonc's MAIL_FROM and MAIL_DOMAIN; src/worker/inbound.ts). */
const WRANGLER = readFileSync(new URL("../../wrangler.jsonc", import.meta.url), "utf8");
// The camp the invitations are sent under, as the Worker has it (env.CAMP_NAME).
const CAMP_NAME = /"CAMP_NAME":\s*"([^"]+)"/.exec(WRANGLER)![1];
const SENT_SUBJECTS = seededSentSubjects(CAMP_NAME);
const CAMP_ADDRESSES = [/"MAIL_FROM":\s*"([^"]+)"/.exec(WRANGLER)![1], `@${/"MAIL_DOMAIN":\s*"([^"]+)"/.exec(WRANGLER)![1]}`];

const UNSEEN_DIR = new URL("../fixtures/unseen-corpus/", import.meta.url);
/** The corpus's mail is dated July 2026: counts such as "every year since 2011" are as of then. */
const UNSEEN_NOW = new Date("2026-07-15T12:00:00Z");

type Kind = "profile" | "auto-reply" | "decline" | "later" | "photo-only";
export interface UnseenCase {
  file: string;
  kind: Kind;
  split: "tuning" | "held-out";
  /** The round that wrote the case: 3 to 59 were written by authors who had not read the parser. */
  round:
    | 1
    | 2
    | 3
    | 4
    | 5
    | 6
    | 7
    | 8
    | 9
    | 10
    | 11
    | 12
    | 13
    | 14
    | 15
    | 16
    | 17
    | 18
    | 19
    | 20
    | 21
    | 22
    | 23
    | 24
    | 25
    | 26
    | 27
    | 28
    | 29
    | 30
    | 31
    | 32
    | 33
    | 34
    | 35
    | 36
    | 37
    | 38
    | 39
    | 40
    | 41
    | 42
    | 43
    | 44
    | 45
    | 46
    | 47
    | 48
    | 49
    | 50
    | 51
    | 52
    | 53
    | 54
    | 55
    | 56
    | 57
    | 58
    | 59;
  language: string;
  client: string;
  fields: Record<ExtractedField, string | number | null>;
  noise: string[];
  reply: string;
  photo: boolean;
  raw: Uint8Array;
}

export function loadUnseen(): UnseenCase[] {
  const expected = JSON.parse(readFileSync(new URL("expected.json", UNSEEN_DIR), "utf8")) as Record<
    string,
    Omit<UnseenCase, "file" | "raw">
  >;
  return readdirSync(UNSEEN_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => {
      if (!expected[file]) throw new Error(`no expectation for ${file}`);
      return { file, ...expected[file], raw: new Uint8Array(readFileSync(new URL(file, UNSEEN_DIR))) };
    });
}

/** The issue-10 corpus (test/fixtures/mail-corpus), every case a profile the rules were tuned on. */
export function loadIssue10(): UnseenCase[] {
  return loadCorpus().map((c) => ({
    file: c.file,
    kind: "profile",
    split: "tuning",
    round: 1,
    language: c.language,
    client: c.client,
    fields: c.fields,
    noise: c.noise,
    reply: c.reply,
    photo: false,
    raw: c.raw,
  }));
}
/** The issue-10 corpus's year bounds are as of this date (test/corpus/mail-corpus.test.ts). */
const ISSUE10_NOW = new Date("2026-11-01T12:00:00Z");

/** What the Worker would do with one message. */
export interface Outcome {
  /** "applied" hands-free, held for "review", "not-a-profile" (nothing applied), or "pending" (nothing read). */
  action: "applied" | "review" | "not-a-profile" | "pending";
  fields: ExtractedProfile;
  reply: string;
  reasons: string[];
  photo: boolean;
}

/** Reads the fields of an isolated reply; `parserFields` when another extractor (Workers AI) did, to cross-check. */
export type Extractor = (
  reply: string,
  quoted: string,
  now: Date,
  senderName?: string,
) => Promise<{ fields: ExtractedProfile; parserFields?: ExtractedProfile }> | { fields: ExtractedProfile; parserFields?: ExtractedProfile };
/** The built-in parser: the Worker's path without an AI binding (local development, tests). */
export const parserExtractor: Extractor = (reply, quoted, now, senderName) => ({
  fields: parseReply(reply, now, { quoted, senderName, campName: CAMP_NAME }),
});

const isImage = (a: { mimeType?: string }) => /^image\/(?:jpeg|png|webp|gif)$/i.test(a.mimeType ?? "");

/** The Worker's steps for one message (src/worker/inbound.ts, then the member's Durable Object). */
export async function runPipeline(raw: Uint8Array, extract: Extractor = parserExtractor, now = UNSEEN_NOW): Promise<Outcome> {
  const mail = await parseMail(raw);
  const { reply: body, quoted } = splitReply(replyBodyText(mail.text, mail.html), {
    sentText: SENT_TEXT,
    campAddresses: CAMP_ADDRESSES,
    senderName: mail.from?.name,
  });
  // (Answers typed into the subject after ours are read with the reply, as src/worker/inbound.ts does.)
  const typed = typedInSubject(mail.subject, SENT_SUBJECTS);
  const reply = typed ? `${typed}\n\n${body}` : body;
  const photo = mail.attachments.some(isImage);
  const { fields: extracted, parserFields } = await extract(reply, quoted, now, mail.from?.name);
  const outcome = replyOutcome({
    fields: extracted,
    parserFields: parserFields ?? null,
    reply,
    quoted,
    current: {},
    profileCreated: false,
    now,
    photo,
    autoReply: automaticMark(mail),
    subject: mail.subject,
    judge: true,
    senderName: mail.from?.name,
    campName: CAMP_NAME,
  });
  // What the member's profile receives: nothing for mail that is not a profile, the photo alone for a photo.
  const none = emptyExtractedProfile();
  switch (outcome.action) {
    case "apply":
      // (A field read by a guess is left out of what is applied without an admin.)
      return { action: "applied", fields: appliedFields(extracted, outcome.withheld), reply, reasons: [], photo };
    case "review":
      return { action: "review", fields: extracted, reply, reasons: outcome.reasons, photo };
    case "photo-only":
      return { action: "applied", fields: none, reply, reasons: [], photo };
    case "not-a-profile":
      return { action: "not-a-profile", fields: none, reply, reasons: [outcome.reason], photo };
    default:
      return { action: "pending", fields: extracted, reply, reasons: [], photo };
  }
}

/** Both corpora through `extract` as the Worker reads them, each at its own date, keyed by file name. */
export async function readCorpora(unseen: UnseenCase[], issue10: UnseenCase[], extract: Extractor = parserExtractor) {
  const outcomes = new Map<string, Outcome>();
  for (const c of unseen) outcomes.set(c.file, await runPipeline(c.raw, extract));
  for (const c of issue10) outcomes.set(c.file, await runPipeline(c.raw, extract, ISSUE10_NOW));
  return outcomes;
}

/** The unseen corpus scored by part (tuning, held-out, all) and the issue-10 corpus: the rows both runs print. */
export function scoreCorpora(unseen: UnseenCase[], issue10: UnseenCase[], outcomes: Map<string, Outcome>) {
  const part = (split: UnseenCase["split"]) => unseen.filter((c) => c.split === split);
  const scores = {
    tuning: scoreUnseen(part("tuning"), outcomes),
    held: scoreUnseen(part("held-out"), outcomes),
    all: scoreUnseen(unseen, outcomes),
    issue10: scoreUnseen(issue10, outcomes),
  };
  // Each round apart (3 to 59 were written by authors who had not read the parser).
  const rounds = (split: UnseenCase["split"], which: UnseenCase["round"][]) =>
    scoreUnseen(
      part(split).filter((c) => which.includes(c.round)),
      outcomes,
    );
  const table = scoreTable([
    { label: "tuning", score: scores.tuning },
    { label: "held-out", score: scores.held },
    { label: "  rounds 1-2 held-out", score: rounds("held-out", [1, 2]) },
    { label: "  round 3 tuning (blind)", score: rounds("tuning", [3]) },
    { label: "  round 3 held-out (blind)", score: rounds("held-out", [3]) },
    { label: "  round 4 tuning (blind)", score: rounds("tuning", [4]) },
    { label: "  round 4 held-out (blind)", score: rounds("held-out", [4]) },
    { label: "  round 5 tuning (blind)", score: rounds("tuning", [5]) },
    { label: "  round 5 held-out (blind)", score: rounds("held-out", [5]) },
    { label: "  round 6 tuning (blind)", score: rounds("tuning", [6]) },
    { label: "  round 6 held-out (blind)", score: rounds("held-out", [6]) },
    { label: "  round 7 tuning (blind)", score: rounds("tuning", [7]) },
    { label: "  round 7 held-out (blind)", score: rounds("held-out", [7]) },
    { label: "  round 8 tuning (blind)", score: rounds("tuning", [8]) },
    { label: "  round 8 held-out (blind)", score: rounds("held-out", [8]) },
    { label: "  round 9 tuning (blind)", score: rounds("tuning", [9]) },
    { label: "  round 9 held-out (blind)", score: rounds("held-out", [9]) },
    { label: "  round 10 tuning (blind)", score: rounds("tuning", [10]) },
    { label: "  round 10 held-out (blind)", score: rounds("held-out", [10]) },
    { label: "  round 11 tuning (blind)", score: rounds("tuning", [11]) },
    { label: "  round 11 held-out (blind)", score: rounds("held-out", [11]) },
    { label: "  round 12 tuning (blind)", score: rounds("tuning", [12]) },
    { label: "  round 12 held-out (blind)", score: rounds("held-out", [12]) },
    { label: "  round 13 tuning (blind)", score: rounds("tuning", [13]) },
    { label: "  round 13 held-out (blind)", score: rounds("held-out", [13]) },
    { label: "  round 14 tuning (blind)", score: rounds("tuning", [14]) },
    { label: "  round 14 held-out (blind)", score: rounds("held-out", [14]) },
    { label: "  round 15 tuning (blind)", score: rounds("tuning", [15]) },
    { label: "  round 15 held-out (blind)", score: rounds("held-out", [15]) },
    { label: "  round 16 tuning (blind)", score: rounds("tuning", [16]) },
    { label: "  round 16 held-out (blind)", score: rounds("held-out", [16]) },
    { label: "  round 17 tuning (blind)", score: rounds("tuning", [17]) },
    { label: "  round 17 held-out (blind)", score: rounds("held-out", [17]) },
    { label: "  round 18 tuning (blind)", score: rounds("tuning", [18]) },
    { label: "  round 18 held-out (blind)", score: rounds("held-out", [18]) },
    { label: "  round 19 tuning (blind)", score: rounds("tuning", [19]) },
    { label: "  round 19 held-out (blind)", score: rounds("held-out", [19]) },
    { label: "  round 20 tuning (blind)", score: rounds("tuning", [20]) },
    { label: "  round 20 held-out (blind)", score: rounds("held-out", [20]) },
    { label: "  round 21 tuning (blind)", score: rounds("tuning", [21]) },
    { label: "  round 21 held-out (blind)", score: rounds("held-out", [21]) },
    { label: "  round 22 tuning (blind)", score: rounds("tuning", [22]) },
    { label: "  round 22 held-out (blind)", score: rounds("held-out", [22]) },
    { label: "  round 23 tuning (blind)", score: rounds("tuning", [23]) },
    { label: "  round 23 held-out (blind)", score: rounds("held-out", [23]) },
    { label: "  round 24 tuning (blind)", score: rounds("tuning", [24]) },
    { label: "  round 24 held-out (blind)", score: rounds("held-out", [24]) },
    { label: "  round 25 tuning (blind)", score: rounds("tuning", [25]) },
    { label: "  round 25 held-out (blind)", score: rounds("held-out", [25]) },
    { label: "  round 26 tuning (blind)", score: rounds("tuning", [26]) },
    { label: "  round 26 held-out (blind)", score: rounds("held-out", [26]) },
    { label: "  round 27 tuning (blind)", score: rounds("tuning", [27]) },
    { label: "  round 27 held-out (blind)", score: rounds("held-out", [27]) },
    { label: "  round 28 tuning (blind)", score: rounds("tuning", [28]) },
    { label: "  round 28 held-out (blind)", score: rounds("held-out", [28]) },
    { label: "  round 29 tuning (blind)", score: rounds("tuning", [29]) },
    { label: "  round 29 held-out (blind)", score: rounds("held-out", [29]) },
    { label: "  round 30 tuning (blind)", score: rounds("tuning", [30]) },
    { label: "  round 30 held-out (blind)", score: rounds("held-out", [30]) },
    { label: "  round 31 tuning (blind)", score: rounds("tuning", [31]) },
    { label: "  round 31 held-out (blind)", score: rounds("held-out", [31]) },
    { label: "  round 32 tuning (blind)", score: rounds("tuning", [32]) },
    { label: "  round 32 held-out (blind)", score: rounds("held-out", [32]) },
    { label: "  round 33 tuning (blind)", score: rounds("tuning", [33]) },
    { label: "  round 33 held-out (blind)", score: rounds("held-out", [33]) },
    { label: "  round 34 tuning (blind)", score: rounds("tuning", [34]) },
    { label: "  round 34 held-out (blind)", score: rounds("held-out", [34]) },
    { label: "  round 35 tuning (blind)", score: rounds("tuning", [35]) },
    { label: "  round 35 held-out (blind)", score: rounds("held-out", [35]) },
    { label: "  round 36 tuning (blind)", score: rounds("tuning", [36]) },
    { label: "  round 36 held-out (blind)", score: rounds("held-out", [36]) },
    { label: "  round 37 tuning (blind)", score: rounds("tuning", [37]) },
    { label: "  round 37 held-out (blind)", score: rounds("held-out", [37]) },
    { label: "  round 38 tuning (blind)", score: rounds("tuning", [38]) },
    { label: "  round 38 held-out (blind)", score: rounds("held-out", [38]) },
    { label: "  round 39 tuning (blind)", score: rounds("tuning", [39]) },
    { label: "  round 39 held-out (blind)", score: rounds("held-out", [39]) },
    { label: "  round 40 tuning (blind)", score: rounds("tuning", [40]) },
    { label: "  round 40 held-out (blind)", score: rounds("held-out", [40]) },
    { label: "  round 41 tuning (blind)", score: rounds("tuning", [41]) },
    { label: "  round 41 held-out (blind)", score: rounds("held-out", [41]) },
    { label: "  round 42 tuning (blind)", score: rounds("tuning", [42]) },
    { label: "  round 42 held-out (blind)", score: rounds("held-out", [42]) },
    { label: "  round 43 tuning (blind)", score: rounds("tuning", [43]) },
    { label: "  round 43 held-out (blind)", score: rounds("held-out", [43]) },
    { label: "  round 44 tuning (blind)", score: rounds("tuning", [44]) },
    { label: "  round 44 held-out (blind)", score: rounds("held-out", [44]) },
    { label: "  round 45 tuning (blind)", score: rounds("tuning", [45]) },
    { label: "  round 45 held-out (blind)", score: rounds("held-out", [45]) },
    { label: "  round 46 tuning (blind)", score: rounds("tuning", [46]) },
    { label: "  round 46 held-out (blind)", score: rounds("held-out", [46]) },
    { label: "  round 47 tuning (blind)", score: rounds("tuning", [47]) },
    { label: "  round 47 held-out (blind)", score: rounds("held-out", [47]) },
    { label: "  round 48 tuning (blind)", score: rounds("tuning", [48]) },
    { label: "  round 48 held-out (blind)", score: rounds("held-out", [48]) },
    { label: "  round 49 tuning (blind)", score: rounds("tuning", [49]) },
    { label: "  round 49 held-out (blind)", score: rounds("held-out", [49]) },
    { label: "  round 50 tuning (blind)", score: rounds("tuning", [50]) },
    { label: "  round 50 held-out (blind)", score: rounds("held-out", [50]) },
    { label: "  round 51 tuning (blind)", score: rounds("tuning", [51]) },
    { label: "  round 51 held-out (blind)", score: rounds("held-out", [51]) },
    { label: "  round 52 tuning (blind)", score: rounds("tuning", [52]) },
    { label: "  round 52 held-out (blind)", score: rounds("held-out", [52]) },
    { label: "  round 53 tuning (blind)", score: rounds("tuning", [53]) },
    { label: "  round 53 held-out (blind)", score: rounds("held-out", [53]) },
    { label: "  round 54 tuning (blind)", score: rounds("tuning", [54]) },
    { label: "  round 54 held-out (blind)", score: rounds("held-out", [54]) },
    { label: "  round 55 tuning (blind)", score: rounds("tuning", [55]) },
    { label: "  round 55 held-out (blind)", score: rounds("held-out", [55]) },
    { label: "  round 56 tuning (blind)", score: rounds("tuning", [56]) },
    { label: "  round 56 held-out (blind)", score: rounds("held-out", [56]) },
    { label: "  round 57 tuning (blind)", score: rounds("tuning", [57]) },
    { label: "  round 57 held-out (blind)", score: rounds("held-out", [57]) },
    { label: "  round 58 tuning (blind)", score: rounds("tuning", [58]) },
    { label: "  round 58 held-out (blind)", score: rounds("held-out", [58]) },
    { label: "  round 59 tuning (blind)", score: rounds("tuning", [59]) },
    { label: "  round 59 held-out (blind)", score: rounds("held-out", [59]) },
    { label: "all", score: scores.all },
    { label: "issue-10 corpus (tuned on)", score: scores.issue10 },
  ]);
  return { ...scores, table };
}

export interface UnseenScore {
  replies: number;
  fields: number;
  correct: number;
  /** Quoted text, a signature or a footer in a field, whether applied or proposed for review… */
  leaks: { file: string; field: string; noise: string }[];
  /** …and in a field applied without review. */
  appliedLeaks: number;
  invented: { file: string; field: string; got: string | number | null }[];
  misses: { file: string; field: string; expected: string | number | null; got: string | number | null }[];
  /** Profiles applied without an admin, and how many of those were wrong (a wrong or invented field). */
  profiles: number;
  handsFree: number;
  wrongApplied: string[];
  /** Mail that is not a profile, and how many had nothing applied and were recognised as such. */
  nonProfiles: number;
  recognised: number;
  nonProfileApplied: string[];
  actions: Record<string, Outcome["action"]>;
  /** Profiles held for an admin, with the gate's reasons. */
  reviewed: Record<string, string[]>;
}

function scoreUnseen(cases: UnseenCase[], outcomes: Map<string, Outcome>): UnseenScore {
  const s: UnseenScore = {
    replies: cases.length,
    fields: 0,
    correct: 0,
    leaks: [],
    appliedLeaks: 0,
    invented: [],
    misses: [],
    profiles: 0,
    handsFree: 0,
    wrongApplied: [],
    nonProfiles: 0,
    recognised: 0,
    nonProfileApplied: [],
    actions: {},
    reviewed: {},
  };
  for (const c of cases) {
    const o = outcomes.get(c.file)!;
    s.actions[c.file] = o.action;
    // Wrong = a value that is not the member's (a different or an invented one); a value missed is not.
    let wrong = false;
    for (const field of EXTRACTED_FIELDS) {
      s.fields++;
      const want = c.fields[field];
      const have = o.fields[field];
      if (normalise(want) === normalise(have)) s.correct++;
      else {
        if (have !== null) wrong = true;
        s.misses.push({ file: c.file, field, expected: want, got: have });
        if (want === null) s.invented.push({ file: c.file, field, got: have });
      }
      if (typeof have === "string")
        // (A signature's name is noise under the bio, and the member's answer in the name field.)
        for (const noise of c.noise)
          if (contains(have, noise) && !(typeof want === "string" && contains(want, noise))) {
            s.leaks.push({ file: c.file, field, noise });
            if (o.action === "applied") s.appliedLeaks++;
          }
    }
    if (c.kind === "profile") {
      s.profiles++;
      if (o.action === "review") s.reviewed[c.file] = o.reasons;
      if (o.action === "applied") {
        s.handsFree++;
        if (wrong) s.wrongApplied.push(c.file);
      }
    } else {
      s.nonProfiles++;
      const appliedFields = o.action === "applied" && EXTRACTED_FIELDS.some((f) => o.fields[f] !== null);
      if (appliedFields) s.nonProfileApplied.push(c.file);
      // A photo-only reply is right when it sets the photo and nothing else; the others when nothing is applied.
      if (c.kind === "photo-only" ? !appliedFields && o.action === "applied" && o.photo : o.action === "not-a-profile") s.recognised++;
      if (c.kind === "photo-only" && wrong && o.action === "applied") s.wrongApplied.push(c.file);
    }
  }
  return s;
}

/** The score table: one row per part of the corpus. */
function scoreTable(rows: { label: string; score: UnseenScore }[]): string {
  const head = [
    "part",
    "replies",
    "fields right",
    "leaks (applied)",
    "invented",
    "hands-free",
    "wrong applied",
    "not-a-profile recognised",
  ];
  const body = rows.map(({ label, score: s }) => [
    label,
    String(s.replies),
    `${s.correct}/${s.fields} (${pct(s.fields ? s.correct / s.fields : 0)})`,
    `${s.leaks.length} (${s.appliedLeaks})`,
    String(s.invented.length),
    `${s.handsFree}/${s.profiles} (${pct(s.profiles ? s.handsFree / s.profiles : 0)})`,
    // Profiles applied with a wrong or invented value, and mail that is not a profile applied as one.
    String(s.wrongApplied.length + s.nonProfileApplied.length),
    `${s.recognised}/${s.nonProfiles}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => `  ${r.map((c, i) => c.padEnd(widths[i])).join("  ")}`;
  return [line(head), ...body.map(line)].join("\n");
}

export function scoreDetails(label: string, s: UnseenScore, limit = 60): string[] {
  return [
    ...s.misses
      .slice(0, limit)
      .map((m) => `    ${label} miss ${m.file} ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.got)}`),
    ...s.leaks.slice(0, 20).map((l) => `    ${label} leak ${l.file} ${l.field}: ${JSON.stringify(l.noise)}`),
    ...s.wrongApplied.map((f) => `    ${label} applied without review with a wrong field: ${f}`),
    ...s.nonProfileApplied.map((f) => `    ${label} not a profile, applied: ${f}`),
    ...Object.entries(s.reviewed).map(([f, reasons]) => `    ${label} held for review ${f}: ${reasons.join("; ")}`),
  ];
}

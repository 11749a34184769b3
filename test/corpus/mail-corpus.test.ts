// The mail corpus (issue 10): replies shaped like real mail from many clients and languages. Prints
// field accuracy, leaks of quoted text and invented values, for the isolation and the built-in extractor.
import { afterAll, describe, expect, it } from "vitest";
import { parseReply } from "../../src/email/extract/parser";
import type { ExtractedProfile } from "../../src/email/extract/schema";
import { htmlReplyText, splitReply } from "../../src/email/reply-text";
import { accuracy, loadCorpus, parseMail, pct, scoreExtraction, scoreIsolation } from "./score";
import { seededSentText } from "./sent-text";

// Fixed, so that year bounds in the corpus do not drift with the calendar.
const NOW = new Date("2026-11-01T12:00:00Z");
const cases = loadCorpus();
const replies = new Map<string, string>();
const results = new Map<string, ExtractedProfile>();

describe("mail corpus", () => {
  it("has at least 40 cases, each with an expectation", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it("reads every message as the Worker does", async () => {
    for (const c of cases) {
      const mail = await parseMail(c.raw);
      const text = mail.text ?? htmlReplyText(mail.html ?? "");
      const { reply } = splitReply(text, { sentText: seededSentText() });
      replies.set(c.file, reply);
      results.set(c.file, parseReply(reply, NOW));
    }
    expect(results.size).toBe(cases.length);
  });

  it("isolates the reply: no quoted text, signature or footer left", () => {
    const score = scoreIsolation(cases, replies);
    expect(score.leaks).toEqual([]);
    expect(score.kept / score.lines).toBeGreaterThanOrEqual(0.97);
  });

  it("extracts ≥ 97% of fields right, with no leaks and no invented values", () => {
    const score = scoreExtraction(cases, results);
    expect(score.leaks).toEqual([]);
    expect(score.invented).toEqual([]);
    expect(accuracy(score)).toBeGreaterThanOrEqual(0.97);
  });
});

afterAll(() => {
  if (results.size === 0) return;
  const iso = scoreIsolation(cases, replies);
  const ext = scoreExtraction(cases, results);
  console.log(
    [
      `mail corpus: ${cases.length} replies`,
      `  isolation  (src/email/reply-text.ts): ${iso.kept}/${iso.lines} reply lines kept (${pct(iso.kept / iso.lines)}), ${iso.leaks.length} leaks of quoted text/signatures`,
      `  extraction (built-in parser):         ${ext.correct}/${ext.fields} fields right (${pct(accuracy(ext))}), ${ext.leaks.length} leaks, ${ext.invented.length} invented values`,
      ...ext.misses
        .slice(0, 40)
        .map((m) => `    miss ${m.file} ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.got)}`),
      ...iso.leaks.slice(0, 20).map((l) => `    isolation leak ${l.file}: ${JSON.stringify(l.noise)}`),
      ...iso.lost.slice(0, 20).map((l) => `    isolation lost ${l.file}: ${JSON.stringify(l.line.slice(0, 80))}`),
    ].join("\n"),
  );
});

// The well-kept libraries against ours on the mail corpus (issue 10): email-reply-parser (crisp-oss) for
// plain text, planer (a port of mailgun/talon) for HTML quotes, and ours. Prints one line each; the
// assertion only checks that ours stays the best, which is why the Worker keeps its own code.
import EmailReplyParser from "email-reply-parser";
import { Window } from "happy-dom";
import * as planer from "planer";
import { afterAll, expect, it } from "vitest";
import { parseReply } from "../../src/email/extract/parser";
import type { ExtractedProfile } from "../../src/email/extract/schema";
import { htmlReplyText, htmlToPlain, splitReply } from "../../src/email/reply-text";
import { accuracy, loadCorpus, parseMail, pct, scoreExtraction, scoreIsolation, type CorpusCase } from "./score";

const NOW = new Date("2026-11-01T12:00:00Z");
const cases = loadCorpus();
const document = new Window().document;

type Isolator = (mail: { text?: string; html?: string }) => string;
const plain = (mail: { text?: string; html?: string }) => mail.text ?? htmlReplyText(mail.html ?? "");

const ISOLATORS: Record<string, Isolator> = {
  "ours (src/email/reply-text.ts)": (mail) => splitReply(plain(mail)).reply,
  "email-reply-parser": (mail) => new EmailReplyParser().parseReply(plain(mail)),
  "planer (HTML part when there is one)": (mail) =>
    mail.html ? htmlToPlain(planer.extractFromHtml(mail.html, document)) : planer.extractFromPlain(plain(mail)),
  "email-reply-parser, then ours": (mail) => splitReply(new EmailReplyParser().parseReply(plain(mail))).reply,
};

const rows: string[] = [];
const results = new Map<string, { iso: number; leaks: number; fields: number; invented: number; fieldLeaks: number }>();

for (const [name, isolate] of Object.entries(ISOLATORS)) {
  it(`scores ${name}`, async () => {
    const replies = new Map<string, string>();
    const profiles = new Map<string, ExtractedProfile>();
    for (const c of cases as CorpusCase[]) {
      const mail = await parseMail(c.raw);
      let reply: string;
      try {
        reply = isolate(mail);
      } catch {
        reply = "";
      }
      replies.set(c.file, reply);
      profiles.set(c.file, parseReply(reply, NOW));
    }
    const iso = scoreIsolation(cases, replies);
    const ext = scoreExtraction(cases, profiles);
    results.set(name, {
      iso: iso.kept / iso.lines,
      leaks: iso.leaks.length,
      fields: accuracy(ext),
      invented: ext.invented.length,
      fieldLeaks: ext.leaks.length,
    });
    rows.push(
      `  ${name.padEnd(40)} reply lines kept ${pct(iso.kept / iso.lines).padStart(6)}, ${String(iso.leaks.length).padStart(3)} leaks | fields right ${pct(accuracy(ext)).padStart(6)}, ${ext.leaks.length} leaks, ${ext.invented.length} invented`,
    );
  });
}

it("ours scores at least as well as each library and their combination", () => {
  const ours = results.get("ours (src/email/reply-text.ts)")!;
  for (const [name, other] of results) {
    if (name.startsWith("ours")) continue;
    expect(ours.fields, name).toBeGreaterThanOrEqual(other.fields);
    expect(ours.leaks, name).toBeLessThanOrEqual(other.leaks);
  }
});

afterAll(() =>
  console.log([`reply isolation compared on ${cases.length} corpus replies (extraction by the built-in parser):`, ...rows].join("\n")),
);

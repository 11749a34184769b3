// What the running Worker did with every unseen-corpus reply (test/corpus/live-unseen.mjs, delivered
// through /cdn-cgi/handler/email on `npm start`) against what the scorer says it does, on the same date.
// Runs only when LIVE_UNSEEN names that script's output:
//   LIVE_UNSEEN=/tmp/live.json npx vitest run --config vitest.rules.config.ts test/corpus/live-compare.test.ts
// Held-out replies are compared too, but only their count is printed (rules are never written against them).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXTRACTED_FIELDS, type ExtractedProfile } from "../../src/email/extract/schema";
import { normalise } from "./score";
import { loadUnseen, parserExtractor, runPipeline } from "./unseen-score";

interface Live {
  status: string | null;
  profileCreated: boolean;
  welcomes: number;
  replyNote: string | null;
  photo: boolean;
  profile: ExtractedProfile;
  proposed: ExtractedProfile | null;
}

const file = process.env.LIVE_UNSEEN;

describe.skipIf(!file)("the unseen corpus delivered to npm start agrees with the scorer", () => {
  it("same outcome, same fields, a welcome exactly for the profiles applied", async () => {
    const { at, replies } = JSON.parse(readFileSync(file!, "utf8")) as { at: string; replies: Record<string, Live> };
    const now = new Date(at);
    const differences: { file: string; split: string; what: string }[] = [];
    const cases = loadUnseen();
    for (const c of cases) {
      const live = replies[c.file];
      const o = await runPipeline(c.raw, parserExtractor, now);
      const photoOnly = o.action === "applied" && EXTRACTED_FIELDS.every((f) => o.fields[f] === null);
      const expected = {
        status: { applied: "applied", review: "review", "not-a-profile": "ignored", pending: "pending" }[o.action],
        profileCreated: o.action === "applied" && !photoOnly,
        welcomes: o.action === "applied" && !photoOnly ? 1 : 0,
      };
      const got = { status: live.status, profileCreated: live.profileCreated, welcomes: live.welcomes };
      const fields = o.action === "review" ? live.proposed : o.action === "applied" ? live.profile : null;
      const fieldDiffs = fields ? EXTRACTED_FIELDS.filter((f) => normalise(fields[f]) !== normalise(o.fields[f])) : [];
      if (JSON.stringify(expected) !== JSON.stringify(got) || fieldDiffs.length > 0)
        differences.push({
          file: c.file,
          split: c.split,
          what: `${JSON.stringify(expected)} vs ${JSON.stringify(got)}${fieldDiffs.map((f) => `; ${f}: scorer ${JSON.stringify(o.fields[f])}, live ${JSON.stringify(fields![f])}`).join("")}`,
        });
    }
    const held = differences.filter((d) => d.split === "held-out").length;
    console.log(
      [
        `live (${at}) vs scorer: ${cases.length - differences.length}/${cases.length} replies agree (held-out differences: ${held})`,
        ...differences.filter((d) => d.split === "tuning").map((d) => `  ${d.file}: ${d.what}`),
      ].join("\n"),
    );
    expect(Object.keys(replies).length).toBe(cases.length);
    // The held-out part by count only: a failure must not name its replies.
    expect(differences.filter((d) => d.split === "tuning")).toEqual([]);
    expect(held).toBe(0);
    // The whole corpus through the scorer: seconds, more on a busy machine.
  }, 300_000);
});

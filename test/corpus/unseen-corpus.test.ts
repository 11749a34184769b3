// The unseen-reply corpus (issue 23): scored end to end as the Worker reads mail, on its tuning part and
// on its held-out part (never used to write rules; fixed by file name, see the corpus's SOURCES.md).
import { afterAll, describe, expect, it } from "vitest";
import { loadUnseen, type Outcome, runPipeline, scoreDetails, scoreTable, scoreUnseen } from "./unseen-score";

const cases = loadUnseen();
const outcomes = new Map<string, Outcome>();

describe("unseen-reply corpus", () => {
  it("has 60+ cases, at least a third held out", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((c) => c.split === "held-out").length / cases.length).toBeGreaterThanOrEqual(1 / 3);
  });

  it("reads every message as the Worker does", async () => {
    for (const c of cases) outcomes.set(c.file, await runPipeline(c.raw));
    expect(outcomes.size).toBe(cases.length);
  });
});

afterAll(() => {
  if (outcomes.size === 0) return;
  const tuning = scoreUnseen(
    cases.filter((c) => c.split === "tuning"),
    outcomes,
  );
  const held = scoreUnseen(
    cases.filter((c) => c.split === "held-out"),
    outcomes,
  );
  const all = scoreUnseen(cases, outcomes);
  console.log(
    [
      `unseen-reply corpus: ${cases.length} replies (built-in parser, end to end as the Worker reads them)`,
      scoreTable([
        { label: "tuning", score: tuning },
        { label: "held-out", score: held },
        { label: "all", score: all },
      ]),
      // The held-out part's misses are not printed: rules are never written against them.
      ...scoreDetails("tuning", tuning),
    ].join("\n"),
  );
});

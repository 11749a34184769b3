import { it } from "vitest";
import { loadIssue10, loadUnseen, readCorpora, scoreCorpora } from "./unseen-score";
it("held", async () => {
  const cases = loadUnseen();
  const outcomes = await readCorpora(cases, loadIssue10());
  const s = scoreCorpora(cases, loadIssue10(), outcomes);
  const pat = new RegExp(process.env.PAT ?? "No name was read");
  for (const [f, rs] of Object.entries(s.tuning.reviewed)) {
    if (rs.length !== 1 || !pat.test(rs[0])) continue;
    const c = cases.find((x) => x.file === f)!;
    const wrong = s.tuning.misses.filter((m) => m.file === f && m.got !== null).map((m) => m.field);
    console.log("ZZ", f, "| name:", c.fields.name, "| wrong:", wrong.join(","), "\n   ", c.reply.slice(0, 160).replace(/\n/g, " / "));
  }
}, 300_000);

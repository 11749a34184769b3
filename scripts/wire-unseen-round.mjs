// Wires a new round of the unseen-reply corpus before its blind authors write it (decision 063): empty case and
// client files for parts a, b and c, their imports in build.mjs, cases.mjs and clients.mjs, and the round's two
// score rows in test/corpus/unseen-score.ts. Usage: node scripts/wire-unseen-round.mjs <round>
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const round = Number(process.argv[2]);
const prev = round - 1;
if (!Number.isInteger(round) || round < 2) throw new Error("usage: node scripts/wire-unseen-round.mjs <round>");
const dir = new URL("../test/fixtures/unseen-corpus/", import.meta.url);
const scoreFile = new URL("../test/corpus/unseen-score.ts", import.meta.url);
const parts = ["a", "b", "c"];

function edit(url, change) {
  const before = readFileSync(url, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`nothing changed in ${url.pathname}`);
  writeFileSync(url, after);
}
/** Puts `text` after the last line that contains `anchor`. */
const afterLast = (source, anchor, text) => {
  const at = source.lastIndexOf(anchor);
  if (at < 0) throw new Error(`anchor not found: ${anchor}`);
  const end = source.indexOf("\n", at) + 1;
  return source.slice(0, end) + text + source.slice(end);
};

for (const p of parts) {
  const cases = new URL(`cases-round${round}${p}.mjs`, dir);
  const clients = new URL(`clients-round${round}${p}.mjs`, dir);
  if (existsSync(cases) || existsSync(clients)) throw new Error(`round ${round}${p} is already wired`);
  writeFileSync(cases, `// Round ${round}${p}: being written by a blind author.\nexport const round${round}${p} = [];\n`);
  writeFileSync(
    clients,
    `// Round ${round}${p} client builders: being written by a blind author.\nexport const clients${round}${p} = {};\n`,
  );
}

const caseImports = parts.map((p) => `import { round${round}${p} } from "./cases-round${round}${p}.mjs";\n`).join("");
for (const file of ["build.mjs", "cases.mjs"]) {
  edit(new URL(file, dir), (s) => afterLast(s, `from "./cases-round${prev}c.mjs";`, caseImports));
}
edit(new URL("cases.mjs", dir), (s) => afterLast(s, `  ...round${prev}c,`, parts.map((p) => `  ...round${round}${p},\n`).join("")));
edit(new URL("clients.mjs", dir), (s) => {
  const imports = parts.map((p) => `import { clients${round}${p} } from "./clients-round${round}${p}.mjs";\n`).join("");
  const spread = parts.map((p) => `  ...clients${round}${p},\n`).join("");
  return afterLast(afterLast(s, `from "./clients-round${prev}c.mjs";`, imports), `  ...clients${prev}c,`, spread);
});
edit(new URL("build.mjs", dir), (s) =>
  s
    .replace(` or ${prev} (3 to ${prev} written`, `, ${prev} or ${round} (3 to ${round} written`)
    .replace(
      "const roundOf = (c) =>\n  ",
      `const roundOf = (c) =>\n  round${round}a.includes(c) || round${round}b.includes(c) || round${round}c.includes(c)\n    ? ${round}\n    : `,
    ),
);
edit(scoreFile, (s) =>
  s
    .replaceAll(`3 to ${prev} were written`, `3 to ${round} were written`)
    .replace(`    | ${prev};`, `    | ${prev}\n    | ${round};`)
    .replace(
      `{ label: "  round ${prev} held-out (blind)", score: rounds("held-out", [${prev}]) },\n`,
      `{ label: "  round ${prev} held-out (blind)", score: rounds("held-out", [${prev}]) },\n` +
        `    { label: "  round ${round} tuning (blind)", score: rounds("tuning", [${round}]) },\n` +
        `    { label: "  round ${round} held-out (blind)", score: rounds("held-out", [${round}]) },\n`,
    ),
);
console.log(`round ${round} wired: cases-round${round}{a,b,c}.mjs and clients-round${round}{a,b,c}.mjs are empty`);

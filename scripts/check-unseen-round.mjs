// Checks a blind author's part of an unseen-reply round (decision 063) before it joins the corpus:
//   node scripts/check-unseen-round.mjs 41 a
// Builds each case to /tmp/unseen-round-<N><part>/ (never into the corpus: build.mjs rewrites every .eml), parses
// it with postal-mime, and checks ids, file names, kinds and expectations. It prints no score: authors are blind.
import { mkdirSync, writeFileSync } from "node:fs";
import PostalMime from "postal-mime";

const [N, part] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(N) || !/^[a-z]$/.test(part ?? "")) throw new Error("usage: node scripts/check-unseen-round.mjs <round> <part>");
const DIR = new URL("../test/fixtures/unseen-corpus/", import.meta.url);
const mod = await import(new URL(`cases-round${N}${part}.mjs`, DIR).href);
const { cases } = await import(new URL("cases.mjs", DIR).href);
const { clients } = await import(new URL("clients.mjs", DIR).href);
const mine = mod[`round${N}${part}`];
const FIELDS = ["name", "playaName", "homeTown", "location", "country", "burnYears", "firstBurn", "bio", "campHistory"];
const KINDS = ["profile", "auto-reply", "decline", "later", "photo-only"];
const problems = [];
const files = new Map(),
  ids = new Map();
for (const c of cases) {
  files.set(c.file, (files.get(c.file) ?? 0) + 1);
  ids.set(c.id, (ids.get(c.id) ?? 0) + 1);
}
const out = `/tmp/unseen-round-${N}${part}`;
mkdirSync(out, { recursive: true });
const kinds = {},
  langs = {},
  letters = {};
for (const c of mine) {
  const where = c.id ?? c.file;
  for (const k of ["id", "file", "client", "language", "posting", "source", "fromAddr"]) if (!c[k]) problems.push(`${where}: no ${k}`);
  if (!c.file?.endsWith(".eml")) problems.push(`${where}: file must end .eml`);
  if (!c.file?.includes(`r${N}${part}`)) problems.push(`${where}: file name must contain r${N}${part}`);
  if (!c.id?.startsWith(`r${N}${part}`)) problems.push(`${where}: id must start r${N}${part}`);
  if (files.get(c.file) > 1) problems.push(`${where}: file name used twice in the corpus`);
  if (ids.get(c.id) > 1) problems.push(`${where}: id used twice in the corpus`);
  const kind = c.kind ?? "profile";
  if (!KINDS.includes(kind)) problems.push(`${where}: kind ${kind}`);
  kinds[kind] = (kinds[kind] ?? 0) + 1;
  langs[c.language] = (langs[c.language] ?? 0) + 1;
  if (kind === "profile") {
    const fam = c.fromName.trim().split(/\s+/).pop()[0]?.toUpperCase();
    letters[fam] = (letters[fam] ?? 0) + 1;
    if (!c.expect) problems.push(`${where}: profile without expect`);
  }
  for (const k of Object.keys(c.expect ?? {})) if (!FIELDS.includes(k)) problems.push(`${where}: unknown expect field ${k}`);
  for (const k of ["burnYears", "firstBurn"]) {
    const v = c.expect?.[k];
    if (v != null && !Number.isInteger(v)) problems.push(`${where}: ${k} must be an integer or null`);
  }
  if (!Array.isArray(c.noise)) problems.push(`${where}: noise must be an array`);
  if (!clients[c.client]) {
    problems.push(`${where}: no client builder "${c.client}"`);
    continue;
  }
  let raw;
  try {
    raw = clients[c.client](c);
  } catch (e) {
    problems.push(`${where}: builder threw ${e.message}`);
    continue;
  }
  writeFileSync(`${out}/${c.file}`, raw);
  try {
    const m = await PostalMime.parse(raw);
    if (!m.text && !m.html) problems.push(`${where}: parsed mail has neither text nor html`);
    if (!m.messageId) problems.push(`${where}: no Message-ID`);
    if (!m.from?.address) problems.push(`${where}: no From address`);
    for (const line of String(raw).split(/\r?\n/))
      if (line.length > 998) {
        console.log(
          `warning ${where}: a line over 998 octets (real clients fold or encode long lines; check this is what your client does)`,
        );
        break;
      }
  } catch (e) {
    problems.push(`${where}: postal-mime failed ${e.message}`);
  }
}
console.log(
  `${mine.length} cases; kinds ${JSON.stringify(kinds)}; languages ${JSON.stringify(langs)}; family initials ${JSON.stringify(letters)}`,
);
console.log(`built mails are in ${out}/ (read them to check they look like the client you imitate)`);
console.log(problems.length ? problems.join("\n") : "no problems found");

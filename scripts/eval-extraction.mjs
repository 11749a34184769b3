#!/usr/bin/env node
// npm run eval:extraction [-- --remote]
// Runs the reply corpora (test/fixtures/unseen-corpus, test/fixtures/mail-corpus) through the extractor
// and prints the score table `npm test` prints. Without flags: the built-in parser, offline.
// --remote: Workers AI with the production model, through wrangler's platform proxy. Needs a Cloudflare
// account with Workers AI and `npx wrangler login` first (it calls Cloudflare; each reply costs neurons).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--remote");
if (unknown.length > 0) {
  console.error(`Unknown option(s): ${unknown.join(" ")}\nUsage: npm run eval:extraction [-- --remote]`);
  process.exit(2);
}
const remote = args.includes("--remote");
if (remote) console.log("Workers AI (remote): using the account of `wrangler login`…");
const root = fileURLToPath(new URL("..", import.meta.url));
const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const run = spawnSync(process.execPath, [vitest, "run", "--config", "vitest.eval.config.ts", "--silent=false"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, EVAL_REMOTE: remote ? "1" : "0" },
});
process.exit(run.status ?? 1);

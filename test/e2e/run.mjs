// `npm run test:e2e`: builds the app once, then runs every test/e2e/*.e2e.mjs with node's test runner.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { ensureDevVars, root } from "../../scripts/lib/local.mjs";

// The build copies .dev.vars (SESSION_SECRET) next to the built Worker, so it must exist first.
ensureDevVars();
const build = spawnSync(`${root}node_modules/.bin/vite`, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const files = readdirSync(new URL(".", import.meta.url))
  .filter((f) => f.endsWith(".e2e.mjs"))
  .map((f) => `test/e2e/${f}`);
// (No test takes a minute; a hung one fails after five and names itself, rather than running past CI's limit.)
const TEST_TIMEOUT_MS = 300_000;
const run = spawnSync(
  process.execPath,
  ["--test", "--test-concurrency=1", `--test-timeout=${TEST_TIMEOUT_MS}`, "--test-reporter=spec", ...files],
  {
    cwd: root,
    stdio: "inherit",
  },
);
process.exit(run.status ?? 1);

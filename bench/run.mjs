// `npm run bench [-- --members N | --scale | --smoke]`: builds the app, serves the production build
// under workerd with every binding local, seeds N members, measures, stops, prints a table and
// writes bench/results/<time>.json. Load comes from autocannon on loopback, bounded in time.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { ensureDevVars, root } from "../scripts/lib/local.mjs";
import { startServer } from "../test/e2e/server.mjs";
import { browserRun } from "./browser.mjs";
import { load, signIn } from "./http.mjs";
import { inboundRun } from "./inbound.mjs";
import { lighthouseRun } from "./lighthouse.mjs";
import { printIssue15, removeStaticTwin, TWIN_PATH, writeStaticTwin } from "./issue15.mjs";

const { values } = parseArgs({
  options: {
    members: { type: "string", default: "2000" },
    scale: { type: "boolean", default: false },
    smoke: { type: "boolean", default: false },
    duration: { type: "string" },
    replies: { type: "string" },
  },
});
const sizes = values.smoke ? [50] : values.scale ? [500, 2000, 8000] : [Number(values.members)];
const duration = Number(values.duration ?? (values.smoke ? 1 : 5));
const replies = Number(values.replies ?? (values.smoke ? 10 : 200));
const rounds = values.smoke ? 4 : 20;
const pairRounds = values.smoke ? 1 : 5;

ensureDevVars();
const build = spawnSync(`${root}node_modules/.bin/vite`, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(1);

/** `a` and `b` loaded one after the other, `pairRounds` times: the pair whose `ratio` is the median. */
async function paired(a, b, ratio) {
  const pairs = [];
  for (let i = 0; i < pairRounds; i++) {
    const first = await a();
    const second = await b();
    pairs.push({ first, second, value: ratio(first, second) });
  }
  pairs.sort((x, y) => x.value - y.value);
  const { first, second } = pairs[Math.floor(pairs.length / 2)];
  return [first, second];
}

async function measure(n) {
  const seed = (stateDir) =>
    spawnSync(process.execPath, [`${root}scripts/seed.mjs`, "--members", String(n), "--photos", "3"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, CAMP_STATE_DIR: stateDir },
    });
  // Issue 15: a static file with the members list's exact bytes, in place before the server starts.
  const probe = await startServer({ beforeStart: seed });
  let twinBytes;
  try {
    twinBytes = await writeStaticTwin(probe.origin, (await signIn(probe.origin, probe.admin)).memberCookie);
  } finally {
    await probe.stop();
  }
  const server = await startServer({ beforeStart: seed });
  try {
    const { origin } = server;
    const { adminCookie, memberCookie } = await signIn(origin, server.admin);
    const first = await fetch(`${origin}/api/members`, { headers: { cookie: memberCookie, "accept-encoding": "gzip" } });
    const body = await first.text();
    const etag = first.headers.get("etag");
    const statsEtag = (await fetch(`${origin}/api/admin/stats`, { headers: { cookie: adminCookie } })).headers.get("etag");
    const workflowEtag = (await fetch(`${origin}/api/admin/member-workflow-status`, { headers: { cookie: adminCookie } })).headers.get(
      "etag",
    );
    const opts = { duration };
    // Issue 15's two ratios compare loads measured side by side, in alternation, five times: a busy
    // moment on this shared machine then slows both sides of a pair (one round each in the smoke run).
    const [staticAsset, members304] = await paired(
      () => load(`${origin}/favicon.svg`, opts),
      () => load(`${origin}/api/members`, { ...opts, headers: { cookie: memberCookie, "if-none-match": etag } }),
      (asset, notModified) => notModified.rps / Math.max(asset.rps, 1),
    );
    const [staticTwin, members200] = await paired(
      () => load(`${origin}${TWIN_PATH}`, opts),
      () => load(`${origin}/api/members`, { ...opts, headers: { cookie: memberCookie, "accept-encoding": "gzip" } }),
      (twin, full) => full.p99 / Math.max(twin.p99, 1),
    );
    const http = {
      staticAsset,
      staticTwin,
      members200,
      members304,
      stats200: await load(`${origin}/api/admin/stats`, { ...opts, headers: { cookie: adminCookie } }),
      stats304: await load(`${origin}/api/admin/stats`, { ...opts, headers: { cookie: adminCookie, "if-none-match": statsEtag } }),
      workflow200: await load(`${origin}/api/admin/member-workflow-status`, { ...opts, headers: { cookie: adminCookie } }),
      workflow304: await load(`${origin}/api/admin/member-workflow-status`, {
        ...opts,
        headers: { cookie: adminCookie, "if-none-match": workflowEtag },
      }),
    };
    const browser = await browserRun(origin, memberCookie, adminCookie, { rounds });
    // Lighthouse takes a minute or two per page and three runs each: the full benchmark only.
    const lighthouse = values.smoke ? null : await lighthouseRun(origin, memberCookie, { serverProcessGroup: server.processGroup });
    const inbound = await inboundRun(origin, adminCookie, replies, "camp.example.org");
    return { members: n, membersJsonBytes: body.length, twinBytes, http, browser, lighthouse, inbound };
  } finally {
    await server.stop();
    removeStaticTwin();
  }
}

const runs = [];
for (const n of sizes) {
  console.log(`\n== ${n} members ==`);
  runs.push(await measure(n));
}

const row = (label, values) => console.log(label.padEnd(44) + values.map((v) => String(v ?? "-").padStart(14)).join(""));
console.log(
  `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), Node ${process.version}; load: ${duration} s per endpoint, 10 connections`,
);
row(
  "members",
  runs.map((r) => r.members),
);
for (const key of ["staticAsset", "staticTwin", "members200", "members304", "stats200", "stats304", "workflow200", "workflow304"]) {
  row(
    `${key} req/s`,
    runs.map((r) => r.http[key].rps),
  );
  row(
    `${key} p50 / p99 ms`,
    runs.map((r) => `${r.http[key].p50} / ${r.http[key].p99}`),
  );
}
row(
  "members304 / static throughput",
  runs.map((r) => `${Math.round((100 * r.http.members304.rps) / r.http.staticAsset.rps)}%`),
);
row(
  "GET /api/members body (bytes)",
  runs.map((r) => r.membersJsonBytes),
);
row(
  "login JS+CSS gzip KB",
  runs.map((r) => (r.browser.login.totalGzip / 1024).toFixed(1)),
);
row(
  "directory JS+CSS gzip KB",
  runs.map((r) => (r.browser.directory.totalGzip / 1024).toFixed(1)),
);
row(
  "directory JS / CSS raw KB",
  runs.map((r) => `${(r.browser.directory.jsRaw / 1024).toFixed(0)} / ${(r.browser.directory.cssRaw / 1024).toFixed(0)}`),
);
row(
  "admin code or Quill in member load",
  runs.map((r) => (r.browser.login.adminCodeLoaded || r.browser.directory.adminCodeLoaded ? "YES" : "no")),
);
row(
  "grid first render after data (ms)",
  runs.map((r) => r.browser.timings.gridRenderMs),
);
row(
  "table render (ms)",
  runs.map((r) => r.browser.timings.tableRenderMs),
);
row(
  "search keystroke p95 (ms)",
  runs.map((r) => r.browser.timings.searchP95),
);
row(
  "filter click p95 (ms)",
  runs.map((r) => r.browser.timings.filterP95),
);
row(
  "sort change p95 (ms)",
  runs.map((r) => r.browser.timings.sortP95),
);
// The admin side against the directory in the same run (issue 12: every ratio ≤ 1.5).
const ratio = (a, b) => (a == null || !b ? "-" : (a / b).toFixed(2));
const adminRow = (label, f, base) =>
  row(
    label,
    runs.map((r) => `${f(r.browser.admin)} (×${ratio(f(r.browser.admin), base(r.browser.timings))})`),
  );
adminRow(
  "admin Members: data → first row ms (×dir)",
  (a) => a.membersFirstRow,
  (t) => t.gridRenderMs,
);
adminRow(
  "admin Members: filter click p95 (×dir)",
  (a) => a.membersFilterP95,
  (t) => t.filterP95,
);
adminRow(
  "admin Members: search p95 (×dir)",
  (a) => a.membersSearchP95,
  (t) => t.searchP95,
);
adminRow(
  "Onboarding: data → first row ms (×dir)",
  (a) => a.onboardingFirstRow,
  (t) => t.gridRenderMs,
);
adminRow(
  "Onboarding: search p95 (×dir)",
  (a) => a.onboardingSearchP95,
  (t) => t.searchP95,
);
row(
  "inbound replies",
  runs.map((r) => r.inbound.count),
);
row(
  "inbound: all profiles created (ms)",
  runs.map((r) => r.inbound.allProfilesMs),
);
row(
  "inbound: lost / doubled",
  runs.map((r) => `${r.inbound.lost} / ${r.inbound.doubled}`),
);
if (runs.length > 1) {
  const [a, b] = [runs[0], runs.at(-1)];
  console.log(`\nGrowth from ${a.members} to ${b.members} members (×${b.members / a.members}):`);
  const growth = (label, f) => console.log(`  ${label.padEnd(36)} ×${(f(b) / Math.max(f(a), 0.001)).toFixed(2)}`);
  growth("members 200 p50 latency", (r) => r.http.members200.p50);
  growth("members 304 p50 latency", (r) => r.http.members304.p50);
  growth("members body bytes", (r) => r.membersJsonBytes);
  growth("grid first render", (r) => r.browser.timings.gridRenderMs);
  growth("search p95", (r) => r.browser.timings.searchP95);
}

printIssue15(runs);

mkdirSync(`${root}bench/results`, { recursive: true });
const file = `${root}bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}${values.smoke ? "-smoke" : ""}.json`;
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, duration, runs }, null, 2));
console.log(`\nWrote ${file}`);

const problems = runs
  .flatMap((r) => [
    r.inbound.lost > 0 && `${r.inbound.lost} inbound replies lost`,
    r.inbound.doubled > 0 && `${r.inbound.doubled} welcomes doubled`,
    r.browser.login.adminCodeLoaded && "admin code in the login load",
    r.browser.directory.adminCodeLoaded && "admin code in the directory load",
    r.http.members304.statuses["304"] === undefined && "no 304 answers",
  ])
  .filter(Boolean);
if (problems.length) {
  console.error(`\nProblems: ${problems.join("; ")}`);
  process.exit(1);
}

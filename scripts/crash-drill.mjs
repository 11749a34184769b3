// The crash drill of issue 11, end to end: `npm start` on its own local state, N members invited,
// N replies pushed to the local email endpoint, the whole server killed with SIGKILL part-way
// through, started again, the unacknowledged replies redelivered with the same Message-ID (as a
// mail server does), a sweep fired at /cdn-cgi/handler/scheduled, and the counts printed.
//
//   npm run drill -- [--members 100] [--kill-after 30] [--port 5011]
//
// --kill-after is the number of acknowledged replies after which the server is killed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { executeSql, readDevVars, root } from "./lib/local.mjs";
import { emailHandlerUrl, loadMemberName, questionnaireReply } from "./lib/reply-mail.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const N = Number(arg("members", 100));
const KILL_AFTER = Number(arg("kill-after", Math.round(N / 4)));
const PORT = arg("port", "5011");
const ORIGIN = `http://localhost:${PORT}`;
const MAIL_DOMAIN = "camp.example.org";
const STATE = mkdtempSync(join(tmpdir(), "camp-crash-drill-"));
process.env.CAMP_STATE_DIR = STATE;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sql = (query) => JSON.parse(executeSql(query, { json: true }))[0].results;

function startServer() {
  // Its own process group, so SIGKILL reaches vite and workerd alike, as a crash would.
  const child = spawn("npm", ["start"], { cwd: root, env: { ...process.env, PORT }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  // Kept for a failed start: the last lines are printed.
  child.output = "";
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return child;
}

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/config`)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`the server did not start:\n${server.output}`);
}

async function adminSession() {
  const vars = readDevVars();
  const response = await fetch(`${ORIGIN}/api/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ username: vars.DEV_ADMIN_USERNAME, password: vars.DEV_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status}`);
  return response.headers.get("set-cookie").split(";")[0];
}

// The same Message-ID at every redelivery: the Worker must process each reply once.
const reply = (m, i) =>
  questionnaireReply(
    { from: m.email, to: m.to, messageId: `drill-${i}@drill.example` },
    {
      name: loadMemberName("Drill Member", i),
      playaName: `Crash ${i}`,
      // At most 5 burns, first in 2010–2019: always a count that has taken place, so no reply is held for review.
      burns: 1 + (i % 5),
      firstBurn: 2010 + (i % 10),
      campHistory: "Drill camp",
      bio: "I survive crashes.",
    },
  );

const deliver = (m) => fetch(emailHandlerUrl(ORIGIN, m.email, m.to), { method: "POST", body: reply(m, m.i) });

/** As a mail server does: try again until the message is acknowledged. */
async function redeliver(m) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await deliver(m);
      if (response.ok) return;
      if (attempt >= 10) throw new Error(`redelivery of ${m.email}: ${response.status}`);
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    await sleep(500 * attempt);
  }
}

let server = startServer();
try {
  console.log(`State in ${STATE}; starting the server on ${ORIGIN}…`);
  await waitReady();
  let cookie = await adminSession();
  const post = (path, body) =>
    fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: body && JSON.stringify(body),
    });
  for (let i = 0; i < N; i++) await post("/api/admin/members", { email: `drill.${i}@drill.example` });
  let remaining = Infinity;
  while (remaining > 0) remaining = (await (await post("/api/admin/send-all-invites")).json()).remaining;
  const targets = sql("SELECT email, reply_token FROM members WHERE email LIKE 'drill.%' ORDER BY id").map((r, i) => ({
    i,
    email: r.email,
    to: `reply+${r.reply_token}@${MAIL_DOMAIN}`,
  }));
  console.log(`${targets.length} members invited; pushing ${N} replies, SIGKILL after ${KILL_AFTER} acknowledgements…`);

  // The burst: 10 at a time; the process group is killed once KILL_AFTER replies were acknowledged.
  const acknowledged = new Set();
  let killed = false;
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (!killed && next < targets.length) {
        const m = targets[next++];
        try {
          if ((await deliver(m)).ok) acknowledged.add(m.i);
        } catch {}
        if (!killed && acknowledged.size >= KILL_AFTER) {
          killed = true;
          process.kill(-server.pid, "SIGKILL");
        }
      }
    }),
  );
  console.log(`Killed with ${acknowledged.size} replies acknowledged. Restarting…`);
  await sleep(500);

  server = startServer();
  await waitReady();
  cookie = await adminSession();
  const before = sql("SELECT status, count(*) AS n FROM inbound_messages GROUP BY status");
  console.log("Inbound rows after the restart:", Object.fromEntries(before.map((r) => [r.status, r.n])));

  // The mail server redelivers what we never acknowledged, with the same Message-ID.
  const unacknowledged = targets.filter((m) => !acknowledged.has(m.i));
  for (let i = 0; i < unacknowledged.length; i += 10) await Promise.all(unacknowledged.slice(i, i + 10).map(redeliver));

  // Then the sweep, with its clock past the point where unfinished rows count as stuck.
  const sweep = await fetch(`${ORIGIN}/cdn-cgi/handler/scheduled?time=${Date.now() + 5 * 60 * 1000}`);
  console.log(`Sweep fired at /cdn-cgi/handler/scheduled: ${sweep.status}`);

  const [counts] = sql(`SELECT
      (SELECT count(*) FROM members WHERE email LIKE 'drill.%') AS members,
      (SELECT count(*) FROM members WHERE email LIKE 'drill.%' AND profile_created = 1 AND name LIKE 'Drill Member %') AS profiles,
      (SELECT count(*) FROM members WHERE email LIKE 'drill.%' AND welcome_sent = 1) AS welcome_flags,
      (SELECT count(*) FROM inbound_messages WHERE from_address LIKE 'drill.%') AS inbound_rows,
      (SELECT count(*) FROM inbound_messages WHERE from_address LIKE 'drill.%' AND status = 'applied') AS applied,
      (SELECT count(*) FROM inbound_messages WHERE from_address LIKE 'drill.%' AND status IN ('received', 'failed', 'pending')) AS unfinished,
      (SELECT count(*) FROM outbox o JOIN members m ON m.id = o.member_id WHERE m.email LIKE 'drill.%' AND o.template = 'welcome' AND o.status = 'sent') AS welcomes_sent,
      (SELECT count(DISTINCT o.member_id) FROM outbox o JOIN members m ON m.id = o.member_id WHERE m.email LIKE 'drill.%' AND o.template = 'welcome' AND o.status = 'sent') AS members_welcomed,
      (SELECT count(*) FROM outbox o JOIN members m ON m.id = o.member_id WHERE m.email LIKE 'drill.%' AND o.template = 'welcome' AND o.status = 'pending') AS welcomes_pending`);
  const summary = {
    ...counts,
    acknowledgedBeforeKill: acknowledged.size,
    redelivered: unacknowledged.length,
    lost: counts.members - counts.profiles,
    doubleWelcomes: counts.welcomes_sent - counts.members_welcomed,
  };
  console.table(summary);
  const ok =
    summary.lost === 0 &&
    summary.doubleWelcomes === 0 &&
    counts.members_welcomed === counts.members &&
    counts.applied === counts.members &&
    counts.unfinished === 0;
  console.log(ok ? "PASS: every reply applied once, every member welcomed once." : "FAIL: see the counts above.");
  process.exitCode = ok ? 0 : 1;
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  await sleep(1000);
  rmSync(STATE, { recursive: true, force: true });
}

// Starts the production build under `vite preview` (workerd, every binding local) on its own
// state directory and port, with the development admin and any members a test needs.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import assert from "node:assert/strict";
import { ensureDevVars, executeSql, migrateLocal, root, sqlString, upsertAdmin } from "../../scripts/lib/local.mjs";
import { emailHandlerUrl } from "../../scripts/lib/reply-mail.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "localhost", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Member fields a test may set, by their camelCase names, and their columns.
const MEMBER_COLUMNS = {
  email: "email",
  name: "name",
  playaName: "playa_name",
  homeTown: "home_town",
  location: "location",
  country: "country",
  accommodation: "accommodation",
  status: "status",
  profileStatus: "profile_status",
  burnYears: "burn_years",
  firstBurn: "first_burn",
  bio: "bio",
  campHistory: "camp_history",
  sponsorName: "sponsor_name",
  photoUrl: "photo_url",
  profileComplete: "profile_complete",
  inviteSent: "invite_sent",
  emailReplied: "email_replied",
  profileCreated: "profile_created",
  welcomeSent: "welcome_sent",
  lastUpdated: "last_updated",
  replyToken: "reply_token",
  hideFromDirectory: "hide_from_directory",
};
const sqlValue = (value) =>
  typeof value === "number"
    ? String(value)
    : typeof value === "boolean"
      ? value
        ? "1"
        : "0"
      : value instanceof Date
        ? String(value.getTime())
        : sqlString(value);

/** INSERT for one member; `sponsorEmail` points at a member inserted before it. */
function memberInsert(m) {
  const keys = Object.keys(m).filter((k) => k in MEMBER_COLUMNS);
  const columns = keys.map((k) => MEMBER_COLUMNS[k]);
  const values = keys.map((k) => sqlValue(m[k]));
  if (m.sponsorEmail) {
    columns.push("sponsor_id");
    values.push(`(SELECT id FROM members WHERE email = ${sqlString(m.sponsorEmail)})`);
  }
  return `INSERT INTO members (${columns.join(", ")}) VALUES (${values.join(", ")});`;
}

/**
 * `npmStart`: start it as `npm start` does (scripts/start.mjs: build, then `vite preview`), not from
 * the build the test run made.
 * `members`: objects with any of MEMBER_COLUMNS' keys (email required) and optionally `sponsorEmail`;
 * `accommodations`: {name, type}, inserted first since a member's accommodation must name one.
 */
export async function startServer({ members = [], accommodations = [], beforeStart, npmStart = false } = {}) {
  const stateDir = mkdtempSync(join(tmpdir(), "camp-e2e-"));
  process.env.CAMP_STATE_DIR = stateDir;
  const vars = ensureDevVars();
  migrateLocal();
  await upsertAdmin(vars.DEV_ADMIN_USERNAME, vars.DEV_ADMIN_PASSWORD);
  const inserts = [
    ...accommodations.map((a) => `INSERT INTO accommodations (name, type) VALUES (${sqlString(a.name)}, ${sqlString(a.type)});`),
    ...members.map(memberInsert),
  ];
  if (inserts.length) executeSql(inserts.join("\n"));
  // e.g. the benchmark's seeding, into the same state directory
  await beforeStart?.(stateDir);
  const port = await freePort();
  const [command, args] = npmStart
    ? [process.execPath, ["scripts/start.mjs"]]
    : [`${root}node_modules/.bin/vite`, ["preview", "--port", String(port), "--strictPort"]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, CAMP_STATE_DIR: stateDir, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const origin = `http://localhost:${port}`;
  // `npm start` builds first.
  const deadline = Date.now() + (npmStart ? 600_000 : 60_000);
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/config`);
      if (response.ok && (!npmStart || output.includes("Camp directory:"))) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`preview did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    // the server's process group (vite preview and workerd under it)
    processGroup: child.pid,
    admin: { username: vars.DEV_ADMIN_USERNAME, password: vars.DEV_ADMIN_PASSWORD },
    output: () => output,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 300));
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * A raw RFC 822 message, delivered to the Worker's email() handler as Email Routing would. The answer
 * is 200 when the Worker accepted it; a rejection (message.setReject) answers 400 with the reason.
 */
export async function deliverEmail(origin, { from, to, subject, text }, { status = 200 } = {}) {
  const raw = [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${crypto.randomUUID()}@example.com>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
  ].join("\r\n");
  const response = await fetch(emailHandlerUrl(origin, from, to), { method: "POST", body: raw });
  const answer = await response.text();
  assert.equal(response.status, status, `email handler: ${response.status} ${answer}`);
  return answer;
}

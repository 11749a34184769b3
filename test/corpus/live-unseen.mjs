// The unseen-reply corpus delivered end to end, as a mail server would: every .eml goes through a running
// server's /cdn-cgi/handler/email (the Worker's email() handler), from the member's own address to their
// reply address, one new invited member per reply. Writes what became of each reply (the inbound row's
// status, the profile or the review's proposal, the member's note, the welcome) as JSON on stdout;
// test/corpus/live-compare.test.ts compares it with the scorer.
//   CAMP_STATE_DIR=/tmp/camp-live PORT=5230 npm start          (a fresh state directory)
//   PATH=$PWD/node_modules/node/bin:$PATH CAMP_STATE_DIR=/tmp/camp-live node test/corpus/live-unseen.mjs http://localhost:5230 > /tmp/live.json
// (the project's own Node first on the PATH: the script calls wrangler, which needs Node 22 or later)
import { readdirSync, readFileSync } from "node:fs";
import { executeSql } from "../../scripts/lib/local.mjs";

const origin = process.argv[2] ?? "http://localhost:5000";
const DIR = new URL("../fixtures/unseen-corpus/", import.meta.url);
const vars = Object.fromEntries(
  readFileSync(new URL("../../.dev.vars", import.meta.url), "utf8")
    .split("\n")
    .map((l) => /^([A-Z_]+)="?(.*?)"?$/.exec(l.trim()))
    .filter(Boolean)
    .map((m) => [m[1], m[2]]),
);

const login = await fetch(`${origin}/api/auth/admin/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify({ username: vars.DEV_ADMIN_USERNAME, password: vars.DEV_ADMIN_PASSWORD }),
});
if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const post = (path, body) =>
  fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: body && JSON.stringify(body),
  });

const sql = (query) => JSON.parse(executeSql(query, { json: true }))[0].results;

const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".eml"))
  .sort();
const cases = files.map((file) => {
  const raw = readFileSync(new URL(file, DIR));
  // The message's own From header (the header block ends at the first blank line): "Name <a@b>" or a bare
  // "MAILER-DAEMON@host (Mail Delivery System)"; a bounce quotes the invitation's From further down.
  const head = raw.toString("latin1").split(/\r?\n\r?\n/)[0];
  const line = /^From:(.*(?:\r?\n[ \t].*)*)/im.exec(head)[1];
  const from = (/<([^>\s]+)>/.exec(line)?.[1] ?? /[^\s<>()"]+@[^\s<>()"]+/.exec(line)[0]).toLowerCase();
  return { file, raw, from };
});
// Each reply goes to its own member, by its sender; only mail that is not a profile may share one (Gmail's
// bounces all come from mailer-daemon@googlemail.com), as it leaves the member as it found them.
const kinds = JSON.parse(readFileSync(new URL("expected.json", DIR), "utf8"));
const senders = new Map();
for (const c of cases) senders.set(c.from, [...(senders.get(c.from) ?? []), c.file]);
for (const [from, shared] of senders)
  if (shared.length > 1 && shared.some((file) => kinds[file]?.kind === "profile"))
    throw new Error(`two corpus replies share a sender: ${from}`);

for (const c of cases) {
  const r = await post("/api/admin/members", { email: c.from });
  // 409: added by an earlier run on the same state (the run can be repeated).
  if (!r.ok && r.status !== 409) throw new Error(`add ${c.from}: ${r.status} ${await r.text()}`);
}
for (let remaining = Infinity, tries = 0; remaining > 0 && tries < 30; tries++) {
  const r = await post("/api/admin/send-all-invites");
  if (r.ok) remaining = (await r.json()).remaining;
  else await new Promise((resolve) => setTimeout(resolve, 1000));
}
const tokens = new Map(sql("SELECT email, reply_token FROM members").map((r) => [r.email, r.reply_token]));

for (const c of cases) {
  const to = `reply+${tokens.get(c.from)}@camp.example.org`;
  const url = `${origin}/cdn-cgi/handler/email?from=${encodeURIComponent(c.from)}&to=${encodeURIComponent(to)}`;
  const r = await fetch(url, { method: "POST", body: c.raw });
  c.delivered = r.status;
}

// The handler answers once the Worker is done; a reply still "received" is waited for.
for (let tries = 0; tries < 60; tries++) {
  const [{ open }] = sql("SELECT count(*) AS open FROM inbound_messages WHERE status = 'received'");
  if (open === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const FIELDS = "name, playa_name, home_town, location, country, burn_years, first_burn, bio, camp_history";
const memberRows = new Map(
  sql(`SELECT id, email, ${FIELDS}, profile_created, welcome_sent, reply_note, photo_url FROM members`).map((r) => [r.email, r]),
);
const inbound = new Map(sql("SELECT member_id, status, reason FROM inbound_messages").map((r) => [r.member_id, r]));
const reviews = new Map(
  sql("SELECT member_id, reasons, proposed FROM reply_reviews WHERE status = 'pending'").map((r) => [r.member_id, r]),
);
const welcomes = new Map(
  sql("SELECT member_id, count(*) AS n FROM outbox WHERE template = 'welcome' GROUP BY member_id").map((r) => [r.member_id, r.n]),
);

const out = {};
for (const c of cases) {
  const m = memberRows.get(c.from);
  const row = inbound.get(m.id);
  const review = reviews.get(m.id);
  const profile = {
    name: m.name,
    playaName: m.playa_name,
    homeTown: m.home_town,
    location: m.location,
    country: m.country,
    burnYears: m.burn_years,
    firstBurn: m.first_burn,
    bio: m.bio,
    campHistory: m.camp_history,
  };
  out[c.file] = {
    delivered: c.delivered,
    status: row?.status ?? null,
    reason: row?.reason ?? null,
    profileCreated: Boolean(m.profile_created),
    welcomes: welcomes.get(m.id) ?? 0,
    replyNote: m.reply_note,
    photo: Boolean(m.photo_url),
    profile,
    proposed: review ? JSON.parse(review.proposed) : null,
    reviewReasons: review ? JSON.parse(review.reasons) : null,
  };
}
process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), replies: out }, null, 2)}\n`);

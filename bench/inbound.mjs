// The inbound pipeline under load: replies for many members pushed through the local email endpoint.
import { executeSql } from "../scripts/lib/local.mjs";
import { emailHandlerUrl, loadMemberName, questionnaireReply } from "../scripts/lib/reply-mail.mjs";

const reply = (m, i) =>
  questionnaireReply(
    { from: m.email, to: m.to, messageId: `bench-${i}-${Date.now()}@bench.example` },
    {
      name: loadMemberName("Bench Member", i),
      playaName: `Loadtest ${i}`,
      burns: 1 + (i % 9),
      // Plausible pairs: the review gate holds more burns than have taken place since the first one.
      firstBurn: 2005 + (i % 10),
      campHistory: "Bench camp",
      bio: "I exist to be measured.",
    },
  );

async function pool(items, size, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await task(items[next], next++);
    }),
  );
}

export async function inboundRun(origin, cookie, count, mailDomain) {
  const post = (path, body) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: body && JSON.stringify(body),
    });
  const emails = Array.from({ length: count }, (_, i) => `inbound.bench.${i}@bench.example`);
  for (const email of emails) await post("/api/admin/members", { email });
  let remaining = Infinity;
  while (remaining > 0) remaining = (await (await post("/api/admin/send-all-invites")).json()).remaining;
  const rows = JSON.parse(executeSql("SELECT email, reply_token FROM members WHERE email LIKE 'inbound.bench.%'", { json: true }))[0]
    .results;
  const targets = rows.map((r) => ({ email: r.email, to: `reply+${r.reply_token}@${mailDomain}` }));

  const started = performance.now();
  let failures = 0;
  await pool(targets, 10, async (m, i) => {
    const response = await fetch(emailHandlerUrl(origin, m.email, m.to), { method: "POST", body: reply(m, i) });
    if (!response.ok) failures++;
  });
  const pushedMs = performance.now() - started;
  let created = 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const status = await (await fetch(`${origin}/api/admin/member-workflow-status`, { headers: { cookie } })).json();
    created = status.filter((m) => m.email.startsWith("inbound.bench.") && m.profileCreated && m.welcomeSent).length;
    if (created === count) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const allMs = performance.now() - started;
  const [check] = JSON.parse(
    executeSql(
      `SELECT
         (SELECT count(*) FROM outbox o JOIN members m ON m.id = o.member_id WHERE m.email LIKE 'inbound.bench.%' AND o.template = 'welcome') AS welcomes,
         (SELECT count(DISTINCT o.member_id) FROM outbox o JOIN members m ON m.id = o.member_id WHERE m.email LIKE 'inbound.bench.%' AND o.template = 'welcome') AS welcomed,
         (SELECT count(*) FROM inbound_messages WHERE from_address LIKE 'inbound.bench.%' AND status = 'applied') AS applied`,
      { json: true },
    ),
  )[0].results;
  return {
    count,
    pushFailures: failures,
    pushedMs: Math.round(pushedMs),
    allProfilesMs: Math.round(allMs),
    created,
    ...check,
    lost: count - created,
    doubled: check.welcomes - check.welcomed,
  };
}

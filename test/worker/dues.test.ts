import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../src/shared/season";
import { emailTemplates, outbox } from "../../src/worker/db/schema";
import { festivalDay } from "../../src/worker/dues/reminders";
import { runSweep } from "../../src/worker/scheduled";
import { duesRemindersJob } from "../../src/worker/scheduled/dues-reminders";
import { adminCookie, call, createMember, db, memberCookie } from "./helpers";

const DAY_MS = 86_400_000;
let year = 2100 + Math.floor(Math.random() * 50);

/** A fresh open season, current (any earlier one closed), as issue 25's Season tab leaves it. */
async function openSeason() {
  await env.DB.prepare("UPDATE seasons SET is_current = 0, status = 'closed'").run();
  const y = ++year;
  const row = await env.DB.prepare(
    "INSERT INTO seasons (year, name, festival_start, festival_end, status, is_current) VALUES (?, ?, ?, ?, 'open', 1) RETURNING id",
  )
    .bind(y, `Season ${y}`, `${y}-08-30`, `${y}-09-07`)
    .first<{ id: number }>();
  return { id: row!.id, name: `Season ${y}` };
}

async function coming(seasonId: number, name: string, answer: "yes" | "maybe" | "no" = "yes") {
  const member = await createMember({ name });
  await env.DB.prepare("INSERT INTO season_members (season_id, member_id, answer) VALUES (?, ?, ?)")
    .bind(seasonId, member.id, answer)
    .run();
  return member;
}

const json = async <T = Record<string, unknown>>(response: Response) => response.json<T>();
const duesMail = (memberId: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.memberId, memberId), eq(outbox.template, "dues_reminder")));
const auditCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n;

interface Overview {
  settings: Record<string, unknown>;
  tiers: { id: number; name: string; amountMinor: number }[];
  members: { memberId: number; status: string; expectedMinor: number; paidMinor: number; tierName: string | null; reminders: number }[];
  totals: { expectedMinor: number; collectedMinor: number; coming: number; counts: Record<string, number> };
}

async function setUp(cookie: string, settings: Record<string, unknown> = {}) {
  const season = await openSeason();
  const put = await call("/api/admin/dues/settings", {
    method: "PUT",
    cookie,
    body: {
      currency: "USD",
      payLink: "https://pay.example.org/dues",
      instructions: "Or cash to Bea at build day",
      dueDate: null,
      remindersEnabled: false,
      remindEveryDays: 7,
      remindMax: 3,
      ...settings,
    },
  });
  expect(put.status, await put.clone().text()).toBe(200);
  const full = await json<{ id: number }>(await call("/api/admin/dues/tiers", { cookie, body: { name: "Full", amount: "100.00" } }));
  const build = await json<{ id: number }>(await call("/api/admin/dues/tiers", { cookie, body: { name: "Build crew", amount: "60" } }));
  return { season, full, build };
}

describe("GET /api/admin/dues", () => {
  it("before any season answers 200 null (the tab says to open one), and the settings are a 404 saying so", async () => {
    const cookie = await adminCookie();
    await env.DB.prepare("UPDATE seasons SET is_current = 0, status = 'closed'").run();
    const overview = await call("/api/admin/dues", { cookie });
    expect(overview.status).toBe(200);
    expect(await overview.json()).toBeNull();
    const settings = await call("/api/admin/dues/tiers", { cookie, body: { name: "Full", amount: "100" } });
    expect(settings.status).toBe(404);
    expect((await json<{ message: string }>(settings)).message).toMatch(/No season yet/);
  });
});

describe("dues amounts and settings", () => {
  it("amounts are strict non-negative decimals in the season's currency; bad input is a 400 and changes nothing", async () => {
    const cookie = await adminCookie();
    await setUp(cookie);
    const cases: [unknown, RegExp][] = [
      ["-5", /cannot be negative/],
      ["12.505", /At most 2 decimals/],
      ["abc", /plain number/],
      ["1e3", /plain number/],
      ["1,000", /plain number/],
      ["12.5.0", /plain number/],
      ["", /Enter an amount/],
      ["99999999", /at most 1,000,000/],
      [-1, /cannot be negative/],
      [0.001, /At most 2 decimals/],
    ];
    const before = await auditCount();
    for (const [amount, message] of cases) {
      const response = await call("/api/admin/dues/tiers", { cookie, body: { name: `Tier ${String(amount)}`, amount } });
      expect(response.status, String(amount)).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(message);
    }
    const overview = await json<Overview>(await call("/api/admin/dues", { cookie }));
    expect(overview.tiers.map((t) => [t.name, t.amountMinor])).toEqual([
      ["Full", 10000],
      ["Build crew", 6000],
    ]);
    expect(await auditCount()).toBe(before);
    // a duplicate name (any case) is a 409
    expect((await call("/api/admin/dues/tiers", { cookie, body: { name: "full", amount: "1" } })).status).toBe(409);
    // " 12.5 " is fine: 1250
    expect(await json(await call("/api/admin/dues/tiers", { cookie, body: { name: "Reduced", amount: " 12.5 " } }))).toMatchObject({
      amountMinor: 1250,
    });
  });

  it("a zero-decimal currency takes whole numbers; the currency is fixed once a payment exists", async () => {
    const cookie = await adminCookie();
    await setUp(cookie);
    const settings = {
      currency: "jpy",
      payLink: null,
      instructions: null,
      dueDate: null,
      remindersEnabled: false,
      remindEveryDays: 7,
      remindMax: 3,
    };
    expect(await json(await call("/api/admin/dues/settings", { method: "PUT", cookie, body: settings }))).toMatchObject({
      currency: "JPY",
    });
    const bad = await call("/api/admin/dues/tiers", { cookie, body: { name: "Yen", amount: "1200.5" } });
    expect((await json<{ message: string }>(bad)).message).toMatch(/JPY has no decimals/);
    const tier = await json<{ amountMinor: number }>(
      await call("/api/admin/dues/tiers", { cookie, body: { name: "Yen", amount: "1200" } }),
    );
    expect(tier.amountMinor).toBe(1200);
    const member = await createMember();
    expect(
      (await call(`/api/admin/dues/members/${member.id}/payments`, { cookie, body: { amount: "500", paidOn: "2026-05-01" } })).status,
    ).toBe(201);
    const change = await call("/api/admin/dues/settings", { method: "PUT", cookie, body: { ...settings, currency: "EUR" } });
    expect(change.status).toBe(409);
    for (const body of [
      { ...settings, currency: "XYZ" },
      { ...settings, currency: "dollars" },
      { ...settings, payLink: "javascript:alert(1)" },
      { ...settings, payLink: "http://insecure.example" },
      { ...settings, dueDate: "2026-02-30" },
      { ...settings, remindEveryDays: 0 },
      { ...settings, remindMax: 11 },
      { ...settings, instructions: "x".repeat(2001) },
      { ...settings, extra: 1 },
    ])
      expect((await call("/api/admin/dues/settings", { method: "PUT", cookie, body })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await json<Overview>(await call("/api/admin/dues", { cookie }))).settings).toMatchObject({ currency: "JPY", payLink: null });
  });

  it("payments: bad amounts, dates and unknown members are refused", async () => {
    const cookie = await adminCookie();
    await setUp(cookie);
    const member = await createMember();
    for (const body of [
      { amount: "0", paidOn: "2026-05-01" },
      { amount: "-3", paidOn: "2026-05-01" },
      { amount: "10", paidOn: "May 1st" },
      { amount: "10", paidOn: "2026-13-01" },
      { amount: "10", paidOn: "2026-05-01", note: "x".repeat(201) },
    ])
      expect((await call(`/api/admin/dues/members/${member.id}/payments`, { cookie, body })).status, JSON.stringify(body)).toBe(400);
    expect((await call("/api/admin/dues/members/999999/payments", { cookie, body: { amount: "10", paidOn: "2026-05-01" } })).status).toBe(
      404,
    );
    expect(await json<unknown[]>(await call(`/api/admin/dues/members/${member.id}/payments`, { cookie }))).toEqual([]);
  });
});

describe("dues status, totals and what members see", () => {
  it("derives unpaid / partly paid / paid / waived, totals collected against expected, and audits every change", async () => {
    const cookie = await adminCookie();
    const { season, build } = await setUp(cookie);
    const unpaid = await coming(season.id, "Una Unpaid");
    const partly = await coming(season.id, "Pat Partly");
    const paid = await coming(season.id, "Paz Paid");
    const waived = await coming(season.id, "Wes Waived");
    const builder = await coming(season.id, "Bo Builder");
    const maybe = await coming(season.id, "May Maybe", "maybe");
    const before = await auditCount();

    const pay = (id: number, amount: string, note?: string) =>
      call(`/api/admin/dues/members/${id}/payments`, { cookie, body: { amount, paidOn: "2026-05-01", ...(note ? { note } : {}) } });
    expect((await pay(partly.id, "40")).status).toBe(201);
    expect((await pay(paid.id, "50.00")).status).toBe(201);
    expect((await pay(paid.id, "50", '=HYPERLINK("http://evil")')).status).toBe(201);
    expect(
      (await call(`/api/admin/dues/members/${waived.id}`, { method: "PUT", cookie, body: { waived: true, note: "Art grant" } })).status,
    ).toBe(200);
    expect((await call(`/api/admin/dues/members/${builder.id}`, { method: "PUT", cookie, body: { tierId: build.id } })).status).toBe(200);
    expect((await pay(builder.id, "60")).status).toBe(201);
    expect((await call(`/api/admin/dues/members/${unpaid.id}`, { method: "PUT", cookie, body: { tierId: 999999 } })).status).toBe(404);
    expect(await auditCount()).toBe(before + 6);
    const actions = await env.DB.prepare("SELECT action FROM audit_log ORDER BY id DESC LIMIT 6").all<{ action: string }>();
    expect(actions.results.map((r) => r.action).sort()).toEqual(
      [
        "dues.member.update",
        "dues.member.update",
        "dues.payment.record",
        "dues.payment.record",
        "dues.payment.record",
        "dues.payment.record",
      ].sort(),
    );

    const overview = await json<Overview>(await call("/api/admin/dues", { cookie }));
    const status = (id: number) => overview.members.find((m) => m.memberId === id);
    expect(status(unpaid.id)).toMatchObject({ status: "unpaid", expectedMinor: 10000, paidMinor: 0, tierName: "Full" });
    expect(status(partly.id)).toMatchObject({ status: "partly paid", paidMinor: 4000 });
    expect(status(paid.id)).toMatchObject({ status: "paid", paidMinor: 10000 });
    expect(status(waived.id)).toMatchObject({ status: "waived" });
    expect(status(builder.id)).toMatchObject({ status: "paid", expectedMinor: 6000, tierName: "Build crew" });
    expect(status(maybe.id)).toBeUndefined();
    // expected: four Full (one waived → three) + one Build crew = 360.00; collected 40 + 100 + 60
    expect(overview.totals).toMatchObject({ expectedMinor: 36000, collectedMinor: 20000, coming: 5 });
    expect(overview.totals.counts).toEqual({ unpaid: 1, "partly paid": 1, paid: 2, waived: 1 });

    // The payments export: the CSV helper's escaping, formula injection neutralised.
    const csv = await call("/api/admin/dues/payments.csv", { cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, for Excel
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Name,Email,Amount,Currency,Paid on,Note,Recorded by,Recorded at\r\n")).toBe(true);
    expect(text).toContain("Pat Partly");
    expect(text).toContain(",40.00,USD,2026-05-01,");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(5);

    // Deleting a payment puts the member back and is audited.
    const payments = await json<{ id: number }[]>(await call(`/api/admin/dues/members/${partly.id}/payments`, { cookie }));
    expect((await call(`/api/admin/dues/payments/${payments[0].id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await json<Overview>(await call("/api/admin/dues", { cookie }))).members.find((m) => m.memberId === partly.id)).toMatchObject({
      status: "unpaid",
    });
    expect(await auditCount()).toBe(before + 7);
  });

  it("a member sees their own status and how to pay, and nobody else's; members cannot reach the admin routes", async () => {
    const cookie = await adminCookie();
    const { season } = await setUp(cookie);
    const me = await coming(season.id, "Mia Member");
    const other = await coming(season.id, "Oli Other");
    await call(`/api/admin/dues/members/${me.id}/payments`, { cookie, body: { amount: "25.50", paidOn: "2026-04-02" } });
    await call(`/api/admin/dues/members/${other.id}/payments`, { cookie, body: { amount: "987.65", paidOn: "2026-04-03" } });
    const mine = await memberCookie(me);
    const own = await call("/api/members/me/dues", { cookie: mine });
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(await json(own)).toEqual({
      dues: {
        seasonName: season.name,
        currency: "USD",
        tierName: "Full",
        expectedMinor: 10000,
        paidMinor: 2550,
        status: "partly paid",
        dueDate: null,
        payLink: "https://pay.example.org/dues",
        instructions: "Or cash to Bea at build day",
        payments: [{ amountMinor: 2550, paidOn: "2026-04-02" }],
      },
    });
    for (const response of [
      await call("/api/members", { cookie: mine, headers: { "accept-encoding": "identity" } }),
      await call("/api/my-profile", { cookie: mine }),
      await call("/api/members/me/dues", { cookie: mine }),
    ]) {
      const text = await response.text();
      // (As a JSON number or a decimal: a random id or timestamp may hold the same digits.)
      expect(text).not.toMatch(/(?<![\w.-])98765(?![\w.])/);
      expect(text).not.toContain("987.65");
    }
    for (const path of ["/api/admin/dues", "/api/admin/dues/payments.csv", `/api/admin/dues/members/${other.id}/payments`])
      expect((await call(path, { cookie: mine })).status).toBe(403);
    expect(
      (await call(`/api/admin/dues/members/${me.id}/payments`, { cookie: mine, body: { amount: "1000", paidOn: "2026-04-02" } })).status,
    ).toBe(403);
    // someone not coming, with nothing paid, has no dues card
    const away = await coming(season.id, "Al Away", "no");
    expect(await json(await call("/api/members/me/dues", { cookie: await memberCookie(away) }))).toEqual({ dues: null });
  });
});

describe("dues reminders (scheduled sweep)", () => {
  const sweep = (at: number) => runSweep(env, at, [duesRemindersJob]);

  it("overlapping sweeps remind each unpaid member who is coming once per due date; never the paid, waived or not coming", async () => {
    const cookie = await adminCookie();
    const now = Date.now();
    const today = festivalDay(now);
    const { season } = await setUp(cookie, { dueDate: today, remindersEnabled: true, remindEveryDays: 7, remindMax: 2 });
    const unpaid = await Promise.all(["Ann", "Ben", "Cat", "Dan"].map((n) => coming(season.id, `${n} Owes`)));
    const partly = await coming(season.id, "Pia Partly");
    const paid = await coming(season.id, "Pau Paid");
    const waived = await coming(season.id, "Wen Waived");
    const maybe = await coming(season.id, "Max Maybe", "maybe");
    await call(`/api/admin/dues/members/${partly.id}/payments`, { cookie, body: { amount: "30", paidOn: today } });
    await call(`/api/admin/dues/members/${paid.id}/payments`, { cookie, body: { amount: "100", paidOn: today } });
    await call(`/api/admin/dues/members/${waived.id}`, { method: "PUT", cookie, body: { waived: true } });

    // Before the due date: nothing.
    await sweep(now - 2 * DAY_MS);
    for (const m of unpaid) expect(await duesMail(m.id)).toHaveLength(0);

    // Three sweeps at once on the due date.
    await Promise.all([sweep(now), sweep(now + 1000), sweep(now + 2000)]);
    for (const m of [...unpaid, partly]) expect(await duesMail(m.id), m.name!).toHaveLength(1);
    for (const m of [paid, waived, maybe]) expect(await duesMail(m.id), m.name!).toHaveLength(0);
    const [mail] = await duesMail(partly.id);
    expect(mail.subject).toBe(`Your ${season.name} dues: $70.00 to go`);
    expect(mail.html).toContain("Pia Partly");
    expect(mail.html).toContain("https://pay.example.org/dues");
    expect(mail.html).toContain("Or cash to Bea at build day");

    // Later sweeps the same week: no second reminder for this due date.
    await Promise.all([sweep(now + 3 * DAY_MS), sweep(now + 3 * DAY_MS)]);
    for (const m of unpaid) expect(await duesMail(m.id)).toHaveLength(1);

    // One pays in the meantime; the next slot reminds the others, again once, in parallel.
    await call(`/api/admin/dues/members/${unpaid[0].id}/payments`, { cookie, body: { amount: "100", paidOn: today } });
    await Promise.all([sweep(now + 7 * DAY_MS), sweep(now + 7 * DAY_MS + 500)]);
    expect(await duesMail(unpaid[0].id)).toHaveLength(1);
    for (const m of unpaid.slice(1)) expect(await duesMail(m.id)).toHaveLength(2);

    // At most remindMax (2): a third slot sends nothing.
    await sweep(now + 14 * DAY_MS);
    for (const m of unpaid.slice(1)) expect(await duesMail(m.id)).toHaveLength(2);

    // Each reminder is in the member's log.
    const log = await json<{ message: string }[]>(await call(`/api/admin/member-logs/${encodeURIComponent(unpaid[1].email)}`, { cookie }));
    expect(log.filter((l) => l.message.startsWith("Dues reminder sent"))).toHaveLength(2);
    const overview = await json<Overview>(await call("/api/admin/dues", { cookie }));
    expect(overview.members.find((m) => m.memberId === unpaid[1].id)?.reminders).toBe(2);
  });

  it("a failed send gives the slot back, and the next sweep sends it once", async () => {
    const cookie = await adminCookie();
    const now = Date.now();
    const { season } = await setUp(cookie, { dueDate: addDays(festivalDay(now), -1), remindersEnabled: true });
    const member = await coming(season.id, "Fay Fails");
    const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, "dues_reminder"));
    // The template missing makes the mail module refuse the message.
    await db.delete(emailTemplates).where(eq(emailTemplates.name, "dues_reminder"));
    try {
      const report = await sweep(now);
      expect(report.jobs[0].result).toMatchObject({ claimed: 1, failed: 1, sent: 0 });
      const claims = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM dues_reminders WHERE member_id = ${member.id}`);
      expect(claims[0].n).toBe(0);
    } finally {
      await db.insert(emailTemplates).values(template);
    }
    await Promise.all([sweep(now + 60_000), sweep(now + 60_000)]);
    expect(await duesMail(member.id)).toHaveLength(1);
  });

  it("reminders off, or no due date: nothing is claimed", async () => {
    const cookie = await adminCookie();
    const now = Date.now();
    const { season } = await setUp(cookie, { dueDate: festivalDay(now), remindersEnabled: false });
    const member = await coming(season.id, "Quiet Quinn");
    await sweep(now);
    expect(await duesMail(member.id)).toHaveLength(0);
  });
});

describe("the emergency list", () => {
  it("lists the members coming; medical notes only when asked, each one an audited read", async () => {
    const cookie = await adminCookie();
    const season = await openSeason();
    const yes = await coming(season.id, "Yara Yes");
    const alsoYes = await coming(season.id, "Yves Yes");
    const no = await coming(season.id, "Nora No", "no");
    for (const [m, note] of [
      [yes, "Bee sting allergy EPI-PEN-9"],
      [alsoYes, null],
      [no, "Should not appear NO-NOTE-3"],
    ] as const)
      await call("/api/members/me/care", {
        method: "PUT",
        cookie: await memberCookie(m),
        body: {
          emergencyName: `Contact of ${m.name}`,
          emergencyRelation: "friend",
          emergencyPhone: "+44 20 7946 0958",
          dietary: null,
          medicalNote: note,
        },
      });
    const notesRead = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'member.medical-note.read' AND target_id = ?")
        .bind(yes.id)
        .first<{ n: number }>())!.n;

    const plain = await json<{ members: { name: string; emergencyName: string; hasMedicalNote: boolean }[] }>(
      await call("/api/admin/emergency-list", { cookie }),
    );
    expect(plain.members.map((m) => m.name)).toEqual(["Yara Yes", "Yves Yes"]);
    expect(plain.members[0]).toMatchObject({ emergencyName: "Contact of Yara Yes", hasMedicalNote: true });
    expect(JSON.stringify(plain)).not.toContain("EPI-PEN");
    expect(await notesRead()).toBe(0);

    const withNotes = await call("/api/admin/emergency-list?medical=1", { cookie });
    expect(JSON.stringify(await withNotes.json())).toContain("EPI-PEN-9");
    expect(await notesRead()).toBe(1);

    const csv = await (await call("/api/admin/emergency-list.csv?medical=1", { cookie })).text();
    expect(csv).toContain("Medical note");
    expect(csv).toContain("EPI-PEN-9");
    expect(csv).toContain("'+44 20 7946 0958");
    expect(csv).not.toContain("Nora No");
    expect(csv).not.toContain("NO-NOTE-3");
    expect(await notesRead()).toBe(2);
    const csvPlain = await (await call("/api/admin/emergency-list.csv", { cookie })).text();
    expect(csvPlain).not.toContain("EPI-PEN");
    expect(await notesRead()).toBe(2);

    expect((await call("/api/admin/emergency-list", { cookie: await memberCookie(yes) })).status).toBe(403);
    expect((await call("/api/admin/emergency-list?medical=yes", { cookie })).status).toBe(400);
  });
});

import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inviteReminders, members, outbox, replyReviews } from "../../src/worker/db/schema";
import { onboardingStub } from "../../src/worker/onboarding/member-onboarding";
import { claimDueReminders, DAY_MS } from "../../src/worker/reminders/reminders";
import { runSweep } from "../../src/worker/scheduled";
import { inviteRemindersJob } from "../../src/worker/scheduled/invite-reminders";
import { adminCookie, call, createMember, db } from "./helpers";
import { replyAddressOf } from "./mail-helpers";

const reminders = (email: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.template, "reminder")));
const sweep = (at: number) => runSweep(env, at, [inviteRemindersJob]);

async function invited(cookie: string, values: Partial<typeof members.$inferInsert> = {}) {
  const member = await createMember({ name: "Waiting Wanda", ...values });
  expect((await call(`/api/admin/members/${member.id}/invite`, { method: "POST", cookie })).status).toBe(200);
  const row = await db.query.inviteReminders.findFirst({ where: eq(inviteReminders.memberId, member.id) });
  return { member, invitedAt: row!.invitedAt };
}

afterEach(async () => {
  await call("/api/admin/reminder-settings", { method: "PUT", body: { enabled: true, days: 7, max: 2 }, cookie: await adminCookie() });
});

describe("invitation reminders (scheduled sweep)", () => {
  it("reminds after 7 days, again 7 days later, and never more than twice", async () => {
    const cookie = await adminCookie();
    const { member, invitedAt } = await invited(cookie);

    await sweep(invitedAt + 6 * DAY_MS);
    expect(await reminders(member.email)).toHaveLength(0);

    await sweep(invitedAt + 7 * DAY_MS + 1000);
    const [first] = await reminders(member.email);
    expect(first).toMatchObject({ status: "sent", replyTo: replyAddressOf(member) });
    expect(first.html).toContain("Waiting Wanda");

    // the next sweep, 5 minutes on, has nothing to do for this member
    await sweep(invitedAt + 7 * DAY_MS + 5 * 60_000);
    expect(await reminders(member.email)).toHaveLength(1);

    await sweep(invitedAt + 14 * DAY_MS + 2000);
    expect(await reminders(member.email)).toHaveLength(2);
    await sweep(invitedAt + 60 * DAY_MS);
    expect(await reminders(member.email)).toHaveLength(2);

    const log = await (await call(`/api/admin/member-logs/${encodeURIComponent(member.email)}`, { cookie })).json<{ message: string }[]>();
    expect(log.map((l) => l.message)).toEqual(expect.arrayContaining(["Reminder 1 sent", "Reminder 2 sent"]));
    const workflow = await (await call("/api/admin/member-workflow-status", { cookie })).json<{ id: number; remindersSent: number }[]>();
    expect(workflow.find((w) => w.id === member.id)?.remindersSent).toBe(2);
  });

  it("never reminds after a reply or once the profile exists", async () => {
    const cookie = await adminCookie();
    const replied = await invited(cookie);
    const created = await invited(cookie);
    await db.update(members).set({ emailReplied: true }).where(eq(members.id, replied.member.id));
    await db.update(members).set({ profileCreated: true }).where(eq(members.id, created.member.id));
    await sweep(replied.invitedAt + 30 * DAY_MS);
    expect(await reminders(replied.member.email)).toHaveLength(0);
    expect(await reminders(created.member.email)).toHaveLength(0);
  });

  it("never reminds a member whose reply waits for an admin's review", async () => {
    const cookie = await adminCookie();
    const { member, invitedAt } = await invited(cookie);
    await db.insert(replyReviews).values({
      memberId: member.id,
      kind: "sender",
      source: "email",
      reasons: ["Sender is a member but did not write to their reply address"],
      replyText: "Hi, it's me",
      proposed: {} as never,
      extractor: "parser",
    });
    await sweep(invitedAt + 8 * DAY_MS);
    expect(await reminders(member.email)).toHaveLength(0);
  });

  it("a reply that arrives between the claim and the send stops the reminder", async () => {
    const cookie = await adminCookie();
    const { member, invitedAt } = await invited(cookie);
    const at = invitedAt + 8 * DAY_MS;
    const claims = await claimDueReminders(db, { enabled: true, days: 7, max: 2 }, at);
    const claim = claims.find((c) => c.memberId === member.id)!;
    expect(claim).toEqual({ memberId: member.id, number: 1 });
    await db.update(members).set({ emailReplied: true }).where(eq(members.id, member.id));
    const outcome = await onboardingStub(env, member.id).sendReminder(member.id, 1);
    expect(outcome).toEqual({ ok: true, value: { sent: false } });
    expect(await reminders(member.email)).toHaveLength(0);
  });

  it("reminds a member whose invitation flag the repair job set (no reminder clock yet)", async () => {
    const member = await createMember({ inviteSent: true, lastUpdated: new Date(Date.now() - 10 * DAY_MS) });
    await sweep(Date.now());
    expect(await reminders(member.email)).toHaveLength(1);
  });

  it("sends one reminder per member when two sweeps overlap", async () => {
    const cookie = await adminCookie();
    const a = await invited(cookie);
    const b = await invited(cookie);
    const at = Math.max(a.invitedAt, b.invitedAt) + 7 * DAY_MS + 1000;
    await Promise.all([sweep(at), sweep(at), sweep(at + 1)]);
    expect(await reminders(a.member.email)).toHaveLength(1);
    expect(await reminders(b.member.email)).toHaveLength(1);
  });

  it("follows the settings: off sends nothing; days and maximum are honoured", async () => {
    const cookie = await adminCookie();
    const { member, invitedAt } = await invited(cookie);
    expect((await call("/api/admin/reminder-settings", { method: "PUT", body: { enabled: false, days: 7, max: 2 }, cookie })).status).toBe(
      200,
    );
    await sweep(invitedAt + 8 * DAY_MS);
    expect(await reminders(member.email)).toHaveLength(0);

    await call("/api/admin/reminder-settings", { method: "PUT", body: { enabled: true, days: 3, max: 1 }, cookie });
    expect(await (await call("/api/admin/reminder-settings", { cookie })).json()).toEqual({ enabled: true, days: 3, max: 1 });
    await sweep(invitedAt + 3 * DAY_MS + 1000);
    await sweep(invitedAt + 9 * DAY_MS);
    expect(await reminders(member.email)).toHaveLength(1);
  });

  it.each([
    [{ enabled: true, days: 0, max: 2 }],
    [{ enabled: true, days: 7, max: 9 }],
    [{ enabled: "yes", days: 7, max: 2 }],
    [{ enabled: true, days: 7 }],
    [{ enabled: true, days: 7, max: 2, extra: 1 }],
  ])("PUT /api/admin/reminder-settings refuses %j and changes nothing", async (body) => {
    const cookie = await adminCookie();
    expect((await call("/api/admin/reminder-settings", { method: "PUT", body, cookie })).status).toBe(400);
    expect(await (await call("/api/admin/reminder-settings", { cookie })).json()).toEqual({ enabled: true, days: 7, max: 2 });
  });

  it("gives the claim back when the mail fails, and tries again an hour later", async () => {
    const cookie = await adminCookie();
    const { member, invitedAt } = await invited(cookie);
    const at = invitedAt + 7 * DAY_MS + 1000;
    const spy = vi.spyOn(env.MAILER, "send").mockRejectedValue(new Error("mail service down"));
    const report = await sweep(at);
    spy.mockRestore();
    expect(report.jobs[0]).toMatchObject({ ok: true, result: { failed: 1 } });
    expect((await db.query.inviteReminders.findFirst({ where: eq(inviteReminders.memberId, member.id) }))?.count).toBe(0);
    await sweep(at + 10 * 60_000);
    expect((await reminders(member.email)).filter((m) => m.status === "sent")).toHaveLength(0);
    await sweep(at + 61 * 60_000);
    expect((await reminders(member.email)).filter((m) => m.status === "sent")).toHaveLength(1);
  });
});

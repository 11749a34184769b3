import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inboundMessages, magicLinkTokens, members, outbox, rateLimits } from "../../src/worker/db/schema";
import { STUCK_AFTER_MS } from "../../src/worker/inbound";
import { onboardingStub } from "../../src/worker/onboarding/member-onboarding";
import { runSweep } from "../../src/worker/scheduled";
import { DAY_MS } from "../../src/worker/scheduled/prune";
import { adminCookie, call, createMember, db, memberCookie } from "./helpers";
import { COMPLETE_REPLY as REPLY, deliver, replyAddressOf, stuckReply } from "./mail-helpers";

const later = () => Date.now() + STUCK_AFTER_MS + 1000;
const welcomes = (memberId: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.memberId, memberId), eq(outbox.template, "welcome")));
const fresh = (id: number) => db.query.members.findFirst({ where: eq(members.id, id) });

describe("scheduled sweep: nothing lost", () => {
  it("recovers a stuck inbound row and applies it exactly once, however often it runs", async () => {
    const member = await createMember({ inviteSent: true });
    const { row, messageId } = await stuckReply(member);
    // Too fresh: a run may still be finishing it.
    await runSweep(env, Date.now());
    expect((await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, row.id) }))!.status).toBe("received");
    // Two overlapping sweeps, then a third, then the sender's server redelivering the message.
    await Promise.all([runSweep(env, later()), runSweep(env, later())]);
    await runSweep(env, later());
    await deliver({ from: member.email, to: replyAddressOf(member), text: REPLY, messageId });
    const after = await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, row.id) });
    expect(after!.status).toBe("applied");
    expect(await fresh(member.id)).toMatchObject({ name: "Rosa Quist", profileCreated: true, emailReplied: true, welcomeSent: true });
    expect((await welcomes(member.id)).map((w) => w.status)).toEqual(["sent"]);
    const log = await runInDurableObject(onboardingStub(env, member.id), (instance) => instance.getLog());
    expect(log.filter((l) => l.message === "Profile created")).toHaveLength(1);
    expect(await db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId))).toHaveLength(1);
  });

  it("a redelivery of an unfinished message finishes it instead of being dropped as a duplicate", async () => {
    const member = await createMember({ inviteSent: true });
    const { row, messageId } = await stuckReply(member);
    await deliver({ from: member.email, to: replyAddressOf(member), text: REPLY, messageId });
    expect((await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, row.id) }))!.status).toBe("applied");
    expect(await welcomes(member.id)).toHaveLength(1);
  });

  it("DO and D1 agree after a half-finished apply: the old DO copy of the flags is never trusted", async () => {
    const member = await createMember({ inviteSent: true });
    const stub = onboardingStub(env, member.id);
    // The failure seen in the crash test: the object's storage says the profile exists, D1 does not.
    await runInDurableObject(stub, (_i, state) =>
      state.storage.put("flags", {
        inviteSent: true,
        emailReplied: true,
        profileCreated: true,
        welcomeSent: false,
        row: member.replyToken,
      }),
    );
    const { row } = await stuckReply(member);
    await runSweep(env, later());
    const d1 = await fresh(member.id);
    expect(d1).toMatchObject({ profileCreated: true, welcomeSent: true, name: "Rosa Quist" });
    const state = await stub.state(member.id);
    expect(state).toEqual({
      ok: true,
      value: {
        inviteSent: d1!.inviteSent,
        emailReplied: d1!.emailReplied,
        profileCreated: d1!.profileCreated,
        welcomeSent: d1!.welcomeSent,
      },
    });
    expect(await runInDurableObject(stub, (_i, s) => s.storage.get("flags"))).toBeUndefined();
    expect((await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, row.id) }))!.status).toBe("applied");
    expect(await welcomes(member.id)).toHaveLength(1);

    // And the opposite half: the object's copy says nothing happened while D1 has the profile.
    const other = await createMember({ inviteSent: true });
    const otherStub = onboardingStub(env, other.id);
    await runInDurableObject(otherStub, (_i, s) =>
      s.storage.put("flags", { inviteSent: true, emailReplied: false, profileCreated: false, welcomeSent: false, row: other.replyToken }),
    );
    await db.update(members).set({ profileCreated: true, emailReplied: true }).where(eq(members.id, other.id));
    // The manual update (allowed only before the profile exists) follows D1: refused, as it should be.
    const refused = await call(`/api/admin/members/${encodeURIComponent(other.email)}/update-profile`, {
      method: "POST",
      cookie: await adminCookie(),
    });
    expect(refused.status).toBe(409);
    expect(await otherStub.state(other.id)).toMatchObject({ ok: true, value: { profileCreated: true } });
  });

  it("sends a welcome reserved with its profile whose run died, once", async () => {
    const member = await createMember({ inviteSent: true, emailReplied: true, profileCreated: true });
    const [reserved] = await db
      .insert(outbox)
      .values({
        memberId: member.id,
        toAddress: member.email,
        template: "welcome",
        subject: "(reserved)",
        status: "pending",
        createdAt: new Date(Date.now() - STUCK_AFTER_MS - 1000),
      })
      .returning();
    await Promise.all([runSweep(env, Date.now()), runSweep(env, Date.now())]);
    await runSweep(env, Date.now());
    expect((await welcomes(member.id)).map((w) => [w.id, w.status])).toEqual([[reserved.id, "sent"]]);
    expect(await fresh(member.id)).toMatchObject({ welcomeSent: true });
  });

  it("repairs flags from the outbox and releases dead send-all claims", async () => {
    const member = await createMember({ inviteClaimedAt: new Date(Date.now() - 60 * 60 * 1000) });
    await db.insert(outbox).values({ memberId: member.id, toAddress: member.email, template: "invite", subject: "x", status: "sent" });
    await runSweep(env, Date.now());
    expect(await fresh(member.id)).toMatchObject({ inviteSent: true, inviteClaimedAt: null });
  });

  it("keeps only the headers of rejected mail and deletes them after a day", async () => {
    await deliver({
      from: "stranger@elsewhere.example",
      to: `anything@${env.MAIL_DOMAIN}`,
      text: "x".repeat(100_000),
      messageId: "<spam-1@elsewhere.example>",
    });
    const row = await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.messageId, "<spam-1@elsewhere.example>") });
    expect(row!.status).toBe("rejected");
    const kept = await env.FILES.get(row!.rawKey!);
    const text = await kept!.text();
    expect(text).toContain("From: stranger@elsewhere.example");
    expect(text.length).toBeLessThan(1000);
    await runSweep(env, Date.now() + DAY_MS + 60_000);
    expect(await env.FILES.get(row!.rawKey!)).toBeNull();
    expect((await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, row!.id) }))!.rawKey).toBeNull();
  });

  it("removes uploads nothing refers to after a day, and prunes expired tokens and rate-limit rows", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const upload = async () => {
      const form = new FormData();
      form.append("photo", new File([png], "me.png", { type: "image/png" }));
      return (await (await call("/api/upload-photo", { body: form, cookie })).json<{ photoUrl: string }>()).photoUrl;
    };
    const used = await upload();
    const orphan = await upload();
    expect((await call("/api/members/me", { method: "PUT", body: { photoUrl: used }, cookie })).status).toBe(200);
    await runSweep(env, Date.now()); // a fresh orphan may still be about to be used
    expect(await env.FILES.head(orphan.slice("/uploads/".length))).not.toBeNull();
    await db
      .insert(magicLinkTokens)
      .values({ memberId: member.id, tokenHash: crypto.randomUUID(), codeHash: "x", expiresAt: new Date(Date.now() - 1000) });
    await db.insert(rateLimits).values({ key: `old-${crypto.randomUUID()}`, windowStart: Date.now() - 2 * DAY_MS, count: 3 });
    const report = await runSweep(env, Date.now() + DAY_MS + 60_000);
    expect(report.jobs.every((j) => j.ok)).toBe(true);
    expect(await env.FILES.head(orphan.slice("/uploads/".length))).toBeNull();
    expect(await env.FILES.head(used.slice("/uploads/".length))).not.toBeNull();
    expect(await db.select().from(rateLimits).where(eq(rateLimits.windowStart, 0))).toHaveLength(0);
    const prune = report.jobs.find((j) => j.name === "prune-tokens")!;
    expect(prune.result!.tokensDeleted).toBeGreaterThan(0);
    expect(prune.result!.rateLimitsDeleted).toBeGreaterThan(0);
  });
});

describe("inbound: endings with a status, never a 500", () => {
  it("a message nested hundreds of MIME levels deep is rejected with a reason", async () => {
    const member = await createMember({ inviteSent: true });
    const depth = 500;
    let body = "Content-Type: text/plain\r\n\r\nhello";
    for (let i = 0; i < depth; i++) body = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${body}\r\n--b${i}--`;
    const messageId = `<deep-${crypto.randomUUID()}@mail.example>`;
    const raw = `From: ${member.email}\r\nTo: ${replyAddressOf(member)}\r\nSubject: deep\r\nMessage-ID: ${messageId}\r\nMIME-Version: 1.0\r\n${body}`;
    const bytes = new TextEncoder().encode(raw);
    const message = {
      from: member.email,
      to: replyAddressOf(member),
      headers: new Headers(),
      raw: new Blob([bytes]).stream(),
      rawSize: bytes.byteLength,
      setReject: () => {},
      forward: async () => {},
      reply: async () => {},
    };
    const worker = (await import("../../src/worker/index")).default;
    await worker.email(message as unknown as ForwardableEmailMessage, env);
    const row = await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.messageId, messageId) });
    expect(row).toMatchObject({ status: "rejected" });
    expect(row!.reason).toMatch(/nesting/i);
  });

  it("a reply racing the member's deletion ends as rejected", async () => {
    const member = await createMember({ inviteSent: true });
    const { row } = await stuckReply(member);
    // The member is deleted after the reply was matched to them but before it is applied: their
    // Durable Object finds no member (the same point the race reaches).
    expect((await call(`/api/admin/members/${member.id}`, { method: "DELETE", cookie: await adminCookie() })).status).toBe(200);
    const outcome = await onboardingStub(env, member.id).receiveReply(member.id, { source: "email", text: REPLY, inboundId: row.id });
    expect(outcome).toMatchObject({ ok: false, kind: "no-member" });
    await runSweep(env, later());
    const after = await db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, row.id) });
    expect(after!.status).toBe("rejected");
    expect(after!.memberId).toBeNull();
  });
});

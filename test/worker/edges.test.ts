// Issue 24, items 1-6: what broke under parallel requests or in the order of background jobs.
// Every race here is real: the requests go through the Worker at once (Promise.all) against the
// real local D1, R2 and Durable Objects.
import { env } from "cloudflare:workers";
import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { admins, auditLog, inboundMessages, members, outbox, replyReviews, uploads } from "../../src/worker/db/schema";
import { runSweep } from "../../src/worker/scheduled";
import { pruneUploads } from "../../src/worker/scheduled/prune";
import { UPLOAD_QUOTA } from "../../src/worker/uploads/ownership";
import { LIMITS } from "../../src/worker/routes/auth";
import { adminCookie, call, createAdmin, createMember, db, form, freshIp, memberCookie, PNG, sessionCookie } from "./helpers";
import { COMPLETE_REPLY, deliver, replyAddressOf } from "./mail-helpers";

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

/** A PNG of `size` bytes: the real signature, then padding. */
const png = (size = PNG.byteLength) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
};
const photoForm = (bytes = png()) => form({ photo: new File([bytes], "me.png", { type: "image/png" }) });

async function photoKeys() {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix: "photos/", cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return new Set(keys);
}

const memberUploads = (memberId: number) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, memberId), inArray(uploads.ownerKind, ["member", "inbound"])));

describe("upload quota under concurrency (issue 24, item 1)", () => {
  it("POST /api/upload-photo: 40 parallel uploads by one member store at most the daily quota of files", async () => {
    const cookie = await memberCookie(await createMember());
    const before = await photoKeys();
    const responses = await Promise.all(Array.from({ length: 40 }, () => call("/api/upload-photo", { body: photoForm(), cookie })));
    const accepted = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 429);
    expect(accepted.length).toBe(UPLOAD_QUOTA.files);
    expect(refused.length).toBe(40 - UPLOAD_QUOTA.files);
    expect((await refused[0].json<{ message: string }>()).message).toContain("Upload limit reached");
    // Nothing refused reached the bucket.
    const added = [...(await photoKeys())].filter((k) => !before.has(k));
    expect(added.length).toBe(UPLOAD_QUOTA.files);
  });

  it("POST /api/upload-photo: parallel 3 MB uploads stop at the daily byte quota", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => call("/api/upload-photo", { body: photoForm(png(3 * MB)), cookie })),
    );
    const accepted = responses.filter((r) => r.status === 201).length;
    expect(accepted).toBe(Math.floor(UPLOAD_QUOTA.bytes / (3 * MB)));
    const rows = await memberUploads(member.id);
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(UPLOAD_QUOTA.bytes);
  });

  it("POST /api/upload-photo: a file R2 refused gives its claim back", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const put = vi.spyOn(env.FILES, "put").mockRejectedValueOnce(new Error("R2 unavailable"));
    try {
      expect((await call("/api/upload-photo", { body: photoForm(), cookie })).status).toBe(500);
    } finally {
      put.mockRestore();
    }
    expect(await memberUploads(member.id)).toEqual([]);
    expect((await call("/api/upload-photo", { body: photoForm(), cookie })).status).toBe(201);
  });

  it("email(): a photo attached to a reply counts against the member's quota; a stranger's stores nothing", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const uploadsDone = await Promise.all(
      Array.from({ length: UPLOAD_QUOTA.files }, () => call("/api/upload-photo", { body: photoForm(), cookie })),
    );
    expect(uploadsDone.every((r) => r.status === 201)).toBe(true);
    const before = await photoKeys();
    const attachment = { filename: "me.png", contentType: "image/png", bytes: png(2048) };
    // Five mails with the member's From but not to their reply address (held for review), at once.
    await Promise.all(
      Array.from({ length: 5 }, () => deliver({ from: member.email, to: `hello@${env.MAIL_DOMAIN}`, text: COMPLETE_REPLY, attachment })),
    );
    // Five from a stranger.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        deliver({ from: `stranger-${crypto.randomUUID()}@evil.example`, to: replyAddressOf(member), text: "hi", attachment }),
      ),
    );
    expect([...(await photoKeys())].filter((k) => !before.has(k))).toEqual([]);
    expect((await memberUploads(member.id)).length).toBe(UPLOAD_QUOTA.files);
    const reviews = await db.select().from(replyReviews).where(eq(replyReviews.memberId, member.id));
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.photoUrl === null)).toBe(true);
  });

  it("email(): a reply's photo within the quota is stored and recorded against the member", async () => {
    const member = await createMember();
    const attachment = { filename: "me.png", contentType: "image/png", bytes: png(2048) };
    await deliver({ from: member.email, to: replyAddressOf(member), text: COMPLETE_REPLY, attachment });
    const rows = await memberUploads(member.id);
    expect(rows.length).toBe(1);
    const after = await db.query.members.findFirst({ where: eq(members.id, member.id) });
    expect(after!.photoUrl).toBe(`/uploads/${rows[0].key}`);
  });

  it("POST /api/admin/process-manual-email and admin uploads: parallel uploads by one admin stop at the admin quota", async () => {
    const cookie = await adminCookie();
    const member = await createMember();
    const n = UPLOAD_QUOTA.admin.files + 5;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i % 2
          ? call("/api/admin/process-manual-email", {
              body: form({ memberEmail: member.email, emailContent: "Playa name: Starling", profilePhoto: new File([png()], "p.png") }),
              cookie,
            })
          : call("/api/admin/upload-background", { body: form({ type: "home", background: new File([png()], "b.png") }), cookie }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBe(5);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 200 || s === 201)).toBe(true);
  });
});

describe("PUT /api/members/me: derived flags under concurrency (issue 24, item 2)", () => {
  const oneField: Record<string, unknown>[] = [
    { name: "Rosa Quist" },
    { playaName: "Starling" },
    { homeTown: "Bergen" },
    { location: "Portland" },
    { country: "Norway" },
    { bio: "I fix bikes." },
    { burnYears: 4 },
    { firstBurn: 2018 },
  ];

  it("eight parallel edits, each filling one required field, leave a Complete profile", async () => {
    for (let round = 0; round < 3; round++) {
      const member = await createMember();
      const cookie = await memberCookie(member);
      const responses = await Promise.all(oneField.map((body) => call("/api/members/me", { method: "PUT", body, cookie })));
      expect(responses.map((r) => r.status)).toEqual(oneField.map(() => 200));
      const row = await db.query.members.findFirst({ where: eq(members.id, member.id) });
      expect(row).toMatchObject({ name: "Rosa Quist", bio: "I fix bikes.", burnYears: 4, firstBurn: 2018 });
      expect(row!.profileComplete).toBe(true);
      expect(row!.profileStatus).toBe("Complete");
    }
  });

  it("a member's edit and an admin's edit at once: the flags follow the row as written", async () => {
    const member = await createMember({ status: "Newbie", name: "A", playaName: "B", homeTown: "C", location: "D", country: "E" });
    const cookie = await memberCookie(member);
    const admin = await adminCookie();
    const sponsor = await createMember({ status: "Veteran", name: "Vet" });
    await Promise.all([
      call("/api/members/me", { method: "PUT", body: { bio: "Hello", burnYears: 1, firstBurn: 2025 }, cookie }),
      call(`/api/admin/members/${member.id}`, { method: "PUT", body: { sponsorId: sponsor.id }, cookie: admin }),
    ]);
    const row = await db.query.members.findFirst({ where: eq(members.id, member.id) });
    expect(row!.sponsorId).toBe(sponsor.id);
    expect(row!.profileComplete).toBe(true);
    expect(row!.profileStatus).toBe("Complete");
  });
});

describe("scheduled prune-uploads (issue 24, item 3)", () => {
  it("keeps a photo that waits in Needs Review, and still removes a true orphan", async () => {
    const member = await createMember();
    const attachment = { filename: "me.png", contentType: "image/png", bytes: png(2048) };
    await deliver({ from: member.email, to: `hello@${env.MAIL_DOMAIN}`, text: COMPLETE_REPLY, attachment });
    const review = await db.query.replyReviews.findFirst({
      where: and(eq(replyReviews.memberId, member.id), eq(replyReviews.status, "pending")),
    });
    expect(review?.photoUrl).toMatch(/^\/uploads\/photos\//);
    const orphan = await (await call("/api/upload-photo", { body: photoForm(), cookie: await memberCookie(await createMember()) })).json<{
      photoUrl: string;
    }>();
    await runSweep(env, Date.now() + 3 * DAY, [pruneUploads]);
    expect(await env.FILES.head(review!.photoUrl!.slice("/uploads/".length))).not.toBeNull();
    expect(await env.FILES.head(orphan.photoUrl.slice("/uploads/".length))).toBeNull();
    // The admin applies the review later: the profile points at a photo that is still there.
    const apply = await call(`/api/admin/reply-reviews/${review!.id}/apply`, { method: "POST", cookie: await adminCookie() });
    expect(apply.status).toBe(200);
    const row = await db.query.members.findFirst({ where: eq(members.id, member.id) });
    expect(row!.photoUrl).toBe(review!.photoUrl);
    expect(await env.FILES.head(row!.photoUrl!.slice("/uploads/".length))).not.toBeNull();
  });
});

describe("email(): duplicates by Message-ID (issue 24, item 4)", () => {
  it("a stranger's rejected message with a member's Message-ID does not swallow the member's reply", async () => {
    const member = await createMember();
    const messageId = `<${crypto.randomUUID()}@mail.example>`;
    // One rejected (an unknown sender to no member's address), one foreign (held for review).
    const stranger = await deliver({
      from: "squatter@evil.example",
      to: `reply+${"0".repeat(32)}@${env.MAIL_DOMAIN}`,
      text: "x",
      messageId,
    });
    expect(stranger.setReject).toHaveBeenCalled();
    await deliver({ from: "squatter@evil.example", to: replyAddressOf(member), text: "Bio: squatted", messageId });
    await deliver({ from: member.email, to: replyAddressOf(member), text: COMPLETE_REPLY, messageId });
    const row = await db.query.members.findFirst({ where: eq(members.id, member.id) });
    expect(row!.name).toBe("Rosa Quist");
    expect(row!.profileCreated).toBe(true);
    const rows = await db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
    expect(rows.map((r) => r.status).sort()).toEqual(["applied", "rejected", "review"]);
  });

  it("the member's own message delivered twice at once is still processed once", async () => {
    const member = await createMember();
    const messageId = `<${crypto.randomUUID()}@mail.example>`;
    await Promise.all([1, 2].map(() => deliver({ from: member.email, to: replyAddressOf(member), text: COMPLETE_REPLY, messageId })));
    const rows = await db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
    expect(rows.length).toBe(1);
    const welcomes = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, member.email), eq(outbox.template, "welcome")));
    expect(welcomes.length).toBe(1);
  });
});

describe("DELETE /api/admin/admins/:id: the last usable admin (issue 24, item 5)", () => {
  it("an admin whose password was never set does not count: the only admin who can sign in stays", async () => {
    for (const other of await db.select().from(admins)) await db.delete(admins).where(eq(admins.id, other.id));
    const admin = await createAdmin();
    const login = await call("/api/auth/admin/login", { body: { username: admin.username, password: admin.password }, ip: freshIp() });
    const cookie = sessionCookie(login);
    const added = await call("/api/admin/admins", { body: { username: `linked-${crypto.randomUUID().slice(0, 6)}` }, cookie });
    expect(added.status).toBe(201);
    const response = await call(`/api/admin/admins/${admin.id}`, { method: "DELETE", cookie });
    expect(response.status).toBe(409);
    expect((await response.json<{ message: string }>()).message).toBe(
      "You can't remove the last admin who can sign in. Add another admin with a password or an email address first.",
    );
    expect(await db.query.admins.findFirst({ where: eq(admins.id, admin.id) })).toBeDefined();
    // The admin still waiting for their link can be removed.
    const { admin: pending } = await added.json<{ admin: { id: number } }>();
    expect((await call(`/api/admin/admins/${pending.id}`, { method: "DELETE", cookie })).status).toBe(200);
  });
});

describe("admin sign-in lock-out (issue 24, item 6)", () => {
  async function lockedOutAdmin() {
    const admin = await createAdmin();
    const email = `${admin.username}@camp.example`;
    await db.update(admins).set({ email }).where(eq(admins.id, admin.id));
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("/api/auth/admin/login", { body: { username: admin.username, password: `wrong-${i}` }, ip: freshIp() }),
      ),
    );
    expect(wrong.some((r) => r.status === 429)).toBe(true);
    const right = await call("/api/auth/admin/login", { body: { username: admin.username, password: admin.password }, ip: freshIp() });
    expect(right.status).toBe(429);
    return { ...admin, email };
  }
  const linkFrom = (html: string) => /verify\?for=admin&(?:amp;)?token=([A-Za-z0-9_-]+)/.exec(html)?.[1] ?? null;

  it("records the lock-out once in the audit log", async () => {
    const admin = await lockedOutAdmin();
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin.sign-in-locked"), like(auditLog.targetLabel, `${admin.username}%`)));
    expect(rows.length).toBe(1);
    expect(rows[0].targetId).toBe(admin.id);
    expect(rows[0].targetLabel).toContain(`sign-in locked after ${LIMITS.adminFailures.max} failures`);
  });

  it("POST /api/auth/admin/send-link: the locked-out admin signs in with the emailed link, once", async () => {
    const admin = await lockedOutAdmin();
    const unknown = await call("/api/auth/admin/send-link", { body: { username: "nobody-here" }, ip: freshIp() });
    const known = await call("/api/auth/admin/send-link", { body: { username: admin.username }, ip: freshIp() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await db.query.outbox.findFirst({ where: eq(outbox.toAddress, admin.email) });
    const token = linkFrom(mail!.html!);
    expect(token).not.toBeNull();
    const signedIn = await call("/api/auth/admin/verify-link", { body: { token }, ip: freshIp() });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect((await call("/api/admin/stats", { cookie })).status).toBe(200);
    // Single use.
    expect((await call("/api/auth/admin/verify-link", { body: { token }, ip: freshIp() })).status).toBe(400);
  });

  it("a stranger asking for links over and over cannot keep the admin out: every link mailed still works", async () => {
    const admin = await lockedOutAdmin();
    const asks = await Promise.all(
      Array.from({ length: 12 }, () => call("/api/auth/admin/send-link", { body: { username: admin.username }, ip: freshIp() })),
    );
    expect(asks.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, admin.email));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(LIMITS.adminLinkPerUsername.max);
    // The first one mailed still works after the later ones.
    const token = linkFrom(mails[0].html!);
    expect((await call("/api/auth/admin/verify-link", { body: { token }, ip: freshIp() })).status).toBe(200);
  });
});

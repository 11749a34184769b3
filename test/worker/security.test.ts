import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { magicLinkTokens, members, outbox } from "../../src/worker/db/schema";
import { createMagicLink } from "../../src/worker/auth/magic-link";
import { sha256Hex } from "../../src/worker/lib/tokens";
import { UPLOAD_QUOTA } from "../../src/worker/uploads/ownership";
import { adminCookie, call, createAdmin, createMember, db, freshIp, memberCookie } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const photoForm = () => {
  const form = new FormData();
  form.append("photo", new File([PNG], "me.png", { type: "image/png" }));
  return form;
};
const upload = async (cookie: string) =>
  (await (await call("/api/upload-photo", { body: photoForm(), cookie })).json<{ photoUrl: string }>()).photoUrl;
const setPhoto = (cookie: string, photoUrl: string | null) => call("/api/members/me", { method: "PUT", body: { photoUrl }, cookie });

describe("security probes (issue 11)", () => {
  it("admin login: 40 parallel guesses are counted before hashing; the right password as guess 35 is refused", async () => {
    const admin = await createAdmin();
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 34 ? admin.password : `wrong-password-${i}`));
    const responses = await Promise.all(
      guesses.map((password) => call("/api/auth/admin/login", { body: { username: admin.username, password }, ip: freshIp() })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses[34]).not.toBe(200);
  });

  it("login code: 100 parallel wrong guesses make at most 5 comparisons, and the stored digest is keyed", async () => {
    const member = await createMember();
    const { code } = await createMagicLink(env, db, member.id);
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, "0");
    await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        call("/api/auth/verify-code", { body: { email: member.email, code: wrong(n) }, ip: freshIp() }),
      ),
    );
    const row = await db.query.magicLinkTokens.findFirst({ where: eq(magicLinkTokens.memberId, member.id) });
    expect(row!.codeAttempts).toBe(5);
    expect((await call("/api/auth/verify-code", { body: { email: member.email, code }, ip: freshIp() })).status).toBe(400);
    // The old unkeyed digest of the code is not what is stored.
    expect(row!.codeHash).not.toBe(await sha256Hex(`login-code:${member.id}:${code}`));
  });

  it("a member may point photoUrl only at their own upload; replacing never deletes someone else's photo", async () => {
    const alice = await createMember();
    const bob = await createMember();
    const [aliceCookie, bobCookie] = [await memberCookie(alice), await memberCookie(bob)];
    const bobPhoto = await upload(bobCookie);
    expect((await setPhoto(bobCookie, bobPhoto)).status).toBe(200);
    expect((await setPhoto(aliceCookie, bobPhoto)).status).toBe(403);
    const alicePhoto = await upload(aliceCookie);
    expect((await setPhoto(aliceCookie, alicePhoto)).status).toBe(200);
    expect(await env.FILES.head(bobPhoto.slice("/uploads/".length))).not.toBeNull();
    // An admin gives Bob Alice's photo; when Alice replaces hers, Bob's stays.
    const admin = await adminCookie();
    expect((await call(`/api/admin/members/${bob.id}`, { method: "PUT", body: { photoUrl: alicePhoto }, cookie: admin })).status).toBe(200);
    expect((await setPhoto(aliceCookie, await upload(aliceCookie))).status).toBe(200);
    expect(await env.FILES.head(alicePhoto.slice("/uploads/".length))).not.toBeNull();
  });

  it("photoUrl is decoded and normalised; anything outside /uploads/photos/ is refused", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const own = await upload(cookie);
    const probes = [
      "/uploads/%2e%2e/api/admin/outbox",
      "/uploads/%252e%252e/api/admin/outbox",
      "/uploads/photos/../../api/admin/outbox",
      "/uploads/backgrounds/00000000-0000-4000-8000-000000000001.png",
      `${own}?x=1`,
      `//evil.example${own}`,
      `https://evil.example${own}`,
      own.replace("/photos/", "/photos/%2F"),
      own.toUpperCase(),
      "javascript:alert(1)",
    ];
    for (const photoUrl of probes) expect((await setPhoto(cookie, photoUrl)).status, photoUrl).toBe(400);
    expect((await db.query.members.findFirst({ where: eq(members.id, member.id) }))!.photoUrl).toBeNull();
    expect((await setPhoto(cookie, own)).status).toBe(200);
  });

  it("uploads have a per-member quota", async () => {
    const cookie = await memberCookie(await createMember());
    for (let i = 0; i < UPLOAD_QUOTA.files; i++) expect((await call("/api/upload-photo", { body: photoForm(), cookie })).status).toBe(201);
    const refused = await call("/api/upload-photo", { body: photoForm(), cookie });
    expect(refused.status).toBe(429);
    // another member is not affected
    expect((await call("/api/upload-photo", { body: photoForm(), cookie: await memberCookie(await createMember()) })).status).toBe(201);
  });

  it("two concurrent send-alls never invite the same member twice", async () => {
    await db.update(members).set({ inviteSent: true });
    const fresh = await Promise.all(Array.from({ length: 30 }, () => createMember()));
    const cookie = await adminCookie();
    const results = await Promise.all(
      [1, 2].map(() => call("/api/admin/send-all-invites", { method: "POST", cookie }).then((r) => r.json<{ sent: number }>())),
    );
    for (const member of fresh) {
      const invites = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, member.email), eq(outbox.template, "invite")));
      expect(invites.length, member.email).toBeLessThanOrEqual(1);
    }
    expect(results[0].sent + results[1].sent).toBe(Math.min(30, 2 * 25));
  });
});

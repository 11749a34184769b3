import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUDIT_RETENTION_MS } from "../../src/worker/audit/log";
import { auditLog } from "../../src/worker/db/schema";
import { runSweep } from "../../src/worker/scheduled";
import { pruneAuditJob } from "../../src/worker/scheduled/prune-audit";
import { adminCookie, call, createMember, db, memberCookie } from "./helpers";

interface Entry {
  id: number;
  adminId: number;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  createdAt: string;
}
type Page = { entries: Entry[]; nextBefore: number | null };
const auditPage = async (cookie: string, query = "") => (await call(`/api/admin/audit${query}`, { cookie })).json<Page>();
const me = async (cookie: string) =>
  (await (await call("/api/auth/status", { cookie })).json<{ user: { id: number; username: string } }>()).user;

describe("GET /api/admin/audit", () => {
  it("records a member edit with who, what, target and before → after", async () => {
    const cookie = await adminCookie();
    const admin = await me(cookie);
    const member = await createMember({ name: "Before Name", location: "Reno" });
    expect(
      (
        await call(`/api/admin/members/${member.id}`, {
          method: "PUT",
          body: { name: "After Name", location: "Reno", adminNotes: "Bring extra water" },
          cookie,
        })
      ).status,
    ).toBe(200);
    const { entries } = await auditPage(cookie, `?memberId=${member.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminId: admin.id,
      adminUsername: admin.username,
      action: "member.update",
      targetType: "member",
      targetId: member.id,
      targetLabel: "After Name",
      changes: { name: { before: "Before Name", after: "After Name" }, adminNotes: { before: null, after: "Bring extra water" } },
    });
    expect(entries[0].changes).not.toHaveProperty("location");
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records member create/delete, template and accommodation edits, and onboarding actions", async () => {
    const cookie = await adminCookie();
    const admin = await me(cookie);
    const created = await (
      await call("/api/admin/members", { body: { email: `audited-${crypto.randomUUID().slice(0, 6)}@example.com`, name: "Aud" }, cookie })
    ).json<{ id: number }>();
    await call(`/api/admin/members/${created.id}/invite`, { method: "POST", cookie });
    await call(`/api/admin/members/${created.id}`, { method: "DELETE", cookie });

    const [template] = await (await call("/api/admin/email-templates", { cookie })).json<
      { id: number; subject: string; htmlContent: string }[]
    >();
    await call(`/api/admin/email-templates/${template.id}`, {
      method: "PUT",
      body: { subject: "New subject {{campName}}", htmlContent: template.htmlContent },
      cookie,
    });

    const name = `Audit Dome ${crypto.randomUUID().slice(0, 6)}`;
    const place = await (await call("/api/admin/accommodations", { body: { name, type: "Yurt" }, cookie })).json<{ id: number }>();
    await call(`/api/admin/accommodations/${place.id}`, { method: "PUT", body: { type: "Tent" }, cookie });

    const { entries } = await auditPage(cookie, `?adminId=${admin.id}`);
    const actions = entries.map((e) => e.action);
    // newest first
    expect(actions).toEqual([
      "accommodation.update",
      "accommodation.create",
      "template.update",
      "member.delete",
      "member.invite",
      "member.create",
    ]);
    expect(entries[0]).toMatchObject({
      targetType: "accommodation",
      targetId: place.id,
      targetLabel: name,
      changes: { type: { before: "Yurt", after: "Tent" } },
    });
    expect(entries[2]).toMatchObject({
      targetType: "template",
      targetId: template.id,
      changes: { subject: { before: template.subject, after: "New subject {{campName}}" } },
    });
    expect(entries[4]).toMatchObject({ targetType: "member", targetId: created.id });
  });

  it("records nothing for reads, refused requests or dry runs", async () => {
    const cookie = await adminCookie();
    const admin = await me(cookie);
    await call("/api/admin/stats", { cookie });
    await call("/api/admin/members", { body: { email: "not an email" }, cookie });
    await call("/api/admin/members/999999", { method: "DELETE", cookie });
    const form = new FormData();
    form.append("file", new File(["Email\r\nx@example.com\r\n"], "m.csv"));
    await call("/api/admin/members/import?dryRun=1", { body: form, cookie });
    expect((await auditPage(cookie, `?adminId=${admin.id}`)).entries).toEqual([]);
  });

  it("pages newest first", async () => {
    const cookie = await adminCookie();
    const admin = await me(cookie);
    const member = await createMember();
    for (const n of [1, 2, 3, 4, 5]) await call(`/api/admin/members/${member.id}`, { method: "PUT", body: { burnYears: n }, cookie });
    const first = await auditPage(cookie, `?adminId=${admin.id}&limit=2`);
    expect(first.entries.map((e) => e.changes?.burnYears.after)).toEqual([5, 4]);
    const second = await auditPage(cookie, `?adminId=${admin.id}&limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.changes?.burnYears.after)).toEqual([3, 2]);
    const third = await auditPage(cookie, `?adminId=${admin.id}&limit=2&before=${second.nextBefore}`);
    expect(third).toMatchObject({ nextBefore: null });
    expect(third.entries).toHaveLength(1);
    expect((await call("/api/admin/audit?limit=0", { cookie })).status).toBe(400);
    expect((await call("/api/admin/audit?memberId=abc", { cookie })).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await call("/api/admin/audit")).status).toBe(401);
    expect((await call("/api/admin/audit", { cookie: await memberCookie(await createMember()) })).status).toBe(403);
  });

  it("the sweep prunes rows older than a year", async () => {
    const now = Date.now();
    const [old] = await db
      .insert(auditLog)
      .values({ adminUsername: "ghost", action: "old", targetType: "request", createdAt: new Date(now - AUDIT_RETENTION_MS - 1000) })
      .returning();
    const [recent] = await db
      .insert(auditLog)
      .values({ adminUsername: "ghost", action: "recent", targetType: "request", createdAt: new Date(now - AUDIT_RETENTION_MS + 60_000) })
      .returning();
    await runSweep(env, now, [pruneAuditJob]);
    expect(await db.query.auditLog.findFirst({ where: eq(auditLog.id, old.id) })).toBeUndefined();
    expect(await db.query.auditLog.findFirst({ where: eq(auditLog.id, recent.id) })).toBeDefined();
  });
});

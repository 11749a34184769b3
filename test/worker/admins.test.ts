import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins } from "../../src/worker/db/schema";
import { call, createAdmin, createMember, db, freshIp, memberCookie, sessionCookie } from "./helpers";

async function signIn(username: string, password: string) {
  const response = await call("/api/auth/admin/login", { body: { username, password }, ip: freshIp() });
  return { status: response.status, cookie: sessionCookie(response) };
}

async function adminSession() {
  const admin = await createAdmin();
  const { cookie } = await signIn(admin.username, admin.password);
  return { admin, cookie };
}

const status = (cookie: string) => call("/api/auth/status", { cookie });

describe("/api/admin/admins", () => {
  it("lists admins and adds one with a first password, who can then sign in", async () => {
    const { admin, cookie } = await adminSession();
    const username = `second-${crypto.randomUUID().slice(0, 6)}`;
    const created = await call("/api/admin/admins", { body: { username, password: "a long first password" }, cookie });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ admin: { username, passwordPending: false }, setPasswordLink: null });
    const list = await (await call("/api/admin/admins", { cookie })).json<{ username: string; isYou: boolean }[]>();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: admin.username, isYou: true }),
        expect.objectContaining({ username, isYou: false }),
      ]),
    );
    expect(JSON.stringify(list)).not.toContain("argon2");
    expect((await signIn(username, "a long first password")).status).toBe(200);
  });

  it("adds one with a one-time set-password link, usable once", async () => {
    const { cookie } = await adminSession();
    const username = `linked-${crypto.randomUUID().slice(0, 6)}`;
    const { setPasswordLink, admin } = await (await call("/api/admin/admins", { body: { username }, cookie })).json<{
      setPasswordLink: string;
      admin: { passwordPending: boolean };
    }>();
    expect(admin.passwordPending).toBe(true);
    expect(setPasswordLink).toMatch(/^http:\/\/localhost:5000\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(setPasswordLink).searchParams.get("token");
    const set = await call("/api/auth/admin/set-password", { body: { token, password: "chosen by the new admin" } });
    expect(set.status).toBe(200);
    expect(await (await status(sessionCookie(set))).json()).toMatchObject({ user: { type: "admin", username } });
    expect((await call("/api/auth/admin/set-password", { body: { token, password: "another password" } })).status).toBe(400);
    expect((await signIn(username, "chosen by the new admin")).status).toBe(200);
  });

  it("refuses bad input and taken usernames, changing nothing", async () => {
    const { admin, cookie } = await adminSession();
    const before = (await db.select().from(admins)).length;
    for (const body of [
      { username: "ab" },
      { username: "has space" },
      { username: "okname", password: "short" },
      { username: "okname", extra: 1 },
      {},
    ]) {
      expect((await call("/api/admin/admins", { body, cookie })).status).toBe(400);
    }
    expect(
      (await call("/api/admin/admins", { body: { username: admin.username.toUpperCase(), password: "long enough pw" }, cookie })).status,
    ).toBe(409);
    expect((await db.select().from(admins)).length).toBe(before);
  });

  it("removing an admin ends their sessions at once", async () => {
    const { cookie } = await adminSession();
    const other = await adminSession();
    expect((await status(other.cookie)).status).toBe(200);
    expect((await call(`/api/admin/admins/${other.admin.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await status(other.cookie)).status).toBe(401);
    expect((await call("/api/admin/stats", { cookie: other.cookie })).status).toBe(401);
    expect((await call(`/api/admin/admins/${other.admin.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("the last admin can't be removed", async () => {
    const { admin, cookie } = await adminSession();
    // Leave only this admin.
    for (const other of await db.select().from(admins)) if (other.id !== admin.id) await db.delete(admins).where(eq(admins.id, other.id));
    const response = await call(`/api/admin/admins/${admin.id}`, { method: "DELETE", cookie });
    expect(response.status).toBe(409);
    expect((await response.json<{ message: string }>()).message).toBe(
      "You can't remove the last admin who can sign in. Add another admin with a password or an email address first.",
    );
    expect(await db.query.admins.findFirst({ where: eq(admins.id, admin.id) })).toBeDefined();
  });

  it("two admins removing each other at once leave one", async () => {
    for (const other of await db.select().from(admins)) await db.delete(admins).where(eq(admins.id, other.id));
    const a = await adminSession();
    const b = await adminSession();
    const results = await Promise.all([
      call(`/api/admin/admins/${b.admin.id}`, { method: "DELETE", cookie: a.cookie }),
      call(`/api/admin/admins/${a.admin.id}`, { method: "DELETE", cookie: b.cookie }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect(await db.select().from(admins)).toHaveLength(1);
  });

  it("changes your own password: the old one stops working and your other sessions end", async () => {
    const { admin, cookie } = await adminSession();
    const elsewhere = (await signIn(admin.username, admin.password)).cookie;
    expect(
      (
        await call("/api/admin/admins/me/password", {
          method: "PUT",
          body: { currentPassword: "wrong one!", newPassword: "a brand new password" },
          cookie,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call("/api/admin/admins/me/password", {
          method: "PUT",
          body: { currentPassword: admin.password, newPassword: "short" },
          cookie,
        })
      ).status,
    ).toBe(400);
    const changed = await call("/api/admin/admins/me/password", {
      method: "PUT",
      body: { currentPassword: admin.password, newPassword: "a brand new password" },
      cookie,
    });
    expect(changed.status).toBe(200);
    expect((await status(sessionCookie(changed))).status).toBe(200);
    expect((await status(elsewhere)).status).toBe(401);
    expect((await signIn(admin.username, admin.password)).status).toBe(401);
    expect((await signIn(admin.username, "a brand new password")).status).toBe(200);
  });

  it("members get 403 and visitors 401", async () => {
    const cookie = await memberCookie(await createMember());
    expect((await call("/api/admin/admins", { cookie })).status).toBe(403);
    expect((await call("/api/admin/admins", { body: { username: "sneaky", password: "long enough pw" }, cookie })).status).toBe(403);
    expect((await call("/api/admin/admins")).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { admins, members, settings } from "../db/schema";
import { loadSession, readSessionId } from "../lib/session";
import type { AppEnv, SessionUser } from "../types";

/**
 * Resolves the signed-in user. KV is eventually consistent, so the member or admin is also
 * looked up in D1 on every request: a deleted member loses access at once. The data version
 * comes in the same D1 batch, so a poll answered 304 costs one KV and one D1 round trip.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  c.set("dataVersion", null);
  const id = await readSessionId(c);
  const record = id ? await loadSession(c.env, id) : null;
  if (id && record) {
    c.set("sessionId", id);
    const { user, dataVersion } = await resolveUser(c.var.db, record.kind, record.subjectId, record.createdAt);
    c.set("user", user);
    c.set("dataVersion", user ? dataVersion : null);
  }
  await next();
});

async function resolveUser(
  db: AppEnv["Variables"]["db"],
  kind: "member" | "admin",
  id: number,
  startedAt: number,
): Promise<{ user: SessionUser | null; dataVersion: string }> {
  const version = db.select({ value: settings.value }).from(settings).where(eq(settings.key, "data_version"));
  if (kind === "member") {
    const [[member], [row]] = await db.batch([
      db.select({ id: members.id, email: members.email }).from(members).where(eq(members.id, id)),
      version,
    ]);
    const user: SessionUser | null = member ? { type: "member", id: member.id, email: member.email, isAdmin: false } : null;
    return { user, dataVersion: row?.value ?? "0" };
  }
  const [[admin], [row]] = await db.batch([
    db
      .select({ id: admins.id, username: admins.username, sessionsNotBefore: admins.sessionsNotBefore })
      .from(admins)
      .where(eq(admins.id, id)),
    version,
  ]);
  // A removed admin's sessions die with the row; a password change ends the sessions started before it.
  const user: SessionUser | null =
    admin && startedAt >= admin.sessionsNotBefore
      ? { type: "admin", id: admin.id, username: admin.username, email: null, isAdmin: true }
      : null;
  return { user, dataVersion: row?.value ?? "0" };
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: "Not signed in" });
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: "Not signed in" });
  if (!c.var.user.isAdmin) throw new HTTPException(403, { message: "Admin access required" });
  await next();
});

export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: "Not signed in" });
  if (c.var.user.type !== "member") throw new HTTPException(403, { message: "Members only" });
  await next();
});

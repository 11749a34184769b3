import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { loadSession, readSessionId } from "../lib/session";
import type { AppEnv, SessionUser } from "../types";

/**
 * Resolves the signed-in user. KV is eventually consistent, so the member or admin is also
 * looked up in D1 on every request: a deleted member loses access at once.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  const id = await readSessionId(c);
  const record = id ? await loadSession(c.env, id) : null;
  if (id && record) {
    c.set("sessionId", id);
    c.set("user", await resolveUser(c.var.db, record.kind, record.subjectId, record.createdAt));
  }
  await next();
});

async function resolveUser(db: AppEnv["Variables"]["db"], kind: "member" | "admin", id: number, startedAt: number): Promise<SessionUser | null> {
  if (kind === "member") {
    const member = await db.query.members.findFirst({ columns: { id: true, email: true }, where: (m, { eq }) => eq(m.id, id) });
    return member ? { type: "member", id: member.id, email: member.email, isAdmin: false } : null;
  }
  const admin = await db.query.admins.findFirst({ columns: { id: true, username: true, sessionsNotBefore: true }, where: (a, { eq }) => eq(a.id, id) });
  // A removed admin's sessions die with the row; a password change ends the sessions started before it.
  return admin && startedAt >= admin.sessionsNotBefore ? { type: "admin", id: admin.id, username: admin.username, email: null, isAdmin: true } : null;
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

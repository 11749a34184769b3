import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { writeAudit, type AuditEntry } from "../audit/log";
import type { AppEnv } from "../types";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** A route's own, detailed record of what it changed (written once the response succeeded). */
export const audit = (c: Context<AppEnv>, entry: AuditEntry) => c.var.audit.entries.push(entry);
/** The route wrote its audit rows itself (in the same batch as the change) or changed nothing. */
export const auditHandled = (c: Context<AppEnv>) => {
  c.var.audit.handled = true;
};

/**
 * Every successful admin mutation leaves at least one audit row: the route's own entries, or else
 * one naming the request (and the member, when the path names one), so a route that forgets to
 * describe its change is still on record.
 */
export const auditTrail = createMiddleware<AppEnv>(async (c, next) => {
  c.set("audit", { entries: [], handled: false });
  await next();
  const user = c.var.user;
  if (SAFE.has(c.req.method) || c.res.status >= 400 || !user?.isAdmin || c.var.audit.handled) return;
  let entries = c.var.audit.entries;
  if (entries.length === 0) {
    const member = /^\/api\/admin\/members\/(\d+)\b/.exec(c.req.path);
    entries = [
      {
        action: `${c.req.method} ${c.req.path}`.slice(0, 200),
        targetType: member ? "member" : "request",
        targetId: member ? Number(member[1]) : null,
      },
    ];
  }
  await writeAudit(c.var.db, { id: user.id, username: user.username }, entries);
});

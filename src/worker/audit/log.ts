// The audit log (issue 14): every change an admin makes, with who, what, which target and, for
// edits, each changed field's value before and after. Kept for a year (scheduled/prune-audit.ts).
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

type AuditTargetType =
  | "member"
  | "accommodation"
  | "accommodation-type"
  | "template"
  | "admin"
  | "settings"
  | "import"
  | "request"
  | "season"
  | "application";
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntry {
  action: string;
  targetType: AuditTargetType;
  /** A number, or SQL that finds it (a row created earlier in the same batch). */
  targetId?: number | SQL<number> | null;
  targetLabel?: string | null;
  changes?: FieldChanges | null;
}

export interface Actor {
  id: number;
  username: string;
}

/** Fields never worth recording (bookkeeping) or never to be copied anywhere (secrets). */
const SKIPPED = new Set(["lastUpdated", "updatedAt", "createdAt", "replyToken", "passwordHash", "sessionsNotBefore"]);

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields whose value differs between two versions of a row, or null when nothing changed. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChanges | null {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChanges = {};
  for (const key of keys) {
    if (SKIPPED.has(key)) continue;
    const a = comparable(before?.[key]);
    const b = comparable(after?.[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = { before: a, after: b };
  }
  return Object.keys(out).length ? out : null;
}

/** The insert for one entry, for a caller that writes it in the same db.batch() as the change. */
export const auditInsert = (db: Db, actor: Actor, entry: AuditEntry, at = new Date()) =>
  db.insert(auditLog).values({
    adminId: actor.id,
    adminUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel?.slice(0, 200) ?? null,
    changes: entry.changes ?? null,
    createdAt: at,
  });

export async function writeAudit(db: Db, actor: Actor, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  const [first, ...rest] = entries.map((entry) => auditInsert(db, actor, entry));
  await db.batch([first, ...rest]);
}

export interface AuditQuery {
  memberId?: number;
  adminId?: number;
  before?: number;
  limit: number;
}

/** Newest first, a page at a time: pass the last page's `nextBefore` as `before`. */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.memberId !== undefined) conditions.push(eq(auditLog.targetType, "member"), eq(auditLog.targetId, query.memberId));
  if (query.adminId !== undefined) conditions.push(eq(auditLog.adminId, query.adminId));
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextBefore: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}

export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/** Deletes rows older than the retention (the sweep's prune-audit job). */
export async function pruneAudit(db: Db, now: number) {
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, new Date(now - AUDIT_RETENTION_MS)))
    .returning({ id: auditLog.id });
  return deleted.length;
}

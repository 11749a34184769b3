import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** `count` is this hit's number in the window: exactly one caller sees max + 1, the first refused. */
export type LimitResult = { ok: true; count: number } | { ok: false; retryAfter: number; count: number };

/**
 * Counts one hit against `key` in a fixed window and says whether it is still within `max`.
 * One atomic upsert in D1, so concurrent requests cannot slip past the count.
 */
export async function hit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitResult> {
  const windowMs = limit.windowSeconds * 1000;
  const cutoff = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning();
  if (row.count <= limit.max) return { ok: true, count: row.count };
  return { ok: false, count: row.count, retryAfter: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)) };
}

export const clear = (db: Db, key: string) => db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);

/** Rows whose window ended long ago (the sweep): every limit's window is shorter than a day. */
export const pruneRateLimits = (db: Db, now = Date.now()) =>
  db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${now - 24 * 60 * 60 * 1000}`)
    .returning({ key: rateLimits.key });

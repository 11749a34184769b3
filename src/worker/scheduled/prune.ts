// Pruning: nothing is kept longer than it is useful.
// - raw mail of rejected senders (only its headers are kept anyway) after a day, and raw copies
//   whose row was never written (the Worker died in between: the sender's server redelivers);
// - photos and backgrounds nothing refers to, a day after upload (a photo waiting in Needs Review
//   or in an unfinished reply is referred to: see photoInUse);
// - expired sign-in links and finished rate-limit windows.
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { inboundMessages, magicLinkTokens, settings, uploads } from "../db/schema";
import { photoInUse } from "../uploads/ownership";
import { pruneRateLimits } from "../lib/rate-limit";
import type { SweepJob } from "./sweep-job";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** R2 objects under `prefix` uploaded before `before`, in pages. */
async function* olderObjects(bucket: R2Bucket, prefix: string, before: number) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 500 });
    for (const object of page.objects) if (object.uploaded.getTime() < before) yield object.key;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

async function keysIn(keys: string[], query: (keys: string[]) => Promise<string[]>) {
  return keys.length ? new Set(await query(keys)) : new Set<string>();
}

export const pruneInboundRaw: SweepJob = {
  name: "prune-inbound-raw",
  async run(env, now) {
    const db = createDb(env.DB);
    const rejected = await db
      .update(inboundMessages)
      .set({ rawKey: null })
      .where(
        and(
          eq(inboundMessages.status, "rejected"),
          isNotNull(inboundMessages.rawKey),
          lt(inboundMessages.createdAt, new Date(now - DAY_MS)),
        ),
      )
      .returning({ id: inboundMessages.id });
    // Their objects are now unreferenced, so the pass over R2 below deletes them.
    let orphans = 0;
    const batch: string[] = [];
    const flush = async () => {
      const referenced = await keysIn(batch, async (keys) =>
        (await db.select({ key: inboundMessages.rawKey }).from(inboundMessages).where(inArray(inboundMessages.rawKey, keys))).map(
          (r) => r.key!,
        ),
      );
      const gone = batch.filter((key) => !referenced.has(key));
      if (gone.length) await env.FILES.delete(gone);
      orphans += gone.length;
      batch.length = 0;
    };
    for await (const key of olderObjects(env.FILES, "inbound/", now - DAY_MS)) {
      batch.push(key);
      if (batch.length === 90) await flush();
    }
    await flush();
    return { rejectedReleased: rejected.length, rawDeleted: orphans };
  },
};

export const pruneUploads: SweepJob = {
  name: "prune-uploads",
  async run(env, now) {
    const db = createDb(env.DB);
    const backgrounds = new Set(
      (await db.select({ value: settings.value }).from(settings).where(sql`${settings.key} LIKE 'background:%'`)).map((r) => r.value),
    );
    let deleted = 0;
    for (const prefix of ["photos/", "backgrounds/"]) {
      const batch: string[] = [];
      const flush = async () => {
        // Every reference counts: a profile, a reply waiting for review, an unfinished reply.
        const used = await keysIn(batch, async (keys) =>
          (
            await db.all<{ key: string }>(
              sql`SELECT value AS key FROM json_each(${JSON.stringify(keys)}) WHERE ${photoInUse(sql`'/uploads/' || value`)}`,
            )
          ).map((r) => r.key),
        );
        const gone = batch.filter((key) => !used.has(key) && !backgrounds.has(key));
        if (gone.length) {
          await env.FILES.delete(gone);
          await db.delete(uploads).where(inArray(uploads.key, gone));
        }
        deleted += gone.length;
        batch.length = 0;
      };
      for await (const key of olderObjects(env.FILES, prefix, now - DAY_MS)) {
        batch.push(key);
        if (batch.length === 90) await flush();
      }
      await flush();
    }
    // Records whose file is gone (removed elsewhere) and that are older than the quota window.
    await db
      .delete(uploads)
      .where(and(lt(uploads.createdAt, new Date(now - 7 * DAY_MS)), sql`NOT ${photoInUse(sql`'/uploads/' || ${uploads.key}`)}`));
    return { uploadsDeleted: deleted };
  },
};

export const pruneTokens: SweepJob = {
  name: "prune-tokens",
  async run(env, now) {
    const db = createDb(env.DB);
    const tokens = await db
      .delete(magicLinkTokens)
      .where(lt(magicLinkTokens.expiresAt, new Date(now)))
      .returning({ id: magicLinkTokens.id });
    const limits = await pruneRateLimits(db, now);
    return { tokensDeleted: tokens.length, rateLimitsDeleted: limits.length };
  },
};

// Who uploaded which photo (security review, issue 11): a member may point their photoUrl only at
// a photo they uploaded, replacing a photo never deletes one someone else still uses, each member
// has an upload quota, and photos nothing refers to are removed by the sweep after a day.
import { and, eq, gt, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { members, uploads } from "../db/schema";

export type Owner = { kind: "member" | "admin" | "inbound"; id: number };

/** Per member (or admin), per rolling day. A profile needs one photo; a few retries are plenty. */
export const UPLOAD_QUOTA = { files: 10, bytes: 25 * 1024 * 1024, windowMs: 24 * 60 * 60 * 1000 };

const PHOTO_PATH = /^\/uploads\/photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

/**
 * The one photo URL form we store: decoded (repeatedly, so %252e is caught), resolved like a
 * browser would resolve it, and then exactly /uploads/photos/<uuid>.<ext>, or null.
 */
export function normalisePhotoUrl(value: string): string | null {
  let decoded = value.trim();
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  if (/[%\\\s]/.test(decoded)) return null;
  let path: string;
  try {
    const url = new URL(decoded, "https://camp.invalid");
    if (url.origin !== "https://camp.invalid" || url.search || url.hash) return null;
    path = url.pathname;
  } catch {
    return null;
  }
  return PHOTO_PATH.test(path) && path === decoded ? path : null;
}

export const keyOfPhotoUrl = (url: string) => url.slice("/uploads/".length);

export async function recordUpload(db: Db, key: string, owner: Owner, bytes: number) {
  await db.insert(uploads).values({ key, ownerKind: owner.kind, ownerId: owner.id, bytes }).onConflictDoNothing();
}

/** Refuses an upload past the owner's quota (429). Counted from the uploads table. */
export async function checkQuota(db: Db, owner: Owner, incomingBytes: number, now = Date.now()) {
  const [used] = await db
    .select({ files: sql<number>`count(*)`, bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(
      and(eq(uploads.ownerKind, owner.kind), eq(uploads.ownerId, owner.id), gt(uploads.createdAt, new Date(now - UPLOAD_QUOTA.windowMs))),
    );
  if (used.files + 1 > UPLOAD_QUOTA.files || used.bytes + incomingBytes > UPLOAD_QUOTA.bytes) {
    throw new HTTPException(429, {
      message: `Upload limit reached: at most ${UPLOAD_QUOTA.files} photos (${UPLOAD_QUOTA.bytes / (1024 * 1024)}MB) a day. Please try again tomorrow.`,
    });
  }
}

/**
 * Checks a photoUrl a member (or an admin for a member) wants to store and returns its normal form.
 * Members may use only photos they uploaded themselves (or keep the one they have); admins any
 * photo we hold a record of.
 */
export async function checkPhotoUrl(
  db: Db,
  value: string | null,
  who: { kind: "member" | "admin"; id: number },
  current: string | null,
): Promise<string | null> {
  if (value === null) return null;
  const url = normalisePhotoUrl(value);
  if (!url) throw new HTTPException(400, { message: "photoUrl must be a photo uploaded with /api/upload-photo" });
  if (url === current) return url;
  const upload = await db.query.uploads.findFirst({ where: eq(uploads.key, keyOfPhotoUrl(url)) });
  const allowed = upload && (who.kind === "admin" || (upload.ownerKind !== "admin" && upload.ownerId === who.id));
  if (!allowed) throw new HTTPException(403, { message: "You can only use a photo you uploaded yourself" });
  return url;
}

/** Removes a replaced photo from R2, unless another member (or this one) still shows it. */
export async function removeIfUnused(db: Db, bucket: R2Bucket, url: string | null) {
  if (!url || !normalisePhotoUrl(url)) return;
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(members).where(eq(members.photoUrl, url));
  if (n > 0) return;
  await bucket.delete(keyOfPhotoUrl(url));
  await db.delete(uploads).where(eq(uploads.key, keyOfPhotoUrl(url)));
}

// Who uploaded which photo (security review, issue 11): a member may point their photoUrl only at
// a photo they uploaded, replacing a photo never deletes one someone else still uses, each member
// has an upload quota, and photos nothing refers to are removed by the sweep after a day.
import { eq, sql, type SQL } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";

export type Owner = { kind: "member" | "admin" | "inbound"; id: number };

/**
 * Per rolling day. A member needs one photo; a few retries are plenty. Photos attached to the
 * member's emailed replies count against the same quota. An admin's quota covers every file they
 * put in R2 (manual-processing photos, type icons, backgrounds) and is larger: they work for many.
 */
export const UPLOAD_QUOTA = {
  files: 10,
  bytes: 25 * 1024 * 1024,
  windowMs: 24 * 60 * 60 * 1000,
  admin: { files: 50, bytes: 100 * 1024 * 1024 },
};

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

const keyOfPhotoUrl = (url: string) => url.slice("/uploads/".length);

const MB = 1024 * 1024;

function quotaOf(owner: Owner) {
  if (owner.kind === "admin") {
    const { files, bytes } = UPLOAD_QUOTA.admin;
    return { kinds: ["admin"], files, bytes, message: `at most ${files} files (${bytes / MB}MB) a day for each admin` };
  }
  const { files, bytes } = UPLOAD_QUOTA;
  return { kinds: ["member", "inbound"], files, bytes, message: `at most ${files} photos (${bytes / MB}MB) a day` };
}

export class QuotaExceeded extends HTTPException {
  constructor(message: string) {
    super(429, { message: `Upload limit reached: ${message}. Please try again tomorrow.` });
  }
}

/**
 * Claims quota for one file before it is stored: ONE conditional statement writes the upload's
 * row only while the owner's files and bytes of the last day, this one included, stay within the
 * quota, so parallel uploads cannot all pass a count taken before any of them was recorded. A key
 * that is overwritten in place (a type icon) replaces its row. Throws QuotaExceeded (429).
 */
export async function claimUpload(db: Db, key: string, owner: Owner, bytes: number, now = Date.now()) {
  const quota = quotaOf(owner);
  const scope = sql`owner_kind IN (${sql.join(
    quota.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}) AND owner_id = ${owner.id} AND created_at > ${now - UPLOAD_QUOTA.windowMs}`;
  const claimed = await db.get<{ key: string } | undefined>(sql`
    INSERT INTO uploads (key, owner_kind, owner_id, bytes)
    SELECT ${key}, ${owner.kind}, ${owner.id}, ${bytes}
    WHERE (SELECT count(*) FROM uploads WHERE ${scope}) < ${quota.files}
      AND (SELECT coalesce(sum(bytes), 0) FROM uploads WHERE ${scope}) + ${bytes} <= ${quota.bytes}
    ON CONFLICT (key) DO UPDATE SET owner_kind = excluded.owner_kind, owner_id = excluded.owner_id,
      bytes = excluded.bytes, created_at = (unixepoch('subsec') * 1000)
    RETURNING key`);
  if (!claimed) throw new QuotaExceeded(quota.message);
}

/** Gives a claim back (the file could not be stored after all). */
export async function releaseUpload(db: Db, key: string) {
  await db.delete(uploads).where(eq(uploads.key, key));
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

/**
 * SQL that is true while anything still refers to the photo at `url` (an /uploads/photos/ URL): a
 * member's profile, a reply waiting in Needs Review, or an emailed reply not finished yet (the
 * member's Durable Object keeps its photo URL for the retry or the manual processing). The one
 * definition of "in use" for the sweep and for replacing a photo (issue 24, item 3).
 */
export const photoInUse = (url: SQL | string) => sql`(
  EXISTS (SELECT 1 FROM members WHERE photo_url = ${url})
  OR EXISTS (SELECT 1 FROM reply_reviews WHERE status = 'pending' AND photo_url = ${url})
  OR EXISTS (
    SELECT 1 FROM uploads AS up JOIN inbound_messages AS im ON im.member_id = up.owner_id
    WHERE '/uploads/' || up.key = ${url} AND up.owner_kind = 'inbound' AND im.status IN ('received', 'failed', 'pending')
  ))`;

/** Removes a replaced photo from R2, unless a member (this one too) or a pending reply still uses it. */
export async function removeIfUnused(db: Db, bucket: R2Bucket, url: string | null) {
  if (!url || !normalisePhotoUrl(url)) return;
  const inUse = await db.get<{ used: number }>(sql`SELECT ${photoInUse(url)} AS used`);
  if (inUse?.used) return;
  await bucket.delete(keyOfPhotoUrl(url));
  await db.delete(uploads).where(eq(uploads.key, keyOfPhotoUrl(url)));
}

import { HTTPException } from "hono/http-exception";
import { CONTENT_TYPES, UPLOADS, type ImageKind, type UploadRule } from "../../shared/uploads";
import type { Db } from "../db/client";
import { claimUpload, releaseUpload, type Owner } from "./ownership";
import { sniffImage } from "./sniff";

const MB = 1024 * 1024;

/** Reads one file field from a multipart body and checks its size and real type against the rule. */
export async function readUpload(form: FormData, field: string, rule: UploadRule): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const file = form.get(field);
  if (!(file instanceof File)) throw new HTTPException(400, { message: `No file in field '${field}'` });
  if (file.size > rule.maxBytes) throw new HTTPException(413, { message: `File too large: the limit is ${rule.maxBytes / MB}MB` });
  if (file.size === 0) throw new HTTPException(400, { message: "The file is empty" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind || !rule.kinds.includes(kind)) throw new HTTPException(415, { message: `Only ${rule.label} images are allowed` });
  return { bytes, kind };
}

/** Parses a multipart body whose size was already capped by the caller's Content-Length check. */
export async function readForm(request: Request, maxBytes: number): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "NaN");
  // Multipart framing adds a little to the file itself.
  if (Number.isFinite(length) && length > maxBytes + 64 * 1024) {
    throw new HTTPException(413, { message: `File too large: the limit is ${maxBytes / MB}MB` });
  }
  try {
    return await request.formData();
  } catch {
    throw new HTTPException(400, { message: "Malformed multipart body" });
  }
}

export const extensionOf = (kind: ImageKind) => (kind === "jpeg" ? "jpg" : kind);

async function putImage(bucket: R2Bucket, key: string, bytes: Uint8Array, kind: ImageKind) {
  await bucket.put(key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[kind] } });
}

/**
 * Puts a file in R2 for `owner`: the quota is claimed first (one conditional D1 statement) and
 * given back if the put fails. Every file that enters R2 from a request or a mail comes through here.
 */
export async function storeFile(bucket: R2Bucket, db: Db, key: string, file: { bytes: Uint8Array; kind: ImageKind }, owner: Owner) {
  await claimUpload(db, key, owner, file.bytes.byteLength);
  try {
    await putImage(bucket, key, file.bytes, file.kind);
  } catch (error) {
    await releaseUpload(db, key);
    throw error;
  }
}

/**
 * Stores a profile photo under a fresh photos/<uuid>.<ext> key, records who uploaded it (so only
 * they may point a profile at it) and returns its /uploads/ URL. The one way a photo enters R2:
 * the member's upload, the manual email tool and an emailed reply's attachment.
 */
export async function storePhoto(bucket: R2Bucket, db: Db, photo: { bytes: Uint8Array; kind: ImageKind }, owner: Owner): Promise<string> {
  const key = `photos/${crypto.randomUUID()}.${extensionOf(photo.kind)}`;
  await storeFile(bucket, db, key, photo, owner);
  return `/uploads/${key}`;
}

/** Whether an emailed attachment could be a profile photo: the photo rule, checked on its bytes. */
export function photoAttachment(bytes: Uint8Array): { bytes: Uint8Array; kind: ImageKind } | null {
  const kind = sniffImage(bytes);
  if (!kind || !UPLOADS.photo.kinds.includes(kind) || bytes.byteLength > UPLOADS.photo.maxBytes) return null;
  return { bytes, kind };
}

/** The R2 key behind one of our /uploads/ URLs, or null for anything else. */
export function keyFromUploadUrl(url: string | null): string | null {
  if (!url?.startsWith("/uploads/")) return null;
  const key = url.slice("/uploads/".length);
  return /^[a-z-]+\/[A-Za-z0-9._-]+$/.test(key) && !key.includes("..") ? key : null;
}

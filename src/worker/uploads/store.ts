import { HTTPException } from "hono/http-exception";
import { CONTENT_TYPES, sniffImage, type ImageKind } from "./sniff";

export interface UploadRule {
  field: string;
  maxBytes: number;
  kinds: ImageKind[];
  /** Shown to people: "jpeg, jpg, png, gif or webp". */
  label: string;
}

/** Reads one file field from a multipart body and checks its size and real type. */
export async function readUpload(form: FormData, rule: UploadRule): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const file = form.get(rule.field);
  if (!(file instanceof File)) throw new HTTPException(400, { message: `No file in field '${rule.field}'` });
  const mb = rule.maxBytes / (1024 * 1024);
  if (file.size > rule.maxBytes) throw new HTTPException(413, { message: `File too large: the limit is ${mb}MB` });
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
    throw new HTTPException(413, { message: `File too large: the limit is ${maxBytes / (1024 * 1024)}MB` });
  }
  try {
    return await request.formData();
  } catch {
    throw new HTTPException(400, { message: "Malformed multipart body" });
  }
}

export const extensionOf = (kind: ImageKind) => (kind === "jpeg" ? "jpg" : kind);

export async function putImage(bucket: R2Bucket, key: string, bytes: Uint8Array, kind: ImageKind) {
  await bucket.put(key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[kind] } });
}

/** The R2 key behind one of our /uploads/ URLs, or null for anything else. */
export function keyFromUploadUrl(url: string | null): string | null {
  if (!url?.startsWith("/uploads/")) return null;
  const key = url.slice("/uploads/".length);
  return /^[a-z-]+\/[A-Za-z0-9._-]+$/.test(key) && !key.includes("..") ? key : null;
}

import { keyFromUploadUrl } from "../uploads/store";

/** Removes a profile photo from R2 once nothing points at it any more. */
export async function replacedPhoto(bucket: R2Bucket, before: string | null, after: string | null) {
  const key = before !== after ? keyFromUploadUrl(before) : null;
  if (key?.startsWith("photos/")) await bucket.delete(key);
}

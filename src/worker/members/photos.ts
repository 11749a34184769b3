import type { Db } from "../db/client";
import { removeIfUnused } from "../uploads/ownership";

/** Removes a replaced profile photo from R2 once no member shows it any more. */
export async function replacedPhoto(db: Db, bucket: R2Bucket, before: string | null, after: string | null) {
  if (before && before !== after) await removeIfUnused(db, bucket, before);
}

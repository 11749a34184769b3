import { ICON_TYPES } from "../../shared/accommodations";

/** R2 key of the icon an admin uploaded for a type. */
export const iconKey = (type: string) => `accommodation-icons/${encodeURIComponent(type)}`;

/**
 * Follows a type rename: the uploaded icon moves to the new name. After a merge the existing type
 * keeps its own icon if it has one (`keepExisting`), and the folded type's icon is dropped.
 */
export async function moveIcon(bucket: R2Bucket, from: string, to: string, { keepExisting = false } = {}) {
  if (from === to) return;
  const object = await bucket.get(iconKey(from));
  if (!object) return;
  if (!(keepExisting && (await bucket.head(iconKey(to))))) {
    await bucket.put(iconKey(to), await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
  }
  await bucket.delete(iconKey(from));
}

/** The shipped default icon for a type, if it has one (public/accommodation-icons/). */
export const defaultIconPath = (type: string) => {
  const known = ICON_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
  return known ? `/accommodation-icons/${known}.svg` : null;
};

import { ICON_TYPES, type AccommodationType } from "../../shared/accommodations";

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

/**
 * Marks each type that has an icon (uploaded, or shipped by default), so the client asks only for
 * icons that exist: no 404 in the console before the '?' fallback shows (issue 12, defect 13).
 */
export async function withIconFlags(bucket: R2Bucket, types: Omit<AccommodationType, "hasIcon">[]): Promise<AccommodationType[]> {
  const uploaded = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: "accommodation-icons/", cursor });
    for (const object of page.objects) uploaded.add(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return types.map((t) => ({ ...t, hasIcon: uploaded.has(iconKey(t.type)) || defaultIconPath(t.type) !== null }));
}

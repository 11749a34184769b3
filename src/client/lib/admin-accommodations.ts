// The admin dashboard's Accommodations and Types tab rules (docs/product.md#accommodations-tab, #types-tab), free of React.
import type { AdminAccommodation } from "../../shared/accommodations";
import { collator } from "../../shared/intl";
import { displayName, isBlank } from "../../shared/profile";

// ---- Type filter ------------------------------------------------------------------------------

export const ALL_TYPES = "__all__";

export interface TypeCount {
  type: string;
  count: number;
}

/** One button per type, the most used first (ties A→Z). */
export function typeCounts(list: readonly Pick<AdminAccommodation, "type">[]): TypeCount[] {
  const counts = new Map<string, number>();
  for (const a of list) counts.set(a.type, (counts.get(a.type) ?? 0) + 1);
  return [...counts.entries()]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || collator().compare(a.type, b.type));
}

/** The distinct types, A→Z: the choices of the type dropdown and the add form. */
export const existingTypes = (list: readonly Pick<AdminAccommodation, "type">[]) =>
  [...new Set(list.map((a) => a.type))].sort(collator().compare);

// ---- Search -----------------------------------------------------------------------------------

/** Search: the accommodation's name or type, or any assigned member's name, email or playa name. */
export function matchesAccommodationSearch(a: AdminAccommodation, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const has = (value: string | null) => (value ?? "").toLowerCase().includes(q);
  return has(a.name) || has(a.type) || a.members.some((m) => has(m.name) || has(m.email) || has(m.playaName));
}

// ---- Sort -------------------------------------------------------------------------------------

export const ACCOMMODATION_SORT_KEYS = [
  { key: "type", label: "Type" },
  { key: "name", label: "Name" },
  { key: "manager", label: "Manager" },
  { key: "memberCount", label: "Members" },
] as const;
export type AccommodationSortKey = (typeof ACCOMMODATION_SORT_KEYS)[number]["key"];
export interface AccommodationSort {
  key: AccommodationSortKey;
  direction: "asc" | "desc";
}
export const DEFAULT_ACCOMMODATION_SORT: AccommodationSort = { key: "type", direction: "asc" };

/** A click on the active column flips it; a newly chosen column starts ascending. */
export const nextAccommodationSort = (current: AccommodationSort, key: AccommodationSortKey): AccommodationSort =>
  current.key === key ? { key, direction: current.direction === "asc" ? "desc" : "asc" } : { key, direction: "asc" };

const managerName = (a: AdminAccommodation) => (a.manager ? displayName(a.manager) : null);

/** A sorted copy; accommodations without a manager go last either way, ties run by name. */
export function sortAccommodations(list: readonly AdminAccommodation[], sort: AccommodationSort): AdminAccommodation[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...list].sort((a, b) => {
    let primary = 0;
    if (sort.key === "memberCount") primary = a.memberCount - b.memberCount;
    else if (sort.key === "manager") {
      const [x, y] = [managerName(a), managerName(b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else primary = collator().compare(x, y);
    } else primary = collator().compare(a[sort.key], b[sort.key]);
    return sign * primary || collator().compare(a.name, b.name) || a.id - b.id;
  });
}

/** What the grid shows: one type (or all), matching the search, sorted. */
export function visibleAccommodations(
  list: readonly AdminAccommodation[],
  type: string,
  query: string,
  sort: AccommodationSort,
): AdminAccommodation[] {
  return sortAccommodations(
    list.filter((a) => (type === ALL_TYPES || a.type === type) && matchesAccommodationSearch(a, query)),
    sort,
  );
}

// ---- Edits ------------------------------------------------------------------------------------

/** Name and type are both required after trimming. */
export const canAddAccommodation = (name: string, type: string) => !isBlank(name) && !isBlank(type);

/**
 * An inline rename (accommodation name, type name): the trimmed new value when it is non-empty
 * and differs from the current one, else null (nothing to save).
 */
export function renameTo(current: string, typed: string): string | null {
  const value = typed.trim();
  return value !== "" && value !== current ? value : null;
}

/** The existing type a rename would land on (any case), so the admin is asked to merge; null for a new name. */
export function mergeTarget(current: string, to: string, types: readonly string[]): string | null {
  if (to.toLowerCase() === current.toLowerCase()) return null;
  return types.find((t) => t.toLowerCase() === to.toLowerCase()) ?? null;
}

export const mergeTypeQuestion = (from: string, into: string, count: number) =>
  `The ${countLabel(count, "accommodation")} of type "${from}" will become "${into}", and "${from}" will no longer exist. This cannot be undone.`;

/** The confirmation before a type and all its accommodations go. */
export const deleteTypeQuestion = (type: string) => `Delete all accommodations of type "${type}"? This action cannot be undone.`;

export const countLabel = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

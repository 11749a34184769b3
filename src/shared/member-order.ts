import { STATUS_ORDER } from "./constants";
import { collator } from "./intl";
import type { MemberDto } from "./member-fields";
import { displayName, textOrNull } from "./profile";

/** A member's value for one sort key; null means "missing" and always sorts last. */
export type SortValue = string | number | null;

// How members are ordered: by the client (directory and dashboard) and by the server, which sends
// the list already in the directory's default order.

/**
 * A sorted copy, shared by the directory and the dashboard. Missing values go last in either
 * direction; ties fall back to the display name (A→Z whatever the direction), then the id, so the
 * order never jumps between polls.
 */
export function sortByValue<M extends MemberDto>(members: readonly M[], valueFor: (m: M) => SortValue, direction: "asc" | "desc"): M[] {
  if (members.length < 2) return members.slice();
  const sign = direction === "asc" ? 1 : -1;
  const { compare } = collator();
  const decorated = members.map((member) => ({ member, value: valueFor(member), name: displayName(member) }));
  decorated.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      const primary = typeof a.value === "number" ? a.value - (b.value as number) : compare(a.value, b.value as string);
      if (primary !== 0) return sign * primary;
    }
    return compare(a.name, b.name) || a.member.id - b.member.id;
  });
  return decorated.map((d) => d.member);
}

// ---- The directory's sort (docs/product.md#member-directory) ----------------

export const SORT_KEYS = [
  { key: "name", label: "Name" },
  { key: "burns", label: "Burns (Most)" },
  { key: "firstBurn", label: "First Burn" },
  { key: "status", label: "Status" },
  { key: "location", label: "Location" },
  { key: "accommodation", label: "Accommodation" },
] as const;
export type SortKey = (typeof SORT_KEYS)[number]["key"];
export type SortDirection = "asc" | "desc";
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Burns run most-first; everything else A→Z / low→high. */
export const defaultDirection = (key: SortKey): SortDirection => (key === "burns" ? "desc" : "asc");
export const DEFAULT_SORT: SortState = { key: "burns", direction: "desc" };

/** Choosing a column: the active one flips, a new one starts in its default direction. */
export const nextSort = (current: SortState, key: SortKey): SortState =>
  current.key === key ? { key, direction: current.direction === "asc" ? "desc" : "asc" } : { key, direction: defaultDirection(key) };

const UNKNOWN_FIRST_BURN = 9999;

function sortValue(member: MemberDto, key: SortKey): SortValue {
  switch (key) {
    case "name":
      return displayName(member);
    case "burns":
      return member.burnYears ?? 0;
    case "firstBurn":
      return member.firstBurn || UNKNOWN_FIRST_BURN;
    case "status":
      return member.status ? STATUS_ORDER[member.status] : -1;
    case "location":
      return textOrNull(member.location);
    case "accommodation":
      return textOrNull(member.accommodation);
  }
}

/**
 * A sorted copy. Ties fall back to the display name (A→Z whatever the direction), then the id, so
 * the order never jumps between polls. Blank locations and accommodations go last either way.
 * Already sorted input costs one comparison per member (the engines' sort is a merge sort that
 * finds runs), which is why GET /api/members arrives in DEFAULT_SORT's order.
 */
export function sortMembers<M extends MemberDto>(members: readonly M[], sort: SortState): M[] {
  return sortByValue(members, (m) => sortValue(m, sort.key), sort.direction);
}

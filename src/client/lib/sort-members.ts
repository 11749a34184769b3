import type { MemberDto } from "../../shared/member-fields";
import { displayName } from "../../shared/profile";

/** A member's value for one sort key; null means "missing" and always sorts last. */
export type SortValue = string | number | null;

export const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
export const blank = (value: string | null | undefined) => !value || value.trim() === "";

/**
 * A sorted copy, shared by the directory and the dashboard. Missing values go last in either
 * direction; ties fall back to the display name (A→Z whatever the direction), then the id, so the
 * order never jumps between polls.
 */
export function sortByValue(members: readonly MemberDto[], valueFor: (m: MemberDto) => SortValue, direction: "asc" | "desc"): MemberDto[] {
  const sign = direction === "asc" ? 1 : -1;
  const decorated = members.map((member) => ({ member, value: valueFor(member), name: displayName(member) }));
  decorated.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      const primary = typeof a.value === "number" ? a.value - (b.value as number) : collator.compare(a.value, b.value as string);
      if (primary !== 0) return sign * primary;
    }
    return collator.compare(a.name, b.name) || a.member.id - b.member.id;
  });
  return decorated.map((d) => d.member);
}

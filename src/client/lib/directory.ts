// The member directory's rules (docs/product.md#member-directory), free of React
// so they are unit-tested in Node and cheap to run over a couple of thousand members.
import { ICON_TYPES, iconUrl } from "../../shared/accommodations";
import type { MemberDto } from "../../shared/members";
import { currentYear } from "../../shared/constants";
import { displayName, isBlank, textOrNull } from "../../shared/profile";
import { collator, once } from "../../shared/intl";
import { dateTime } from "./format";
import { sortMembers, type SortState } from "../../shared/member-order";
import { matchesAnswer, type AnswerFilter } from "../../shared/season-filter";
import { matchesStatus, memberSearch, type StatusFilter } from "../../shared/member-filters";

export { displayName };

// ---- Filter and search: the rule is shared with the Members tab (shared/member-filters) ----------

export const FILTERS = [
  { key: "all", label: "All Members" },
  { key: "veteran", label: "Veterans" },
  { key: "newbie", label: "Newbies/Virgins" },
] as const satisfies readonly { key: StatusFilter; label: string }[];

/** The directory searches every field a member card can show. */
export const matchesSearch = memberSearch(["name", "playaName", "email", "location", "homeTown", "country", "accommodation", "status"]);

// ---- Sort -----------------------------------------------------------------------------------

// The sort keys and their order live in shared/member-order: the server sends the list already in
// the default order, so the first sort on a slow phone only confirms it.
export { DEFAULT_SORT, defaultDirection, nextSort, SORT_KEYS, sortMembers } from "../../shared/member-order";
export type { SortKey, SortState } from "../../shared/member-order";

/** Filter, search and sort in one pass: what the directory shows. */
export function visibleMembers(
  members: readonly MemberDto[],
  filter: StatusFilter,
  query: string,
  sort: SortState,
  answer: AnswerFilter = "any",
): MemberDto[] {
  return sortMembers(
    members.filter((m) => matchesStatus(m, filter) && matchesAnswer(m, answer) && matchesSearch(m, query)),
    sort,
  );
}

// ---- Grouping -------------------------------------------------------------------------------

export const NO_ACCOMMODATION_GROUP = "No accommodation assigned";

export interface MemberGroup {
  /** The accommodation's name, or null for members without one. */
  accommodation: string | null;
  label: string;
  members: MemberDto[];
}

/**
 * Groups an already sorted list by accommodation, keeping the members' order inside each group.
 * Groups run alphabetically, or in the sort's direction when sorting by accommodation;
 * 'No accommodation assigned' comes last.
 */
export function groupByAccommodation(sorted: readonly MemberDto[], sort: SortState): MemberGroup[] {
  const groups = new Map<string | null, MemberDto[]>();
  for (const member of sorted) {
    const key = textOrNull(member.accommodation);
    const list = groups.get(key);
    if (list) list.push(member);
    else groups.set(key, [member]);
  }
  const sign = sort.key === "accommodation" && sort.direction === "desc" ? -1 : 1;
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : sign * collator().compare(a, b)))
    .map(([accommodation, members]) => ({ accommodation, label: accommodation ?? NO_ACCOMMODATION_GROUP, members }));
}

/** The first `count` members across the groups, in order; groups past the budget are left out. */
export function firstOfGroups(groups: readonly MemberGroup[], count: number): { group: MemberGroup; members: MemberDto[] }[] {
  const shown: { group: MemberGroup; members: MemberDto[] }[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push({ group, members: left >= group.members.length ? group.members : group.members.slice(0, left) });
    left -= group.members.length;
  }
  return shown;
}

export const memberCountLabel = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;

// ---- Stepping through the list in the detail modal --------------------------------------------

/** The member `step` places away from `id` in `list`, or null at either end (or when `id` is gone). */
export function neighbour<T extends { id: number }>(list: readonly T[], id: number, step: -1 | 1): T | null {
  const index = list.findIndex((m) => m.id === id);
  if (index < 0) return null;
  return list[index + step] ?? null;
}

// ---- Last updated ---------------------------------------------------------------------------

/** The most recent `lastUpdated` among the members, or null when there are none. */
export function latestUpdate(members: readonly Pick<MemberDto, "lastUpdated">[]): Date | null {
  // ISO 8601 times in UTC (the server's toISOString) sort as text: one Date.parse, not 2,000.
  let latest: string | null = null;
  for (const m of members) if (latest === null || m.lastUpdated > latest) latest = m.lastUpdated;
  return latest === null ? null : new Date(latest);
}

const relativeTime = once(() => new Intl.RelativeTimeFormat("en", { numeric: "always" }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * Builds the Intl objects the directory's first render with data uses (the sort's collator, "Last
 * updated"'s relative time and its full date), one per task, while the list is on its way (see
 * shared/intl.ts): each then costs a short task of its own instead of lengthening a long one.
 */
export function warmDirectoryIntl() {
  // Built and used once: the first format() or compare() loads more of ICU's data.
  const steps = [() => collator().compare("a", "b"), () => relativeTime().format(-1, "hour"), () => dateTime().format(0)];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next);
  };
  setTimeout(next);
}

/** "just now", "1 minute ago", "3 hours ago", "2 days ago"… (clocks a little ahead count as now). */
export function timeAgo(then: Date, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relativeTime().format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

// ---- What a member's profile holds ----------------------------------------------------------

/** A profile with no bio, burn years, first burn or camp history shows as incomplete. */
export const hasProfileInformation = (m: Pick<MemberDto, "bio" | "burnYears" | "firstBurn" | "campHistory">) =>
  !isBlank(m.bio) || Boolean(m.burnYears) || Boolean(m.firstBurn) || !isBlank(m.campHistory);

/** The viewer's own card is found by email, case-insensitively. */
export const isOwnProfile = (member: Pick<MemberDto, "email">, viewerEmail: string | null | undefined) =>
  Boolean(viewerEmail) && member.email?.toLowerCase() === viewerEmail!.toLowerCase();

/** The sponsor's display name: the veteran member by id when they are in the list, else the free-text name. */
export function sponsorLabel(member: Pick<MemberDto, "sponsorId" | "sponsorName">, byId: ReadonlyMap<number, MemberDto>): string | null {
  const sponsor = member.sponsorId ? byId.get(member.sponsorId) : undefined;
  if (sponsor) return displayName(sponsor);
  return textOrNull(member.sponsorName);
}

// ---- Accommodation icons ----------------------------------------------------------------------

/** The icon and label of an accommodation type: the six known types have icons, anything else is Unknown. */
export function accommodationType(type: string | null | undefined): { label: string; iconUrl: string | null } {
  const known = ICON_TYPES.find((t) => t.toLowerCase() === type?.trim().toLowerCase());
  return known ? { label: known, iconUrl: iconUrl(known) } : { label: "Unknown", iconUrl: null };
}

/**
 * The list with the viewer's own full profile in place of their entry: other members' copy of the
 * list leaves out what a member keeps for admins, and leaves out a member hidden from the
 * directory altogether, but a member always sees (and edits) all of their own.
 */
export function withOwnProfile<T extends { id: number }>(list: readonly T[], own: T | null | undefined): T[] {
  if (!own) return list as T[];
  const index = list.findIndex((m) => m.id === own.id);
  if (index === -1) return [...list, own];
  const copy = list.slice();
  // The season's answer travels in the list only (the own profile has no season in it).
  const season = (list[index] as { season?: unknown }).season;
  copy[index] = season === undefined ? own : { ...own, season };
  return copy;
}

/** "4 burns", "1 burn", "No burns yet". With no burns but a first-burn year (data from before issue 24 refused that pair), "Not given". */
export const burnsLabel = (burns: number | null, firstBurn: number | null = null, year = currentYear()) =>
  burns ? `${burns} ${burns === 1 ? "burn" : "burns"}` : firstBurn && firstBurn < year ? "Not given" : "No burns yet";

/** The card's burns line: never "No burns yet · first in 2016" (issue 24); the year alone when burns are not given. */
export function burnsLine(burns: number | null, firstBurn: number | null): string {
  if (burns) return `${burnsLabel(burns)}${firstBurn ? ` · first in ${firstBurn}` : ""}`;
  return firstBurn ? `First burn in ${firstBurn}` : "No burns yet";
}

/** The member's own card and detail say so when they chose "Hide me" (issue 24). */
export const HIDDEN_FROM_MEMBERS = "Hidden from members";
export const isHiddenFromMembers = (member: Pick<MemberDto, "privacy">) => member.privacy?.hideFromDirectory === true;

// The admin dashboard's Members tab rules (docs/product.md#members-tab),
// free of React so they are unit-tested in Node.
import { STATUSES, STATUS_ORDER, type ProfileStatus, type Status } from "../../shared/constants";
import type { MemberDto } from "../../shared/members";
import { displayName, isBlank, textOrNull } from "../../shared/profile";
import { collator } from "../../shared/intl";
import { sortByValue } from "../../shared/member-order";
import { matchesStatus, memberSearch, type StatusFilter } from "../../shared/member-filters";
import { emailSchema } from "../../shared/validation";

// ---- Filter and search: the rule is shared with the directory (shared/member-filters) -----------

export const MEMBER_FILTERS = [
  { key: "all", label: "All" },
  { key: "veteran", label: "Veteran" },
  { key: "newbie", label: "Newbie/Virgin" },
] as const satisfies readonly { key: StatusFilter; label: string }[];

/** The query matches name, email, playaName, location or status, case-insensitively. */
export const matchesMemberSearch = memberSearch(["name", "email", "playaName", "location", "status"]);

// ---- Sort -----------------------------------------------------------------------------------

const MEMBER_SORT_KEYS = ["name", "email", "status", "profileStatus", "lastUpdated", "profileComplete", "accommodation"] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
type SortDirection = "asc" | "desc";
export interface MemberSort {
  key: MemberSortKey;
  direction: SortDirection;
}

export const DEFAULT_MEMBER_SORT: MemberSort = { key: "name", direction: "asc" };

/** A new key starts ascending; choosing the active key again reverses it. */
export const nextMemberSort = (current: MemberSort, key: MemberSortKey): MemberSort =>
  current.key === key ? { key, direction: current.direction === "asc" ? "desc" : "asc" } : { key, direction: "asc" };

const PROFILE_STATUS_ORDER: Record<ProfileStatus, number> = { Empty: 0, Submitted: 1, Complete: 2 };

type SortValue = number | string | null;

function sortValue(m: MemberDto, key: MemberSortKey): SortValue {
  switch (key) {
    case "name":
      return displayName(m);
    case "email":
      return m.email ?? null;
    case "status":
      return m.status ? STATUS_ORDER[m.status] : null;
    case "profileStatus":
      return PROFILE_STATUS_ORDER[m.profileStatus] ?? null;
    case "lastUpdated": {
      const t = Date.parse(m.lastUpdated);
      return Number.isNaN(t) ? null : t;
    }
    case "profileComplete":
      return m.profileComplete ? 1 : 0;
    case "accommodation":
      return textOrNull(m.accommodation);
  }
}

/**
 * A sorted copy. Missing values (no status, no accommodation) go last in either direction; ties
 * fall back to the display name, then the id, so rows do not jump between polls.
 */
export function sortDashboardMembers(members: readonly MemberDto[], sort: MemberSort): MemberDto[] {
  return sortByValue(members, (m) => sortValue(m, sort.key), sort.direction);
}

/** Filter, search and sort: the rows the Members tab shows. */
export function dashboardMembers(members: readonly MemberDto[], filter: StatusFilter, query: string, sort: MemberSort): MemberDto[] {
  return sortDashboardMembers(
    members.filter((m) => matchesStatus(m, filter) && matchesMemberSearch(m, query)),
    sort,
  );
}

// ---- Grouping -------------------------------------------------------------------------------

export type MemberGroupBy = "none" | "sponsor" | "accommodation";

/** Sponsor grouping exists only under Newbie/Virgin, accommodation only under All. */
export function groupByOptions(filter: StatusFilter): MemberGroupBy[] {
  if (filter === "newbie") return ["none", "sponsor"];
  if (filter === "all") return ["none", "accommodation"];
  return ["none"];
}

/** The grouping in force: a choice the current filter does not offer falls back to none. */
export const effectiveGroupBy = (filter: StatusFilter, groupBy: MemberGroupBy): MemberGroupBy =>
  groupByOptions(filter).includes(groupBy) ? groupBy : "none";

export const NO_ACCOMMODATION = "No Accommodation";
export const NO_SPONSOR = "No Sponsor";

export interface DashboardGroup {
  /** null for the members without an accommodation or sponsor. */
  key: string | null;
  label: string;
  members: MemberDto[];
}

/** The sponsor's name: the veteran's display name when they are in the list, else the free-text name. */
export function sponsorOf(
  member: Pick<MemberDto, "sponsorId" | "sponsorName">,
  byId: ReadonlyMap<number, MemberDto>,
): { label: string; kind: "veteran" | "former" } | null {
  const veteran = member.sponsorId ? byId.get(member.sponsorId) : undefined;
  if (veteran) return { label: displayName(veteran), kind: "veteran" };
  const former = textOrNull(member.sponsorName);
  return former === null ? null : { label: former, kind: "former" };
}

/**
 * Groups an already sorted list, keeping the order inside each group. Groups run alphabetically;
 * the members without one ('No Accommodation' / 'No Sponsor') come last.
 */
export function groupDashboardMembers(
  sorted: readonly MemberDto[],
  groupBy: MemberGroupBy,
  byId: ReadonlyMap<number, MemberDto> = new Map(),
): DashboardGroup[] {
  if (groupBy === "none") return [{ key: null, label: "", members: [...sorted] }];
  const groups = new Map<string | null, MemberDto[]>();
  for (const member of sorted) {
    const key = groupBy === "accommodation" ? textOrNull(member.accommodation) : (sponsorOf(member, byId)?.label ?? null);
    const list = groups.get(key);
    if (list) list.push(member);
    else groups.set(key, [member]);
  }
  const none = groupBy === "accommodation" ? NO_ACCOMMODATION : NO_SPONSOR;
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator().compare(a, b)))
    .map(([key, members]) => ({ key, label: key ?? none, members }));
}

// ---- Inline cells -----------------------------------------------------------------------------

export type InlineCommit = { save: true; value: string | null } | { save: false };
const NO_SAVE: InlineCommit = { save: false };

/**
 * The accommodation cell: Enter saves what was typed, and an empty Enter sets none;
 * blur saves only a changed, non-empty value. Escape never reaches here (it cancels).
 */
export function accommodationCommit(current: string | null, typed: string, trigger: "enter" | "blur"): InlineCommit {
  const value = typed.trim();
  const before = current?.trim() ?? "";
  if (value === before) return NO_SAVE;
  if (value === "") return trigger === "enter" ? { save: true, value: null } : NO_SAVE;
  return { save: true, value };
}

/** The sponsor's free-text name: Enter or blur saves a change; empty becomes none. */
export function sponsorNameCommit(current: string | null, typed: string): InlineCommit {
  const value = typed.trim();
  if (value === (current?.trim() ?? "")) return NO_SAVE;
  return { save: true, value: value === "" ? null : value };
}

// ---- Add member -------------------------------------------------------------------------------

export interface NewMemberForm {
  email: string;
  name: string;
  /** "" is no status. */
  status: Status | "";
}

export type NewMemberCheck =
  | { ok: true; input: { email: string; name: string | null; status: Status | null } }
  | { ok: false; error: string };

/** The email is required, trimmed and well-formed; name and status are optional. */
export function checkNewMember(form: NewMemberForm): NewMemberCheck {
  if (isBlank(form.email)) return { ok: false, error: "Email is required" };
  const parsed = emailSchema.safeParse(form.email.trim());
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Please enter a valid email address" };
  const status = (STATUSES as readonly string[]).includes(form.status) ? (form.status as Status) : null;
  return { ok: true, input: { email: parsed.data, name: textOrNull(form.name), status } };
}

/** "Member Added", or — once the email issue lands the "send invitation" choice — "Member Added and Invited". */
export const memberAddedTitle = (invited: boolean) => (invited ? "Member Added and Invited" : "Member Added");

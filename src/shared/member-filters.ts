// Which members a list shows: the status buttons and the search box. One rule for the directory and
// the admin Members tab, with the same keys on both; only the buttons' words and the fields searched
// differ by screen (src/client/lib/directory.ts, src/client/lib/admin-members.ts). No zod, no Intl:
// the directory's first load carries this.
import type { MemberDto } from "./member-fields";
import { isNewbieOrVirgin } from "./profile";

/** All, Veteran, Newbie/Virgin: Virgins and Newbies are one group. */
const STATUS_FILTERS = ["all", "veteran", "newbie"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function matchesStatus(member: Pick<MemberDto, "status">, filter: StatusFilter): boolean {
  if (filter === "veteran") return member.status === "Veteran";
  if (filter === "newbie") return isNewbieOrVirgin(member.status);
  return true;
}

/** Each button's count; members without a status count under All only (and as unassigned). */
export type StatusCounts = Record<StatusFilter | "unassigned", number>;

export function statusCounts(members: readonly Pick<MemberDto, "status">[]): StatusCounts {
  const counts: StatusCounts = { all: members.length, veteran: 0, newbie: 0, unassigned: 0 };
  for (const m of members) {
    if (m.status === "Veteran") counts.veteran++;
    else if (isNewbieOrVirgin(m.status)) counts.newbie++;
    else counts.unassigned++;
  }
  return counts;
}

export type SearchedField = "name" | "playaName" | "email" | "location" | "homeTown" | "country" | "accommodation" | "status";
/** A member, or any row carrying some of a member's searchable text (the Onboarding tab's rows). */
type Searchable = { readonly [K in SearchedField]?: string | null };
export type MemberSearch = (member: Searchable, query: string) => boolean;

/**
 * The search box's rule over the given fields: case-insensitive; every word of the query must appear
 * in one of them (a blank query matches everyone). Members keep their identity between polls
 * (TanStack Query shares unchanged objects), so each searcher builds a member's lower-cased text
 * once, not once per keystroke.
 */
export function memberSearch(fields: readonly SearchedField[]): MemberSearch {
  const haystacks = new WeakMap<object, string>();
  const haystack = (member: Searchable) => {
    let text = haystacks.get(member);
    if (text === undefined) {
      text = fields
        .map((key) => member[key] ?? "")
        .join("\n")
        .toLowerCase();
      haystacks.set(member, text);
    }
    return text;
  };
  return (member, query) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return true;
    const text = haystack(member);
    return words.every((word) => text.includes(word));
  };
}

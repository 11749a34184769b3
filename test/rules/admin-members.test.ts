import { describe, expect, it } from "vitest";
import type { MemberDto } from "../../src/shared/members";
import {
  accommodationCommit,
  checkNewMember,
  DEFAULT_MEMBER_SORT,
  dashboardMembers,
  effectiveGroupBy,
  groupByOptions,
  groupDashboardMembers,
  matchesMemberSearch,
  memberAddedTitle,
  nextMemberSort,
  NO_ACCOMMODATION,
  NO_SPONSOR,
  sortDashboardMembers,
  sponsorNameCommit,
  sponsorOf,
  type MemberSort,
} from "../../src/client/lib/admin-members";
import { memberDto } from "./member-fixture";

const member = (fields: Partial<MemberDto>) => memberDto({ lastUpdated: "2025-01-01T00:00:00.000Z", ...fields });

const names = (list: MemberDto[]) => list.map((m) => m.name);

describe("search", () => {
  const m = member({
    name: "Ada Lovelace",
    email: "ada@Example.com",
    playaName: "Countess",
    location: "London",
    status: "Veteran",
    homeTown: "Marylebone",
  });

  it.each(["ada", "LOVELACE", "example.COM", "countess", "lond", "veteran", "  ada  ", ""])("matches %j", (q) =>
    expect(matchesMemberSearch(m, q)).toBe(true),
  );

  it("does not look at other fields", () => {
    expect(matchesMemberSearch(m, "marylebone")).toBe(false);
    expect(matchesMemberSearch(m, "nobody")).toBe(false);
  });

  it("copes with missing fields", () => expect(matchesMemberSearch(member({ email: "x@y.z" }), "virgin")).toBe(false));
});

describe("sort", () => {
  it("starts ascending by name; the same key toggles and a new key starts ascending", () => {
    expect(DEFAULT_MEMBER_SORT).toEqual({ key: "name", direction: "asc" });
    const flipped = nextMemberSort(DEFAULT_MEMBER_SORT, "name");
    expect(flipped).toEqual({ key: "name", direction: "desc" });
    expect(nextMemberSort(flipped, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextMemberSort(flipped, "email")).toEqual({ key: "email", direction: "asc" });
  });

  const a = member({
    name: "Alba",
    email: "z@x.org",
    status: "Veteran",
    profileStatus: "Complete",
    profileComplete: true,
    accommodation: "Yurt",
    lastUpdated: "2025-03-01T00:00:00Z",
  });
  const b = member({
    name: "bruno",
    email: "a@x.org",
    status: "Virgin",
    profileStatus: "Empty",
    accommodation: "big rig",
    lastUpdated: "2025-01-01T00:00:00Z",
  });
  const c = member({ name: "Cleo", email: "m@x.org", status: null, profileStatus: "Submitted", lastUpdated: "2025-02-01T00:00:00Z" });
  const d = member({
    name: null,
    email: "dune@x.org",
    status: "Newbie",
    profileStatus: "Submitted",
    accommodation: "Camp",
    lastUpdated: "2025-02-01T00:00:00Z",
  });
  const all = [c, a, d, b];
  const by = (key: MemberSort["key"], direction: MemberSort["direction"] = "asc") => names(sortDashboardMembers(all, { key, direction }));

  it("by name, case-insensitively, with the email's local part for nameless members", () => {
    expect(by("name")).toEqual(["Alba", "bruno", "Cleo", null]);
    expect(by("name", "desc")).toEqual([null, "Cleo", "bruno", "Alba"]);
  });
  it("by email", () => expect(by("email")).toEqual(["bruno", null, "Cleo", "Alba"]));
  it("by status in the order Virgin < Newbie < Veteran, no status last both ways", () => {
    expect(by("status")).toEqual(["bruno", null, "Alba", "Cleo"]);
    expect(by("status", "desc")).toEqual(["Alba", null, "bruno", "Cleo"]);
  });
  it("by profile status Empty < Submitted < Complete, ties by name", () =>
    expect(by("profileStatus")).toEqual(["bruno", "Cleo", null, "Alba"]));
  it("by last update, oldest first", () => expect(by("lastUpdated")).toEqual(["bruno", "Cleo", null, "Alba"]));
  it("by completeness", () => expect(by("profileComplete", "desc")[0]).toBe("Alba"));
  it("by accommodation, none last both ways", () => {
    expect(by("accommodation")).toEqual(["bruno", null, "Alba", "Cleo"]);
    expect(by("accommodation", "desc")).toEqual(["Alba", null, "bruno", "Cleo"]);
  });
  it("does not change its input", () => {
    sortDashboardMembers(all, DEFAULT_MEMBER_SORT);
    expect(names(all)).toEqual(["Cleo", "Alba", null, "bruno"]);
  });

  it("filters, searches and sorts in one go", () => {
    expect(names(dashboardMembers(all, "newbie", "", { key: "name", direction: "desc" }))).toEqual([null, "bruno"]);
    expect(names(dashboardMembers(all, "all", "X.ORG", DEFAULT_MEMBER_SORT))).toHaveLength(4);
    expect(names(dashboardMembers(all, "all", "cle", DEFAULT_MEMBER_SORT))).toEqual(["Cleo"]);
  });
});

describe("grouping", () => {
  it("offers sponsor only under Newbie/Virgin and accommodation only under All", () => {
    expect(groupByOptions("all")).toEqual(["none", "accommodation"]);
    expect(groupByOptions("newbie")).toEqual(["none", "sponsor"]);
    expect(groupByOptions("veteran")).toEqual(["none"]);
    expect(effectiveGroupBy("veteran", "accommodation")).toBe("none");
    expect(effectiveGroupBy("all", "sponsor")).toBe("none");
    expect(effectiveGroupBy("newbie", "sponsor")).toBe("sponsor");
  });

  it("by accommodation: alphabetical groups, members keep their order, 'No Accommodation' last", () => {
    const list = [
      member({ name: "A", accommodation: "Yurt" }),
      member({ name: "B" }),
      member({ name: "C", accommodation: "alpha" }),
      member({ name: "D", accommodation: "Yurt " }),
    ];
    const groups = groupDashboardMembers(list, "accommodation");
    expect(groups.map((g) => g.label)).toEqual(["alpha", "Yurt", NO_ACCOMMODATION]);
    expect(groups.map((g) => names(g.members))).toEqual([["C"], ["A", "D"], ["B"]]);
    expect(groups[2].key).toBeNull();
  });

  it("by sponsor: the veteran's name or the free-text name, 'No Sponsor' last", () => {
    const vet = member({ name: "Vera", status: "Veteran" });
    const list = [
      member({ name: "N1", sponsorId: vet.id }),
      member({ name: "N2", sponsorName: "Old Timer" }),
      member({ name: "N3" }),
      member({ name: "N4", sponsorId: 99_999 }),
    ];
    const byId = new Map([[vet.id, vet]]);
    const groups = groupDashboardMembers(list, "sponsor", byId);
    expect(groups.map((g) => g.label)).toEqual(["Old Timer", "Vera", NO_SPONSOR]);
    expect(names(groups[2].members)).toEqual(["N3", "N4"]);
  });

  it("none: one group with everyone", () => {
    const list = [member({ name: "A" })];
    expect(groupDashboardMembers(list, "none")).toEqual([{ key: null, label: "", members: list }]);
  });

  it("names the sponsor and its kind", () => {
    const vet = member({ name: "Vera", status: "Veteran" });
    const byId = new Map([[vet.id, vet]]);
    expect(sponsorOf({ sponsorId: vet.id, sponsorName: null }, byId)).toEqual({ label: "Vera", kind: "veteran" });
    expect(sponsorOf({ sponsorId: null, sponsorName: "  Old Timer " }, byId)).toEqual({ label: "Old Timer", kind: "former" });
    expect(sponsorOf({ sponsorId: null, sponsorName: "  " }, byId)).toBeNull();
  });
});

describe("inline cells", () => {
  it("accommodation: Enter saves a change, an empty Enter sets none", () => {
    expect(accommodationCommit(null, " Yurt ", "enter")).toEqual({ save: true, value: "Yurt" });
    expect(accommodationCommit("Yurt", "", "enter")).toEqual({ save: true, value: null });
    expect(accommodationCommit("Yurt", "Yurt", "enter")).toEqual({ save: false });
    expect(accommodationCommit(null, "  ", "enter")).toEqual({ save: false });
  });

  it("accommodation: blur saves only a changed, non-empty value", () => {
    expect(accommodationCommit("Yurt", "Big Rig", "blur")).toEqual({ save: true, value: "Big Rig" });
    expect(accommodationCommit("Yurt", "", "blur")).toEqual({ save: false });
    expect(accommodationCommit("Yurt", "Yurt ", "blur")).toEqual({ save: false });
  });

  it("sponsor name: a change saves, empty becomes none", () => {
    expect(sponsorNameCommit(null, " Old Timer ")).toEqual({ save: true, value: "Old Timer" });
    expect(sponsorNameCommit("Old Timer", "")).toEqual({ save: true, value: null });
    expect(sponsorNameCommit("Old Timer", "Old Timer")).toEqual({ save: false });
    expect(sponsorNameCommit(null, "   ")).toEqual({ save: false });
  });
});

describe("add member", () => {
  it("requires a trimmed, well-formed email", () => {
    expect(checkNewMember({ email: "   ", name: "", status: "" })).toEqual({ ok: false, error: "Email is required" });
    expect(checkNewMember({ email: "not-an-email", name: "", status: "" }).ok).toBe(false);
  });

  it("trims and keeps the optional name and status", () => {
    expect(checkNewMember({ email: "  New@Example.com ", name: "  New Person ", status: "Virgin" })).toEqual({
      ok: true,
      input: { email: "new@example.com", name: "New Person", status: "Virgin" },
    });
    expect(checkNewMember({ email: "a@b.co", name: " ", status: "" })).toEqual({
      ok: true,
      input: { email: "a@b.co", name: null, status: null },
    });
  });

  it("titles the toast", () => {
    expect(memberAddedTitle(false)).toBe("Member Added");
    expect(memberAddedTitle(true)).toBe("Member Added and Invited");
  });
});

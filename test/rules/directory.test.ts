import { describe, expect, it } from "vitest";
import type { MemberDto } from "../../src/shared/members";
import {
  accommodationType,
  DEFAULT_SORT,
  defaultDirection,
  displayName,
  firstOfGroups,
  groupByAccommodation,
  hasProfileInformation,
  isOwnProfile,
  latestUpdate,
  matchesSearch,
  memberCountLabel,
  neighbour,
  nextSort,
  sortMembers,
  sponsorLabel,
  timeAgo,
  visibleMembers,
  type SortState,
  burnsLabel,
  burnsLine,
} from "../../src/client/lib/directory";
import { burnsProblem } from "../../src/shared/member-fields";
import { memberDto } from "./member-fixture";

const member = memberDto;

const names = (list: MemberDto[]) => list.map(displayName);
const sorted = (list: MemberDto[], sort: SortState) => names(sortMembers(list, sort));

describe("search", () => {
  const luna = member({
    name: "Luna Sparks",
    playaName: "Moonbeam",
    email: "luna@desert.example",
    location: "Oakland, CA",
    homeTown: "Reno",
    country: "Canada",
    accommodation: "Shady Dome",
    status: "Veteran",
  });

  it.each(["luna", "MOONBEAM", "desert.example", "oakland", "reno", "canada", "shady dome", "veteran"])(
    "finds a member by %s, whatever the case",
    (query) => expect(matchesSearch(luna, query)).toBe(true),
  );

  it("needs every word of the query, in any field", () => {
    expect(matchesSearch(luna, "moonbeam oakland")).toBe(true);
    expect(matchesSearch(luna, "moonbeam berlin")).toBe(false);
  });

  it("matches everyone on an empty or blank query and skips missing fields", () => {
    expect(matchesSearch(luna, "   ")).toBe(true);
    expect(matchesSearch(member({}), "null")).toBe(false);
  });

  it("is combined with filter and sort in visibleMembers", () => {
    const camp = [luna, member({ name: "Lunatic", status: "Newbie", burnYears: 9 }), member({ name: "Sol", status: "Veteran" })];
    expect(names(visibleMembers(camp, "all", "luna", DEFAULT_SORT))).toEqual(["Lunatic", "Luna Sparks"]);
    expect(names(visibleMembers(camp, "veteran", "luna", DEFAULT_SORT))).toEqual(["Luna Sparks"]);
  });
});

describe("sort (directory defaults)", () => {
  const ann = member({ name: "ann", burnYears: 3, firstBurn: 2010, status: "Veteran", location: "Berlin", accommodation: "Yurt Village" });
  const bob = member({ name: "Bob", burnYears: 12, firstBurn: null, status: "Virgin", location: null, accommodation: "Airstream" });
  const cat = member({ name: "Cat", burnYears: 3, firstBurn: 2001, status: "Newbie", location: "austin", accommodation: null });
  const dee = member({
    name: null,
    email: "dee@example.com",
    burnYears: null,
    firstBurn: 2015,
    status: null,
    location: "Cairo",
    accommodation: "airstream",
  });
  const camp = [dee, cat, bob, ann];

  it("defaults to burns, most first; burns descend and everything else ascends by default", () => {
    expect(DEFAULT_SORT).toEqual({ key: "burns", direction: "desc" });
    expect(defaultDirection("burns")).toBe("desc");
    expect((["name", "firstBurn", "status", "location", "accommodation"] as const).map(defaultDirection)).toEqual([
      "asc",
      "asc",
      "asc",
      "asc",
      "asc",
    ]);
  });

  it("sorts by burns with ties broken by display name, A→Z even when descending", () => {
    expect(sorted(camp, DEFAULT_SORT)).toEqual(["Bob", "ann", "Cat", "dee"]);
    expect(sorted(camp, { key: "burns", direction: "asc" })).toEqual(["dee", "ann", "Cat", "Bob"]);
  });

  it("sorts by display name case-insensitively, falling back to the email's local part", () => {
    expect(sorted(camp, { key: "name", direction: "asc" })).toEqual(["ann", "Bob", "Cat", "dee"]);
    expect(sorted(camp, { key: "name", direction: "desc" })).toEqual(["dee", "Cat", "Bob", "ann"]);
  });

  it("treats an unknown first burn as 9999", () => {
    expect(sorted(camp, { key: "firstBurn", direction: "asc" })).toEqual(["Cat", "ann", "dee", "Bob"]);
    expect(sorted(camp, { key: "firstBurn", direction: "desc" })).toEqual(["Bob", "dee", "ann", "Cat"]);
  });

  it("orders status Virgin < Newbie < Veteran, with no status below Virgin", () => {
    expect(sorted(camp, { key: "status", direction: "asc" })).toEqual(["dee", "Bob", "Cat", "ann"]);
    expect(sorted(camp, { key: "status", direction: "desc" })).toEqual(["ann", "Cat", "Bob", "dee"]);
  });

  it("sorts location and accommodation case-insensitively, blanks last in both directions", () => {
    expect(sorted(camp, { key: "location", direction: "asc" })).toEqual(["Cat", "ann", "dee", "Bob"]);
    expect(sorted(camp, { key: "location", direction: "desc" })).toEqual(["dee", "ann", "Cat", "Bob"]);
    expect(sorted(camp, { key: "accommodation", direction: "asc" })).toEqual(["Bob", "dee", "ann", "Cat"]);
    expect(sorted(camp, { key: "accommodation", direction: "desc" })).toEqual(["ann", "Bob", "dee", "Cat"]);
  });

  it("is stable: equal members keep a fixed order (by id) and the input is not changed", () => {
    const twins = [member({ id: 902, name: "Sam" }), member({ id: 901, name: "sam" })];
    expect(sortMembers(twins, DEFAULT_SORT).map((m) => m.id)).toEqual([901, 902]);
    expect(twins.map((m) => m.id)).toEqual([902, 901]);
  });

  it("flips the active column and starts a new one in its default direction", () => {
    expect(nextSort({ key: "burns", direction: "desc" }, "burns")).toEqual({ key: "burns", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "burns")).toEqual({ key: "burns", direction: "desc" });
    expect(nextSort({ key: "burns", direction: "asc" }, "location")).toEqual({ key: "location", direction: "asc" });
  });
});

describe("grouping by accommodation", () => {
  const camp = [
    member({ name: "A", accommodation: "Yurt Village", burnYears: 5 }),
    member({ name: "B", accommodation: null, burnYears: 4 }),
    member({ name: "C", accommodation: "Airstream", burnYears: 3 }),
    member({ name: "D", accommodation: "Yurt Village", burnYears: 2 }),
    member({ name: "E", accommodation: "  ", burnYears: 1 }),
  ];

  it("orders groups alphabetically with 'No accommodation assigned' last, keeping the sort inside each", () => {
    const groups = groupByAccommodation(sortMembers(camp, DEFAULT_SORT), DEFAULT_SORT);
    expect(groups.map((g) => g.label)).toEqual(["Airstream", "Yurt Village", "No accommodation assigned"]);
    expect(groups.map((g) => g.accommodation)).toEqual(["Airstream", "Yurt Village", null]);
    expect(groups.map((g) => names(g.members))).toEqual([["C"], ["A", "D"], ["B", "E"]]);
  });

  it("follows the direction when sorting by accommodation", () => {
    const sort: SortState = { key: "accommodation", direction: "desc" };
    expect(groupByAccommodation(sortMembers(camp, sort), sort).map((g) => g.label)).toEqual([
      "Yurt Village",
      "Airstream",
      "No accommodation assigned",
    ]);
    const byNameDesc: SortState = { key: "name", direction: "desc" };
    expect(groupByAccommodation(sortMembers(camp, byNameDesc), byNameDesc).map((g) => g.label)).toEqual([
      "Airstream",
      "Yurt Village",
      "No accommodation assigned",
    ]);
  });

  it("renders the first members across groups, in order, when only some are shown", () => {
    const groups = groupByAccommodation(sortMembers(camp, DEFAULT_SORT), DEFAULT_SORT);
    expect(firstOfGroups(groups, 2).map((g) => [g.group.label, names(g.members)])).toEqual([
      ["Airstream", ["C"]],
      ["Yurt Village", ["A"]],
    ]);
    expect(firstOfGroups(groups, 3).map((g) => g.group.label)).toEqual(["Airstream", "Yurt Village"]);
    expect(firstOfGroups(groups, 99).map((g) => g.members.length)).toEqual([1, 2, 2]);
    expect(firstOfGroups(groups, 0)).toEqual([]);
  });

  it("returns no groups for no members and says 'N member(s)'", () => {
    expect(groupByAccommodation([], DEFAULT_SORT)).toEqual([]);
    expect([0, 1, 2].map(memberCountLabel)).toEqual(["0 members", "1 member", "2 members"]);
  });
});

describe("previous and next", () => {
  const list = [member({ id: 501 }), member({ id: 502 }), member({ id: 503 })];
  it("steps through the list and stops at either end", () => {
    expect(neighbour(list, 502, 1)?.id).toBe(503);
    expect(neighbour(list, 502, -1)?.id).toBe(501);
    expect(neighbour(list, 503, 1)).toBeNull();
    expect(neighbour(list, 501, -1)).toBeNull();
    expect(neighbour(list, 999, 1)).toBeNull();
  });
});

describe("last updated", () => {
  const now = new Date("2026-06-10T12:00:00Z");

  it("takes the most recent member change", () => {
    const camp = [
      member({ lastUpdated: "2026-06-01T00:00:00Z" }),
      member({ lastUpdated: "2026-06-09T08:30:00Z" }),
      member({ lastUpdated: "2026-05-01T00:00:00Z" }),
    ];
    expect(latestUpdate(camp)?.toISOString()).toBe("2026-06-09T08:30:00.000Z");
    expect(latestUpdate([])).toBeNull();
  });

  it.each([
    [0, "just now"],
    [-5, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [3 * 60 + 20, "3 minutes ago"],
    [2 * 3600 + 59, "2 hours ago"],
    [26 * 3600, "1 day ago"],
    [9 * 86400, "1 week ago"],
    [45 * 86400, "1 month ago"],
    [800 * 86400, "2 years ago"],
  ])("%i seconds reads %s", (seconds, phrase) => {
    expect(timeAgo(new Date(now.getTime() - seconds * 1000), now)).toBe(phrase);
  });
});

describe("member display", () => {
  it("falls back to the email's local part when there is no name", () => {
    expect(displayName(member({ name: null, email: "dusty@example.com" }))).toBe("dusty");
  });

  it("calls a profile incomplete when it has no bio, burn years, first burn or camp history", () => {
    expect(hasProfileInformation(member({ name: "Only a name", location: "Reno" }))).toBe(false);
    expect(hasProfileInformation(member({ bio: "  ", burnYears: 0 }))).toBe(false);
    expect(hasProfileInformation(member({ bio: "Hi" }))).toBe(true);
    expect(hasProfileInformation(member({ burnYears: 2 }))).toBe(true);
    expect(hasProfileInformation(member({ firstBurn: 2019 }))).toBe(true);
    expect(hasProfileInformation(member({ campHistory: "Ran the bar" }))).toBe(true);
  });

  it("finds the viewer's own profile by email, case-insensitively; admins have none", () => {
    const m = member({ email: "Sunny@Example.com" });
    expect(isOwnProfile(m, "sunny@example.com")).toBe(true);
    expect(isOwnProfile(m, "other@example.com")).toBe(false);
    expect(isOwnProfile(m, null)).toBe(false);
  });

  it("names the sponsor from the list, else the free-text former member", () => {
    const vet = member({ id: 700, name: "Old Timer", status: "Veteran" });
    const byId = new Map([[vet.id, vet]]);
    expect(sponsorLabel(member({ sponsorId: 700 }), byId)).toBe("Old Timer");
    expect(sponsorLabel(member({ sponsorId: 701, sponsorName: "Gone Fishing" }), byId)).toBe("Gone Fishing");
    expect(sponsorLabel(member({ sponsorName: " " }), byId)).toBeNull();
  });

  it("has icons for the six known accommodation types; anything else is Unknown", () => {
    expect(accommodationType("Shiftpod")).toEqual({ label: "Shiftpod", iconUrl: "/uploads/accommodation-icons/Shiftpod.png" });
    expect(accommodationType("rv")).toEqual({ label: "RV", iconUrl: "/uploads/accommodation-icons/RV.png" });
    for (const type of ["tbd", "Cabin", "", null, undefined]) expect(accommodationType(type)).toEqual({ label: "Unknown", iconUrl: null });
  });
});

describe("burns on cards and in the detail (issue 24)", () => {
  it("never reads 'No burns yet · first in 2016'", () => {
    expect(burnsLine(4, 2018)).toBe("4 burns · first in 2018");
    expect(burnsLine(1, null)).toBe("1 burn");
    expect(burnsLine(0, 2016)).toBe("First burn in 2016");
    expect(burnsLine(null, null)).toBe("No burns yet");
    expect(burnsLabel(0, 2016, 2026)).toBe("Not given");
    expect(burnsLabel(0, 2026, 2026)).toBe("No burns yet");
  });

  it("refuses 0 burns with an earlier first burn, in words; this year's first burn may still be ahead", () => {
    expect(burnsProblem(0, 2016, 2026)).toMatch(/^A first burn in 2016 means at least one burn/);
    expect(burnsProblem(0, 2026, 2026)).toBeNull();
    expect(burnsProblem(3, 2016, 2026)).toBeNull();
    expect(burnsProblem(0, null, 2026)).toBeNull();
  });
});

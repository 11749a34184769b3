import { describe, expect, it } from "vitest";
import type { AccommodationMember, AdminAccommodation } from "../../src/shared/accommodations";
import {
  ALL_TYPES,
  mergeTarget,
  mergeTypeQuestion,
  canAddAccommodation,
  countLabel,
  DEFAULT_ACCOMMODATION_SORT,
  deleteTypeQuestion,
  existingTypes,
  matchesAccommodationSearch,
  nextAccommodationSort,
  renameTo,
  sortAccommodations,
  typeCounts,
  visibleAccommodations,
  type AccommodationSort,
} from "../../src/client/lib/admin-accommodations";

let nextId = 1;
function person(name: string | null, fields: Partial<AccommodationMember> = {}): AccommodationMember {
  const id = nextId++;
  return { id, name, email: `p${id}@example.com`, playaName: null, ...fields };
}
function acc(
  name: string,
  type: string,
  members: AccommodationMember[] = [],
  manager: AccommodationMember | null = null,
): AdminAccommodation {
  return { id: nextId++, name, type, managerId: manager?.id ?? null, manager, members, memberCount: members.length };
}

const names = (list: AdminAccommodation[]) => list.map((a) => a.name);

describe("type filter", () => {
  const list = [acc("A", "Tent"), acc("B", "RV"), acc("C", "Tent"), acc("D", "Yurt"), acc("E", "RV"), acc("F", "Tent")];

  it("counts per type, most used first, ties A→Z", () => {
    expect(typeCounts(list)).toEqual([
      { type: "Tent", count: 3 },
      { type: "RV", count: 2 },
      { type: "Yurt", count: 1 },
    ]);
  });

  it("lists the distinct types A→Z", () => expect(existingTypes(list)).toEqual(["RV", "Tent", "Yurt"]));

  it("shows one type or all", () => {
    expect(names(visibleAccommodations(list, "RV", "", DEFAULT_ACCOMMODATION_SORT))).toEqual(["B", "E"]);
    expect(visibleAccommodations(list, ALL_TYPES, "", DEFAULT_ACCOMMODATION_SORT)).toHaveLength(6);
  });
});

describe("search", () => {
  const a = acc("Dust Palace", "Yurt", [person("Rosa Nakamura", { email: "rosa@playa.example", playaName: "Cosmic Kale" })]);

  it.each(["dust", "YURT", "rosa", "PLAYA.EXAMPLE", "kale", "  palace ", ""])("matches %j", (q) =>
    expect(matchesAccommodationSearch(a, q)).toBe(true),
  );
  it("misses what is nowhere", () => expect(matchesAccommodationSearch(a, "trailer")).toBe(false));
  it("copes with members without a name", () => expect(matchesAccommodationSearch(acc("X", "RV", [person(null)]), "zzz")).toBe(false));
});

describe("sort", () => {
  it("toggles the active column; a new column starts ascending", () => {
    const s: AccommodationSort = { key: "name", direction: "asc" };
    expect(nextAccommodationSort(s, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextAccommodationSort({ key: "name", direction: "desc" }, "memberCount")).toEqual({ key: "memberCount", direction: "asc" });
  });

  const zoe = person("Zoe");
  const al = person("al");
  const list = [
    acc("Bravo", "Tent", [zoe, person("x"), person("y")], zoe),
    acc("alpha", "RV", [al], al),
    acc("Charlie", "RV"),
    acc("Delta", "tent", [person("q"), person("r")]),
  ];
  const by = (key: AccommodationSort["key"], direction: AccommodationSort["direction"] = "asc") =>
    names(sortAccommodations(list, { key, direction }));

  it("by type, then name", () => expect(by("type")).toEqual(["alpha", "Charlie", "Bravo", "Delta"]));
  it("by name, case-insensitively", () => {
    expect(by("name")).toEqual(["alpha", "Bravo", "Charlie", "Delta"]);
    expect(by("name", "desc")).toEqual(["Delta", "Charlie", "Bravo", "alpha"]);
  });
  it("by manager, none last both ways", () => {
    expect(by("manager")).toEqual(["alpha", "Bravo", "Charlie", "Delta"]);
    expect(by("manager", "desc")).toEqual(["Bravo", "alpha", "Charlie", "Delta"]);
  });
  it("by member count", () => {
    expect(by("memberCount")).toEqual(["Charlie", "alpha", "Delta", "Bravo"]);
    expect(by("memberCount", "desc")).toEqual(["Bravo", "Delta", "alpha", "Charlie"]);
  });
  it("does not change its input", () => {
    by("name", "desc");
    expect(names(list)).toEqual(["Bravo", "alpha", "Charlie", "Delta"]);
  });
});

describe("edits", () => {
  it("adds only with a name and a type after trimming", () => {
    expect(canAddAccommodation("Dust Palace", "Yurt")).toBe(true);
    expect(canAddAccommodation("  ", "Yurt")).toBe(false);
    expect(canAddAccommodation("Dust Palace", " ")).toBe(false);
  });

  it("renames only to a changed, non-empty value", () => {
    expect(renameTo("Yurt", " Big Yurt ")).toBe("Big Yurt");
    expect(renameTo("Yurt", "  ")).toBeNull();
    expect(renameTo("Yurt", " Yurt ")).toBeNull();
  });

  it("asks before deleting a type", () =>
    expect(deleteTypeQuestion("RV")).toBe('Delete all accommodations of type "RV"? This action cannot be undone.'));

  it("counts in words", () => {
    expect(countLabel(1, "member")).toBe("1 member");
    expect(countLabel(0, "member")).toBe("0 members");
    expect(countLabel(2, "accommodation")).toBe("2 accommodations");
  });
});

describe("mergeTarget", () => {
  it("finds the existing type a rename would land on, in its own spelling, but not the type itself", () => {
    const types = ["Tent", "tbd", "RV"];
    expect(mergeTarget("tbd", "tent", types)).toBe("Tent");
    expect(mergeTarget("tbd", "Yurt", types)).toBeNull();
    expect(mergeTarget("tbd", "TBD", types)).toBeNull();
    expect(mergeTypeQuestion("tbd", "Tent", 3)).toBe(
      'The 3 accommodations of type "tbd" will become "Tent", and "tbd" will no longer exist. This cannot be undone.',
    );
  });
});

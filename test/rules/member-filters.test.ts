// The status buttons and the search box of the directory and the admin Members tab: one rule
// (src/shared/member-filters.ts). Each screen's own field list is tested with its screen
// (directory.test.ts, admin-members.test.ts).
import { describe, expect, it } from "vitest";
import type { MemberDto } from "../../src/shared/members";
import { matchesStatus, memberSearch, statusCounts } from "../../src/shared/member-filters";
import { displayName } from "../../src/shared/profile";
import { memberDto } from "./member-fixture";

const member = memberDto;
const names = (list: MemberDto[]) => list.map(displayName);

describe("the directory's status buttons", () => {
  const camp = [
    member({ name: "Vera", status: "Veteran" }),
    member({ name: "Nina", status: "Newbie" }),
    member({ name: "Vic", status: "Virgin" }),
    member({ name: "Una", status: null }),
  ];

  it("counts every member, veterans, newbies with virgins, and the unassigned", () => {
    expect(statusCounts(camp)).toEqual({ all: 4, veteran: 1, newbie: 2, unassigned: 1 });
    expect(statusCounts([])).toEqual({ all: 0, veteran: 0, newbie: 0, unassigned: 0 });
  });

  it("keeps only the filter's members; the unassigned appear under All only", () => {
    expect(names(camp.filter((m) => matchesStatus(m, "all")))).toEqual(["Vera", "Nina", "Vic", "Una"]);
    expect(names(camp.filter((m) => matchesStatus(m, "veteran")))).toEqual(["Vera"]);
    expect(names(camp.filter((m) => matchesStatus(m, "newbie")))).toEqual(["Nina", "Vic"]);
  });
});

describe("the Members tab's status buttons", () => {
  const vet = member({ status: "Veteran" });
  const newbie = member({ status: "Newbie" });
  const virgin = member({ status: "Virgin" });
  const none = member({});

  it("treats Virgin and Newbie as one group", () => {
    expect([vet, newbie, virgin, none].filter((m) => matchesStatus(m, "newbie"))).toEqual([newbie, virgin]);
    expect([vet, newbie, virgin, none].filter((m) => matchesStatus(m, "veteran"))).toEqual([vet]);
    expect([vet, newbie, virgin, none].filter((m) => matchesStatus(m, "all"))).toHaveLength(4);
  });

  it("counts each button; members without a status count only under All", () => {
    expect(statusCounts([vet, newbie, virgin, none])).toEqual({ all: 4, veteran: 1, newbie: 2, unassigned: 1 });
    expect(statusCounts([])).toEqual({ all: 0, veteran: 0, newbie: 0, unassigned: 0 });
  });
});

describe("memberSearch", () => {
  const ada = member({ name: "Ada Lovelace", email: "ada@example.com", playaName: "Countess", homeTown: "Marylebone", status: "Veteran" });

  it("needs every word of the query, case-insensitively, each in one of the searched fields", () => {
    const search = memberSearch(["name", "playaName", "status"]);
    expect(search(ada, "COUNTESS ada")).toBe(true);
    expect(search(ada, "  lovelace   veteran ")).toBe(true);
    expect(search(ada, "ada nobody")).toBe(false);
    // Words do not run across two fields.
    expect(search(ada, "lovelace\ncountess")).toBe(true);
    expect(search(ada, "lacecount")).toBe(false);
  });

  it("matches everyone on a blank query and reads only its own fields, whoever searched the member before", () => {
    const byName = memberSearch(["name"]);
    const byTown = memberSearch(["homeTown"]);
    expect(byName(ada, " \t")).toBe(true);
    expect(byName(ada, "marylebone")).toBe(false);
    expect(byTown(ada, "marylebone")).toBe(true);
    expect(byTown(ada, "ada")).toBe(false);
    expect(memberSearch(["location"])(ada, "null")).toBe(false);
  });
});

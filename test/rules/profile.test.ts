import { describe, expect, it } from "vitest";
import {
  canSponsor,
  deriveProfileStatus,
  displayName,
  isBlank,
  isProfileComplete,
  missingFields,
  needsSponsor,
  sponsorsFor,
  textOrNull,
  type ProfileFields,
} from "../../src/shared/profile";

const complete: ProfileFields = {
  name: "Luna Sparks",
  playaName: "Moonbeam",
  homeTown: "Reno",
  location: "Oakland, CA",
  country: "USA",
  bio: "Builds art cars.",
  campHistory: "",
  firstBurn: 2015,
  burnYears: 6,
  status: "Veteran",
  sponsorId: null,
  sponsorName: null,
};

describe("profile completeness", () => {
  it("holds when every required field is filled", () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(deriveProfileStatus(complete)).toBe("Complete");
  });

  it("treats blank and whitespace-only text as missing", () => {
    const p = { ...complete, bio: "   ", country: "" };
    expect(missingFields(p).map((f) => f.field)).toEqual(["country", "bio"]);
    expect(deriveProfileStatus(p)).toBe("Submitted");
  });

  it("needs burns above 0 and a first burn year", () => {
    expect(missingFields({ ...complete, burnYears: 0, firstBurn: null }).map((f) => f.field)).toEqual(["burnYears", "firstBurn"]);
  });

  it("needs a sponsor for Virgins and Newbies only", () => {
    expect(isProfileComplete({ ...complete, status: "Newbie" })).toBe(false);
    expect(isProfileComplete({ ...complete, status: "Virgin", sponsorName: "Old Timer" })).toBe(true);
    expect(isProfileComplete({ ...complete, status: "Newbie", sponsorId: 7 })).toBe(true);
    expect(isProfileComplete({ ...complete, status: null })).toBe(true);
  });

  it("is Empty when nothing was supplied", () => {
    const empty = Object.fromEntries(Object.keys(complete).map((k) => [k, null])) as unknown as ProfileFields;
    expect(deriveProfileStatus(empty)).toBe("Empty");
  });

  it("displays the part of the email before @ when there is no name", () => {
    expect(displayName({ name: " ", email: "dusty@example.com" })).toBe("dusty");
    expect(displayName({ name: "Dusty", email: "dusty@example.com" })).toBe("Dusty");
  });
});

describe("sponsors", () => {
  it("Virgins and Newbies need one", () => {
    expect([needsSponsor("Virgin"), needsSponsor("Newbie"), needsSponsor("Veteran"), needsSponsor(""), needsSponsor(null)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("only a Veteran may sponsor", () => {
    expect([
      canSponsor({ status: "Veteran" }),
      canSponsor({ status: "Newbie" }),
      canSponsor({ status: "Virgin" }),
      canSponsor({ status: null }),
    ]).toEqual([true, false, false, false]);
  });

  it("lists veterans other than the member, by name, then id", () => {
    const m = (id: number, name: string | null, status: "Virgin" | "Newbie" | "Veteran" | null, email = `m${id}@example.com`) => ({
      id,
      name,
      status,
      email,
    });
    const list = [
      m(1, "zed", "Veteran"),
      m(2, "Me", "Veteran"),
      m(3, "Amy", "Veteran"),
      m(4, "Newt", "Newbie"),
      m(5, "amy", "Veteran"),
      m(6, null, "Veteran", "bo@example.com"),
    ];
    expect(sponsorsFor(list, 2).map((x) => x.id)).toEqual([3, 5, 6, 1]);
  });
});

describe("blank (the one test of whether a value was given)", () => {
  it("is null, undefined, empty or whitespace-only text; numbers and booleans are values", () => {
    for (const value of [null, undefined, "", "  ", "\t\n", "\u00a0\u3000"]) expect(isBlank(value)).toBe(true);
    for (const value of ["x", " x ", 0, 12, false]) expect(isBlank(value)).toBe(false);
  });

  it("gives text trimmed, or null when blank", () => {
    expect(textOrNull("  Reno ")).toBe("Reno");
    expect(textOrNull(" \n ")).toBeNull();
    expect(textOrNull(null)).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
  });
});

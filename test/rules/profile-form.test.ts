import { describe, expect, it } from "vitest";
import type { MemberDto } from "../../src/shared/members";
import { adminMemberUpdateSchema, ownProfileSchema } from "../../src/shared/members";
import {
  accommodationOptions,
  formValuesFrom,
  parseWholeNumber,
  profileFormErrors,
  sponsorCandidates,
  toAdminUpdateInput,
  toOwnProfileInput,
} from "../../src/client/lib/profile-form";
import { memberDto } from "./member-fixture";

const base: MemberDto = memberDto({
  id: 1,
  email: "sunny@example.com",
  name: "Sunny Dunes",
  location: "Reno",
  accommodation: "Airstream",
  status: "Newbie",
  profileStatus: "Submitted",
  sponsorId: 4,
  inviteSent: true,
});

describe("numbers in the profile form", () => {
  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["", 0],
    ["abc", 0],
    ["-3", 0],
    ["2.9", 2],
  ])("%j becomes %i", (typed, n) => expect(parseWholeNumber(typed)).toBe(n));

  it("accepts first burn years from 1986 to this year, and 0 or blank for unknown", () => {
    const now = new Date("2026-08-01T00:00:00Z");
    const values = { ...formValuesFrom(base), burnYears: "3" };
    expect(profileFormErrors({ ...values, firstBurn: "1986" }, { now })).toEqual({});
    expect(profileFormErrors({ ...values, firstBurn: "2026" }, { now })).toEqual({});
    expect(profileFormErrors({ ...values, firstBurn: "" }, { now })).toEqual({});
    expect(profileFormErrors({ ...values, firstBurn: "1985" }, { now }).firstBurn).toBe("First burn year must be between 1986 and 2026");
    expect(profileFormErrors({ ...values, firstBurn: "2027" }, { now }).firstBurn).toBeDefined();
    expect(profileFormErrors({ ...values, burnYears: "101" }, { now }).burnYears).toBeDefined();
    // Issue 24: 0 burns and an earlier first burn cannot both be true; this year's may be ahead.
    expect(profileFormErrors({ ...values, burnYears: "0", firstBurn: "2016" }, { now }).burnYears).toMatch(/^A first burn in 2016/);
    expect(profileFormErrors({ ...values, burnYears: "0", firstBurn: "2026" }, { now })).toEqual({});
  });

  it("says a too-long text in words instead of cutting it (issue 24)", () => {
    const values = { ...formValuesFrom(base), name: "N".repeat(150) };
    expect(profileFormErrors(values).name).toBe("Full name is 150 characters long; at most 100 fit. Shorten it to save.");
  });

  it("checks the email only in admin mode", () => {
    const values = { ...formValuesFrom(base), email: "not an email" };
    expect(profileFormErrors(values).email).toBeUndefined();
    expect(profileFormErrors(values, { adminMode: true }).email).toBeDefined();
  });
});

describe("what a save sends", () => {
  it("sends a member's own fields only, which the server's strict schema accepts", () => {
    const values = { ...formValuesFrom(base), burnYears: "abc", firstBurn: "", bio: "  Hello  " };
    const input = toOwnProfileInput(values, null);
    expect(Object.keys(input).sort()).toEqual([
      "bio",
      "burnYears",
      "campHistory",
      "country",
      "firstBurn",
      "homeTown",
      "location",
      "name",
      "playaName",
      "privacy",
    ]);
    expect(input.burnYears).toBe(0);
    const parsed = ownProfileSchema.parse(input);
    expect(parsed).toMatchObject({ bio: "Hello", burnYears: 0, firstBurn: null, country: null });
    // "abc" burns (0) with a first burn in 2019: refused in words (issue 24).
    const refused = ownProfileSchema.safeParse(toOwnProfileInput({ ...values, firstBurn: "2019" }, null));
    expect(refused.success ? null : refused.error.issues[0].message).toMatch(/^A first burn in 2019 means at least one burn/);
  });

  it("adds the photo only when one was uploaded", () => {
    expect(toOwnProfileInput(formValuesFrom(base), "/uploads/photos/a.png").photoUrl).toBe("/uploads/photos/a.png");
    expect("photoUrl" in toOwnProfileInput(formValuesFrom(base), null)).toBe(false);
  });

  it("sends the admin's full update, 'No accommodation' and no status as null, one kind of sponsor", () => {
    const values = { ...formValuesFrom(base), accommodation: "", status: "" as const, sponsorId: 4, sponsorName: "stale" };
    const input = toAdminUpdateInput(values, null);
    expect(input).toMatchObject({
      email: "sunny@example.com",
      accommodation: null,
      status: null,
      profileStatus: "Submitted",
      sponsorId: 4,
      sponsorName: null,
    });
    expect(adminMemberUpdateSchema.safeParse(input).success).toBe(true);
    expect(toAdminUpdateInput({ ...values, sponsorId: null, sponsorName: "Old Friend" }, null)).toMatchObject({
      sponsorId: null,
      sponsorName: "Old Friend",
    });
  });
});

describe("sponsor picker", () => {
  const vet = (id: number, fields: Partial<MemberDto>): MemberDto => ({ ...base, id, status: "Veteran", sponsorId: null, ...fields });
  const camp = [
    vet(2, { name: "Zed", email: "zed@example.com", playaName: "Sandman" }),
    vet(3, { name: "Amy", email: "amy@example.com" }),
    { ...base, id: 5, name: "Newt", status: "Newbie" as const },
    vet(1, { name: "Myself" }),
  ];

  it("lists veterans other than the member, A→Z, searched by name, email or playa name", () => {
    expect(sponsorCandidates(camp, 1, "").map((m) => m.name)).toEqual(["Amy", "Zed"]);
    expect(sponsorCandidates(camp, 1, "SAND").map((m) => m.name)).toEqual(["Zed"]);
    expect(sponsorCandidates(camp, 1, "amy@").map((m) => m.name)).toEqual(["Amy"]);
    expect(sponsorCandidates(camp, 1, "newt")).toEqual([]);
  });
});

describe("accommodation options", () => {
  it("are the distinct names in use, A→Z", () => {
    expect(
      accommodationOptions(
        [{ name: "Yurt 1" }, { name: "Airstream" }],
        [{ accommodation: "Airstream" }, { accommodation: "Bus" }, { accommodation: null }],
      ),
    ).toEqual(["Airstream", "Bus", "Yurt 1"]);
  });
});

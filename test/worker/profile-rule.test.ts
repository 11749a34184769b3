// The completeness rule has one home (src/shared/profile.ts); the Worker also writes it as SQL so
// the derived flags are computed in the statement that writes the fields (issue 24, item 2). This
// checks that the two agree, over many random rows and random edits, in the real D1.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STATUSES } from "../../src/shared/constants";
import { deriveProfileStatus, isProfileComplete } from "../../src/shared/profile";
import { members, type Member } from "../../src/worker/db/schema";
import { withDerivedStatus } from "../../src/worker/members/profile-write";
import { createMember, db } from "./helpers";

// Values at the edges of "filled": empty, spaces, tabs, no-break and ideographic spaces, a BOM.
const TEXTS = [null, "", " ", "\t\n", "\u00a0", "\u3000", "\ufeff", "\u2028 ", "x", " x ", "\u00a0Rosa", "zero\u200bwidth"];
const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)];
const maybe = <T>(value: () => T) => (Math.random() < 0.25 ? null : value());

function randomFields(sponsorIds: number[]) {
  return {
    name: pick(TEXTS),
    playaName: pick(TEXTS),
    homeTown: pick(TEXTS),
    location: pick(TEXTS),
    country: pick(TEXTS),
    bio: pick(TEXTS),
    campHistory: pick(TEXTS),
    burnYears: maybe(() => pick([0, 1, 7])),
    firstBurn: maybe(() => pick([1986, 2018])),
    status: maybe(() => pick(STATUSES)),
    sponsorId: maybe(() => pick(sponsorIds)),
    sponsorName: pick(TEXTS),
  };
}

const expectAgree = (rows: Member[]) => {
  for (const row of rows) {
    expect(row.profileComplete, JSON.stringify(row)).toBe(isProfileComplete(row));
    expect(row.profileStatus, JSON.stringify(row)).toBe(deriveProfileStatus(row));
  }
};

describe("the completeness rule in SQL", () => {
  it("agrees with the JS rule over 300 random rows", async () => {
    const sponsors = await Promise.all([1, 2].map(() => createMember({ status: "Veteran" })));
    for (let i = 0; i < 300; i++) {
      const member = await createMember(randomFields(sponsors.map((s) => s.id)));
      // An UPDATE that writes nothing but the derived flags: the SQL reads every field from the row.
      const [updated] = await db.update(members).set(withDerivedStatus(member, {})).where(eq(members.id, member.id)).returning();
      expectAgree([updated]);
    }
  });

  it("agrees with the JS rule after 200 random edits (new values from the statement, the rest from the row)", async () => {
    const sponsors = await Promise.all([1, 2].map(() => createMember({ status: "Veteran" })));
    const sponsorIds = sponsors.map((s) => s.id);
    for (let i = 0; i < 200; i++) {
      const member = await createMember(randomFields(sponsorIds));
      const all = randomFields(sponsorIds);
      const changes = Object.fromEntries(Object.entries(all).filter(() => Math.random() < 0.4));
      const [updated] = await db.update(members).set(withDerivedStatus(member, changes)).where(eq(members.id, member.id)).returning();
      expectAgree([updated]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { auditChangeText } from "../../src/client/lib/audit";
import { isOwnProfile, withOwnProfile } from "../../src/client/lib/directory";
import { importSummary, showValue } from "../../src/client/lib/members-import";
import { remindedLabel } from "../../src/client/lib/onboarding";
import { formValuesFrom, toAdminUpdateInput, toOwnProfileInput } from "../../src/client/lib/profile-form";
import type { MemberDto } from "../../src/shared/members";
import { displayName } from "../../src/shared/profile";
import { memberDto } from "./member-fixture";

const member = (fields: Partial<MemberDto> = {}) =>
  memberDto({ id: 1, email: "a@example.com", lastUpdated: "2026-11-01T00:00:00.000Z", ...fields });

describe("withOwnProfile", () => {
  it("puts the member's full own profile in place of their filtered entry, or adds it when hidden", () => {
    const others = [member({ id: 1 }), member({ id: 2, email: undefined, location: undefined })];
    const own = member({ id: 2, email: "me@example.com", location: "Reno" });
    expect(withOwnProfile(others, own)[1]).toBe(own);
    expect(withOwnProfile([others[0]], own).map((m) => m.id)).toEqual([1, 2]);
    expect(withOwnProfile(others, null)).toBe(others);
  });

  it("a member whose email is private is never taken for the viewer, and still has a display name", () => {
    const hidden = member({ email: undefined, name: null });
    expect(isOwnProfile(hidden, "a@example.com")).toBe(false);
    expect(displayName(hidden)).toBe("No name yet");
  });
});

describe("Edit Profile privacy and notes", () => {
  it("starts from the member's privacy (defaults when unknown) and sends it; notes only in the admin's update", () => {
    const values = formValuesFrom(
      member({
        privacy: { email: "admins", location: "members", homeTown: "members", country: "admins", hideFromDirectory: true },
        adminNotes: "note",
      }),
    );
    expect(values.privacy).toEqual({
      email: "admins",
      location: "members",
      homeTown: "members",
      country: "admins",
      hideFromDirectory: true,
    });
    expect(formValuesFrom(member()).privacy).toEqual({
      email: "members",
      location: "members",
      homeTown: "members",
      country: "members",
      hideFromDirectory: false,
    });
    expect(toOwnProfileInput(values, null)).toMatchObject({ privacy: values.privacy });
    expect(toOwnProfileInput(values, null)).not.toHaveProperty("adminNotes");
    expect(toAdminUpdateInput(values, null)).toMatchObject({ adminNotes: "note", privacy: values.privacy });
  });
});

describe("organiser features: words", () => {
  it("Reminded ×N only once a reminder went out", () => {
    expect(remindedLabel({ remindersSent: 0 })).toBeNull();
    expect(remindedLabel({ remindersSent: 2 })).toBe("Reminded ×2");
  });

  it("import result and preview values", () => {
    expect(importSummary({ created: 1, updated: 2, unchanged: 5, invited: 1, inviteFailures: [], notInvited: 0 })).toBe(
      "1 member added, 2 updated, 1 invited.",
    );
    expect(showValue(null)).toBe("(empty)");
    expect(showValue("x".repeat(80))).toMatch(/^“x{57}…”$/);
  });

  it("audit before → after", () => {
    expect(auditChangeText({ name: { before: "A", after: "B" }, burnYears: { before: null, after: 3 } })).toBe(
      "Name: “A” → “B”; Burns: (empty) → “3”",
    );
    expect(auditChangeText(null)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import type { WorkflowStatus } from "../../src/shared/onboarding";
import {
  aiBadge,
  hasLogData,
  inviteBadge,
  logLevel,
  logMessage,
  manualUpdateHint,
  matchesOnboardingSearch,
  NOT_STARTED,
  onboardingActions,
  onboardingCounters,
  replyBadge,
  searchOnboarding,
  updatedFieldsText,
  welcomeActionLabel,
  welcomeBadge,
} from "../../src/client/lib/onboarding";
import { formatLogTime } from "../../src/client/lib/format";

let nextId = 1;
function member(fields: Partial<WorkflowStatus> = {}): WorkflowStatus {
  const id = fields.id ?? nextId++;
  return {
    id,
    needsReview: false,
    email: `member${id}@example.com`,
    remindersSent: 0,
    replyNote: null,
    name: null,
    playaName: null,
    status: null,
    inviteSent: false,
    emailReplied: false,
    profileCreated: false,
    welcomeSent: false,
    profileComplete: false,
    lastUpdated: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}

// The four onboarding states (docs/product.md#onboarding-states), in order, plus an incomplete created profile.
const notInvited = member();
const invited = member({ inviteSent: true });
const replied = member({ inviteSent: true, emailReplied: true });
const created = member({ inviteSent: true, emailReplied: true, profileCreated: true });
const welcomed = member({ inviteSent: true, emailReplied: true, profileCreated: true, welcomeSent: true, profileComplete: true });

describe("step badges", () => {
  it("Invite: Sent or Pending", () => {
    expect(inviteBadge(notInvited).label).toBe("Pending");
    expect(inviteBadge(invited).label).toBe("Sent");
  });

  it("Reply: '-' before the invite, Waiting after it, Received once replied", () => {
    expect(replyBadge(notInvited).label).toBe(NOT_STARTED);
    expect(replyBadge(invited).label).toBe("Waiting");
    expect(replyBadge(replied).label).toBe("Received");
    expect(replyBadge(welcomed).label).toBe("Received");
  });

  it("AI Process: '-' before the invite, Waiting for Reply after it, Profile Created once created", () => {
    expect(aiBadge(notInvited).label).toBe(NOT_STARTED);
    expect(aiBadge(invited).label).toBe("Waiting for Reply");
    expect(aiBadge(created).label).toBe("Profile Created");
    // A profile created without an invitation (an admin applied a pasted reply) is still created.
    expect(aiBadge(member({ profileCreated: true })).label).toBe("Profile Created");
  });

  it("AI Process: a reply that produced no profile needs an admin, not more waiting", () => {
    expect(aiBadge(replied).label).toBe("Needs Review");
  });

  it("Welcome: Sent or Pending", () => {
    expect(welcomeBadge(created).label).toBe("Pending");
    expect(welcomeBadge(welcomed).label).toBe("Sent");
  });

  it("every badge carries text, and done steps are green", () => {
    for (const m of [notInvited, invited, replied, created, welcomed]) {
      for (const b of [inviteBadge(m), replyBadge(m), aiBadge(m), welcomeBadge(m)]) expect(b.label).not.toBe("");
    }
    expect([inviteBadge(welcomed), replyBadge(welcomed), aiBadge(welcomed), welcomeBadge(welcomed)].map((b) => b.color)).toEqual([
      "green",
      "green",
      "green",
      "green",
    ]);
  });
});

describe("onboardingCounters", () => {
  it("counts invites sent, pending replies (invited and incomplete), profiles created and welcomes sent", () => {
    expect(onboardingCounters([notInvited, invited, replied, created, welcomed])).toEqual({
      invitesSent: 4,
      pendingReplies: 3,
      profilesCreated: 2,
      welcomeSent: 1,
    });
  });

  it("is all zeros for nobody", () => {
    expect(onboardingCounters([])).toEqual({ invitesSent: 0, pendingReplies: 0, profilesCreated: 0, welcomeSent: 0 });
  });

  it("does not count a complete profile that was never invited as pending", () => {
    expect(onboardingCounters([member({ profileComplete: true, profileCreated: true })]).pendingReplies).toBe(0);
  });
});

describe("search", () => {
  const ana = member({ name: "Ana Lopez", email: "ana@example.com", playaName: "Dusty" });
  const bo = member({ name: null, email: "bo@camp.org", playaName: null });

  it("matches name, email and playa name case-insensitively", () => {
    expect(matchesOnboardingSearch(ana, "lopez")).toBe(true);
    expect(matchesOnboardingSearch(ana, "ANA@EX")).toBe(true);
    expect(matchesOnboardingSearch(ana, "dust")).toBe(true);
    expect(matchesOnboardingSearch(bo, "camp.org")).toBe(true);
  });

  it("does not match other fields or missing values", () => {
    expect(matchesOnboardingSearch(bo, "null")).toBe(false);
    expect(matchesOnboardingSearch(member({ status: "Veteran" }), "veteran")).toBe(false);
  });

  it("a blank query keeps everyone", () => {
    expect(searchOnboarding([ana, bo], "   ")).toEqual([ana, bo]);
    expect(searchOnboarding([ana, bo], " bo@ ")).toEqual([bo]);
  });
});

describe("onboardingActions", () => {
  it("before the invite: only the initial invitation", () => {
    expect(onboardingActions(notInvited)).toEqual({
      sendInvite: true,
      resendInvite: false,
      requestMissingInfo: false,
      manualUpdate: false,
      sendWelcome: false,
    });
  });

  it("after the invite: resend, and manual update once there is a reply to read; no more initial invitation", () => {
    // Issue 24 (9): a member who never replied has no stored reply, so the manual update cannot work.
    expect(onboardingActions(invited)).toEqual({
      sendInvite: false,
      resendInvite: true,
      requestMissingInfo: false,
      manualUpdate: false,
      sendWelcome: false,
    });
    expect(onboardingActions(replied)).toEqual({
      sendInvite: false,
      resendInvite: true,
      requestMissingInfo: false,
      manualUpdate: true,
      sendWelcome: false,
    });
  });

  it("once the profile is created: welcome, and missing information only while incomplete", () => {
    expect(onboardingActions(created)).toEqual({
      sendInvite: false,
      resendInvite: false,
      requestMissingInfo: true,
      manualUpdate: false,
      sendWelcome: true,
    });
    expect(onboardingActions(welcomed)).toEqual({
      sendInvite: false,
      resendInvite: false,
      requestMissingInfo: false,
      manualUpdate: false,
      sendWelcome: true,
    });
  });

  it("says why the manual update is not offered (issue 24)", () => {
    expect(manualUpdateHint(invited)).toBe("Available once the member has replied");
    expect(manualUpdateHint(replied)).toBe("Reads the stored reply again; sends no email");
    expect(manualUpdateHint(created)).toBe("Not needed: the profile is already created");
  });

  it("a created profile cannot be invited even if no invite was recorded", () => {
    expect(onboardingActions(member({ profileCreated: true })).sendInvite).toBe(false);
  });

  it("labels the welcome action by whether it was sent", () => {
    expect(welcomeActionLabel(created)).toBe("Send welcome email");
    expect(welcomeActionLabel(welcomed)).toBe("Resend welcome email");
  });
});

describe("log entries", () => {
  it("defaults the level to INFO and the message to 'No message'", () => {
    expect(logLevel({})).toBe("INFO");
    expect(logLevel({ level: "WARN" })).toBe("WARN");
    expect(logMessage({})).toBe("No message");
    expect(logMessage({ message: "  " })).toBe("No message");
    expect(logMessage({ message: "Invitation sent" })).toBe("Invitation sent");
  });

  it("shows data only when there is some", () => {
    expect(hasLogData({})).toBe(false);
    expect(hasLogData({ data: {} })).toBe(false);
    expect(hasLogData({ data: { to: "a@b.c" } })).toBe(true);
  });

  it("formats timestamps 24-hour en-US with seconds in Los Angeles time", () => {
    expect(formatLogTime("2026-11-21T18:04:18.339Z")).toBe("11/21/2026, 10:04:18");
    expect(formatLogTime("2026-07-01T07:05:09Z")).toBe("07/01/2026, 00:05:09");
    expect(formatLogTime("2026-07-01T22:30:00Z")).toBe("07/01/2026, 15:30:00");
  });
});

it("counts updated fields for the toast", () => {
  expect(updatedFieldsText({ memberName: "Ana", updatedFields: ["bio"] })).toBe("1 field updated for Ana.");
  expect(updatedFieldsText({ memberName: "Ana", updatedFields: [] })).toBe("0 fields updated for Ana.");
});

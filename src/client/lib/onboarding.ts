// The Onboarding tab's pure rules (docs/product.md#onboarding-tab): step badges, counters, search
// and which row actions are enabled. Which action is allowed comes from src/shared/onboarding.ts,
// the same rules the Durable Object enforces on the server.
import {
  canManualUpdate,
  canRequestMissingInfo,
  canResendInvite,
  canSendInvite,
  canSendWelcome,
  type LogEntry,
  type OnboardingFlags,
  REPLY_NOTE_LABELS,
  type ReplyNote,
  type WorkflowStatus,
} from "../../shared/onboarding";
import { memberSearch } from "../../shared/member-filters";

type BadgeColor = "green" | "blue" | "amber" | "gray";

/** A step's badge: the text is always shown, the colour only repeats it (never colour alone). */
export interface StepBadge {
  label: string;
  color: BadgeColor;
}

/** The empty step, before it can start. */
export const NOT_STARTED = "-";

const badge = (label: string, color: BadgeColor): StepBadge => ({ label, color });

export const inviteBadge = (f: OnboardingFlags): StepBadge => (f.inviteSent ? badge("Sent", "green") : badge("Pending", "gray"));

/** "Reminded ×N" beside the invite once the sweep has sent reminders (issue 14), else nothing. */
export const remindedLabel = (m: { remindersSent?: number }) => (m.remindersSent ? `Reminded ×${m.remindersSent}` : null);

/** "Away", "Declined", "Answers later", "Photo only": the member's last mail was not a profile (issue 23). */
export const replyNoteLabel = (m: { replyNote?: ReplyNote | null }) => (m.replyNote ? REPLY_NOTE_LABELS[m.replyNote] : null);

/** Received once a reply came in; Waiting after the invite; nothing to wait for before it. */
export function replyBadge(f: OnboardingFlags): StepBadge {
  if (f.emailReplied) return badge("Received", "green");
  if (f.inviteSent) return badge("Waiting", "amber");
  return badge(NOT_STARTED, "gray");
}

/**
 * Profile Created once extraction created it; Waiting for Reply between the invite and a reply.
 * A reply from which nothing could be extracted (the profile is still not created) is not waiting
 * for anything from the member: it needs an admin (manual processing), so it says so instead of
 * repeating "Waiting for Reply" next to a Reply that reads "Received".
 */
export function aiBadge(f: OnboardingFlags & { needsReview?: boolean }): StepBadge {
  if (f.needsReview) return badge("Needs Review", "amber");
  if (f.profileCreated) return badge("Profile Created", "green");
  if (f.emailReplied) return badge("Needs Review", "amber");
  if (f.inviteSent) return badge("Waiting for Reply", "blue");
  return badge(NOT_STARTED, "gray");
}

export const welcomeBadge = (f: OnboardingFlags): StepBadge => (f.welcomeSent ? badge("Sent", "green") : badge("Pending", "gray"));

export interface OnboardingCounters {
  invitesSent: number;
  /** Invite sent and profile not complete. */
  pendingReplies: number;
  profilesCreated: number;
  welcomeSent: number;
}

export function onboardingCounters(list: readonly OnboardingFlags[]): OnboardingCounters {
  const counters: OnboardingCounters = { invitesSent: 0, pendingReplies: 0, profilesCreated: 0, welcomeSent: 0 };
  for (const f of list) {
    if (f.inviteSent) counters.invitesSent++;
    if (f.inviteSent && !f.profileComplete) counters.pendingReplies++;
    if (f.profileCreated) counters.profilesCreated++;
    if (f.welcomeSent) counters.welcomeSent++;
  }
  return counters;
}

/** Name, email and playa name, by the members lists' search rule (shared/member-filters). */
export const matchesOnboardingSearch = memberSearch(["name", "email", "playaName"]);

export const searchOnboarding = <T extends Pick<WorkflowStatus, "name" | "email" | "playaName">>(list: readonly T[], query: string): T[] =>
  list.filter((m) => matchesOnboardingSearch(m, query));

export interface OnboardingActions {
  /** Send initial invitation: disabled once the invite is sent (and refused once the profile exists). */
  sendInvite: boolean;
  resendInvite: boolean;
  requestMissingInfo: boolean;
  /** Manual profile update by email: re-runs extraction on the stored reply, sends nothing. */
  manualUpdate: boolean;
  sendWelcome: boolean;
}

export const onboardingActions = (f: OnboardingFlags): OnboardingActions => ({
  sendInvite: !f.inviteSent && canSendInvite(f),
  resendInvite: canResendInvite(f),
  requestMissingInfo: canRequestMissingInfo(f),
  manualUpdate: canManualUpdate(f),
  sendWelcome: canSendWelcome(f),
});

export const welcomeActionLabel = (f: Pick<OnboardingFlags, "welcomeSent">) =>
  f.welcomeSent ? "Resend welcome email" : "Send welcome email";

// ---- Logs -------------------------------------------------------------------------------------------

/** A missing level reads INFO, a missing message 'No message'. */
export const logLevel = (entry: Partial<Pick<LogEntry, "level">>): string => entry.level?.trim() || "INFO";
export const logMessage = (entry: Partial<Pick<LogEntry, "message">>): string => entry.message?.trim() || "No message";
export const hasLogData = (entry: Pick<LogEntry, "data">): entry is Required<Pick<LogEntry, "data">> =>
  entry.data !== undefined && entry.data !== null && Object.keys(entry.data).length > 0;

export const logLevelColor = (level: string): "red" | "amber" | "gray" | "blue" =>
  level === "ERROR" ? "red" : level === "WARN" ? "amber" : level === "DEBUG" ? "gray" : "blue";

// ---- Toast texts ------------------------------------------------------------------------------------

/** 'Profile updated successfully' with the count of updated fields. */
export function updatedFieldsText(result: { memberName: string; updatedFields: readonly string[] }): string {
  const n = result.updatedFields.length;
  return `${n} field${n === 1 ? "" : "s"} updated for ${result.memberName}.`;
}

/** Under "Manual profile update by email": what it does, or why it is not offered now (issue 24). */
export function manualUpdateHint(f: OnboardingFlags): string {
  if (canManualUpdate(f)) return "Reads the stored reply again; sends no email";
  if (f.profileCreated) return "Not needed: the profile is already created";
  if (!f.inviteSent) return "Available once the invitation is sent and answered";
  return "Available once the member has replied";
}

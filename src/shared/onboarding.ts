// The onboarding steps (docs/product.md#onboarding-states) and which actions each state allows. The Durable Object
// enforces these on the server; the Onboarding tab uses the same rules to enable its buttons.
import { isBlank } from "./profile";

export interface OnboardingFlags {
  inviteSent: boolean;
  emailReplied: boolean;
  profileCreated: boolean;
  welcomeSent: boolean;
  profileComplete: boolean;
}

/** The invitation (initial or resend: the same call) is refused once the profile exists. */
export const canSendInvite = (f: OnboardingFlags) => !f.profileCreated;
export const canResendInvite = (f: OnboardingFlags) => f.inviteSent && !f.profileCreated;
export const canRequestMissingInfo = (f: OnboardingFlags) => f.profileCreated && !f.profileComplete;
/** Reads the member's stored reply again, so there must be one: invited, replied, no profile yet. */
export const canManualUpdate = (f: OnboardingFlags) => f.inviteSent && f.emailReplied && !f.profileCreated;
export const canSendWelcome = (f: OnboardingFlags) => f.profileCreated;

export const REQUEST_MISSING_INFORMATION = "Request Missing Information";

export const ONBOARDING_ERRORS = {
  alreadyCreated: "This member's profile has already been created, so the invitation cannot be sent again",
  notIncomplete: "Missing information can only be requested once the profile is created and while it is incomplete",
  notWaiting:
    "A manual update reads the member's reply again, so it is only possible once they have replied and before the profile is created",
  noProfile: "The welcome email is sent once the profile has been created",
  onlySponsorMissing:
    "Nothing to ask this member: the only missing information is the sponsor, which an admin assigns on the Members tab (a reply cannot set it). No email was sent.",
} as const;

export interface LogEntry {
  /** ISO 8601 */
  timestamp: string;
  level: "INFO" | "WARN" | "ERROR" | "DEBUG";
  message: string;
  data?: Record<string, unknown>;
}

/** Mail from a member that was not a profile (issue 23): nothing was applied, or only a photo. */
export const REPLY_NOTES = ["away", "declined", "later", "photo"] as const;
export type ReplyNote = (typeof REPLY_NOTES)[number];
/** How the Onboarding tab names it, beside the Reply step, and what it means. */
export const REPLY_NOTE_LABELS: Record<ReplyNote, { label: string; title: string }> = {
  away: { label: "Away", title: "An out-of-office auto-reply arrived: nothing was applied" },
  declined: { label: "Declined", title: "The member wrote that they are not coming: nothing was applied, no reminders" },
  later: { label: "Answers later", title: "The member wrote that they will answer later: nothing was applied" },
  photo: { label: "Photo only", title: "A photo arrived without answers: the photo was set, nothing else" },
};

export interface WorkflowStatus extends OnboardingFlags {
  id: number;
  /** A reply from this member waits on the Onboarding tab for an admin. */
  needsReview: boolean;
  email: string;
  name: string | null;
  playaName: string | null;
  status: string | null;
  lastUpdated: string;
  /** Reminders for the unanswered invitation sent so far (issue 14). */
  remindersSent: number;
  /** The member's last mail was not a profile: away, declined or "later" (issue 23). */
  replyNote: ReplyNote | null;
}

type ReviewFields = {
  name: string | null;
  playaName: string | null;
  homeTown: string | null;
  location: string | null;
  country: string | null;
  burnYears: number | null;
  firstBurn: number | null;
  bio: string | null;
  campHistory: string | null;
};

/** A reply held for an admin: the isolated text, why it was held, and current beside proposed values. */
export interface ReplyReviewDto {
  id: number;
  memberId: number;
  memberEmail: string;
  memberName: string | null;
  /** doubtful: the extraction looked wrong; sender: the sender did not match the reply address. */
  kind: "doubtful" | "sender";
  source: "email" | "manual";
  reasons: string[];
  replyText: string;
  extractor: string;
  photoUrl: string | null;
  proposed: ReviewFields;
  current: { [K in keyof ReviewFields]: string | number | null };
  createdAt: string;
}

/** Shown instead of the member's step while a reply waits for an admin. */
export const NEEDS_REVIEW = "Needs Review";

type ReviewValue = string | number | null | undefined;
const isFilled = (value: ReviewValue) => !isBlank(value);

/**
 * Applying a held reply (issue 24): a proposed value fills an empty field, but it replaces a value
 * the profile already has (an admin's "Sky Doubt" by the reply's "Sky") only when the admin ticked
 * "Replace" for that field. The Needs Review card shows the box where this is true; the server
 * applies by the same rule, so an apply without the choice never overwrites a filled field.
 */
export const needsReplaceChoice = (current: ReviewValue, proposed: ReviewValue) =>
  isFilled(current) && isFilled(proposed) && String(current).trim() !== String(proposed).trim();

/** What applying reviewed values writes: fills, plus the replacements the admin chose; the rest is kept. */
export function reviewedUpdates<K extends string>(
  current: { readonly [F in K]?: ReviewValue },
  proposed: { readonly [F in K]?: ReviewValue },
  fields: readonly K[],
  replace: readonly string[],
): { updates: Partial<Record<K, string | number>>; updatedFields: K[]; keptFields: K[] } {
  const updates: Partial<Record<K, string | number>> = {};
  const updatedFields: K[] = [];
  const keptFields: K[] = [];
  for (const field of fields) {
    const value = proposed[field];
    if (!isFilled(value) || value === current[field]) continue;
    if (needsReplaceChoice(current[field], value) && !replace.includes(field)) {
      keptFields.push(field);
      continue;
    }
    if (isFilled(current[field]) && String(current[field]).trim() === String(value).trim()) continue;
    updates[field] = value as string | number;
    updatedFields.push(field);
  }
  return { updates, updatedFields, keptFields };
}

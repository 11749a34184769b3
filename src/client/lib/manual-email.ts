// The manual email processing pages' pure rules (docs/product.md#manual-email-processing).
import { EMAIL_CONTENT_MAX, MB } from "../../shared/constants";
import type { MemberDto } from "../../shared/members";
import { displayName, isBlank } from "../../shared/profile";
import { typeAccepted, UPLOADS } from "../../shared/uploads";

export interface ManualEmailInput {
  memberEmail: string;
  emailContent: string;
}

/** Why the form cannot be sent, as a toast, or null: both fields non-empty after trimming, content capped. */
export function manualEmailProblem({ memberEmail, emailContent }: ManualEmailInput): { title: string; description: string } | null {
  if (isBlank(memberEmail)) return { title: "Missing information", description: "Please choose the member whose email this is." };
  if (isBlank(emailContent)) return { title: "Missing information", description: "Please paste the member's email content." };
  if (emailContent.length > EMAIL_CONTENT_MAX) {
    return {
      title: "Email too long",
      description: `Email content must be at most ${EMAIL_CONTENT_MAX.toLocaleString("en-US")} characters.`,
    };
  }
  return null;
}

/** "1,234 / 50,000 characters" */
export const contentCounter = (content: string) =>
  `${content.length.toLocaleString("en-US")} / ${EMAIL_CONTENT_MAX.toLocaleString("en-US")} characters`;

/**
 * The manual tool's photo rule: the profile photo's kinds and limit, in this tool's own
 * wording; otherwise a destructive toast and the caller clears the input. The server checks the bytes again.
 */
export function manualPhotoProblem(file: { size: number; type: string; name?: string }): { title: string; description: string } | null {
  if (!typeAccepted(UPLOADS.photo, file)) return { title: "Invalid file type", description: "Please select an image file" };
  if (file.size > UPLOADS.photo.maxBytes)
    return { title: "File too large", description: `Please select an image under ${UPLOADS.photo.maxBytes / MB}MB` };
  return null;
}

/** 'Email processed successfully' with the member's profile updated message. */
export const processedText = (memberName: string) => `${memberName}'s profile has been updated.`;
export const appliedText = (memberName: string) => `Profile updated successfully for ${memberName}`;

/** The second page's fixed success message ('SUCCESS!'). */
export const SUCCESS_TITLE = "SUCCESS!";
export const SUCCESS_MESSAGE = "The member's profile has been updated from their email.";

/** "tess.tester@…" → "Tess Tester": a plausible name when the member has none yet. */
export function nameFromEmail(email: string): string {
  const local = displayName({ name: null, email });
  return (
    local
      .split(/[._\-+]+/)
      .map((part) => part.replace(/\d+$/, ""))
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join(" ") || local
  );
}

type SampleSource = Pick<
  MemberDto,
  "email" | "name" | "playaName" | "homeTown" | "location" | "country" | "burnYears" | "firstBurn" | "campHistory" | "bio"
>;

const SAMPLE = {
  playaName: "Sandpiper",
  homeTown: "Flagstaff, Arizona",
  location: "Oakland, California",
  country: "United States",
  burnYears: 4,
  firstBurn: 2018,
  campHistory: "Two years with a coffee camp on the 9:00 side, then two years building shade with our crew.",
  bio: "Bike mechanic by day, fire-dancer by night. I fix everyone's bikes on playa and I'm happy to help with build week.",
};

/**
 * A realistic reply to the invitation's questionnaire for this member, for the per-member page's
 * test: what the member already has is used, anything else is sample text the admin can edit.
 */
export function sampleReply(member: SampleSource, campName = "camp"): string {
  const name = member.name?.trim() || nameFromEmail(member.email ?? "");
  const first = name.split(/\s+/)[0];
  const answer = <T>(value: T | null | undefined, fallback: T) =>
    value === null || value === undefined || value === "" ? fallback : value;
  return [
    `Hi ${campName}!`,
    "",
    "Thanks for the invite, here are my answers:",
    "",
    `1. Full name: ${name}`,
    `2. Playa name: ${answer(member.playaName, SAMPLE.playaName)}`,
    `3. Home town: ${answer(member.homeTown, SAMPLE.homeTown)}`,
    `4. Where you live now: ${answer(member.location, SAMPLE.location)}`,
    `5. Country of birth: ${answer(member.country, SAMPLE.country)}`,
    `6. Number of burns attended: ${answer(member.burnYears, SAMPLE.burnYears)}`,
    `7. Year of your first burn: ${answer(member.firstBurn, SAMPLE.firstBurn)}`,
    `8. Camp history (camps you have been part of): ${answer(member.campHistory, SAMPLE.campHistory)}`,
    `9. Bio (tell us about yourself): ${answer(member.bio, SAMPLE.bio)}`,
    "",
    "See you in the dust!",
    first,
  ].join("\n");
}

/** The extraction result fields, in the questionnaire's order, with their labels. */
export const PARSED_FIELDS = [
  { key: "name", label: "Full name" },
  { key: "playaName", label: "Playa name" },
  { key: "homeTown", label: "Home town" },
  { key: "location", label: "Location" },
  { key: "country", label: "Country of Birth" },
  { key: "burnYears", label: "Burns attended" },
  { key: "firstBurn", label: "First burn" },
  { key: "campHistory", label: "Camp history" },
  { key: "bio", label: "Bio" },
] as const;

export type ParsedInfo = {
  [K in (typeof PARSED_FIELDS)[number]["key"]]: K extends "burnYears" | "firstBurn" ? number | null : string | null;
};

export const foundCount = (info: ParsedInfo) => PARSED_FIELDS.filter(({ key }) => info[key] !== null && info[key] !== "").length;

/** Organisers read labels, never internal field names ("playaName" → "Playa name"). */
export const fieldLabels = (fields: readonly string[]) => fields.map((f) => PARSED_FIELDS.find((p) => p.key === f)?.label ?? f);

export const extractorLabel = (extractor: string) =>
  extractor === "workers-ai"
    ? "Workers AI"
    : extractor === "parser"
      ? "the built-in parser"
      : extractor === "manual"
        ? "an admin"
        : extractor;

import type { ProfileStatus, Status } from "./constants";

/** The fields the completeness rule (docs/product.md#profile-completeness) reads. */
export interface ProfileFields {
  name: string | null;
  playaName: string | null;
  homeTown: string | null;
  location: string | null;
  country: string | null;
  bio: string | null;
  campHistory?: string | null;
  firstBurn: number | null;
  burnYears: number | null;
  status: Status | null;
  sponsorId: number | null;
  sponsorName: string | null;
}

/**
 * Blank or whitespace-only text counts as missing: the one test of "was this given?" for profiles,
 * forms, CSV cells and extractions. Numbers (0 burns included) and booleans are values, never blank.
 */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** Text as it is stored and compared: trimmed, or null when blank. */
export const textOrNull = (value: string | null | undefined): string | null => (isBlank(value) ? null : (value as string).trim());

/**
 * What String.prototype.trim() removes (ECMAScript WhiteSpace and LineTerminator): the SQL form of
 * the rule trims exactly these, so "blank" (isBlank) means the same in both places.
 */
export const TRIMMED_WHITESPACE =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

// ---- Sponsors (docs/product.md#statuses): the Worker's checks and the client's pickers read these ----

/** Virgins and Newbies: one group in the directory's and the dashboard's filters. */
export const isNewbieOrVirgin = (status: Status | "" | null | undefined) => status === "Virgin" || status === "Newbie";

/** A Virgin or Newbie needs a sponsor: without one their profile is incomplete. */
export const needsSponsor = (status: Status | "" | null | undefined) => isNewbieOrVirgin(status);

/** Who may sponsor: a Veteran member. (Never the member themselves: sponsorsFor leaves them out.) */
export const canSponsor = (member: { status: Status | null }) => member.status === "Veteran";

// Built on first use, like shared/intl's (which this file cannot import: scripts/seed.mjs loads it
// in Node, where only type imports may stay without an extension).
let byName: Intl.Collator | undefined;

/** The members who may sponsor `memberId`, by display name, then id (namesakes keep their order). */
export function sponsorsFor<T extends { id: number; status: Status | null; name: string | null; email?: string }>(
  members: readonly T[],
  memberId: number,
): T[] {
  byName ??= new Intl.Collator("en", { sensitivity: "base", numeric: true });
  const { compare } = byName;
  return members.filter((m) => canSponsor(m) && m.id !== memberId).sort((a, b) => compare(displayName(a), displayName(b)) || a.id - b.id);
}

export type MissingField = { field: string; label: string; description: string };

/** The text fields the rule requires. The Worker's SQL form of the rule reads this same list. */
export const REQUIRED_TEXT: readonly MissingField[] = [
  { field: "name", label: "Full name", description: "Your real name, as the camp should know you" },
  { field: "playaName", label: "Playa name", description: "The name you go by on the playa" },
  { field: "homeTown", label: "Home town", description: "Where you grew up or call home" },
  { field: "location", label: "Location", description: "Where you live now" },
  { field: "country", label: "Country of Birth", description: "The country you were born in" },
  { field: "bio", label: "Bio", description: "A few lines about yourself" },
];

/** Every field the completeness rule still lacks, in form order. */
export function missingFields(p: ProfileFields): MissingField[] {
  const missing = REQUIRED_TEXT.filter((f) => isBlank(p[f.field as keyof ProfileFields]));
  if (!p.burnYears || p.burnYears <= 0) {
    missing.push({ field: "burnYears", label: "Number of burns", description: "How many burns you have attended" });
  }
  if (!p.firstBurn) {
    missing.push({ field: "firstBurn", label: "First burn year", description: "The year of your first burn" });
  }
  if (needsSponsor(p.status) && !p.sponsorId && isBlank(p.sponsorName)) {
    missing.push({ field: "sponsor", label: "Sponsor", description: "The camp veteran who vouches for you" });
  }
  return missing;
}

export const isProfileComplete = (p: ProfileFields) => missingFields(p).length === 0;

/** Missing fields only an admin can fill: a member's reply never sets the sponsor. */
const ADMIN_ASSIGNED: ReadonlySet<string> = new Set(["sponsor"]);

/** What the missing-information email asks a member for: the missing fields a reply can fill. */
export const fieldsToAskFor = (p: ProfileFields) => missingFields(p).filter((f) => !ADMIN_ASSIGNED.has(f.field));

/**
 * Why a profile is still incomplete, for the member's onboarding log; null when it is complete.
 * When only the sponsor is missing, no email can help: an admin has to assign one.
 */
export function incompleteReason(p: ProfileFields): string | null {
  const missing = missingFields(p);
  if (missing.length === 0) return null;
  const askable = fieldsToAskFor(p);
  if (askable.length === 0) return SPONSOR_ONLY_MISSING;
  const adminPart = askable.length < missing.length ? "; an admin must also assign a sponsor" : "";
  return `Profile incomplete: missing ${askable.map((f) => f.label).join(", ")}${adminPart}`;
}

export const SPONSOR_ONLY_MISSING = "Profile incomplete because an admin must assign a sponsor (a member cannot set it by replying)";

/** Empty when the member has supplied nothing, Complete when the rule holds, Submitted in between. */
export function deriveProfileStatus(p: ProfileFields): ProfileStatus {
  if (isProfileComplete(p)) return "Complete";
  const anything =
    REQUIRED_TEXT.some((f) => !isBlank(p[f.field as keyof ProfileFields])) ||
    !isBlank(p.campHistory) ||
    Boolean(p.firstBurn) ||
    Boolean(p.burnYears);
  return anything ? "Submitted" : "Empty";
}

/** Display name: the name, or the part of the email before the @ sign. */
/** The name, else the part of the email before the @ (the email may be kept private: then "No name yet"). */
export const displayName = (m: { name: string | null; email?: string }) => textOrNull(m.name) ?? m.email?.split("@")[0] ?? "No name yet";

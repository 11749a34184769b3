// The Edit Profile form's rules (docs/product.md#edit-profile), free of React.
import type { ProfileStatus, Status } from "../../shared/constants";
import {
  burnsInRange,
  burnsProblem,
  burnsRangeMessage,
  DEFAULT_PRIVACY,
  firstBurnInRange,
  firstBurnRangeMessage,
  TEXT_LIMITS,
  type MemberDto,
  type MemberPrivacy,
} from "../../shared/member-fields";
import { lengthError } from "./form-limits";
import type { AdminMemberUpdateInput, OwnProfileInput } from "../../shared/members";
import { memberSearch } from "../../shared/member-filters";
import { sponsorsFor, textOrNull } from "../../shared/profile";
import { emailSchema } from "../../shared/validation";

/** Everything the form edits, as the inputs hold it (text; numbers as typed). */
export interface ProfileFormValues {
  email: string;
  name: string;
  playaName: string;
  homeTown: string;
  location: string;
  country: string;
  /** "" is 'No accommodation'. */
  accommodation: string;
  /** "" is no status. */
  status: Status | "";
  profileStatus: ProfileStatus;
  burnYears: string;
  firstBurn: string;
  bio: string;
  campHistory: string;
  sponsorId: number | null;
  sponsorName: string;
  /** Edit Profile → Privacy (issue 14). */
  privacy: MemberPrivacy;
  /** Admins only. */
  adminNotes: string;
}

/** Whether anything in the form differs from what it started with (a typed-and-undone value is not a change). */
export const profileFormChanged = (initial: ProfileFormValues, values: ProfileFormValues) =>
  JSON.stringify(initial) !== JSON.stringify(values);

export function formValuesFrom(m: MemberDto): ProfileFormValues {
  return {
    email: m.email ?? "",
    name: m.name ?? "",
    playaName: m.playaName ?? "",
    homeTown: m.homeTown ?? "",
    location: m.location ?? "",
    country: m.country ?? "",
    accommodation: m.accommodation ?? "",
    status: m.status ?? "",
    profileStatus: m.profileStatus,
    burnYears: m.burnYears === null ? "" : String(m.burnYears),
    firstBurn: m.firstBurn ? String(m.firstBurn) : "",
    bio: m.bio ?? "",
    campHistory: m.campHistory ?? "",
    sponsorId: m.sponsorId,
    sponsorName: m.sponsorName ?? "",
    privacy: { ...DEFAULT_PRIVACY, ...m.privacy },
    adminNotes: m.adminNotes ?? "",
  };
}

/** Numeric fields turn anything non-numeric into 0; burns never go below 0. */
export function parseWholeNumber(value: string): number {
  const text = value.trim();
  const n = Number(text);
  return text !== "" && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/** The form's text fields with a length limit, and how an error names them. */
const PROFILE_TEXT_FIELDS = {
  name: "Full name",
  playaName: "Playa name",
  homeTown: "Home town",
  location: "Location",
  country: "Country of birth",
  bio: "Bio",
  campHistory: "Camp history",
  adminNotes: "Private notes",
} as const satisfies Partial<Record<keyof typeof TEXT_LIMITS, string>>;
type ProfileTextField = keyof typeof PROFILE_TEXT_FIELDS;

export type ProfileFormErrors = Partial<Record<"email" | "burnYears" | "firstBurn" | ProfileTextField, string>>;

/** The fields in the order the form shows them: a refused save focuses the first one in error. */
export const PROFILE_FORM_ORDER = [
  "email",
  "name",
  "playaName",
  "homeTown",
  "location",
  "country",
  "burnYears",
  "firstBurn",
  "bio",
  "campHistory",
  "adminNotes",
] as const satisfies readonly (keyof ProfileFormErrors)[];

/** Only the too-long errors: said as soon as they are true. */
export const textLengthErrors = (errors: ProfileFormErrors): ProfileFormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key in PROFILE_TEXT_FIELDS));

/** What stops a save before it reaches the server. First burn 0 means "unknown" and is fine. */
export function profileFormErrors(values: ProfileFormValues, { adminMode = false, now = new Date() } = {}): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!burnsInRange(parseWholeNumber(values.burnYears))) errors.burnYears = burnsRangeMessage();
  const firstBurn = parseWholeNumber(values.firstBurn);
  const lastYear = now.getFullYear();
  if (firstBurn !== 0 && !firstBurnInRange(firstBurn, lastYear)) errors.firstBurn = firstBurnRangeMessage(lastYear);
  if (!errors.burnYears && !errors.firstBurn) {
    const burns = burnsProblem(parseWholeNumber(values.burnYears), firstBurn, lastYear);
    if (burns) errors.burnYears = burns;
  }
  // Too long is said, never cut short by the input (issue 24).
  for (const [key, label] of Object.entries(PROFILE_TEXT_FIELDS) as [ProfileTextField, string][]) {
    const error = lengthError(label, values[key], { max: TEXT_LIMITS[key] });
    if (error) errors[key] = error;
  }
  if (adminMode) {
    const email = emailSchema.safeParse(values.email);
    if (!email.success) errors.email = email.error.issues[0]?.message ?? "Please enter a valid email address";
  }
  return errors;
}

/** What a member sends for their own profile: only the fields PUT /api/members/me accepts. */
export function toOwnProfileInput(values: ProfileFormValues, uploadedPhotoUrl: string | null): OwnProfileInput {
  const input: OwnProfileInput = {
    name: values.name,
    playaName: values.playaName,
    homeTown: values.homeTown,
    location: values.location,
    country: values.country,
    burnYears: parseWholeNumber(values.burnYears),
    firstBurn: parseWholeNumber(values.firstBurn),
    bio: values.bio,
    campHistory: values.campHistory,
    privacy: values.privacy,
  };
  if (uploadedPhotoUrl) input.photoUrl = uploadedPhotoUrl;
  return input;
}

/** The admin's full profile update. A veteran sponsor and a free-text one never travel together. */
export function toAdminUpdateInput(values: ProfileFormValues, uploadedPhotoUrl: string | null): AdminMemberUpdateInput {
  return {
    ...toOwnProfileInput(values, uploadedPhotoUrl),
    email: values.email,
    accommodation: values.accommodation || null,
    status: values.status || null,
    profileStatus: values.profileStatus,
    sponsorId: values.sponsorId,
    sponsorName: values.sponsorId ? null : values.sponsorName,
    adminNotes: values.adminNotes,
  };
}

const matchesSponsorSearch = memberSearch(["name", "email", "playaName"]);

/** The members who may sponsor this one (shared rule), matching the query by name, email or playa name. */
export const sponsorCandidates = (members: readonly MemberDto[], memberId: number, query: string): MemberDto[] =>
  sponsorsFor(members, memberId).filter((m) => matchesSponsorSearch(m, query));

/** Every accommodation name the camp uses, A→Z: the accommodations list plus whatever members carry. */
export function accommodationOptions(listed: readonly { name: string }[], members: readonly Pick<MemberDto, "accommodation">[]): string[] {
  const names = new Set<string>();
  for (const name of [...listed.map((a) => a.name), ...members.map((m) => m.accommodation)]) {
    const given = textOrNull(name);
    if (given !== null) names.add(given);
  }
  return [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

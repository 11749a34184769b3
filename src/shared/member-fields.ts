// The member shape that crosses the wire and the limits both sides use. No zod here: the client
// imports this at first load.
import { BURNS_MAX, currentYear, FIRST_BURN_MIN, type ProfileStatus, type Status } from "./constants";
import type { MemberSeasonDto } from "./season";

/** Who sees a field: every signed-in member, or admins only (and the member). */
export type Visibility = "members" | "admins";

/** A member's privacy choices (issue 14), set in Edit Profile → Privacy. */
export interface MemberPrivacy {
  email: Visibility;
  location: Visibility;
  homeTown: Visibility;
  country: Visibility;
  hideFromDirectory: boolean;
}

export const DEFAULT_PRIVACY: MemberPrivacy = {
  email: "members",
  location: "members",
  homeTown: "members",
  country: "members",
  hideFromDirectory: false,
};

/**
 * A member as GET /api/members and GET /api/my-profile return it. In another member's copy of the
 * list, the fields a member keeps for admins are absent (not blank), and so are `privacy` and
 * `adminNotes`; `adminNotes` reaches admins only.
 */
export interface MemberDto {
  id: number;
  email?: string;
  name: string | null;
  playaName: string | null;
  homeTown?: string | null;
  location?: string | null;
  country?: string | null;
  accommodation: string | null;
  status: Status | null;
  profileStatus: ProfileStatus;
  burnYears: number | null;
  firstBurn: number | null;
  bio: string | null;
  campHistory: string | null;
  sponsorId: number | null;
  sponsorName: string | null;
  photoUrl: string | null;
  profileComplete: boolean;
  inviteSent: boolean;
  emailReplied: boolean;
  profileCreated: boolean;
  welcomeSent: boolean;
  /** ISO 8601 */
  lastUpdated: string;
  /** The member's own profile and admins' copies only. */
  privacy?: MemberPrivacy;
  /** Admins only. */
  adminNotes?: string | null;
  /** This season's answer (issue 25); arrival, departure and travel only when the member shows them. */
  season?: MemberSeasonDto;
  /** The years the member camped with us, ascending. */
  campYears?: number[];
}

/** A member as admins receive it: every field present. */
export type AdminMemberDto = MemberDto & {
  email: string;
  homeTown: string | null;
  location: string | null;
  country: string | null;
  privacy: MemberPrivacy;
  adminNotes: string | null;
};

/** Every profile text field's limit: forms, the Worker's schemas, applications and extraction all read these. */
export const TEXT_LIMITS = {
  name: 100,
  playaName: 100,
  homeTown: 100,
  location: 120,
  country: 80,
  accommodation: 100,
  sponsorName: 100,
  bio: 5000,
  campHistory: 5000,
  adminNotes: 5000,
} as const;

/** Burns attended: 0 to BURNS_MAX. */
export const burnsInRange = (n: number) => n >= 0 && n <= BURNS_MAX;
export const burnsRangeMessage = (label = "Number of burns") => `${label} must be between 0 and ${BURNS_MAX}`;

/** A first burn: from FIRST_BURN_MIN to this year. */
export const firstBurnBounds = (year = currentYear()) => ({ min: FIRST_BURN_MIN, max: year });
export const firstBurnInRange = (n: number, year = currentYear()) => n >= FIRST_BURN_MIN && n <= year;
export const firstBurnRangeMessage = (year = currentYear()) => `First burn year must be between ${FIRST_BURN_MIN} and ${year}`;

/**
 * 0 burns and a first burn in an earlier year cannot both be true (issue 24): refused on save, in
 * words. A first burn this year may still be ahead, so 0 burns with this year's first burn is fine.
 */
export function burnsProblem(burnYears: number | null | undefined, firstBurn: number | null | undefined, year = currentYear()) {
  if (burnYears !== 0 || !firstBurn || firstBurn >= year) return null;
  return `A first burn in ${firstBurn} means at least one burn: enter the number of burns attended, or clear the first burn year.`;
}

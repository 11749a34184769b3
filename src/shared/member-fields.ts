// The member shape that crosses the wire and the limits both sides use. No zod here: the client
// imports this at first load.
import type { ProfileStatus, Status } from "./constants";

/** A member as GET /api/members and GET /api/my-profile return it. */
export interface MemberDto {
  id: number;
  email: string;
  name: string | null;
  playaName: string | null;
  homeTown: string | null;
  location: string | null;
  country: string | null;
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
}

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
} as const;

export const currentYear = () => new Date().getFullYear();

// Accommodation types, icons and the shapes the admin API returns. No zod here (see member-fields.ts);
// the request schemas are in accommodation-schemas.ts.
import { isBlank } from "./profile";

/** Types that ship a default icon (docs/product.md#accommodations); any other type, or 'tbd', shows as Unknown with '?'. */
export const ICON_TYPES = ["RV", "Trailer", "Tent", "Shiftpod", "Yurt", "Kodiak"] as const;

export const iconUrl = (type: string) => `/uploads/accommodation-icons/${encodeURIComponent(type)}.png`;
export const isUnknownType = (type: string | null | undefined) => isBlank(type) || type!.trim().toLowerCase() === "tbd";

export interface AccommodationMember {
  id: number;
  name: string | null;
  email: string;
  playaName: string | null;
}
export interface AdminAccommodation {
  id: number;
  name: string;
  type: string;
  managerId: number | null;
  manager: AccommodationMember | null;
  members: AccommodationMember[];
  memberCount: number;
}
export interface AccommodationType {
  type: string;
  count: number;
  memberCount: number;
  /** An icon is served for it (uploaded, or a shipped default). */
  hasIcon: boolean;
}
export interface Stats {
  totalMembers: number;
  profilesComplete: number;
  invitesSent: number;
  needingAccommodation: number;
}

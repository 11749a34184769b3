import { deriveProfileStatus, isProfileComplete } from "../../shared/profile";
import type { ProfileStatus } from "../../shared/constants";
import type { Member } from "../db/schema";

/**
 * The one rule applied on every write (SPEC §4, DESIGN): completeness is always recomputed;
 * profileStatus follows the data unless an admin explicitly set a different value in this write.
 */
export function withDerivedStatus<T extends Partial<Member>>(current: Member, changes: T, adminStatus?: ProfileStatus) {
  const next = { ...current, ...changes };
  const profileComplete = isProfileComplete(next);
  const profileStatus = adminStatus && adminStatus !== current.profileStatus ? adminStatus : deriveProfileStatus(next);
  return { ...changes, profileComplete, profileStatus, lastUpdated: new Date() };
}

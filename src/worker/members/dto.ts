import type { Member } from "../db/schema";
import { normalisePhotoUrl } from "../uploads/ownership";

/** What any signed-in user may see of a member: everything but the reply-address secret. */
export function toMemberDto(m: Member) {
  const { replyToken: _secret, createdAt: _created, inviteClaimedAt: _claimed, ...rest } = m;
  return {
    ...rest,
    photoUrl: m.photoUrl && normalisePhotoUrl(m.photoUrl) === m.photoUrl ? m.photoUrl : null,
    lastUpdated: m.lastUpdated.toISOString(),
  };
}
export type MemberDto = ReturnType<typeof toMemberDto>;

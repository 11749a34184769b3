import type { Member } from "../db/schema";

/** What any signed-in user may see of a member: everything but the reply-address secret. */
export function toMemberDto(m: Member) {
  const { replyToken: _secret, createdAt: _created, ...rest } = m;
  return {
    ...rest,
    photoUrl: m.photoUrl?.startsWith("/uploads/") ? m.photoUrl : null,
    lastUpdated: m.lastUpdated.toISOString(),
  };
}
export type MemberDto = ReturnType<typeof toMemberDto>;

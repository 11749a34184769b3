// The one member the pure-rule tests build on: every field empty, a fresh id and email, then the
// fields a test cares about. (Worker tests create real rows with createMember in test/worker/helpers.ts.)
import type { MemberDto } from "../../src/shared/members";

let nextId = 1000;

export function memberDto(fields: Partial<MemberDto> = {}): MemberDto {
  const id = fields.id ?? nextId++;
  return {
    id,
    email: `member${id}@example.com`,
    name: null,
    playaName: null,
    homeTown: null,
    location: null,
    country: null,
    accommodation: null,
    status: null,
    profileStatus: "Empty",
    burnYears: null,
    firstBurn: null,
    bio: null,
    campHistory: null,
    sponsorId: null,
    sponsorName: null,
    photoUrl: null,
    profileComplete: false,
    inviteSent: false,
    emailReplied: false,
    profileCreated: false,
    welcomeSent: false,
    lastUpdated: "2026-06-01T12:00:00.000Z",
    ...fields,
  };
}

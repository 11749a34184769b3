// What each reader may see of a member (issue 14). Three views, from most to least:
// an admin's (everything but the reply-address secret), the member's own (no admin notes),
// and another member's (no notes, no privacy settings, and none of the fields kept for admins).
import type { AdminMemberDto, MemberDto, MemberPrivacy } from "../../shared/member-fields";
import type { Member, SeasonMember } from "../db/schema";
import { visibleAnswer } from "../seasons/roster";
import { normalisePhotoUrl } from "../uploads/ownership";

const privacyOf = (m: Member): MemberPrivacy => ({
  email: m.hideEmail ? "admins" : "members",
  location: m.hideLocation ? "admins" : "members",
  homeTown: m.hideHomeTown ? "admins" : "members",
  country: m.hideCountry ? "admins" : "members",
  hideFromDirectory: m.hideFromDirectory,
});

function base(m: Member) {
  const {
    replyToken: _secret,
    createdAt: _created,
    inviteClaimedAt: _claimed,
    // Onboarding state (issue 23): the Onboarding tab reads it from member-workflow-status only.
    replyNote: _note,
    replyNoteAt: _noteAt,
    adminNotes: _notes,
    hideEmail: _e,
    hideLocation: _l,
    hideHomeTown: _h,
    hideCountry: _c,
    hideFromDirectory: _d,
    ...rest
  } = m;
  return {
    ...rest,
    photoUrl: m.photoUrl && normalisePhotoUrl(m.photoUrl) === m.photoUrl ? m.photoUrl : null,
    lastUpdated: m.lastUpdated.toISOString(),
  };
}

/** The member's own profile: GET /api/my-profile and PUT /api/members/me. */
export const toOwnMemberDto = (m: Member): MemberDto & { privacy: MemberPrivacy } => ({ ...base(m), privacy: privacyOf(m) });

/** What admins see, private notes included. */
export const toAdminMemberDto = (m: Member): AdminMemberDto => ({ ...base(m), privacy: privacyOf(m), adminNotes: m.adminNotes });

/** Another member's view: the fields this member keeps for admins are left out entirely. */
function toDirectoryDto(m: Member): MemberDto {
  const dto: MemberDto = base(m);
  if (m.hideEmail) delete dto.email;
  if (m.hideLocation) delete dto.location;
  if (m.hideHomeTown) delete dto.homeTown;
  if (m.hideCountry) delete dto.country;
  return dto;
}

/**
 * The list every member receives from GET /api/members: the same for all of them (so it can be
 * cached per data version), without the members who hid from the directory. A member's own full
 * profile comes from GET /api/my-profile; admins get adminList() instead.
 */
export const memberVisibleList = (rows: Member[], season: SeasonFacts = NO_SEASON): MemberDto[] =>
  rows.filter((m) => !m.hideFromDirectory).map((m) => withSeason(toDirectoryDto(m), m.id, season, "member"));

export const adminList = (rows: Member[], season: SeasonFacts = NO_SEASON): AdminMemberDto[] =>
  rows.map((m) => withSeason(toAdminMemberDto(m), m.id, season, "admin"));

/**
 * The current season's answers and the years with the camp (issue 25), joined into both lists.
 * Another member's arrival and departure days are left out unless that member chose to show them
 * (visibleAnswer); the answer itself and the years are visible to every member.
 */
export interface SeasonFacts {
  answers: Map<number, SeasonMember>;
  campYears: Map<number, number[]>;
}
const NO_SEASON: SeasonFacts = { answers: new Map(), campYears: new Map() };

function withSeason<T extends MemberDto>(dto: T, id: number, facts: SeasonFacts, viewer: "member" | "admin"): T {
  const season = visibleAnswer(facts.answers.get(id), viewer);
  if (season) dto.season = season;
  dto.campYears = facts.campYears.get(id) ?? [];
  return dto;
}

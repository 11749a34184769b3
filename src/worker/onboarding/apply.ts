// Applying a reply's values to a member's profile (called by the member's Durable Object, which runs
// one step per member at a time). The profile itself is written by members/profile-write.ts.
import { mergeExtracted } from "../../email/extract/merge-extracted";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile } from "../../email/extract/schema";
import type { NotAProfile } from "../../email/not-a-profile";
import { type LogEntry, reviewedUpdates } from "../../shared/onboarding";
import { displayName, incompleteReason } from "../../shared/profile";
import type { Db } from "../db/client";
import type { Member } from "../db/schema";
import { profileUpdate } from "../members/profile-write";
import type { Extraction } from "./extract";
import { noMember } from "./outcome";
import { finishInbound, type Flags, replyNoteUpdate } from "./queries";

export interface ApplyResult {
  memberName: string;
  updatedFields: string[];
  extractor: Extraction["extractor"] | "manual";
  profileCreated: boolean;
  /** The extraction looked doubtful: nothing was written, an admin reviews it on the Onboarding tab. */
  heldForReview?: boolean;
  reasons?: string[];
  /** The reply was not a profile (an auto-reply, a decline, "later"): nothing was applied. */
  notAProfile?: NotAProfile;
  /** Only a photo came: it was set, nothing else, no welcome. */
  photoOnly?: boolean;
  /** A reviewed apply: filled fields the admin did not choose to replace, left as they were. */
  keptFields?: string[];
}

/** A line for the member's processing log, written by their Durable Object in the order given. */
export type LogLine = Pick<LogEntry, "level" | "message" | "data">;

export interface ApplyInput {
  member: Member;
  flags: Flags;
  fields: ExtractedProfile;
  photoUrl: string | null;
  extractor: ApplyResult["extractor"];
  /** Whether this apply owes the member their welcome (reserved in the same batch, sent by the object). */
  sendWelcome: boolean;
  /** An admin's review: the filled fields they chose to replace (without it, values only fill blanks). */
  replace?: readonly string[];
  inboundId?: number;
}

export interface Applied {
  result: ApplyResult;
  /** The member as written. */
  member: Member;
  /** The outbox row reserved for the welcome, when this apply owes one. */
  welcomeOutboxId?: number;
  log: LogLine[];
}

/**
 * One D1 batch (a transaction): the profile and flags, the inbound row marked applied, and the
 * welcome this apply owes reserved as a pending outbox row. A crash before it leaves nothing
 * done (the sweep re-drives the row); a crash after it leaves a reserved welcome the sweep sends.
 */
export async function applyProfile(db: Db, input: ApplyInput): Promise<Applied> {
  const { member, flags, fields, photoUrl, extractor, inboundId } = input;
  const { updates, updatedFields, keptFields } = input.replace
    ? reviewedProfile(member, fields, input.replace)
    : { ...mergeExtracted(member, fields), keptFields: undefined };
  const changes: Partial<Member> = { ...updates };
  if (photoUrl && !member.photoUrl) {
    changes.photoUrl = photoUrl;
    updatedFields.push("photoUrl" as never);
  }
  const created = !flags.profileCreated;
  const memberUpdate = profileUpdate(db, member, changes, {
    also: { profileCreated: true, replyNote: null, replyNoteAt: null, ...(inboundId ? { emailReplied: true } : {}) },
  });
  const reason = `${updatedFields.length} field(s) updated by ${extractor}`;
  const inboundUpdate = finishInbound(db, inboundId, { status: "applied", reason, memberId: member.id });
  const d1 = db.$client;
  // Reserved only while the member has no welcome sent or under way.
  const reserve = d1
    .prepare(
      `INSERT INTO outbox (member_id, to_address, template, subject, status, transport)
       SELECT id, email, 'welcome', '(welcome reserved with the profile)', 'pending', 'reserved' FROM members
       WHERE id = ?1 AND welcome_sent = 0 AND ?2 = 1
         AND NOT EXISTS (SELECT 1 FROM outbox WHERE member_id = ?1 AND template = 'welcome' AND status IN ('pending', 'sent'))
       RETURNING id`,
    )
    .bind(member.id, input.sendWelcome ? 1 : 0);
  // drizzle's batch takes only its own builders and its INSERT … SELECT wants every column, so the
  // three statements go to D1's batch (one transaction) as prepared statements.
  const prepared = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return d1.prepare(text).bind(...params);
  };
  const [, , reservedResult] = await d1.batch<{ id: number }>([prepared(memberUpdate), prepared(inboundUpdate), reserve]);
  const updated = await db.query.members.findFirst({ where: (m, { eq }) => eq(m.id, member.id) });
  if (!updated) throw noMember();
  const log: LogLine[] = [{ level: "INFO", message: created ? "Profile created" : "Profile updated", data: { updatedFields } }];
  const incomplete = incompleteReason(updated);
  if (incomplete) log.push({ level: "INFO", message: incomplete });
  return {
    result: { memberName: displayName(updated), updatedFields, extractor, profileCreated: true, ...(keptFields ? { keptFields } : {}) },
    member: updated,
    welcomeOutboxId: reservedResult.results[0]?.id,
    log,
  };
}

/** A photo and no answers: the photo is set (when the member has none), nothing else, no welcome. */
export async function applyPhotoOnly(
  db: Db,
  input: Pick<ApplyInput, "member" | "flags" | "photoUrl" | "inboundId"> & { extractor: Extraction["extractor"] },
): Promise<{ result: ApplyResult; log: LogLine[] }> {
  const { member, photoUrl } = input;
  const setsPhoto = Boolean(photoUrl) && !member.photoUrl;
  const note = { replyNote: "photo", replyNoteAt: new Date() } as const;
  const memberUpdate = setsPhoto ? profileUpdate(db, member, { photoUrl }, { also: note }) : replyNoteUpdate(db, member.id, "photo");
  const reason = setsPhoto ? "Photo set; the reply had no answers" : "Only a photo, and the member already has one";
  await db.batch([memberUpdate, finishInbound(db, input.inboundId, { status: "applied", reason, memberId: member.id })]);
  return {
    result: {
      memberName: displayName(member),
      updatedFields: setsPhoto ? ["photoUrl"] : [],
      extractor: input.extractor,
      profileCreated: input.flags.profileCreated,
      photoOnly: true,
    },
    log: [{ level: "INFO", message: reason }],
  };
}

/**
 * Mail that is not a profile: nothing is applied and no welcome sent; the member's row says what
 * arrived (the Onboarding tab shows it), the inbound row is marked ignored, the log says why.
 */
export async function recordNotAProfile(
  db: Db,
  input: { member: Member; note: NotAProfile; inboundId?: number; subject?: string; text: string },
): Promise<LogLine> {
  const { member, note } = input;
  await db.batch([
    replyNoteUpdate(db, member.id, note.note),
    finishInbound(db, input.inboundId, { status: "ignored", reason: note.reason, memberId: member.id }),
  ]);
  return {
    level: "INFO",
    message: `Not a profile: ${note.reason}`,
    data: { note: note.note, ...(input.subject ? { subject: input.subject.slice(0, 120) } : {}), text: input.text.slice(0, 200) },
  };
}

/** An admin-reviewed set of values, by the shared rule: fills, and the replacements the admin chose. */
function reviewedProfile(member: Member, fields: ExtractedProfile, replace: readonly string[]) {
  const { updates, updatedFields, keptFields } = reviewedUpdates<ExtractedField>(member, fields, EXTRACTED_FIELDS, replace);
  return { updates: updates as Partial<ExtractedProfile>, updatedFields, keptFields };
}

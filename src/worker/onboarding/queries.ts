import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { OnboardingFlags, ReplyNote, WorkflowStatus } from "../../shared/onboarding";
import type { Db } from "../db/client";
import { inboundMessages, inviteReminders, members, outbox, type Member } from "../db/schema";
import { findMemberByEmail } from "../members/queries";

export async function workflowStatus(db: Db): Promise<WorkflowStatus[]> {
  const rows = await db
    .select({
      id: members.id,
      email: members.email,
      name: members.name,
      playaName: members.playaName,
      status: members.status,
      inviteSent: members.inviteSent,
      emailReplied: members.emailReplied,
      profileCreated: members.profileCreated,
      welcomeSent: members.welcomeSent,
      profileComplete: members.profileComplete,
      lastUpdated: members.lastUpdated,
      replyNote: members.replyNote,
      // Written out: drizzle leaves a column of the outer table unqualified, and inside the subquery
      // a bare "id" would be the review's own id.
      needsReview: sql<number>`exists (select 1 from reply_reviews r where r.member_id = "members"."id" and r.status = 'pending')`,
      remindersSent: sql<number>`coalesce("invite_reminders"."count", 0)`,
    })
    .from(members)
    .leftJoin(inviteReminders, eq(inviteReminders.memberId, members.id))
    .orderBy(members.id);
  return rows.map((row) => ({ ...row, needsReview: Boolean(row.needsReview), lastUpdated: row.lastUpdated.toISOString() }));
}

/** A claim older than this belongs to a send-all that died; its members can be claimed again. */
export const INVITE_CLAIM_MS = 10 * 60 * 1000;

const unclaimed = (now: number) =>
  and(
    eq(members.inviteSent, false),
    eq(members.profileCreated, false),
    or(isNull(members.inviteClaimedAt), lt(members.inviteClaimedAt, new Date(now - INVITE_CLAIM_MS))),
  );

/**
 * Claims the next batch of members waiting for their first invitation, in one UPDATE statement:
 * two send-alls running at once (a double click) get disjoint batches, so nobody is invited twice.
 */
export async function claimUninvited(db: Db, limit: number, now = Date.now()) {
  const batch = db.select({ id: members.id }).from(members).where(unclaimed(now)).orderBy(members.id).limit(limit);
  return db
    .update(members)
    .set({ inviteClaimedAt: new Date(now) })
    .where(inArray(members.id, batch))
    .returning({ id: members.id });
}

/** Gives a claimed member back (their invitation failed), so the next send-all tries again. */
export const releaseClaim = (db: Db, id: number) => db.update(members).set({ inviteClaimedAt: null }).where(eq(members.id, id));

export const countUninvited = async (db: Db, now = Date.now()) =>
  (await db.select({ n: count() }).from(members).where(unclaimed(now)))[0].n;

export async function memberByEmailOr404(db: Db, email: string) {
  const member = await findMemberByEmail(db, email);
  if (!member) throw new HTTPException(404, { message: "No member with this email" });
  return member;
}

export const recentInbound = (db: Db) => db.select().from(inboundMessages).orderBy(desc(inboundMessages.id)).limit(100);

export const findInbound = (db: Db, id: number) => db.query.inboundMessages.findFirst({ where: eq(inboundMessages.id, id) });

/** The onboarding steps a member has passed (profileComplete is the profile's, not a step). */
export type Flags = Omit<OnboardingFlags, "profileComplete">;

/** Writes onboarding flags (not profile fields) and returns the row; none when the member is gone. */
export async function setFlags(db: Db, memberId: number, flags: Partial<Flags>): Promise<Member | undefined> {
  const [updated] = await db.update(members).set(flags).where(eq(members.id, memberId)).returning();
  return updated;
}

/** What a reply that was no profile said ("away", "declined", "photo"…), shown on the Onboarding tab. */
export const replyNoteUpdate = (db: Db, memberId: number, note: ReplyNote) =>
  db.update(members).set({ replyNote: note, replyNoteAt: new Date() }).where(eq(members.id, memberId));

/** Marks an inbound row finished, unless a run already did (applied rows stay applied). */
export const finishInbound = (
  db: Db,
  inboundId: number | undefined,
  outcome: { status: "applied" | "ignored"; reason: string; memberId: number },
) =>
  db
    .update(inboundMessages)
    .set({ ...outcome, updatedAt: new Date() })
    .where(and(eq(inboundMessages.id, inboundId ?? -1), inArray(inboundMessages.status, ["received", "failed", "pending"])));

/** Whether this inbound message was already applied (a redelivery, a second re-drive). */
export async function inboundApplied(db: Db, inboundId: number) {
  const row = await db.query.inboundMessages.findFirst({ columns: { status: true }, where: eq(inboundMessages.id, inboundId) });
  return row?.status === "applied";
}

/** The welcome an apply reserved, while still unsent. */
export const reservedWelcome = (db: Db, outboxId: number) =>
  db.query.outbox.findFirst({ where: and(eq(outbox.id, outboxId), eq(outbox.status, "pending")) });

/** A reserved welcome that must not go out: the member was welcomed meanwhile. */
export const cancelReservedWelcome = (db: Db, outboxId: number) =>
  db.update(outbox).set({ status: "failed", error: "Not sent: the member had already been welcomed" }).where(eq(outbox.id, outboxId));

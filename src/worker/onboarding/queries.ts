import { and, count, desc, eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { WorkflowStatus } from "../../shared/onboarding";
import type { Db } from "../db/client";
import { inboundMessages, inviteReminders, members } from "../db/schema";
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

const notInvited = and(eq(members.inviteSent, false), eq(members.profileCreated, false));

/** Members still waiting for their first invitation, a batch at a time. */
export const uninvited = (db: Db, limit: number) => db.select({ id: members.id }).from(members).where(notInvited).orderBy(members.id).limit(limit);

export const countUninvited = async (db: Db) => (await db.select({ n: count() }).from(members).where(notInvited))[0].n;

export async function memberByEmailOr404(db: Db, email: string) {
  const member = await findMemberByEmail(db, email);
  if (!member) throw new HTTPException(404, { message: "No member with this email" });
  return member;
}

export const recentInbound = (db: Db) => db.select().from(inboundMessages).orderBy(desc(inboundMessages.id)).limit(100);

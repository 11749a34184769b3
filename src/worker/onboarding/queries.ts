import { and, count, desc, eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { WorkflowStatus } from "../../shared/onboarding";
import type { Db } from "../db/client";
import { inboundMessages, members, replyReviews } from "../db/schema";
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
      needsReview: sql<number>`exists (select 1 from ${replyReviews} where ${replyReviews.memberId} = ${members.id} and ${replyReviews.status} = 'pending')`,
    })
    .from(members)
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

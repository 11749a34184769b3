// Replies held for an admin (reply_reviews): what the Onboarding tab's "Needs Review" list shows.
import { and, desc, eq } from "drizzle-orm";
import { EXTRACTED_FIELDS, type ExtractedField } from "../../email/extract/schema";
import type { ReplyReviewDto } from "../../shared/onboarding";
import type { Db } from "../db/client";
import { members, replyReviews } from "../db/schema";

export async function pendingReviews(db: Db): Promise<ReplyReviewDto[]> {
  const rows = await db
    .select({ review: replyReviews, member: members })
    .from(replyReviews)
    .innerJoin(members, eq(members.id, replyReviews.memberId))
    .where(eq(replyReviews.status, "pending"))
    .orderBy(desc(replyReviews.id));
  return rows.map(({ review, member }) => ({
    id: review.id,
    memberId: member.id,
    memberEmail: member.email,
    memberName: member.name,
    kind: review.kind,
    source: review.source,
    reasons: review.reasons,
    replyText: review.replyText,
    extractor: review.extractor,
    photoUrl: review.photoUrl,
    proposed: review.proposed,
    current: Object.fromEntries(EXTRACTED_FIELDS.map((f) => [f, member[f] ?? null])) as Record<ExtractedField, string | number | null>,
    createdAt: review.createdAt.toISOString(),
  }));
}

export const findReview = (db: Db, id: number) => db.query.replyReviews.findFirst({ where: eq(replyReviews.id, id) });

export const hasPendingReview = (db: Db, memberId: number) =>
  db.query.replyReviews.findFirst({ where: and(eq(replyReviews.memberId, memberId), eq(replyReviews.status, "pending")) });

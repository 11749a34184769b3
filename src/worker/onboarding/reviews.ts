// Replies held for an admin (reply_reviews): what the Onboarding tab's "Needs Review" list shows.
import { and, desc, eq, ne } from "drizzle-orm";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile } from "../../email/extract/schema";
import type { ReplyReviewDto } from "../../shared/onboarding";
import type { Db } from "../db/client";
import { inboundMessages, members, replyReviews } from "../db/schema";
import { refuse, StepRefused } from "./outcome";

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

export interface HeldReply {
  kind: "doubtful" | "sender";
  source: "email" | "manual";
  text: string;
  photoUrl: string | null;
  inboundId?: number;
  reasons: string[];
  fields: ExtractedProfile;
  extractor: string;
}

/** Keeps a reply for an admin: one pending review per member, the newest (older ones are superseded). */
export async function holdReply(db: Db, memberId: number, review: HeldReply) {
  const superseded = db
    .update(replyReviews)
    .set({ status: "superseded", resolvedAt: new Date() })
    .where(and(eq(replyReviews.memberId, memberId), eq(replyReviews.status, "pending")));
  const insert = db.insert(replyReviews).values({
    memberId,
    inboundId: review.inboundId ?? null,
    kind: review.kind,
    source: review.source,
    reasons: review.reasons,
    replyText: review.text,
    proposed: review.fields,
    extractor: review.extractor,
    photoUrl: review.photoUrl,
  });
  await db.batch([superseded, insert]);
}

/** The member's review still waiting for an admin; refused once handled (a double click applies once). */
export async function pendingReview(db: Db, memberId: number, reviewId: number) {
  const review = await db.query.replyReviews.findFirst({
    where: and(eq(replyReviews.id, reviewId), eq(replyReviews.memberId, memberId)),
  });
  if (!review) throw new StepRefused("no-review", "No such reply waiting for review");
  if (review.status !== "pending") throw refuse("This reply has already been handled");
  return review;
}

/** Closes a review, and its inbound row with it (applied, or rejected when dismissed). */
export async function resolveReview(
  db: Db,
  review: { id: number; inboundId: number | null },
  status: "applied" | "dismissed",
  reason: string,
) {
  const resolve = db.update(replyReviews).set({ status, resolvedAt: new Date() }).where(eq(replyReviews.id, review.id));
  if (review.inboundId === null) return void (await resolve);
  const inbound = db
    .update(inboundMessages)
    .set({ status: status === "applied" ? "applied" : "rejected", reason })
    .where(and(eq(inboundMessages.id, review.inboundId), ne(inboundMessages.status, "applied")));
  await db.batch([resolve, inbound]);
}

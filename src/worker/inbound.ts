// The email() handler: replies to invitations become profiles (DESIGN "Email").
import PostalMime, { type Attachment } from "postal-mime";
import { eq, sql } from "drizzle-orm";
import { htmlReplyText, splitReply } from "../email/reply-text";
import { PHOTO_MAX_BYTES } from "../shared/constants";
import { createDb, type Db } from "./db/client";
import { inboundMessages, members, type Member } from "./db/schema";
import { findMemberByEmail } from "./members/queries";
import { onboardingStub } from "./onboarding/member-onboarding";
import { extensionOf, putImage } from "./uploads/store";
import { sniffImage } from "./uploads/sniff";

export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

type Match = { kind: "apply"; member: Member } | { kind: "review"; member: Member; reason: string } | { kind: "reject"; reason: string };

/** reply+<token>@domain and the sender must agree; either alone only reaches the review queue. */
async function matchMember(db: Db, env: Env, from: string, to: string): Promise<Match> {
  const token = new RegExp(`^reply\\+([a-f0-9]{32})@${env.MAIL_DOMAIN.replace(/\./g, "\\.")}$`, "i").exec(to)?.[1]?.toLowerCase();
  const byToken = token ? await db.query.members.findFirst({ where: eq(members.replyToken, token) }) : undefined;
  const bySender = await findMemberByEmail(db, from);
  if (byToken && bySender && byToken.id === bySender.id) return { kind: "apply", member: byToken };
  if (byToken) return { kind: "review", member: byToken, reason: `Reply address of ${byToken.email} used by another sender (${from})` };
  if (bySender) return { kind: "review", member: bySender, reason: "Sender is a member but did not write to their reply address" };
  return { kind: "reject", reason: "Unknown sender: this address only accepts replies from camp members" };
}

/** The first attachment that really is a photo we accept becomes the profile photo. */
async function firstPhoto(env: Env, attachments: Attachment[]): Promise<string | null> {
  for (const attachment of attachments) {
    const bytes = typeof attachment.content === "string" ? new TextEncoder().encode(attachment.content) : new Uint8Array(attachment.content);
    const kind = sniffImage(bytes);
    if (!kind || kind === "svg" || bytes.byteLength > PHOTO_MAX_BYTES) continue;
    const key = `photos/${crypto.randomUUID()}.${extensionOf(kind)}`;
    await putImage(env.FILES, key, bytes, kind);
    return `/uploads/${key}`;
  }
  return null;
}

export async function handleInbound(message: ForwardableEmailMessage, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const from = message.from.toLowerCase();
  if (message.rawSize > INBOUND_MAX_BYTES) {
    message.setReject(`Message too large: the limit is ${INBOUND_MAX_BYTES / (1024 * 1024)}MB`);
    await db.insert(inboundMessages).values({ messageId: `oversized:${crypto.randomUUID()}`, fromAddress: from, toAddress: message.to, status: "rejected", reason: "Message too large" });
    return;
  }
  // Keep the raw message before anything can go wrong with it: no reply is ever lost.
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  const rawKey = `inbound/${crypto.randomUUID()}.eml`;
  await env.FILES.put(rawKey, raw, { httpMetadata: { contentType: "message/rfc822" } });
  const parsed = await PostalMime.parse(raw);
  const messageId = parsed.messageId ?? message.headers.get("message-id") ?? `missing:${rawKey}`;

  const [row] = await db
    .insert(inboundMessages)
    .values({ messageId, fromAddress: from, toAddress: message.to, subject: parsed.subject?.slice(0, 300) ?? null, rawKey })
    .onConflictDoNothing()
    .returning();
  if (!row) return; // the same Message-ID again: processed once already

  const match = await matchMember(db, env, from, message.to);
  const record = (status: typeof inboundMessages.$inferInsert.status, reason: string | null, memberId: number | null = null) =>
    db.update(inboundMessages).set({ status, reason, memberId }).where(eq(inboundMessages.id, row.id));
  if (match.kind === "reject") {
    await record("rejected", match.reason);
    message.setReject(match.reason);
    return;
  }
  const stub = onboardingStub(env, match.member.id);
  const { reply: text, quoted } = splitReply(parsed.text ?? htmlReplyText(parsed.html ?? ""));
  const photoUrl = await firstPhoto(env, parsed.attachments);
  if (match.kind === "review") {
    await record("review", match.reason, match.member.id);
    await stub.holdForReview(match.member.id, { source: "email", text, quoted, photoUrl, messageId, inboundId: row.id, reason: match.reason });
    return;
  }

  const outcome = await stub.receiveReply(match.member.id, { source: "email", text, quoted, photoUrl, messageId, inboundId: row.id });
  if (!outcome.ok) await record("failed", outcome.message, match.member.id);
  else if (outcome.value === null) await record("applied", "Duplicate of an earlier message", match.member.id);
  else if (outcome.value.heldForReview) await record("review", `Held for review: ${outcome.value.reasons?.join("; ")}`.slice(0, 500), match.member.id);
  else if (outcome.value.profileCreated) await record("applied", `${outcome.value.updatedFields.length} field(s) updated by ${outcome.value.extractor}`, match.member.id);
  else await record("pending", "Nothing extracted yet; kept for retry or manual processing", match.member.id);
}

/** The Debug tab's view of the pipeline. */
export async function pipelineHealth(env: Env, db: Db) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`,
      review: sql<number>`coalesce(sum(${inboundMessages.status} = 'review'), 0)`,
      rejected: sql<number>`coalesce(sum(${inboundMessages.status} = 'rejected'), 0)`,
      failed: sql<number>`coalesce(sum(${inboundMessages.status} IN ('failed', 'pending')), 0)`,
    })
    .from(inboundMessages);
  return {
    mailSending: Boolean(env.MAILER),
    mailFrom: env.MAIL_FROM,
    ai: Boolean(env.AI),
    replyAddress: `reply+<member token>@${env.MAIL_DOMAIN}`,
    environment: env.ENVIRONMENT,
    inbound: counts,
  };
}

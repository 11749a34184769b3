// The email() handler: replies to invitations become profiles (docs/product.md#replies).
// The raw message is kept in R2 and its row written before anything else, so a reply is never lost:
// whatever stops half-way (a crash, a failure, a redelivery) is finished by processInbound() again,
// from the email handler, the sweep (scheduled/redrive-inbound.ts) or the Debug tab's "Reprocess".
import PostalMime, { type Attachment } from "postal-mime";
import { and, eq, inArray, sql } from "drizzle-orm";
import { automaticMark } from "../email/not-a-profile";
import { renderTemplate } from "../email/render";
import { replyBodyText, sentTextOf, splitReply, typedInSubject } from "../email/reply-text";
import { createDb, type Db } from "./db/client";
import { emailTemplates, inboundMessages, members, type Member } from "./db/schema";
import { findMemberByEmail } from "./members/queries";
import { onboardingStub } from "./onboarding/member-onboarding";
import { QuotaExceeded } from "./uploads/ownership";
import { photoAttachment, storePhoto } from "./uploads/store";

const INBOUND_MAX_BYTES = 10 * 1024 * 1024;
/** Real mail nests a few levels; anything deeper is refused with a status rather than parsed. */
const MIME_MAX_DEPTH = 20;
/** Statuses a re-drive may finish. */
export const UNFINISHED = ["received", "failed"] as const;

type InboundRow = typeof inboundMessages.$inferSelect;
type Status = InboundRow["status"];
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

/**
 * The emails a member answers (invitation, follow-up, reminder) as plain text, never read as answers, and
 * their subjects as sent (what a member types after one is theirs).
 */
async function sentEmails(db: Db, campName: string): Promise<{ text: string; subjects: string[] }> {
  const rows = await db
    .select({ html: emailTemplates.htmlContent, subject: emailTemplates.subject })
    .from(emailTemplates)
    .where(inArray(emailTemplates.name, ["invite", "profile_update", "reminder"]));
  return {
    text: sentTextOf(rows.map((r) => r.html)),
    subjects: rows.map((r) => renderTemplate(r.subject, { campName }, { escape: false })),
  };
}

/** The camp's own addresses: the one our mail is sent from, and every address at the reply domain. */
const campAddresses = (env: Pick<Env, "MAIL_FROM" | "MAIL_DOMAIN">) => [env.MAIL_FROM, `@${env.MAIL_DOMAIN}`];

/**
 * The first attachment that really is a photo we accept becomes the profile photo. It counts
 * against the member's daily upload quota (whoever sent it: a spoofed sender can use up at most
 * that one member's day); past the quota the reply is still processed, without its photo.
 * Mail from unknown senders never gets here: it stores no photo at all.
 */
async function firstPhoto(env: Env, db: Db, memberId: number, attachments: Attachment[]): Promise<string | null> {
  for (const attachment of attachments) {
    const bytes =
      typeof attachment.content === "string" ? new TextEncoder().encode(attachment.content) : new Uint8Array(attachment.content);
    const photo = photoAttachment(bytes);
    if (!photo) continue;
    try {
      return await storePhoto(env.FILES, db, photo, { kind: "inbound", id: memberId });
    } catch (error) {
      if (!(error instanceof QuotaExceeded)) throw error;
      await onboardingStub(env, memberId).log("WARN", `The reply's photo was not kept. ${error.message}`);
      return null;
    }
  }
  return null;
}

/** The header block of a raw message (everything before the first empty line). */
export function headerBlock(raw: Uint8Array): Uint8Array {
  for (let i = 0; i + 3 < raw.length; i++) {
    if (raw[i] === 13 && raw[i + 1] === 10 && raw[i + 2] === 13 && raw[i + 3] === 10) return raw.slice(0, i + 2);
    if (raw[i] === 10 && raw[i + 1] === 10) return raw.slice(0, i + 1);
  }
  return raw.slice(0, 64 * 1024);
}

/** Message-ID from the header block, without a full parse (a hostile body must not stop us keeping it). */
function headerMessageId(raw: Uint8Array): string | null {
  const head = new TextDecoder().decode(headerBlock(raw)).replace(/\r?\n[ \t]+/g, " ");
  return /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim().slice(0, 500) || null;
}

/** Writes a row's outcome. The member may have been deleted meanwhile: then the link is dropped. */
function record(db: Db, id: number, status: Status, reason: string | null, memberId: number | null = null) {
  return db
    .update(inboundMessages)
    .set({
      status,
      reason: reason?.slice(0, 500) ?? null,
      memberId: memberId === null ? null : sql`(SELECT id FROM members WHERE id = ${memberId})`,
      updatedAt: new Date(),
    })
    .where(eq(inboundMessages.id, id));
}

/**
 * Mail from unknown senders is not kept: only its header block stays (for the Debug tab), so
 * anyone on the internet cannot park megabytes in our bucket. The sweep deletes even that a day later.
 */
async function keepHeadersOnly(env: Env, row: InboundRow, raw: Uint8Array) {
  if (row.rawKey)
    await env.FILES.put(row.rawKey, headerBlock(raw), {
      httpMetadata: { contentType: "text/plain" },
      customMetadata: { headersOnly: "true" },
    });
}

/**
 * Takes one inbound row to its outcome. Idempotent: the member's Durable Object marks the row
 * applied in the same D1 batch as the profile, so running this again after a crash (or twice at
 * once) applies the reply once and welcomes the member once.
 */
export async function processInbound(
  env: Env,
  db: Db,
  row: InboundRow,
  options: { raw?: Uint8Array; reject?: (reason: string) => void } = {},
): Promise<Status> {
  let raw = options.raw;
  if (!raw) {
    const object = row.rawKey ? await env.FILES.get(row.rawKey) : null;
    if (!object || object.customMetadata?.headersOnly) {
      await record(db, row.id, "failed", "The raw message is no longer stored", row.memberId);
      return "failed";
    }
    raw = new Uint8Array(await object.arrayBuffer());
  }
  await db
    .update(inboundMessages)
    .set({ attempts: sql`${inboundMessages.attempts} + 1`, updatedAt: new Date() })
    .where(eq(inboundMessages.id, row.id));

  const match = await matchMember(db, env, row.fromAddress, row.toAddress);
  if (match.kind === "reject") {
    await record(db, row.id, "rejected", match.reason);
    await keepHeadersOnly(env, row, raw);
    options.reject?.(match.reason);
    return "rejected";
  }

  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    parsed = await PostalMime.parse(raw, { maxNestingDepth: MIME_MAX_DEPTH });
  } catch (error) {
    const reason = `Unreadable message: ${error instanceof Error ? error.message : String(error)}`;
    await record(db, row.id, "rejected", reason, match.member.id);
    options.reject?.(reason);
    return "rejected";
  }
  if (!row.subject && parsed.subject)
    await db
      .update(inboundMessages)
      .set({ subject: parsed.subject.slice(0, 300) })
      .where(eq(inboundMessages.id, row.id));

  const stub = onboardingStub(env, match.member.id);
  // Isolated here, once: the member's Durable Object and everything after it get the isolated reply.
  const sent = await sentEmails(db, env.CAMP_NAME);
  const { reply: body, quoted } = splitReply(replyBodyText(parsed.text, parsed.html), {
    sentText: sent.text,
    campAddresses: campAddresses(env),
    senderName: parsed.from?.name,
  });
  // "Re: Join the Camp Mirage member directory - Lucía Barranco, Bengala, …": answers typed into the subject.
  const typed = typedInSubject(parsed.subject, sent.subjects);
  const reply = {
    source: "email" as const,
    text: typed ? `${typed}\n\n${body}` : body,
    quoted,
    autoReply: automaticMark(parsed),
    subject: parsed.subject?.slice(0, 300),
    senderName: parsed.from?.name?.slice(0, 200) || null,
    photoUrl: await firstPhoto(env, db, match.member.id, parsed.attachments),
    messageId: row.messageId,
    inboundId: row.id,
  };
  if (match.kind === "review") {
    await record(db, row.id, "review", match.reason, match.member.id);
    const held = await stub.holdForReview(match.member.id, { ...reply, reason: match.reason });
    if (held.ok && held.value.notAProfile) {
      await record(db, row.id, "ignored", `${match.reason}; ${held.value.notAProfile.reason}`, match.member.id);
      return "ignored";
    }
    if (held.ok || held.kind !== "no-member") return "review";
    await record(db, row.id, "rejected", "The member was deleted before the reply could be held for review");
    return "rejected";
  }

  const outcome = await stub.receiveReply(match.member.id, reply);
  if (!outcome.ok) {
    switch (outcome.kind) {
      case "no-member":
        // The member was deleted while their reply was on its way: nothing to apply it to.
        await record(db, row.id, "rejected", "The member was deleted before the reply could be applied");
        return "rejected";
      default:
        await record(db, row.id, "failed", outcome.message, match.member.id);
        return "failed";
    }
  }
  const result = outcome.value;
  if (result === null) return "applied"; // applied by an earlier run
  if (result.heldForReview) {
    await record(db, row.id, "review", `Held for review: ${result.reasons?.join("; ")}`, match.member.id);
    return "review";
  }
  // Marked by the Durable Object in the same batch as the member's note / photo / profile.
  if (result.notAProfile) return "ignored";
  if (result.photoOnly || result.profileCreated) return "applied";
  await record(db, row.id, "pending", "Nothing extracted yet; kept for retry or manual processing", match.member.id);
  return "pending";
}

export async function handleInbound(message: ForwardableEmailMessage, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const from = message.from.toLowerCase();
  if (message.rawSize > INBOUND_MAX_BYTES) {
    message.setReject(`Message too large: the limit is ${INBOUND_MAX_BYTES / (1024 * 1024)}MB`);
    await db.insert(inboundMessages).values({
      messageId: `oversized:${crypto.randomUUID()}`,
      fromAddress: from,
      toAddress: message.to,
      status: "rejected",
      reason: "Message too large",
    });
    return;
  }
  // Keep the raw message and its row before anything can go wrong with it: no reply is ever lost.
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  const rawKey = `inbound/${crypto.randomUUID()}.eml`;
  await env.FILES.put(rawKey, raw, { httpMetadata: { contentType: "message/rfc822" } });
  const messageId = message.headers.get("message-id")?.trim() || headerMessageId(raw) || `missing:${rawKey}`;

  const [row] = await db
    .insert(inboundMessages)
    .values({ messageId, fromAddress: from, toAddress: message.to, rawKey })
    .onConflictDoNothing()
    .returning();
  const reject = (reason: string) => message.setReject(reason);
  if (row) {
    await processInbound(env, db, row, { raw, reject });
    return;
  }
  // The same message again (same Message-ID, same sender, same address), as a mail server
  // redelivers after we failed to answer: processed once if it was finished, finished now if it was
  // not. Our copy of it is not needed twice. A Message-ID is only a duplicate within one sender and
  // address: anyone can reuse a member's, and a stranger's message must never swallow the member's.
  await env.FILES.delete(rawKey);
  const earlier = await db.query.inboundMessages.findFirst({
    where: and(
      eq(inboundMessages.messageId, messageId),
      eq(inboundMessages.fromAddress, from),
      eq(inboundMessages.toAddress, message.to),
      inArray(inboundMessages.status, [...UNFINISHED]),
    ),
  });
  if (earlier) await processInbound(env, db, earlier, { reject });
}

/** The Debug tab's view of the pipeline. */
export async function pipelineHealth(env: Env, db: Db, now = Date.now()) {
  const stuckBefore = now - STUCK_AFTER_MS;
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`,
      review: sql<number>`coalesce(sum(${inboundMessages.status} = 'review'), 0)`,
      rejected: sql<number>`coalesce(sum(${inboundMessages.status} = 'rejected'), 0)`,
      failed: sql<number>`coalesce(sum(${inboundMessages.status} IN ('failed', 'pending')), 0)`,
      // Rows no run has finished: the Worker stopped half-way, or it is happening right now.
      stuck: sql<number>`coalesce(sum(${inboundMessages.status} IN ('received', 'failed') AND ${inboundMessages.createdAt} < ${stuckBefore}), 0)`,
      inProgress: sql<number>`coalesce(sum(${inboundMessages.status} = 'received' AND ${inboundMessages.createdAt} >= ${stuckBefore}), 0)`,
    })
    .from(inboundMessages);
  const [mail] = await db.all<{ failed: number; pending: number; unverified: number }>(sql`
    SELECT coalesce(sum(status = 'failed'), 0) AS failed,
           coalesce(sum(status = 'pending' AND created_at < ${stuckBefore}), 0) AS pending,
           coalesce(sum(status = 'failed' AND explanation IS NOT NULL), 0) AS unverified
    FROM outbox WHERE created_at > ${now - 7 * 24 * 60 * 60 * 1000}`);
  const lastExplanation = await db.get<{ explanation: string | null } | undefined>(
    sql`SELECT explanation FROM outbox WHERE explanation IS NOT NULL ORDER BY id DESC LIMIT 1`,
  );
  return {
    mailSending: Boolean(env.MAILER),
    mailTransport: String(env.MAIL_TRANSPORT || "binding"),
    mailApiKey: Boolean(env.MAIL_API_KEY),
    mailFrom: env.MAIL_FROM,
    ai: Boolean(env.AI),
    replyAddress: `reply+<member token>@${env.MAIL_DOMAIN}`,
    environment: env.ENVIRONMENT,
    inbound: counts,
    outbound: { ...mail, explanation: lastExplanation?.explanation ?? null },
  };
}

/** A row at received or failed this long after it arrived is stuck: no run is finishing it. */
export const STUCK_AFTER_MS = 2 * 60 * 1000;

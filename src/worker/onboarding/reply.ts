// A member's reply, once isolated (inbound.ts, or an admin's paste): extracted, judged, then applied,
// held for an admin, noted as not a profile, or kept for a retry. Called by the member's Durable
// Object, which runs one step per member at a time and writes the log lines these return.
import { appliedFields, replyOutcome } from "../../email/extract/outcome";
import { FIELD_LABELS } from "../../email/extract/schema";
import { judgeExtraction } from "../../email/extract/verdict";
import { type NotAProfile, notAProfile } from "../../email/not-a-profile";
import { displayName } from "../../shared/profile";
import type { Db } from "../db/client";
import type { Member } from "../db/schema";
import { type ApplyResult, applyPhotoOnly, applyProfile, type LogLine, recordNotAProfile } from "./apply";
import { type Extraction, extractProfile, foundFields } from "./extract";
import { noMember } from "./outcome";
import { type Flags, setFlags } from "./queries";
import { holdReply } from "./reviews";

export interface ReplyInput {
  source: "email" | "manual";
  /** The member's isolated reply. */
  text: string;
  /** What the reply quoted, checked so that no value is taken from it. */
  quoted?: string;
  photoUrl?: string | null;
  messageId?: string;
  inboundId?: number;
  /** The header that marks an automatic reply (Auto-Submitted, X-Autoreply, Precedence), if any. */
  autoReply?: string | null;
  subject?: string;
  /** The display name on the From header of an emailed reply. */
  senderName?: string | null;
}

/** The reply as the member's Durable Object keeps it (the last one), for retries and the manual pages. */
export interface StoredReply {
  text: string;
  quoted?: string;
  autoReply?: string | null;
  subject?: string;
  senderName?: string | null;
  photoUrl: string | null;
  receivedAt: number;
  source: ReplyInput["source"];
  inboundId?: number;
}

export interface ReplyStep {
  result: ApplyResult;
  /** "nothing": nothing could be read yet, the object may retry later. */
  kind: "applied" | "held" | "not-a-profile" | "photo-only" | "nothing";
  /** A welcome reserved with the profile, for the object to send. */
  welcome?: { member: Member; outboxId: number };
  log: LogLine[];
}

const extractionLine = (extraction: Extraction): LogLine => {
  const found = foundFields(extraction.fields);
  return {
    level: found.length ? "INFO" : "WARN",
    message: `Extraction by ${extraction.extractor === "workers-ai" ? "Workers AI" : "the built-in parser"}: ${found.length} field(s) found`,
    data: {
      extractor: extraction.extractor,
      found,
      ...(extraction.fallbackReason ? { fallbackReason: extraction.fallbackReason } : {}),
    },
  };
};

/**
 * Reads a reply and acts on it. `judge`: an emailed reply is applied only when the verdict is
 * confident; an admin who pastes a reply has seen what it changes.
 */
export async function handleReply(
  env: Env,
  db: Db,
  input: {
    member: Member;
    flags: Flags;
    reply: Pick<StoredReply, "text" | "quoted" | "photoUrl" | "inboundId" | "source" | "autoReply" | "subject" | "senderName">;
    sendWelcome: boolean;
    judge: boolean;
  },
): Promise<ReplyStep> {
  const { reply } = input;
  let { member, flags } = input;
  const extraction = await extractProfile(env, reply.text, { quoted: reply.quoted, senderName: reply.senderName });
  const log = [extractionLine(extraction)];
  const outcome = replyOutcome({
    fields: extraction.fields,
    reply: reply.text,
    quoted: reply.quoted ?? "",
    current: member,
    profileCreated: flags.profileCreated,
    parserFields: extraction.parserFields ?? null,
    photo: Boolean(reply.photoUrl),
    // Mail that is not a profile is recognised in emailed replies; an admin's paste is meant.
    autoReply: reply.source === "email" ? reply.autoReply : null,
    subject: reply.source === "email" ? reply.subject : undefined,
    senderName: reply.senderName,
    campName: env.CAMP_NAME,
    judge: input.judge,
  });
  const base = { memberName: displayName(member), updatedFields: [] as string[], extractor: extraction.extractor };
  if (outcome.action === "not-a-profile" && reply.source === "email") {
    log.push(await recordNotAProfile(db, { member, note: outcome, inboundId: reply.inboundId, subject: reply.subject, text: reply.text }));
    return { kind: "not-a-profile", result: { ...base, profileCreated: flags.profileCreated, notAProfile: outcome }, log };
  }
  // A photo without answers: the photo, nothing else; the member has still to answer (reminders go on).
  if (outcome.action === "photo-only") {
    const photo = await applyPhotoOnly(db, {
      member,
      flags,
      photoUrl: reply.photoUrl,
      inboundId: reply.inboundId,
      extractor: extraction.extractor,
    });
    return { kind: "photo-only", result: photo.result, log: [...log, ...photo.log] };
  }
  // A real answer (or an admin's paste): the member has replied.
  if (!flags.emailReplied) {
    member = (await setFlags(db, member.id, { emailReplied: true })) ?? throwNoMember();
    flags = { ...flags, emailReplied: true };
  }
  if (outcome.action === "nothing") return { kind: "nothing", result: { ...base, profileCreated: flags.profileCreated }, log };
  if (input.judge && outcome.action === "review") {
    log.push(await hold(db, member, { ...reply, kind: "doubtful", reasons: outcome.reasons, extraction }));
    return {
      kind: "held",
      result: {
        ...base,
        memberName: displayName(member),
        profileCreated: flags.profileCreated,
        heldForReview: true,
        reasons: outcome.reasons,
      },
      log,
    };
  }
  // A field read by a guess waits for the member or an admin; the log keeps what was read.
  const withheld = outcome.action === "apply" ? outcome.withheld : [];
  for (const field of withheld)
    log.push({
      level: "INFO",
      message: `${FIELD_LABELS[field]} read from prose, not applied without an admin: “${String(extraction.fields[field]).slice(0, 80)}”`,
    });
  const fields = appliedFields(extraction.fields, withheld);
  const applied = await applyProfile(db, {
    member,
    flags,
    fields,
    photoUrl: reply.photoUrl,
    extractor: extraction.extractor,
    sendWelcome: input.sendWelcome,
    inboundId: reply.inboundId,
  });
  return {
    kind: "applied",
    result: applied.result,
    welcome: applied.welcomeOutboxId ? { member: applied.member, outboxId: applied.welcomeOutboxId } : undefined,
    log: [...log, ...applied.log],
  };
}

/** A reply whose sender did not match its reply address: extracted, judged, and held for an admin whatever the verdict. */
export async function holdStrangerReply(
  env: Env,
  db: Db,
  input: { member: Member; flags: Flags; reply: ReplyInput & { reason: string } },
): Promise<{ log: LogLine; notAProfile?: NotAProfile }> {
  const { member, reply } = input;
  const extraction = await extractProfile(env, reply.text, { quoted: reply.quoted });
  // An auto-reply, a decline or "later" from another address holds nothing for an admin to apply.
  // The member's own note is left alone: the sender is not known to be them (the log says what came).
  const note = notAProfile({
    autoReply: reply.autoReply,
    subject: reply.subject,
    reply: reply.text,
    fieldsFound: foundFields(extraction.fields).length,
  });
  if (note && (note.note === "away" || !reply.photoUrl))
    return {
      log: {
        level: "INFO",
        message: `Not a profile, from another sender: ${note.reason}`,
        data: { note: note.note, text: reply.text.slice(0, 200) },
      },
      notAProfile: note,
    };
  const verdict = judgeExtraction({
    fields: extraction.fields,
    reply: reply.text,
    quoted: reply.quoted ?? "",
    current: member,
    profileCreated: input.flags.profileCreated,
    parserFields: extraction.parserFields ?? null,
  });
  return {
    log: await hold(db, member, {
      ...reply,
      photoUrl: reply.photoUrl ?? null,
      kind: "sender",
      reasons: [reply.reason, ...verdict.reasons],
      extraction,
    }),
  };
}

async function hold(
  db: Db,
  member: Member,
  review: Pick<StoredReply, "text" | "photoUrl" | "inboundId" | "source"> & {
    kind: "doubtful" | "sender";
    reasons: string[];
    extraction: Extraction;
  },
): Promise<LogLine> {
  await holdReply(db, member.id, {
    kind: review.kind,
    // A reply stored before its source was recorded came by email.
    source: review.source ?? "email",
    text: review.text,
    photoUrl: review.photoUrl ?? null,
    inboundId: review.inboundId,
    reasons: review.reasons,
    fields: review.extraction.fields,
    extractor: review.extraction.extractor,
  });
  return {
    level: "WARN",
    message: "Reply held for review, not applied",
    data: { reasons: review.reasons, inboundId: review.inboundId ?? null },
  };
}

function throwNoMember(): never {
  throw noMember();
}

import { DurableObject } from "cloudflare:workers";
import { and, eq, inArray, ne } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { mergeExtracted } from "../../email/extract/merge-extracted";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile } from "../../email/extract/schema";
import { replyOutcome } from "../../email/extract/outcome";
import { judgeExtraction } from "../../email/extract/verdict";
import { type NotAProfile, notAProfile } from "../../email/not-a-profile";
import {
  canManualUpdate,
  canRequestMissingInfo,
  canSendInvite,
  canSendWelcome,
  ONBOARDING_ERRORS,
  reviewedUpdates,
  type LogEntry,
  type OnboardingFlags,
} from "../../shared/onboarding";
import { displayName, fieldsToAskFor, incompleteReason, SPONSOR_ONLY_MISSING } from "../../shared/profile";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createDb } from "../db/client";
import { MailError } from "../mail";
import { inboundMessages, members, outbox, replyReviews, type Member } from "../db/schema";
import { withDerivedStatus } from "../members/profile-write";
import { extractProfile, foundFields, type Extraction } from "./extract";
import { markInvited } from "../reminders/reminders";
import { sendDuesReminderEmail } from "../dues/emails";
import { amountStillDue } from "../dues/reminders";
import { sendInviteEmail, sendMissingInfoEmail, sendReminderEmail, sendWelcomeEmail } from "./emails";

type Flags = Omit<OnboardingFlags, "profileComplete">;
type Level = LogEntry["level"];

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
}

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

interface StoredReply {
  text: string;
  quoted?: string;
  autoReply?: string | null;
  subject?: string;
  photoUrl: string | null;
  receivedAt: number;
  source: ReplyInput["source"];
  inboundId?: number;
}

const QUOTED_KEPT_CHARS = 20_000;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** Turns a Durable Object outcome back into a value or an HTTP error for the route. */
export function unwrapOutcome<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HTTPException(outcome.status as ContentfulStatusCode, { message: outcome.message });
}

const RETRY_DELAYS_MIN = [5, 30, 120];
const LOG_LIMIT = 500;

const refuse = (message: string) => new HTTPException(409, { message });

/**
 * One instance per member (named by the member id): the only place that moves a member through
 * onboarding (invite sent → reply received → profile created → welcome sent). Calls for one member
 * run one at a time (#exclusive), so concurrent replies cannot be applied twice. The flags live in
 * D1 only (decision record 005-issue-11): this object reads them from the member row and writes
 * them there, in the same batch as the profile, the inbound row's status and the welcome it owes.
 * Its own storage keeps what D1 does not: the processing log, the last reply, the retry count.
 */
export class MemberOnboarding extends DurableObject<Env> {
  #db = createDb(this.env.DB);
  #queue: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#createLog();
  }

  #createLog() {
    this.ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS log (id INTEGER PRIMARY KEY AUTOINCREMENT, ts INTEGER NOT NULL, level TEXT NOT NULL, message TEXT NOT NULL, data TEXT)`,
    );
  }

  /**
   * Runs `task` after every earlier call on this member has finished. Errors cross the RPC
   * boundary as values (exception classes do not survive it), see unwrapOutcome().
   */
  #exclusive<T>(task: () => Promise<T>): Promise<Outcome<T>> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run.then(
      (value): Outcome<T> => ({ ok: true, value }),
      (error): Outcome<T> => {
        if (error instanceof HTTPException) return { ok: false, status: error.status, message: error.message };
        if (error instanceof MailError) return { ok: false, status: 502, message: error.message };
        console.error("onboarding failure", error);
        return { ok: false, status: 500, message: "Internal server error" };
      },
    );
  }

  #log(level: Level, message: string, data?: Record<string, unknown>) {
    this.ctx.storage.sql.exec(
      "INSERT INTO log (ts, level, message, data) VALUES (?, ?, ?, ?)",
      Date.now(),
      level,
      message,
      data ? JSON.stringify(data) : null,
    );
    this.ctx.storage.sql.exec("DELETE FROM log WHERE id <= (SELECT max(id) FROM log) - ?", LOG_LIMIT);
  }

  async #member(memberId: number): Promise<Member> {
    const member = await this.#db.query.members.findFirst({ where: eq(members.id, memberId) });
    if (!member) throw new HTTPException(404, { message: "Member not found" });
    await this.ctx.storage.put("memberId", memberId);
    return member;
  }

  /**
   * The state, from the member row (D1 is the source of truth). A copy of the flags that older
   * versions kept in this object's storage is never trusted: it is dropped on first sight, and so
   * is a log left by another row with the same id (a restored database).
   */
  async #flags(member: Member): Promise<Flags> {
    const legacy = await this.ctx.storage.get<Flags & { row: string }>("flags");
    if (legacy) {
      if (legacy.row !== member.replyToken) this.ctx.storage.sql.exec("DELETE FROM log");
      await this.ctx.storage.delete("flags");
    }
    return {
      inviteSent: member.inviteSent,
      emailReplied: member.emailReplied,
      profileCreated: member.profileCreated,
      welcomeSent: member.welcomeSent,
    };
  }

  async #setFlags(member: Member, flags: Partial<Flags>, extra: Partial<Member> = {}) {
    const [updated] = await this.#db
      .update(members)
      .set({ ...flags, ...extra })
      .where(eq(members.id, member.id))
      .returning();
    if (!updated) throw new HTTPException(404, { message: "Member not found" });
    return updated;
  }

  /** The flags this object acts on, i.e. the member row's (the sweep and the tests compare them). */
  state(memberId: number) {
    return this.#exclusive(async () => this.#flags(await this.#member(memberId)));
  }

  #state = (member: Member, flags: Flags): OnboardingFlags => ({ ...flags, profileComplete: member.profileComplete });

  sendInvite(memberId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (!canSendInvite(this.#state(member, flags))) throw refuse(ONBOARDING_ERRORS.alreadyCreated);
      try {
        await sendInviteEmail(this.env, this.#db, member);
      } catch (error) {
        this.#log("ERROR", "Invitation could not be sent", { error: String(error) });
        throw error;
      }
      await this.#setFlags(member, { ...flags, inviteSent: true });
      await markInvited(this.#db, member.id);
      this.#log("INFO", flags.inviteSent ? "Invitation sent again" : "Invitation sent", { to: member.email });
      return { memberName: displayName(member) };
    });
  }

  /**
   * A reminder the sweep has claimed for this member (reminders/reminders.ts). Run in turn with
   * this member's other steps and on the row as it is now, so a reply that arrived after the claim
   * still stops it.
   */
  sendReminder(memberId: number, reminderNumber: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (!flags.inviteSent || flags.emailReplied || flags.profileCreated) {
        this.#log("INFO", "Reminder not sent: the member has answered or has a profile");
        return { sent: false };
      }
      try {
        await sendReminderEmail(this.env, this.#db, member, reminderNumber);
      } catch (error) {
        this.#log("ERROR", `Reminder ${reminderNumber} could not be sent`, { error: String(error) });
        throw error;
      }
      this.#log("INFO", `Reminder ${reminderNumber} sent`, { to: member.email, reminderNumber });
      return { sent: true };
    });
  }

  /** A dues reminder (issue 26), claimed by the sweep; the amount is checked again here. */
  sendDuesReminder(memberId: number, seasonId: number, slot: string) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const due = await amountStillDue(this.#db, seasonId, memberId);
      if (due === null) {
        this.#log("INFO", "Dues reminder not sent: paid, waived or not coming");
        return { sent: false };
      }
      try {
        await sendDuesReminderEmail(this.env, this.#db, member, seasonId, due);
      } catch (error) {
        this.#log("ERROR", `Dues reminder for ${slot} could not be sent`, { error: String(error) });
        throw error;
      }
      this.#log("INFO", `Dues reminder sent (${slot})`, { to: member.email, amountDueMinor: due, slot });
      return { sent: true };
    });
  }

  requestMissingInfo(memberId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (!canRequestMissingInfo(this.#state(member, flags))) throw refuse(ONBOARDING_ERRORS.notIncomplete);
      if (fieldsToAskFor(member).length === 0) {
        this.#log("INFO", SPONSOR_ONLY_MISSING);
        throw refuse(ONBOARDING_ERRORS.onlySponsorMissing);
      }
      try {
        await sendMissingInfoEmail(this.env, this.#db, member);
      } catch (error) {
        this.#log("ERROR", "Missing-information request could not be sent", { error: String(error) });
        throw error;
      }
      this.#log("INFO", "Missing information requested", { to: member.email });
      return { memberName: displayName(member) };
    });
  }

  sendWelcome(memberId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (!canSendWelcome(this.#state(member, flags))) throw refuse(ONBOARDING_ERRORS.noProfile);
      await this.#welcome(member, flags);
      return { memberName: displayName(member) };
    });
  }

  /** Sends the welcome (into the outbox row reserved with the profile, when there is one). */
  async #welcome(member: Member, _flags: Flags, outboxId?: number) {
    try {
      await sendWelcomeEmail(this.env, this.#db, member, outboxId);
    } catch (error) {
      this.#log("ERROR", "Welcome email could not be sent", { error: String(error) });
      throw error;
    }
    await this.#setFlags(member, { welcomeSent: true });
    this.#log("INFO", "Welcome email sent", { to: member.email });
  }

  /**
   * A welcome reserved with its profile whose sending never finished (the Worker died in between):
   * the sweep calls this. Sent only if the member has still not been welcomed.
   */
  resumeWelcome(memberId: number, outboxId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const reserved = await this.#db.query.outbox.findFirst({ where: and(eq(outbox.id, outboxId), eq(outbox.status, "pending")) });
      if (!reserved) return false;
      if (member.welcomeSent) {
        await this.#db
          .update(outbox)
          .set({ status: "failed", error: "Not sent: the member had already been welcomed" })
          .where(eq(outbox.id, outboxId));
        return false;
      }
      this.#log("INFO", "Sending a welcome left unsent by an interrupted run");
      await this.#welcome(member, await this.#flags(member), outboxId);
      return true;
    });
  }

  /** A reply (inbound email or pasted by an admin): kept, extracted, applied, then the welcome. */
  receiveReply(memberId: number, reply: ReplyInput) {
    return this.#exclusive(async () => {
      // Idempotency lives in D1: the inbound row is marked applied in the same batch as the profile,
      // so a re-driven or redelivered message that was applied is recognised, and one that was not
      // (the Worker died half-way) is applied now.
      if (reply.inboundId) {
        const row = await this.#db.query.inboundMessages.findFirst({
          columns: { status: true },
          where: eq(inboundMessages.id, reply.inboundId),
        });
        if (row?.status === "applied") {
          this.#log("INFO", "Duplicate message ignored", { messageId: reply.messageId });
          return null;
        }
      }
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (reply.source === "manual" && !canManualUpdate(this.#state(member, flags)) && flags.profileCreated) {
        // Pasting a later reply for an existing profile is allowed: it can only fill blanks.
        this.#log("INFO", "Manual reply for an existing profile: filling blank fields only");
      }
      const stored: StoredReply = {
        text: reply.text,
        quoted: reply.quoted?.slice(0, QUOTED_KEPT_CHARS),
        photoUrl: reply.photoUrl ?? null,
        receivedAt: Date.now(),
        source: reply.source,
        inboundId: reply.inboundId,
        autoReply: reply.autoReply ?? null,
        subject: reply.subject?.slice(0, 300),
      };
      await this.ctx.storage.put("lastReply", stored);
      this.#log("INFO", reply.source === "email" ? "Reply received by email" : "Reply entered by an admin", {
        characters: reply.text.length,
        photo: Boolean(reply.photoUrl),
        ...(reply.subject ? { subject: reply.subject.slice(0, 120) } : {}),
      });
      // An admin who pastes a reply has seen what it changes; an emailed one is judged first.
      return this.#extractAndApply(member, flags, stored, {
        sendWelcome: true,
        judge: reply.source === "email",
      });
    });
  }

  /** Re-runs extraction on the stored reply; sends no email (the Onboarding tab's manual update). */
  reprocessStoredReply(memberId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (!canManualUpdate(this.#state(member, flags))) throw refuse(ONBOARDING_ERRORS.notWaiting);
      const last = await this.ctx.storage.get<StoredReply>("lastReply");
      if (!last) throw refuse("No reply from this member has been received yet");
      this.#log("INFO", "Manual profile update from the stored reply");
      return this.#extractAndApply(member, flags, last, { sendWelcome: false, judge: true });
    });
  }

  /** Applies fields an admin reviewed (test-email-processing → apply-test-results). */
  applyFields(memberId: number, fields: ExtractedProfile) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      this.#log("INFO", "Admin applied reviewed extraction results");
      return this.#apply(member, flags, fields, null, "manual", { sendWelcome: true });
    });
  }

  /** The member's stored reply (the manual pages offer it instead of an empty box). */
  async storedReply(): Promise<StoredReply | null> {
    return (await this.ctx.storage.get<StoredReply>("lastReply")) ?? null;
  }

  async #extractAndApply(
    memberBefore: Member,
    flagsBefore: Flags,
    reply: Pick<StoredReply, "text" | "quoted" | "photoUrl" | "inboundId" | "source" | "autoReply" | "subject">,
    options: { sendWelcome: boolean; judge: boolean },
  ): Promise<ApplyResult> {
    const { text, photoUrl } = reply;
    let member = memberBefore;
    let flags = flagsBefore;
    const extraction = await extractProfile(this.env, text, { quoted: reply.quoted });
    const found = foundFields(extraction.fields);
    this.#log(
      found.length ? "INFO" : "WARN",
      `Extraction by ${extraction.extractor === "workers-ai" ? "Workers AI" : "the built-in parser"}: ${found.length} field(s) found`,
      {
        extractor: extraction.extractor,
        found,
        ...(extraction.fallbackReason ? { fallbackReason: extraction.fallbackReason } : {}),
      },
    );
    const outcome = replyOutcome({
      fields: extraction.fields,
      reply: text,
      quoted: reply.quoted ?? "",
      current: member,
      profileCreated: flags.profileCreated,
      parserFields: extraction.parserFields ?? null,
      photo: Boolean(photoUrl),
      // Mail that is not a profile is recognised in emailed replies; an admin's paste is meant.
      autoReply: reply.source === "email" ? reply.autoReply : null,
      subject: reply.source === "email" ? reply.subject : undefined,
      judge: options.judge,
    });
    const base = { memberName: displayName(member), updatedFields: [] as string[], extractor: extraction.extractor };
    if (outcome.action === "not-a-profile" && reply.source === "email") {
      await this.ctx.storage.delete("retry");
      return { ...base, profileCreated: flags.profileCreated, notAProfile: await this.#notAProfile(member, outcome, reply) };
    }
    // A photo without answers: the photo, nothing else; the member has still to answer (reminders go on).
    if (outcome.action === "photo-only") {
      await this.ctx.storage.delete("retry");
      return this.#applyPhotoOnly(member, flags, photoUrl ?? null, reply.inboundId, extraction.extractor);
    }
    // A real answer (or an admin's paste): the member has replied.
    if (!flags.emailReplied) {
      member = await this.#setFlags(member, { emailReplied: true });
      flags = { ...flags, emailReplied: true };
    }
    if (outcome.action === "nothing") {
      await this.#scheduleRetry();
      return { ...base, profileCreated: flags.profileCreated };
    }
    await this.ctx.storage.delete("retry");
    if (options.judge) {
      const verdict = outcome.action === "review" ? { confident: false, reasons: outcome.reasons } : { confident: true, reasons: [] };
      if (!verdict.confident) {
        await this.#hold(member, {
          ...reply,
          kind: "doubtful",
          reasons: verdict.reasons,
          fields: extraction.fields,
          extractor: extraction.extractor,
        });
        return {
          memberName: displayName(member),
          updatedFields: [],
          extractor: extraction.extractor,
          profileCreated: flags.profileCreated,
          heldForReview: true,
          reasons: verdict.reasons,
        };
      }
    }
    return this.#apply(member, flags, extraction.fields, photoUrl, extraction.extractor, {
      sendWelcome: options.sendWelcome,
      inboundId: reply.inboundId,
    });
  }

  /**
   * Mail that is not a profile: nothing is applied and no welcome sent; the member's row says what
   * arrived (the Onboarding tab shows it), the inbound row is marked ignored, the log says why.
   */
  async #notAProfile(member: Member, note: NotAProfile, reply: Pick<StoredReply, "inboundId" | "subject" | "text">): Promise<NotAProfile> {
    const noteUpdate = this.#db.update(members).set({ replyNote: note.note, replyNoteAt: new Date() }).where(eq(members.id, member.id));
    const inboundUpdate = this.#db
      .update(inboundMessages)
      .set({ status: "ignored", reason: note.reason, memberId: member.id, updatedAt: new Date() })
      .where(and(eq(inboundMessages.id, reply.inboundId ?? -1), inArray(inboundMessages.status, ["received", "failed", "pending"])));
    await this.#db.batch([noteUpdate, inboundUpdate]);
    this.#log("INFO", `Not a profile: ${note.reason}`, {
      note: note.note,
      ...(reply.subject ? { subject: reply.subject.slice(0, 120) } : {}),
      text: reply.text.slice(0, 200),
    });
    return note;
  }

  /** A photo and no answers: the photo is set (when the member has none), nothing else, no welcome. */
  async #applyPhotoOnly(
    member: Member,
    flags: Flags,
    photoUrl: string | null,
    inboundId: number | undefined,
    extractor: Extraction["extractor"],
  ): Promise<ApplyResult> {
    const setsPhoto = Boolean(photoUrl) && !member.photoUrl;
    const photoUpdate = this.#db
      .update(members)
      .set({ ...(setsPhoto ? withDerivedStatus(member, { photoUrl }) : {}), replyNote: "photo", replyNoteAt: new Date() })
      .where(eq(members.id, member.id));
    const reason = setsPhoto ? "Photo set; the reply had no answers" : "Only a photo, and the member already has one";
    const inboundUpdate = this.#db
      .update(inboundMessages)
      .set({ status: "applied", reason, memberId: member.id, updatedAt: new Date() })
      .where(and(eq(inboundMessages.id, inboundId ?? -1), inArray(inboundMessages.status, ["received", "failed", "pending"])));
    await this.#db.batch([photoUpdate, inboundUpdate]);
    this.#log("INFO", reason);
    return {
      memberName: displayName(member),
      updatedFields: setsPhoto ? ["photoUrl"] : [],
      extractor,
      profileCreated: flags.profileCreated,
      photoOnly: true,
    };
  }

  /** Keeps a reply for an admin: one pending review per member, the newest (older ones are superseded). */
  async #hold(
    member: Member,
    review: Pick<StoredReply, "text" | "photoUrl" | "inboundId" | "source"> & {
      kind: "doubtful" | "sender";
      reasons: string[];
      fields: ExtractedProfile;
      extractor: string;
    },
  ) {
    const superseded = this.#db
      .update(replyReviews)
      .set({ status: "superseded", resolvedAt: new Date() })
      .where(and(eq(replyReviews.memberId, member.id), eq(replyReviews.status, "pending")));
    const insert = this.#db.insert(replyReviews).values({
      memberId: member.id,
      inboundId: review.inboundId ?? null,
      kind: review.kind,
      source: review.source,
      reasons: review.reasons,
      replyText: review.text,
      proposed: review.fields,
      extractor: review.extractor,
      photoUrl: review.photoUrl ?? null,
    });
    await this.#db.batch([superseded, insert]);
    this.#log("WARN", "Reply held for review, not applied", { reasons: review.reasons, inboundId: review.inboundId ?? null });
  }

  /** A reply whose sender did not match its reply address: extracted, then held for an admin. */
  holdForReview(memberId: number, reply: ReplyInput & { reason: string }) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      const extraction = await extractProfile(this.env, reply.text, { quoted: reply.quoted });
      // An auto-reply, a decline or "later" from another address holds nothing for an admin to apply.
      // The member's own note is left alone: the sender is not known to be them (the log says what came).
      const note = notAProfile({
        autoReply: reply.autoReply,
        subject: reply.subject,
        reply: reply.text,
        fieldsFound: foundFields(extraction.fields).length,
      });
      if (note && (note.note === "away" || !reply.photoUrl)) {
        this.#log("INFO", `Not a profile, from another sender: ${note.reason}`, { note: note.note, text: reply.text.slice(0, 200) });
        return { memberName: displayName(member), notAProfile: note };
      }
      const verdict = judgeExtraction({
        fields: extraction.fields,
        reply: reply.text,
        quoted: reply.quoted ?? "",
        current: member,
        profileCreated: flags.profileCreated,
        parserFields: extraction.parserFields ?? null,
      });
      await this.#hold(member, {
        ...reply,
        photoUrl: reply.photoUrl ?? null,
        kind: "sender",
        reasons: [reply.reason, ...verdict.reasons],
        fields: extraction.fields,
        extractor: extraction.extractor,
      });
      return { memberName: displayName(member) };
    });
  }

  /**
   * An admin applies a held reply, as proposed or edited (`fields`): values fill empty fields; a
   * field that already has a different value is replaced only if listed in `replace` (the admin's
   * explicit choice, issue 24); null leaves a field as it is. Then the welcome, once. Applying twice
   * is refused (the first one changed the review's status).
   */
  applyReview(memberId: number, reviewId: number, edited: ExtractedProfile | null, replace: readonly string[] = []) {
    return this.#exclusive(async () => {
      const review = await this.#pendingReview(memberId, reviewId);
      const member = await this.#member(memberId);
      const flags = { ...(await this.#flags(member)), emailReplied: true };
      const fields = edited ?? review.proposed;
      this.#log("INFO", edited ? "Admin edited and applied a held reply" : "Admin applied a held reply", { reviewId });
      const result = await this.#apply(
        member,
        flags,
        fields,
        review.photoUrl,
        edited ? "manual" : (review.extractor as ApplyResult["extractor"]),
        {
          sendWelcome: true,
          replace,
          inboundId: review.inboundId ?? undefined,
        },
      );
      await this.#resolveReview(review, "applied", "Applied by an admin after review");
      return result;
    });
  }

  dismissReview(memberId: number, reviewId: number) {
    return this.#exclusive(async () => {
      const review = await this.#pendingReview(memberId, reviewId);
      await this.#resolveReview(review, "dismissed", "Dismissed by an admin after review");
      this.#log("INFO", "Admin dismissed a held reply", { reviewId });
      return { dismissed: true };
    });
  }

  async #pendingReview(memberId: number, reviewId: number) {
    const review = await this.#db.query.replyReviews.findFirst({
      where: and(eq(replyReviews.id, reviewId), eq(replyReviews.memberId, memberId)),
    });
    if (!review) throw new HTTPException(404, { message: "No such reply waiting for review" });
    if (review.status !== "pending") throw refuse("This reply has already been handled");
    return review;
  }

  async #resolveReview(review: { id: number; inboundId: number | null }, status: "applied" | "dismissed", reason: string) {
    const resolve = this.#db.update(replyReviews).set({ status, resolvedAt: new Date() }).where(eq(replyReviews.id, review.id));
    if (review.inboundId === null) return void (await resolve);
    const inbound = this.#db
      .update(inboundMessages)
      .set({ status: status === "applied" ? "applied" : "rejected", reason })
      .where(and(eq(inboundMessages.id, review.inboundId), ne(inboundMessages.status, "applied")));
    await this.#db.batch([resolve, inbound]);
  }

  /**
   * One D1 batch (a transaction): the profile and flags, the inbound row marked applied, and the
   * welcome this apply owes reserved as a pending outbox row. A crash before it leaves nothing
   * done (the sweep re-drives the row); a crash after it leaves a reserved welcome the sweep sends.
   */
  async #apply(
    member: Member,
    flags: Flags,
    fields: ExtractedProfile,
    photoUrl: string | null,
    extractor: ApplyResult["extractor"],
    options: { sendWelcome: boolean; replace?: readonly string[]; inboundId?: number },
  ): Promise<ApplyResult> {
    const { updates, updatedFields, keptFields } = options.replace
      ? reviewedProfile(member, fields, options.replace)
      : { ...mergeExtracted(member, fields), keptFields: undefined };
    const changes: Partial<Member> = { ...updates };
    if (photoUrl && !member.photoUrl) {
      changes.photoUrl = photoUrl;
      updatedFields.push("photoUrl" as never);
    }
    const created = !flags.profileCreated;
    const db = this.#db;
    const memberUpdate = db
      .update(members)
      .set({
        ...withDerivedStatus(member, changes),
        profileCreated: true,
        replyNote: null,
        replyNoteAt: null,
        ...(options.inboundId ? { emailReplied: true } : {}),
      })
      .where(eq(members.id, member.id));
    const reason = `${updatedFields.length} field(s) updated by ${extractor}`;
    const inboundUpdate = db
      .update(inboundMessages)
      .set({ status: "applied", reason, memberId: member.id, updatedAt: new Date() })
      .where(and(eq(inboundMessages.id, options.inboundId ?? -1), inArray(inboundMessages.status, ["received", "failed", "pending"])));
    // Reserved only while the member has no welcome sent or under way.
    const reserve = this.env.DB.prepare(
      `INSERT INTO outbox (member_id, to_address, template, subject, status, transport)
       SELECT id, email, 'welcome', '(welcome reserved with the profile)', 'pending', 'reserved' FROM members
       WHERE id = ?1 AND welcome_sent = 0 AND ?2 = 1
         AND NOT EXISTS (SELECT 1 FROM outbox WHERE member_id = ?1 AND template = 'welcome' AND status IN ('pending', 'sent'))
       RETURNING id`,
    ).bind(member.id, options.sendWelcome ? 1 : 0);
    // drizzle's batch takes only its own builders and its INSERT … SELECT wants every column, so the
    // three statements go to D1's batch (one transaction) as prepared statements.
    const prepared = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      return this.env.DB.prepare(text).bind(...params);
    };
    const [, , reservedResult] = await this.env.DB.batch<{ id: number }>([prepared(memberUpdate), prepared(inboundUpdate), reserve]);
    const reserved = reservedResult.results;
    const updated = await this.#db.query.members.findFirst({ where: eq(members.id, member.id) });
    if (!updated) throw new HTTPException(404, { message: "Member not found" });
    this.#log("INFO", created ? "Profile created" : "Profile updated", { updatedFields });
    const incomplete = incompleteReason(updated);
    if (incomplete) this.#log("INFO", incomplete);
    const outboxId = reserved[0]?.id;
    if (outboxId) {
      // A failed welcome is logged and can be sent again from the Onboarding tab; the profile stays.
      await this.#welcome(updated, { ...flags, profileCreated: true }, outboxId).catch(() => undefined);
    }
    return { memberName: displayName(updated), updatedFields, extractor, profileCreated: true, ...(keptFields ? { keptFields } : {}) };
  }

  async #scheduleRetry() {
    const attempts = (await this.ctx.storage.get<number>("retry")) ?? 0;
    if (!this.env.AI || attempts >= RETRY_DELAYS_MIN.length) {
      this.#log("WARN", "Nothing could be extracted from the reply; it is kept for manual processing");
      return;
    }
    await this.ctx.storage.put("retry", attempts + 1);
    await this.ctx.storage.setAlarm(Date.now() + RETRY_DELAYS_MIN[attempts] * 60_000);
    this.#log("WARN", `Nothing could be extracted; retrying in ${RETRY_DELAYS_MIN[attempts]} minutes`);
  }

  /** Retries the extraction of a kept reply (Workers AI may have been over capacity). */
  async alarm() {
    const memberId = await this.ctx.storage.get<number>("memberId");
    const last = await this.ctx.storage.get<StoredReply>("lastReply");
    if (!memberId || !last) return;
    await this.#exclusive(async () => {
      const member = await this.#member(memberId);
      this.#log("INFO", "Retrying extraction of the kept reply");
      await this.#extractAndApply(member, await this.#flags(member), last, { sendWelcome: true, judge: last.source === "email" });
    });
  }

  async getLog(): Promise<LogEntry[]> {
    const rows = this.ctx.storage.sql.exec<{ ts: number; level: Level; message: string; data: string | null }>(
      "SELECT ts, level, message, data FROM log ORDER BY id DESC LIMIT 200",
    );
    return [...rows].map((row) => ({
      timestamp: new Date(row.ts).toISOString(),
      level: row.level,
      message: row.message,
      ...(row.data ? { data: JSON.parse(row.data) } : {}),
    }));
  }

  async log(level: Level, message: string, data?: Record<string, unknown>) {
    this.#log(level, message, data);
  }

  /** Forgets everything (the member was deleted). */
  async destroy() {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#createLog(); // the instance may be called again before it is evicted
  }
}

/** An admin-reviewed set of values, by the shared rule: fills, and the replacements the admin chose. */
function reviewedProfile(member: Member, fields: ExtractedProfile, replace: readonly string[]) {
  const { updates, updatedFields, keptFields } = reviewedUpdates<ExtractedField>(member, fields, EXTRACTED_FIELDS, replace);
  return { updates: updates as Partial<ExtractedProfile>, updatedFields, keptFields };
}

export const onboardingStub = (env: Env, memberId: number) =>
  env.MEMBER_ONBOARDING.get(env.MEMBER_ONBOARDING.idFromName(String(memberId))) as DurableObjectStub<MemberOnboarding>;

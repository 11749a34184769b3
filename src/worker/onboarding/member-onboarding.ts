import { DurableObject } from "cloudflare:workers";
import type { ExtractedProfile } from "../../email/extract/schema";
import {
  canManualUpdate,
  canRequestMissingInfo,
  canSendInvite,
  canSendWelcome,
  ONBOARDING_ERRORS,
  type LogEntry,
  type OnboardingFlags,
} from "../../shared/onboarding";
import { displayName, fieldsToAskFor, SPONSOR_ONLY_MISSING } from "../../shared/profile";
import { createDb } from "../db/client";
import type { Member } from "../db/schema";
import { findMember } from "../members/queries";
import { markInvited } from "../reminders/reminders";
import { sendDuesReminderEmail } from "../dues/emails";
import { amountStillDue } from "../dues/reminders";
import { type ApplyResult, applyProfile, type LogLine } from "./apply";
import { sendInviteEmail, sendMissingInfoEmail, sendReminderEmail, sendWelcomeEmail } from "./emails";
import { failure, noMember, type Outcome, refuse } from "./outcome";
import { cancelReservedWelcome, type Flags, inboundApplied, reservedWelcome, setFlags } from "./queries";
import { handleReply, holdStrangerReply, type ReplyInput, type StoredReply } from "./reply";
import { pendingReview, resolveReview } from "./reviews";

type Level = LogEntry["level"];

const QUOTED_KEPT_CHARS = 20_000;
const RETRY_DELAYS_MIN = [5, 30, 120];
const LOG_LIMIT = 500;

/**
 * One instance per member (named by the member id). It does what only it can do: run one member's
 * onboarding steps one at a time (#exclusive), so concurrent replies cannot be applied twice; keep
 * the member's processing log, their last reply and its retry count in its own storage; retry an
 * extraction on an alarm. The flags live in D1 only (decision record 005-issue-11). Each step calls
 * domain functions: reply.ts (extract, judge, apply or hold), apply.ts, reviews.ts, emails.ts; the
 * profile itself is written by members/profile-write.ts. A step answers an Outcome (outcome.ts).
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

  /** Runs `task` after every earlier call on this member has finished; what it throws comes back as a Failure. */
  #exclusive<T>(task: () => Promise<T>): Promise<Outcome<T>> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run.then((value): Outcome<T> => ({ ok: true, value }), failure);
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

  #write(lines: LogLine[]) {
    for (const line of lines) this.#log(line.level, line.message, line.data);
  }

  /** Sends one email of a step; a refusal by the transport is logged and the step fails (flags unchanged). */
  async #send(failed: string, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (error) {
      this.#log("ERROR", failed, { error: String(error) });
      throw error;
    }
  }

  async #member(memberId: number): Promise<Member> {
    const member = await findMember(this.#db, memberId);
    if (!member) throw noMember();
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

  async #setFlags(member: Member, flags: Partial<Flags>) {
    const updated = await setFlags(this.#db, member.id, flags);
    if (!updated) throw noMember();
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
      await this.#send("Invitation could not be sent", () => sendInviteEmail(this.env, this.#db, member));
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
      await this.#send(`Reminder ${reminderNumber} could not be sent`, () => sendReminderEmail(this.env, this.#db, member, reminderNumber));
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
      await this.#send(`Dues reminder for ${slot} could not be sent`, () =>
        sendDuesReminderEmail(this.env, this.#db, member, seasonId, due),
      );
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
      await this.#send("Missing-information request could not be sent", () => sendMissingInfoEmail(this.env, this.#db, member));
      this.#log("INFO", "Missing information requested", { to: member.email });
      return { memberName: displayName(member) };
    });
  }

  sendWelcome(memberId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      if (!canSendWelcome(this.#state(member, flags))) throw refuse(ONBOARDING_ERRORS.noProfile);
      await this.#welcome(member);
      return { memberName: displayName(member) };
    });
  }

  /** Sends the welcome (into the outbox row reserved with the profile, when there is one). */
  async #welcome(member: Member, outboxId?: number) {
    await this.#send("Welcome email could not be sent", () => sendWelcomeEmail(this.env, this.#db, member, outboxId));
    await this.#setFlags(member, { welcomeSent: true });
    this.#log("INFO", "Welcome email sent", { to: member.email });
  }

  /** A welcome an apply reserved: a failure is logged and can be sent again from the Onboarding tab; the profile stays. */
  async #owedWelcome(welcome: { member: Member; outboxId: number } | undefined) {
    if (welcome) await this.#welcome(welcome.member, welcome.outboxId).catch(() => undefined);
  }

  /**
   * A welcome reserved with its profile whose sending never finished (the Worker died in between):
   * the sweep calls this. Sent only if the member has still not been welcomed.
   */
  resumeWelcome(memberId: number, outboxId: number) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      if (!(await reservedWelcome(this.#db, outboxId))) return false;
      if (member.welcomeSent) {
        await cancelReservedWelcome(this.#db, outboxId);
        return false;
      }
      this.#log("INFO", "Sending a welcome left unsent by an interrupted run");
      await this.#flags(member); // drops a copy of the flags an older version kept
      await this.#welcome(member, outboxId);
      return true;
    });
  }

  /** A reply (inbound email or pasted by an admin): kept, extracted, applied, then the welcome. */
  receiveReply(memberId: number, reply: ReplyInput) {
    return this.#exclusive(async () => {
      // Idempotency lives in D1: the inbound row is marked applied in the same batch as the profile,
      // so a re-driven or redelivered message that was applied is recognised, and one that was not
      // (the Worker died half-way) is applied now.
      if (reply.inboundId && (await inboundApplied(this.#db, reply.inboundId))) {
        this.#log("INFO", "Duplicate message ignored", { messageId: reply.messageId });
        return null;
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
        senderName: reply.senderName?.slice(0, 200) ?? null,
      };
      await this.ctx.storage.put("lastReply", stored);
      this.#log("INFO", reply.source === "email" ? "Reply received by email" : "Reply entered by an admin", {
        characters: reply.text.length,
        photo: Boolean(reply.photoUrl),
        ...(reply.subject ? { subject: reply.subject.slice(0, 120) } : {}),
      });
      // An admin who pastes a reply has seen what it changes; an emailed one is judged first.
      return this.#handleReply(member, flags, stored, { sendWelcome: true, judge: reply.source === "email" });
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
      return this.#handleReply(member, flags, last, { sendWelcome: false, judge: true });
    });
  }

  /** Applies fields an admin reviewed (test-email-processing → apply-test-results). */
  applyFields(memberId: number, fields: ExtractedProfile) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      this.#log("INFO", "Admin applied reviewed extraction results");
      return this.#apply({ member, flags, fields, photoUrl: null, extractor: "manual", sendWelcome: true });
    });
  }

  /** The member's stored reply (the manual pages offer it instead of an empty box). */
  async storedReply(): Promise<StoredReply | null> {
    return (await this.ctx.storage.get<StoredReply>("lastReply")) ?? null;
  }

  /** The reply's domain step, then what only this object does: the log, the retry, the welcome. */
  async #handleReply(member: Member, flags: Flags, reply: StoredReply, options: { sendWelcome: boolean; judge: boolean }) {
    const step = await handleReply(this.env, this.#db, { member, flags, reply, ...options });
    this.#write(step.log);
    if (step.kind === "nothing") await this.#scheduleRetry();
    else await this.ctx.storage.delete("retry");
    await this.#owedWelcome(step.welcome);
    return step.result;
  }

  async #apply(input: Parameters<typeof applyProfile>[1]): Promise<ApplyResult> {
    const applied = await applyProfile(this.#db, input);
    this.#write(applied.log);
    await this.#owedWelcome(applied.welcomeOutboxId ? { member: applied.member, outboxId: applied.welcomeOutboxId } : undefined);
    return applied.result;
  }

  /** A reply whose sender did not match its reply address: extracted, then held for an admin. */
  holdForReview(memberId: number, reply: ReplyInput & { reason: string }) {
    return this.#exclusive(async () => {
      const member = await this.#member(memberId);
      const flags = await this.#flags(member);
      const held = await holdStrangerReply(this.env, this.#db, { member, flags, reply });
      this.#write([held.log]);
      return { memberName: displayName(member), ...(held.notAProfile ? { notAProfile: held.notAProfile } : {}) };
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
      const review = await pendingReview(this.#db, memberId, reviewId);
      const member = await this.#member(memberId);
      const flags = { ...(await this.#flags(member)), emailReplied: true };
      this.#log("INFO", edited ? "Admin edited and applied a held reply" : "Admin applied a held reply", { reviewId });
      const result = await this.#apply({
        member,
        flags,
        fields: edited ?? review.proposed,
        photoUrl: review.photoUrl,
        extractor: edited ? "manual" : (review.extractor as ApplyResult["extractor"]),
        sendWelcome: true,
        replace,
        inboundId: review.inboundId ?? undefined,
      });
      await resolveReview(this.#db, review, "applied", "Applied by an admin after review");
      return result;
    });
  }

  dismissReview(memberId: number, reviewId: number) {
    return this.#exclusive(async () => {
      const review = await pendingReview(this.#db, memberId, reviewId);
      await resolveReview(this.#db, review, "dismissed", "Dismissed by an admin after review");
      this.#log("INFO", "Admin dismissed a held reply", { reviewId });
      return { dismissed: true };
    });
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
      await this.#handleReply(member, await this.#flags(member), last, { sendWelcome: true, judge: last.source === "email" });
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

export const onboardingStub = (env: Env, memberId: number) =>
  env.MEMBER_ONBOARDING.get(env.MEMBER_ONBOARDING.idFromName(String(memberId))) as DurableObjectStub<MemberOnboarding>;

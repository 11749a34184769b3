// The onboarding emails. Each carries the member's own reply address so replies can be matched.
import { displayName, fieldsToAskFor } from "../../shared/profile";
import type { Db } from "../db/client";
import type { Member } from "../db/schema";
import { sendMagicLink } from "../auth/magic-link";
import { sendTemplate } from "../mail";

/** reply+<token>@<mail domain>: unguessable, so a reply to it identifies the member (with the sender). */
export const replyAddress = (env: Env, member: Pick<Member, "replyToken">) => `reply+${member.replyToken}@${env.MAIL_DOMAIN}`;

export const sendInviteEmail = (env: Env, db: Db, member: Member) =>
  sendTemplate(env, db, {
    template: "invite",
    to: member.email,
    memberId: member.id,
    replyTo: replyAddress(env, member),
    vars: { name: displayName(member) },
  });

export const sendMissingInfoEmail = (env: Env, db: Db, member: Member) =>
  sendTemplate(env, db, {
    template: "profile_update",
    to: member.email,
    memberId: member.id,
    replyTo: replyAddress(env, member),
    vars: { name: displayName(member), missingFields: fieldsToAskFor(member).map((f) => `${f.label}: ${f.description}`) },
  });

export const sendWelcomeEmail = (env: Env, db: Db, member: Member, outboxId?: number) =>
  sendMagicLink(env, db, member, "welcome", replyAddress(env, member), outboxId);

/** A reminder for an unanswered invitation: the same reply address as the invitation. */
export const sendReminderEmail = (env: Env, db: Db, member: Member, reminderNumber: number) =>
  sendTemplate(env, db, {
    template: "reminder",
    to: member.email,
    memberId: member.id,
    replyTo: replyAddress(env, member),
    vars: { name: displayName(member), reminderNumber },
  });

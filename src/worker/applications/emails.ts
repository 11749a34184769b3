// The mail an application causes. Sent after the answer (waitUntil), so the answer and its timing
// are the same whoever the addresses belong to (decision 017).
import { displayName } from "../../shared/profile";
import type { Db } from "../db/client";
import { sendMagicLink } from "../auth/magic-link";
import { findMember, findMemberByEmail } from "../members/queries";
import { sendTemplate } from "../mail";
import type { ApplicationAnswers } from "../../shared/applications";

const vouchUrl = (env: Env, token: string, decision: "vouch" | "decline") =>
  `${env.APP_ORIGIN}/vouch?token=${encodeURIComponent(token)}&decision=${decision}`;

type Stored = { id: number; sponsorId: number | null } | null;

/**
 * A stored application whose sponsor is a Veteran: the vouch request. Nothing stored: a member who
 * applied gets a sign-in link instead (the magic_link template); a second application while one is
 * open changes and sends nothing.
 */
export async function mailAfterApplying(env: Env, db: Db, answers: ApplicationAnswers, stored: Stored, token: string, days: number) {
  if (stored?.sponsorId) {
    const sponsor = await findMember(db, stored.sponsorId);
    if (!sponsor) return;
    await sendTemplate(env, db, {
      template: "vouch_request",
      to: sponsor.email,
      memberId: sponsor.id,
      vars: {
        name: answers.name,
        sponsorName: displayName(sponsor),
        email: answers.email,
        playaName: answers.playaName ?? "—",
        burns: answers.burns,
        about: answers.about,
        vouchLink: vouchUrl(env, token, "vouch"),
        declineLink: vouchUrl(env, token, "decline"),
        days,
      },
    });
    return;
  }
  if (stored) return;
  const member = await findMemberByEmail(db, answers.email);
  if (member) await sendMagicLink(env, db, member);
}

export const sendRejectionEmail = (env: Env, db: Db, application: { email: string; name: string }) =>
  sendTemplate(env, db, { template: "application_rejected", to: application.email, vars: { name: application.name } });

// Onboarding state has one source of truth, D1 (decision record 005-issue-11). This job repairs what
// a run that died between two steps can leave behind, from the evidence D1 itself holds:
// - a welcome reserved with its profile but never sent (pending outbox row) is sent, once;
// - a message the outbox shows as sent but whose flag was never set gets its flag;
// - a reply applied (inbound row) without the profile flags gets them;
// - send-all claims whose run died are released.
// The Durable Objects keep no copy of the flags; a copy left by older versions is dropped when the
// object next runs, so there is nothing in them to disagree with.
import { sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { STUCK_AFTER_MS } from "../inbound";
import { onboardingStub } from "../onboarding/member-onboarding";
import { INVITE_CLAIM_MS } from "../onboarding/queries";
import type { SweepJob } from "./sweep-job";

export const reconcileOnboarding: SweepJob = {
  name: "reconcile-onboarding",
  async run(env, now) {
    const db = createDb(env.DB);
    // Plain D1 statements in one batch (drizzle's batch takes only its query builders).
    const [invites, welcomes, applied, claims] = await env.DB.batch([
      env.DB.prepare(`UPDATE members SET invite_sent = 1 WHERE invite_sent = 0
        AND id IN (SELECT member_id FROM outbox WHERE template = 'invite' AND status = 'sent')`),
      env.DB.prepare(`UPDATE members SET welcome_sent = 1 WHERE welcome_sent = 0
        AND id IN (SELECT member_id FROM outbox WHERE template = 'welcome' AND status = 'sent')`),
      env.DB.prepare(`UPDATE members SET email_replied = 1, profile_created = 1 WHERE (email_replied = 0 OR profile_created = 0)
        AND id IN (SELECT member_id FROM inbound_messages WHERE status = 'applied' AND member_id IS NOT NULL)`),
      env.DB.prepare(`UPDATE members SET invite_claimed_at = NULL WHERE invite_claimed_at < ?`).bind(now - INVITE_CLAIM_MS),
    ]);
    const reserved = await db.all<{ id: number; member_id: number }>(
      sql`SELECT id, member_id FROM outbox WHERE template = 'welcome' AND status = 'pending' AND member_id IS NOT NULL AND created_at < ${now - STUCK_AFTER_MS} ORDER BY id LIMIT 50`,
    );
    let welcomesSent = 0;
    for (const row of reserved) {
      const outcome = await onboardingStub(env, row.member_id).resumeWelcome(row.member_id, row.id);
      if (outcome.ok && outcome.value) welcomesSent++;
    }
    return {
      inviteFlags: invites.meta.changes,
      welcomeFlags: welcomes.meta.changes,
      profileFlags: applied.meta.changes,
      releasedClaims: claims.meta.changes,
      welcomesResumed: welcomesSent,
    };
  },
};

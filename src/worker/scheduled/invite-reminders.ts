// Sweep job: reminders for unanswered invitations (issue 14, reminders/reminders.ts).
import { createDb } from "../db/client";
import { onboardingStub } from "../onboarding/member-onboarding";
import { backfillInvitedAt, claimDueReminders, readReminderSettings, releaseClaim } from "../reminders/reminders";
import type { SweepJob } from "./sweep-job";

export const inviteRemindersJob: SweepJob = {
  name: "invite-reminders",
  async run(env, now) {
    const db = createDb(env.DB);
    const config = await readReminderSettings(db);
    if (config.enabled) await backfillInvitedAt(db);
    const claims = await claimDueReminders(db, config, now);
    let sent = 0;
    let skipped = 0;
    let failed = 0;
    for (const claim of claims) {
      const outcome = await onboardingStub(env, claim.memberId).sendReminder(claim.memberId, claim.number);
      if (outcome.ok && outcome.value.sent) {
        sent++;
        continue;
      }
      if (outcome.ok) skipped++;
      else failed++;
      await releaseClaim(db, claim, config, now, !outcome.ok);
    }
    return { claimed: claims.length, sent, skipped, failed };
  },
};

// Sweep job: dues reminders (issue 26, dues/reminders.ts).
import { createDb } from "../db/client";
import { claimDuesReminders, releaseDuesClaim } from "../dues/reminders";
import { onboardingStub } from "../onboarding/member-onboarding";
import type { SweepJob } from "./sweep-job";

export const duesRemindersJob: SweepJob = {
  name: "dues-reminders",
  async run(env, now) {
    const db = createDb(env.DB);
    const claims = await claimDuesReminders(db, now);
    let sent = 0;
    let skipped = 0;
    let failed = 0;
    for (const claim of claims) {
      const outcome = await onboardingStub(env, claim.memberId).sendDuesReminder(claim.memberId, claim.seasonId, claim.slot);
      if (outcome.ok && outcome.value.sent) {
        sent++;
        continue;
      }
      if (outcome.ok) skipped++;
      else failed++;
      await releaseDuesClaim(db, claim);
    }
    return { claimed: claims.length, sent, skipped, failed };
  },
};

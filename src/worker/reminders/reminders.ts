// Reminders for unanswered invitations (issue 14). The sweep claims the members who are due in one
// UPDATE … RETURNING, so two overlapping sweeps can never both claim a member; the member's Durable
// Object (the source of truth for onboarding) then checks the state again, sends and logs.
import { eq, sql } from "drizzle-orm";
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSchema, type ReminderSettings } from "../../shared/reminders";
import type { Db } from "../db/client";
import { inviteReminders, members, settings } from "../db/schema";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminders sent by one sweep at most: keeps a sweep well inside a Worker's limits. */
const REMINDER_BATCH = 25;
/** A reminder whose sending failed is tried again this long after. */
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;
const KEY = "reminders";

export async function readReminderSettings(db: Db): Promise<ReminderSettings> {
  const row = await db.query.settings.findFirst({ where: eq(settings.key, KEY) });
  const parsed = reminderSettingsSchema.safeParse(row ? JSON.parse(row.value) : null);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export async function writeReminderSettings(db: Db, value: ReminderSettings) {
  await db
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), updatedAt: new Date() } });
}

/** Called whenever an invitation goes out: the reminder clock starts again from it. */
export async function markInvited(db: Db, memberId: number, now = Date.now()) {
  await db
    .insert(inviteReminders)
    .values({ memberId, invitedAt: now })
    .onConflictDoUpdate({ target: inviteReminders.memberId, set: { invitedAt: now } });
}

/**
 * Gives every invited member a reminder clock: an invitation whose flag the sweep's repair job set
 * from the outbox, or one sent just before a crash, has no row yet. Its time is the last sent
 * invitation in the outbox, else the member's last change. Idempotent.
 */
export async function backfillInvitedAt(db: Db) {
  await db.run(sql`INSERT OR IGNORE INTO invite_reminders (member_id, invited_at)
    SELECT m.id, coalesce((SELECT max(o.created_at) FROM outbox o WHERE o.member_id = m.id AND o.template = 'invite' AND o.status = 'sent'), m.last_updated)
    FROM members m WHERE m.invite_sent = 1 AND NOT EXISTS (SELECT 1 FROM invite_reminders r WHERE r.member_id = m.id)`);
}

export interface Claim {
  memberId: number;
  /** Which reminder this is (1 for the first). */
  number: number;
}

/**
 * Claims every member who is due: invited, no reply (none waiting for review either: a reply from
 * another address is held there), not declined (issue 23: "sadly I won't join this year"), no profile, fewer than `max` reminders, and
 * `days` since the later of the invitation and the last reminder. The check and the claim are one
 * statement, which D1 runs atomically, so a member claimed here is not due for any other sweep.
 */
export async function claimDueReminders(db: Db, config: ReminderSettings, now: number, limit = REMINDER_BATCH): Promise<Claim[]> {
  if (!config.enabled || config.max === 0) return [];
  const cutoff = now - config.days * DAY_MS;
  const rows = await db
    .update(inviteReminders)
    .set({ count: sql`${inviteReminders.count} + 1`, lastRemindedAt: now })
    .where(
      sql`${inviteReminders.memberId} IN (
        SELECT r.member_id FROM invite_reminders r JOIN ${members} m ON m.id = r.member_id
        WHERE m.invite_sent = 1 AND m.email_replied = 0 AND m.profile_created = 0
          AND (m.reply_note IS NULL OR m.reply_note <> 'declined')
          AND NOT EXISTS (SELECT 1 FROM reply_reviews rr WHERE rr.member_id = m.id AND rr.status = 'pending')
          AND r.count < ${config.max} AND max(r.invited_at, coalesce(r.last_reminded_at, 0)) <= ${cutoff}
        ORDER BY r.member_id LIMIT ${limit})`,
    )
    .returning({ memberId: inviteReminders.memberId, number: inviteReminders.count });
  return rows;
}

/**
 * Gives a claim back: not sent (state changed, or the mail failed). A failure is tried again an
 * hour later rather than at every sweep; a member who replied in the meantime is simply not due.
 */
export async function releaseClaim(db: Db, claim: Claim, config: ReminderSettings, now: number, retry: boolean) {
  const lastRemindedAt = retry ? now - config.days * DAY_MS + RETRY_AFTER_FAILURE_MS : now;
  await db
    .update(inviteReminders)
    .set({ count: sql`${inviteReminders.count} - 1`, lastRemindedAt })
    .where(
      sql`${inviteReminders.memberId} = ${claim.memberId} AND ${inviteReminders.count} = ${claim.number} AND ${inviteReminders.lastRemindedAt} = ${now}`,
    );
}

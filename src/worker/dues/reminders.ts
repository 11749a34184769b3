// Dues reminders (issue 26). The sweep claims this slot's reminder for every member who is coming,
// not waived and not paid in full, in one INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING: a
// (season, member, slot) row exists at most once, so overlapping sweeps never both claim a member.
// The member's Durable Object checks the status again before sending and logs the reminder; a
// failed send deletes the claim, which gives the slot back to the next sweep.
import { sql } from "drizzle-orm";
import { reminderSlot } from "../../shared/dues";
import type { Db } from "../db/client";
import { currentSeason } from "../seasons/current";
import { readDuesSettings } from "./dues";

/** Reminders sent by one sweep at most (as for invitation reminders). */
const DUES_REMINDER_BATCH = 25;

/** The festival's calendar day at `now` (the display time zone, America/Los_Angeles). */
export const festivalDay = (now: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

export interface DuesClaim {
  seasonId: number;
  memberId: number;
  slot: string;
  sentAt: number;
}

/** What a member owes, joined the way the status is derived (dues.ts memberDuesRows). */
const owing = (seasonId: number) => sql`
  SELECT m.id AS member_id,
    coalesce((SELECT t.amount_minor FROM dues_tiers t WHERE t.id = md.tier_id),
             (SELECT f.amount_minor FROM dues_tiers f WHERE f.season_id = ${seasonId} ORDER BY f.position, f.id LIMIT 1), 0)
      - coalesce((SELECT sum(p.amount_minor) FROM dues_payments p WHERE p.season_id = ${seasonId} AND p.member_id = m.id), 0) AS due
  FROM members m
  JOIN season_members sm ON sm.season_id = ${seasonId} AND sm.member_id = m.id AND sm.answer = 'yes'
  LEFT JOIN member_dues md ON md.season_id = ${seasonId} AND md.member_id = m.id
  WHERE coalesce(md.waived, 0) = 0`;

export async function claimDuesReminders(db: Db, now: number, limit = DUES_REMINDER_BATCH): Promise<DuesClaim[]> {
  const season = await currentSeason(db);
  if (season?.status !== "open") return [];
  const settings = await readDuesSettings(db, season.id);
  if (!settings.remindersEnabled || !settings.dueDate) return [];
  const slot = reminderSlot(festivalDay(now), settings.dueDate, settings.remindEveryDays, settings.remindMax);
  if (!slot) return [];
  const rows = await db.all<{ member_id: number }>(sql`
    INSERT INTO dues_reminders (season_id, member_id, due_date, sent_at)
    SELECT ${season.id}, o.member_id, ${slot}, ${now} FROM (${owing(season.id)}) o
    WHERE o.due > 0
      AND NOT EXISTS (SELECT 1 FROM dues_reminders r WHERE r.season_id = ${season.id} AND r.member_id = o.member_id AND r.due_date = ${slot})
    ORDER BY o.member_id LIMIT ${limit}
    ON CONFLICT DO NOTHING
    RETURNING member_id`);
  return rows.map((r) => ({ seasonId: season.id, memberId: r.member_id, slot, sentAt: now }));
}

/** Gives a claim back (not sent): only the row this claim wrote. */
export async function releaseDuesClaim(db: Db, claim: DuesClaim) {
  await db.run(
    sql`DELETE FROM dues_reminders WHERE season_id = ${claim.seasonId} AND member_id = ${claim.memberId} AND due_date = ${claim.slot} AND sent_at = ${claim.sentAt}`,
  );
}

/** The member's amount still due, if a reminder should go: coming, not waived, not paid in full. */
export async function amountStillDue(db: Db, seasonId: number, memberId: number): Promise<number | null> {
  const [row] = await db.all<{ due: number }>(sql`SELECT o.due FROM (${owing(seasonId)}) o WHERE o.member_id = ${memberId}`);
  return row && row.due > 0 ? row.due : null;
}

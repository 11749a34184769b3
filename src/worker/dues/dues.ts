// Dues per season (issue 26): settings, tiers, each member's tier / waiver / payments, and the
// derived status. Payments are recorded, never processed. Every write here is an admin's and its
// route records it in the audit log.
import { and, asc, eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { duesStatus, parseAmount, type DuesStatus, type OwnDuesDto } from "../../shared/dues";
import type { DuesSettingsInput } from "../../shared/dues-schemas";
import type { Db } from "../db/client";
import { duesPayments, duesTiers, memberDues, seasonDues, type Season } from "../db/schema";
import { currentSeason } from "../seasons/current";

const DEFAULT_DUES_SETTINGS = {
  currency: "USD",
  payLink: null as string | null,
  instructions: null as string | null,
  dueDate: null as string | null,
  remindersEnabled: false,
  remindEveryDays: 7,
  remindMax: 3,
};
export type DuesSettings = typeof DEFAULT_DUES_SETTINGS;

/** The current season, or a 404 saying there is none yet. */
export async function duesSeason(db: Db): Promise<Season> {
  const season = await currentSeason(db);
  if (!season) throw new HTTPException(404, { message: "No season yet: open one on the Season tab first" });
  return season;
}

export async function readDuesSettings(db: Db, seasonId: number): Promise<DuesSettings> {
  const row = await db.query.seasonDues.findFirst({ where: eq(seasonDues.seasonId, seasonId) });
  if (!row) return { ...DEFAULT_DUES_SETTINGS };
  const { seasonId: _s, updatedAt: _u, ...settings } = row;
  return settings;
}

/** Saves the settings. The currency is fixed once a payment is recorded: amounts are in it. */
export async function writeDuesSettings(db: Db, seasonId: number, input: DuesSettingsInput) {
  const before = await readDuesSettings(db, seasonId);
  if (input.currency !== before.currency) {
    const paid = await db.select({ n: sql<number>`count(*)` }).from(duesPayments).where(eq(duesPayments.seasonId, seasonId));
    if (paid[0].n > 0)
      throw new HTTPException(409, {
        message: `Payments are recorded in ${before.currency}: the currency cannot change any more this season`,
      });
  }
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(seasonDues)
    .values({ seasonId, ...values })
    .onConflictDoUpdate({ target: seasonDues.seasonId, set: values });
  return { before, after: await readDuesSettings(db, seasonId) };
}

/** An amount typed by an admin, in the season's currency, or a 400 saying what is wrong. */
export function amountOrThrow(text: string, currency: string, { positive = false } = {}): number {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) throw new HTTPException(400, { message: parsed.message });
  if (positive && parsed.minor === 0) throw new HTTPException(400, { message: "A payment must be more than zero" });
  return parsed.minor;
}

const listTiers = (db: Db, seasonId: number) =>
  db.select().from(duesTiers).where(eq(duesTiers.seasonId, seasonId)).orderBy(asc(duesTiers.position), asc(duesTiers.id));

const duplicateTier = (error: unknown) => /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error));

export async function createTier(db: Db, seasonId: number, name: string, amountMinor: number) {
  try {
    const [row] = await db
      .insert(duesTiers)
      .values({
        seasonId,
        name,
        amountMinor,
        position: sql`(SELECT coalesce(max(position), -1) + 1 FROM dues_tiers WHERE season_id = ${seasonId})`,
      })
      .returning();
    return row;
  } catch (error) {
    if (duplicateTier(error)) throw new HTTPException(409, { message: `There is already a tier called "${name}"` });
    throw error;
  }
}

async function findTier(db: Db, seasonId: number, id: number) {
  const tier = await db.query.duesTiers.findFirst({ where: and(eq(duesTiers.id, id), eq(duesTiers.seasonId, seasonId)) });
  if (!tier) throw new HTTPException(404, { message: "Tier not found" });
  return tier;
}

export async function updateTier(db: Db, seasonId: number, id: number, values: { name?: string; amountMinor?: number; position?: number }) {
  const before = await findTier(db, seasonId, id);
  try {
    const [after] = await db.update(duesTiers).set(values).where(eq(duesTiers.id, id)).returning();
    return { before, after };
  } catch (error) {
    if (duplicateTier(error)) throw new HTTPException(409, { message: `There is already a tier called "${values.name}"` });
    throw error;
  }
}

export async function deleteTier(db: Db, seasonId: number, id: number) {
  const tier = await findTier(db, seasonId, id);
  await db.delete(duesTiers).where(eq(duesTiers.id, id));
  return tier;
}

export interface MemberDuesRow {
  memberId: number;
  name: string | null;
  email: string;
  answer: string | null;
  tierId: number | null;
  tierName: string | null;
  waived: boolean;
  note: string | null;
  expectedMinor: number;
  paidMinor: number;
  lastPaidOn: string | null;
  reminders: number;
  status: DuesStatus;
}

/**
 * Everyone the season's dues concern: members coming (answer yes), and anyone else with a payment
 * or a tier, waiver or note of their own. A member without a tier owes the first tier.
 */
async function memberDuesRows(db: Db, seasonId: number, memberId?: number): Promise<MemberDuesRow[]> {
  const rows = await db.all<{
    member_id: number;
    name: string | null;
    email: string;
    answer: string | null;
    tier_id: number | null;
    tier_name: string | null;
    waived: number | null;
    note: string | null;
    expected: number;
    paid: number;
    last_paid: string | null;
    reminders: number;
  }>(sql`
    WITH paid AS (
      SELECT member_id, sum(amount_minor) AS total, max(paid_on) AS last_paid FROM dues_payments WHERE season_id = ${seasonId} GROUP BY member_id
    ), first_tier AS (
      SELECT id, name, amount_minor FROM dues_tiers WHERE season_id = ${seasonId} ORDER BY position, id LIMIT 1
    )
    SELECT m.id AS member_id, m.name, m.email, sm.answer, md.tier_id,
      coalesce(t.name, f.name) AS tier_name, md.waived, md.note,
      coalesce(t.amount_minor, f.amount_minor, 0) AS expected,
      coalesce(p.total, 0) AS paid, p.last_paid,
      (SELECT count(*) FROM dues_reminders r WHERE r.season_id = ${seasonId} AND r.member_id = m.id) AS reminders
    FROM members m
    LEFT JOIN season_members sm ON sm.season_id = ${seasonId} AND sm.member_id = m.id
    LEFT JOIN member_dues md ON md.season_id = ${seasonId} AND md.member_id = m.id
    LEFT JOIN dues_tiers t ON t.id = md.tier_id
    LEFT JOIN first_tier f ON 1
    LEFT JOIN paid p ON p.member_id = m.id
    WHERE (sm.answer = 'yes' OR p.member_id IS NOT NULL OR md.member_id IS NOT NULL)
      ${memberId === undefined ? sql`` : sql`AND m.id = ${memberId}`}
    ORDER BY lower(coalesce(m.name, m.email))`);
  return rows.map((r) => ({
    memberId: r.member_id,
    name: r.name,
    email: r.email,
    answer: r.answer,
    tierId: r.tier_id,
    tierName: r.tier_name,
    waived: Boolean(r.waived),
    note: r.note,
    expectedMinor: r.expected,
    paidMinor: r.paid,
    lastPaidOn: r.last_paid,
    reminders: r.reminders,
    status: duesStatus(r.expected, r.paid, Boolean(r.waived)),
  }));
}

/** Collected against expected: expected counts the members coming and not waived. */
function duesTotals(rows: MemberDuesRow[]) {
  const coming = rows.filter((r) => r.answer === "yes");
  const counts: Record<DuesStatus, number> = { unpaid: 0, "partly paid": 0, paid: 0, waived: 0 };
  for (const row of coming) counts[row.status]++;
  return {
    expectedMinor: coming.filter((r) => !r.waived).reduce((sum, r) => sum + r.expectedMinor, 0),
    collectedMinor: rows.reduce((sum, r) => sum + r.paidMinor, 0),
    coming: coming.length,
    counts,
  };
}

/** The season's dues at a glance, or null before any season (like the Season tab's roster, not a 404). */
export async function duesOverview(db: Db) {
  const season = await currentSeason(db);
  if (!season) return null;
  const [settings, tiers, rows] = await Promise.all([
    readDuesSettings(db, season.id),
    listTiers(db, season.id),
    memberDuesRows(db, season.id),
  ]);
  return {
    season: { id: season.id, name: season.name, year: season.year, status: season.status },
    settings,
    tiers,
    members: rows,
    totals: duesTotals(rows),
  };
}

/** Sets a member's tier, waiver or note for the season (absent keys are kept). */
export async function setMemberDues(
  db: Db,
  seasonId: number,
  memberId: number,
  input: { tierId?: number | null; waived?: boolean; note?: string | null },
) {
  if (input.tierId != null) await findTier(db, seasonId, input.tierId);
  const before = await db.query.memberDues.findFirst({ where: and(eq(memberDues.seasonId, seasonId), eq(memberDues.memberId, memberId)) });
  const values = { ...input, updatedAt: new Date() };
  const [after] = await db
    .insert(memberDues)
    .values({ seasonId, memberId, ...values })
    .onConflictDoUpdate({ target: [memberDues.seasonId, memberDues.memberId], set: values })
    .returning();
  const pick = (row: typeof after | undefined) => (row ? { tierId: row.tierId, waived: row.waived, note: row.note } : null);
  return { before: pick(before), after: pick(after)! };
}

export async function recordPayment(
  db: Db,
  seasonId: number,
  memberId: number,
  payment: { amountMinor: number; paidOn: string; note?: string | null; recordedBy: string },
) {
  const [row] = await db
    .insert(duesPayments)
    .values({
      seasonId,
      memberId,
      amountMinor: payment.amountMinor,
      paidOn: payment.paidOn,
      note: payment.note ?? null,
      recordedBy: payment.recordedBy,
    })
    .returning();
  return row;
}

export async function deletePayment(db: Db, seasonId: number, id: number) {
  const [row] = await db
    .delete(duesPayments)
    .where(and(eq(duesPayments.id, id), eq(duesPayments.seasonId, seasonId)))
    .returning();
  if (!row) throw new HTTPException(404, { message: "Payment not found" });
  return row;
}

export const memberPayments = (db: Db, seasonId: number, memberId: number) =>
  db
    .select()
    .from(duesPayments)
    .where(and(eq(duesPayments.seasonId, seasonId), eq(duesPayments.memberId, memberId)))
    .orderBy(asc(duesPayments.paidOn), asc(duesPayments.id));

/** Every payment of the season with the member's name, for the CSV export. */
export const seasonPayments = (db: Db, seasonId: number) =>
  db.all<{
    id: number;
    name: string | null;
    email: string;
    amount_minor: number;
    paid_on: string;
    note: string | null;
    recorded_by: string;
    created_at: number;
  }>(sql`
    SELECT p.id, m.name, m.email, p.amount_minor, p.paid_on, p.note, p.recorded_by, p.created_at
    FROM dues_payments p JOIN members m ON m.id = p.member_id
    WHERE p.season_id = ${seasonId} ORDER BY p.paid_on, p.id`);

/**
 * A member's own dues for the current season, or null when there is nothing to show: no season,
 * no tiers set, or they are not coming and have paid nothing.
 */
export async function ownDues(db: Db, memberId: number): Promise<OwnDuesDto | null> {
  const season = await currentSeason(db);
  if (!season) return null;
  const [settings, tiers, [row]] = await Promise.all([
    readDuesSettings(db, season.id),
    listTiers(db, season.id),
    memberDuesRows(db, season.id, memberId),
  ]);
  if (tiers.length === 0 || !row) return null;
  const payments = await memberPayments(db, season.id, memberId);
  return {
    seasonName: season.name,
    currency: settings.currency,
    tierName: row.tierName,
    expectedMinor: row.waived ? 0 : row.expectedMinor,
    paidMinor: row.paidMinor,
    status: row.status,
    dueDate: settings.dueDate,
    payLink: settings.payLink,
    instructions: settings.instructions,
    payments: payments.map((p) => ({ amountMinor: p.amountMinor, paidOn: p.paidOn })),
  };
}

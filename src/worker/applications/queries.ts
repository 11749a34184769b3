// Applications to join (issue 27, docs/decisions/050). Every "at most once" rule here is one
// conditional statement: one open application per address (a partial unique index), a member
// cannot apply (NOT EXISTS in the insert), a vouch link is spent by one UPDATE … RETURNING, and an
// admin's decision is claimed by one UPDATE … WHERE state IN (open) RETURNING.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  DEFAULT_APPLICATION_SETTINGS,
  OPEN_STATES,
  applicationSettingsSchema,
  sponsorView,
  statusFromBurns,
  type ApplicationAnswers,
  type ApplicationSettings,
  type ApplicationState,
} from "../../shared/applications";
import { displayName } from "../../shared/profile";
import type { Db } from "../db/client";
import { applications, members, settings, type Application } from "../db/schema";
import { sha256Hex } from "../lib/tokens";
import { newProfile } from "../members/profile-write";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY = "applications";

export async function readApplicationSettings(db: Db): Promise<ApplicationSettings> {
  const row = await db.query.settings.findFirst({ where: eq(settings.key, KEY) });
  const parsed = applicationSettingsSchema.safeParse(row ? JSON.parse(row.value) : null);
  return parsed.success ? parsed.data : DEFAULT_APPLICATION_SETTINGS;
}

export async function writeApplicationSettings(db: Db, value: ApplicationSettings) {
  await db
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), updatedAt: new Date() } });
}

type Answers = Omit<ApplicationAnswers, "website" | "turnstileToken">;

/**
 * Stores an application in one statement, or nothing: not when the address is a member's, not when
 * the address already has an open application (the partial unique index; ON CONFLICT DO NOTHING).
 * The sponsor is looked up in the same statement; only a Veteran gets the hashed vouch token.
 * Returns the new row's id and sponsor, or null when nothing was stored.
 */
export async function insertApplication(db: Db, answers: Answers, tokenHash: string, vouchDays: number, now = Date.now()) {
  const expiresAt = now + vouchDays * DAY_MS;
  const rows = await db.all<{ id: number; sponsorId: number | null }>(sql`
    INSERT INTO applications (email, name, playa_name, burns, about, home_town, location, country, first_burn,
      sponsor_email, sponsor_id, sponsor_decision, vouch_token_hash, vouch_expires_at, created_at)
    SELECT ${answers.email}, ${answers.name}, ${answers.playaName}, ${answers.burns}, ${answers.about}, ${answers.homeTown},
      ${answers.location}, ${answers.country}, ${answers.firstBurn}, ${answers.sponsorEmail}, s.id,
      CASE WHEN s.id IS NULL THEN 'none' ELSE 'pending' END,
      CASE WHEN s.id IS NULL THEN NULL ELSE ${tokenHash} END,
      CASE WHEN s.id IS NULL THEN NULL ELSE ${expiresAt} END,
      ${now}
    FROM (SELECT 1) LEFT JOIN (SELECT id FROM members WHERE lower(email) = ${answers.sponsorEmail} AND status = 'Veteran' LIMIT 1) s
    WHERE NOT EXISTS (SELECT 1 FROM members WHERE lower(email) = ${answers.email})
    ON CONFLICT DO NOTHING
    RETURNING id, sponsor_id AS sponsorId`);
  return rows[0] ?? null;
}

const validVouch = (hash: string, now: number) =>
  and(
    eq(applications.vouchTokenHash, hash),
    eq(applications.state, "new"),
    eq(applications.sponsorDecision, "pending"),
    sql`${applications.vouchExpiresAt} > ${now}`,
    // The sponsor must still be a Veteran member.
    sql`${applications.sponsorId} IN (SELECT id FROM members WHERE status = 'Veteran')`,
  );

/** What the vouch page shows: the applicant's answers, while the link is good. Never spends it. */
export async function lookVouch(db: Db, token: string, now = Date.now()) {
  const row = await db.query.applications.findFirst({ where: validVouch(await sha256Hex(token), now) });
  if (!row) return null;
  return { name: row.name, playaName: row.playaName, burns: row.burns, about: row.about };
}

/** Spends a vouch link: at most one caller, whichever button, ever gets the application back. */
export async function answerVouch(db: Db, token: string, decision: "vouch" | "decline", now = Date.now()) {
  const answer = decision === "vouch" ? "vouched" : "declined";
  const [row] = await db
    .update(applications)
    .set({ state: answer, sponsorDecision: answer, vouchTokenHash: null, sponsorAnsweredAt: now })
    .where(validVouch(await sha256Hex(token), now))
    .returning({ id: applications.id, name: applications.name });
  return row ?? null;
}

/** An application as the Onboarding tab shows it. */
function applicationDto(row: Application, sponsor: { name: string | null; email: string } | null, now = Date.now()) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    playaName: row.playaName,
    burns: row.burns,
    about: row.about,
    homeTown: row.homeTown,
    location: row.location,
    country: row.country,
    firstBurn: row.firstBurn,
    sponsorEmail: row.sponsorEmail,
    sponsorName: sponsor ? displayName(sponsor) : null,
    sponsor: sponsorView(row.sponsorDecision, row.vouchExpiresAt, now),
    state: row.state,
    memberId: row.memberId,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listApplications(db: Db, state?: ApplicationState, now = Date.now()) {
  const rows = await db
    .select({ application: applications, sponsorName: members.name, sponsorEmail: members.email })
    .from(applications)
    .leftJoin(members, eq(members.id, applications.sponsorId))
    .where(state ? eq(applications.state, state) : undefined)
    .orderBy(desc(applications.id))
    .limit(500);
  return rows.map((r) => applicationDto(r.application, r.sponsorEmail ? { name: r.sponsorName, email: r.sponsorEmail } : null, now));
}

const findApplication = (db: Db, id: number) => db.query.applications.findFirst({ where: eq(applications.id, id) });

/** The member an approval creates: the application's answers, a status from the burns, the vouching Veteran. */
function memberFromApplication(row: Application) {
  const fields = {
    email: row.email,
    name: row.name,
    playaName: row.playaName,
    homeTown: row.homeTown,
    location: row.location,
    country: row.country,
    bio: row.about,
    campHistory: null,
    burnYears: row.burns,
    firstBurn: row.firstBurn,
    status: statusFromBurns(row.burns),
    sponsorId: row.sponsorDecision === "vouched" ? row.sponsorId : null,
    sponsorName: null,
  };
  const profile = newProfile(fields);
  return { ...profile, profileCreated: profile.profileComplete };
}

export type Decision = { ok: true; row: Application; memberId?: number } | { ok: false; status: 404 | 409; message: string };

const openStates = inArray(applications.state, [...OPEN_STATES]);
const decided = (row: Application | undefined): Decision =>
  !row
    ? { ok: false, status: 404, message: "Application not found" }
    : { ok: false, status: 409, message: `This application has already been ${row.state === "approved" ? "approved" : "rejected"}.` };

/**
 * Approves an open application and creates its member, exactly once however many admins click at
 * once: the claim (state → approved) and the insert are one batch (one transaction in D1), and the
 * claim also requires the sponsor's answer to be the one the member is built from.
 */
export async function approveApplication(db: Db, id: number, admin: string, now = Date.now()): Promise<Decision> {
  const current = await findApplication(db, id);
  if (!current || !OPEN_STATES.includes(current.state as (typeof OPEN_STATES)[number])) return decided(current);
  const taken = await db.query.members.findFirst({ columns: { id: true }, where: sql`lower(${members.email}) = ${current.email}` });
  if (taken) return { ok: false, status: 409, message: "A member with this email already exists. Reject the application instead." };
  const m = memberFromApplication(current);
  const open = OPEN_STATES.map((state) => `'${state}'`).join(", ");
  // Raw statements: drizzle's insert-from-select wants every column of the table. One D1 batch is
  // one transaction; the insert runs only in the batch whose claim won (the others find member_id set).
  const d1 = db.$client;
  const [claimed] = await d1.batch<Application>([
    d1
      .prepare(
        `UPDATE applications SET state = 'approved', decided_at = ?1, decided_by = ?2, vouch_token_hash = NULL
         WHERE id = ?3 AND state IN (${open}) AND sponsor_decision = ?4 AND sponsor_id IS ?5
           AND NOT EXISTS (SELECT 1 FROM members WHERE lower(email) = ?6)
         RETURNING id, name, email, state`,
      )
      .bind(now, admin, id, current.sponsorDecision, current.sponsorId, current.email),
    d1
      .prepare(
        `INSERT INTO members (email, name, playa_name, home_town, location, country, bio, burn_years, first_burn, status,
           sponsor_id, profile_complete, profile_status, profile_created)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14
         WHERE EXISTS (SELECT 1 FROM applications WHERE id = ?15 AND state = 'approved' AND member_id IS NULL)`,
      )
      .bind(
        m.email,
        m.name,
        m.playaName,
        m.homeTown,
        m.location,
        m.country,
        m.bio,
        m.burnYears,
        m.firstBurn,
        m.status,
        m.sponsorId,
        m.profileComplete ? 1 : 0,
        m.profileStatus,
        m.profileCreated ? 1 : 0,
        id,
      ),
    d1
      .prepare(
        `UPDATE applications SET member_id = (SELECT id FROM members WHERE lower(email) = ?1)
         WHERE id = ?2 AND state = 'approved' AND member_id IS NULL`,
      )
      .bind(current.email, id),
  ]);
  const [claim] = claimed.results;
  const row = claim ? { ...current, ...claim } : undefined;
  if (!row) {
    const latest = await findApplication(db, id);
    if (latest && OPEN_STATES.includes(latest.state as (typeof OPEN_STATES)[number]))
      return { ok: false, status: 409, message: "The application changed while you were deciding. Look at it again." };
    return decided(latest);
  }
  const member = await db.query.members.findFirst({ columns: { id: true }, where: sql`lower(${members.email}) = ${current.email}` });
  return { ok: true, row, memberId: member?.id };
}

/** Rejects an open application, exactly once. */
export async function rejectApplication(db: Db, id: number, admin: string, now = Date.now()): Promise<Decision> {
  const [row] = await db
    .update(applications)
    .set({ state: "rejected", decidedAt: now, decidedBy: admin, vouchTokenHash: null })
    .where(and(eq(applications.id, id), openStates))
    .returning();
  if (row) return { ok: true, row };
  return decided(await findApplication(db, id));
}

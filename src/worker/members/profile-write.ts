// The one writer of a member's profile. Every write of profile fields goes through here, whoever
// makes it: the member's own edit, an admin's edit, the CSV import, a sponsor's deletion, the camp
// years of a closed season, a reply applied by the member's Durable Object, an approved application.
// Onboarding flags and the reply note, which are not profile fields, ride along in the same
// statement when a caller needs them written together (`also`).
import { eq, sql, type SQL } from "drizzle-orm";
import type { ProfileStatus } from "../../shared/constants";
import { deriveProfileStatus, isProfileComplete, REQUIRED_TEXT, TRIMMED_WHITESPACE } from "../../shared/profile";
import type { Db } from "../db/client";
import { members, type Member } from "../db/schema";

// The completeness rule (docs/product.md#profile-completeness, src/shared/profile.ts) written as SQL, so the derived flags are
// computed by the same UPDATE that writes the fields, from the row as it is at that moment. Computed
// in JS from a row read earlier, two edits at once (each filling one field) left every field filled
// and the profile "incomplete" (issue 24, item 2). test/worker/profile-rule.test.ts checks this SQL
// against the JS rule over many random rows.

type RuleField =
  | (typeof REQUIRED_TEXT)[number]["field"]
  | "campHistory"
  | "burnYears"
  | "firstBurn"
  | "status"
  | "sponsorId"
  | "sponsorName";

/** The value a field will have after this UPDATE: the new value when it is written, else the column. */
const after = (changes: Partial<Record<string, unknown>>, field: RuleField): SQL | unknown =>
  field in changes && changes[field] !== undefined ? sql`${changes[field]}` : members[field as keyof Member & keyof typeof members];

const filled = (value: unknown) => sql`(coalesce(trim(${value}, ${TRIMMED_WHITESPACE}), '') <> '')`;

/** True (1) when the profile, with `changes` applied, satisfies the completeness rule. */
function completeSql(changes: Partial<Record<string, unknown>>): SQL {
  const v = (field: RuleField) => after(changes, field);
  const text = REQUIRED_TEXT.map((f) => filled(v(f.field as RuleField)));
  return sql`(${sql.join(text, sql` AND `)}
    AND coalesce(${v("burnYears")}, 0) > 0
    AND coalesce(${v("firstBurn")}, 0) <> 0
    AND NOT (coalesce(${v("status")}, '') IN ('Virgin', 'Newbie') AND coalesce(${v("sponsorId")}, 0) = 0 AND NOT ${filled(v("sponsorName"))}))`;
}

/** Complete when the rule holds, Submitted when anything was supplied, else Empty (deriveProfileStatus). */
function profileStatusSql(changes: Partial<Record<string, unknown>>): SQL {
  const v = (field: RuleField) => after(changes, field);
  const anything = [
    ...REQUIRED_TEXT.map((f) => filled(v(f.field as RuleField))),
    filled(v("campHistory")),
    sql`coalesce(${v("firstBurn")}, 0) <> 0`,
    sql`coalesce(${v("burnYears")}, 0) <> 0`,
  ];
  return sql`(CASE WHEN ${completeSql(changes)} THEN 'Complete' WHEN (${sql.join(anything, sql` OR `)}) THEN 'Submitted' ELSE 'Empty' END)`;
}

/**
 * The one rule applied on every write (docs/product.md#profile-completeness): completeness is always recomputed, in the
 * same statement, from the row as written; profileStatus follows the data unless an admin
 * explicitly set a different value in this write.
 */
export function withDerivedStatus<T extends Partial<Member>>(current: Member, changes: T, adminStatus?: ProfileStatus) {
  const profileComplete = completeSql(changes);
  const profileStatus = adminStatus && adminStatus !== current.profileStatus ? adminStatus : profileStatusSql(changes);
  return { ...changes, profileComplete, profileStatus, lastUpdated: new Date() };
}

interface WriteOptions {
  /** A profileStatus an admin chose in this write (kept when it differs from the stored one). */
  adminStatus?: ProfileStatus;
  /** Values the rule reckons with that this statement does not write (a sponsor an import links after). */
  assume?: Partial<Member>;
  /** Columns that are not profile fields, written in the same statement (onboarding flags, the reply note). */
  also?: Partial<Pick<Member, "profileCreated" | "emailReplied" | "replyNote" | "replyNoteAt">>;
}

/**
 * The UPDATE that writes `changes` into `current`'s profile with profileComplete and profileStatus
 * derived in the same statement. Not run: callers await it (with .returning()) or put it in a batch.
 */
export function profileUpdate(db: Db, current: Member, changes: Partial<Member>, options: WriteOptions = {}) {
  const derived = withDerivedStatus(current, { ...changes, ...options.assume }, options.adminStatus);
  for (const key of Object.keys(options.assume ?? {})) delete (derived as Record<string, unknown>)[key];
  return db
    .update(members)
    .set({ ...derived, ...options.also })
    .where(eq(members.id, current.id));
}

/** Writes `changes` into the profile now and returns the row as written (none when the member is gone). */
export async function writeProfile(db: Db, current: Member, changes: Partial<Member>, options: WriteOptions = {}) {
  const [updated] = await profileUpdate(db, current, changes, options).returning();
  return updated;
}

/**
 * Links a member to a sponsor by the sponsor's email, in SQL (an import creates both in one batch,
 * so the sponsor's id is known only there), and derives the flags from the link as written: a
 * sponsor that turned out missing leaves the profile incomplete.
 */
export function sponsorLinkUpdate(db: Db, memberEmail: string, sponsorEmail: string, { statusGiven }: { statusGiven: boolean }) {
  const changes = { sponsorId: sql`(SELECT m.id FROM ${members} m WHERE lower(m.email) = ${sponsorEmail})`, sponsorName: null };
  return db
    .update(members)
    .set({
      ...changes,
      profileComplete: completeSql(changes),
      ...(statusGiven ? {} : { profileStatus: profileStatusSql(changes) }),
    })
    .where(sql`lower(${members.email}) = ${memberEmail}`);
}

/** A new member's profile with its flags (no row exists yet, so no other write can race it). */
export function newProfile<T extends Parameters<typeof isProfileComplete>[0]>(fields: T, adminStatus?: ProfileStatus | null) {
  return { ...fields, profileComplete: isProfileComplete(fields), profileStatus: adminStatus ?? deriveProfileStatus(fields) };
}

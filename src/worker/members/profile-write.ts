import { sql, type SQL } from "drizzle-orm";
import type { ProfileStatus } from "../../shared/constants";
import { REQUIRED_TEXT, TRIMMED_WHITESPACE } from "../../shared/profile";
import { members, type Member } from "../db/schema";

// The completeness rule (SPEC §4, src/shared/profile.ts) written as SQL, so the derived flags are
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
export function completeSql(changes: Partial<Record<string, unknown>>): SQL {
  const v = (field: RuleField) => after(changes, field);
  const text = REQUIRED_TEXT.map((f) => filled(v(f.field as RuleField)));
  return sql`(${sql.join(text, sql` AND `)}
    AND coalesce(${v("burnYears")}, 0) > 0
    AND coalesce(${v("firstBurn")}, 0) <> 0
    AND NOT (coalesce(${v("status")}, '') IN ('Virgin', 'Newbie') AND coalesce(${v("sponsorId")}, 0) = 0 AND NOT ${filled(v("sponsorName"))}))`;
}

/** Complete when the rule holds, Submitted when anything was supplied, else Empty (deriveProfileStatus). */
export function profileStatusSql(changes: Partial<Record<string, unknown>>): SQL {
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
 * The one rule applied on every write (SPEC §4, DESIGN): completeness is always recomputed, in the
 * same statement, from the row as written; profileStatus follows the data unless an admin
 * explicitly set a different value in this write.
 */
export function withDerivedStatus<T extends Partial<Member>>(current: Member, changes: T, adminStatus?: ProfileStatus) {
  const profileComplete = completeSql(changes);
  const profileStatus = adminStatus && adminStatus !== current.profileStatus ? adminStatus : profileStatusSql(changes);
  return { ...changes, profileComplete, profileStatus, lastUpdated: new Date() };
}

// The years each member camped with us (issue 25): written by closing a season, edited by admins,
// imported from CSV. A member's burn count and first burn follow them (consistentBurns).
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { type CAMP_YEAR_SOURCES, memberCampYears } from "../db/schema";
import { keepBurnsConsistent } from "./seasons";

export type CampYearSource = (typeof CAMP_YEAR_SOURCES)[number];

/** Every member's years (group them with groupYears). */
export const campYearsQuery = (db: Db) =>
  db.select({ memberId: memberCampYears.memberId, year: memberCampYears.year }).from(memberCampYears).orderBy(asc(memberCampYears.year));

/** memberId → years, ascending. */
export function groupYears(rows: { memberId: number; year: number }[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.memberId, [...(map.get(r.memberId) ?? []), r.year]);
  return map;
}

export const campYearsOf = async (db: Db, memberId: number) =>
  (
    await db
      .select({ year: memberCampYears.year })
      .from(memberCampYears)
      .where(eq(memberCampYears.memberId, memberId))
      .orderBy(asc(memberCampYears.year))
  ).map((r) => r.year);

/** The statements that make a member's years exactly `years` (kept rows keep their source). */
export function setCampYearsStatements(db: Db, memberId: number, years: number[], source: CampYearSource) {
  const drop = years.length
    ? db.delete(memberCampYears).where(and(eq(memberCampYears.memberId, memberId), notInArray(memberCampYears.year, years)))
    : db.delete(memberCampYears).where(eq(memberCampYears.memberId, memberId));
  const add = years.length
    ? [
        db
          .insert(memberCampYears)
          .values(years.map((year) => ({ memberId, year, source })))
          .onConflictDoNothing(),
      ]
    : [];
  return [drop, ...add] as const;
}

/** An admin's edit: the member's years become `years`. Returns before and after. */
export async function setCampYears(db: Db, memberId: number, years: number[], source: CampYearSource = "admin") {
  const unique = [...new Set(years)].sort((a, b) => a - b);
  const before = await campYearsOf(db, memberId);
  const [first, ...rest] = setCampYearsStatements(db, memberId, unique, source);
  await db.batch([first, ...rest]);
  await keepBurnsConsistent(db, [memberId]);
  return { before, after: unique };
}

// Opening, changing and closing a season (issue 25). One season is current at a time (a partial
// unique index) and at most one is open (another): two admins opening at once get one season and a 409.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { consistentBurns, type SeasonSummary } from "../../shared/season";
import type { openSeasonSchema, seasonSettingsSchema } from "../../shared/season-schemas";
import type { Db } from "../db/client";
import { earlyArrivalRequests, memberCampYears, members, seasonMembers, seasons, type Season } from "../db/schema";
import { profileUpdate } from "../members/profile-write";
import { currentSeason, openSeason } from "./current";

const conflict = (message: string) => new HTTPException(409, { message });

export const seasonSummary = (s: Season): SeasonSummary => ({
  id: s.id,
  year: s.year,
  name: s.name,
  festivalStart: s.festivalStart,
  festivalEnd: s.festivalEnd,
  buildDays: s.buildDays,
  strikeDays: s.strikeDays,
  passQuota: s.passQuota,
  passDays: s.passDays,
  travelModes: s.travelModes,
  rosterLocked: s.rosterLocked,
  status: s.status,
});

export const allSeasons = (db: Db) => db.select().from(seasons).orderBy(desc(seasons.year));

const isUnique = (error: unknown, index: string) =>
  String((error as Error)?.message ?? error).includes(index) || String((error as { cause?: unknown })?.cause ?? "").includes(index);

/** Opens a season and makes it current. 409 when one is still open or the year exists. */
export async function openNewSeason(db: Db, input: z.output<typeof openSeasonSchema>): Promise<Season> {
  const open = await db.query.seasons.findFirst({ where: eq(seasons.status, "open") });
  if (open) throw conflict(`The ${open.name} season is still open: close it before opening another`);
  try {
    const [, [created]] = await db.batch([
      db.update(seasons).set({ isCurrent: false }).where(eq(seasons.isCurrent, true)),
      db
        .insert(seasons)
        .values({ ...input, name: input.name ?? `Season ${input.year}`, isCurrent: true, status: "open" })
        .returning(),
    ]);
    return created;
  } catch (error) {
    // A parallel open won the race (the unique indexes), or the year was used before.
    if (isUnique(error, "seasons.year") || isUnique(error, "seasons_year_unique"))
      throw conflict(`A season for ${input.year} already exists`);
    if (isUnique(error, "UNIQUE")) throw conflict("Another season was opened at the same time: close it before opening another");
    throw error;
  }
}

/** Changes the open season's settings. A closed season cannot change; the quota cannot drop below the passes granted. */
export async function updateSeason(db: Db, input: z.output<typeof seasonSettingsSchema>): Promise<{ before: Season; after: Season }> {
  const before = await openSeason(db);
  const next = { ...before, ...input };
  if (next.festivalEnd < next.festivalStart) throw new HTTPException(400, { message: "The festival cannot end before it starts" });
  const granted = sql`(SELECT count(*) FROM ${earlyArrivalRequests} WHERE ${earlyArrivalRequests.seasonId} = ${before.id} AND ${earlyArrivalRequests.status} = 'granted')`;
  const [after] = await db
    .update(seasons)
    .set(input)
    .where(and(eq(seasons.id, before.id), eq(seasons.status, "open"), sql`${next.passQuota} >= ${granted}`))
    .returning();
  if (after) return { before, after };
  const now = await currentSeason(db);
  if (now?.id !== before.id || now.status !== "open") throw conflict(`The ${before.name} season is closed`);
  throw conflict(`The pass quota cannot be lower than the passes already granted; decline some first`);
}

/**
 * Closes the open season and records the year with the camp for every member who came. "Came" is
 * the answer at close: yes (days are not required; many set them late or never). The year lands in
 * member_camp_years and their burn count and first burn are made consistent with it (consistentBurns).
 */
export async function closeSeason(db: Db): Promise<{ season: Season; recorded: number }> {
  const season = await openSeason(db);
  const came = db
    .select({
      memberId: seasonMembers.memberId,
      year: sql`${season.year}`.as("year"),
      source: sql`'season'`.as("source"),
      createdAt: sql`(unixepoch('subsec') * 1000)`.as("created_at"),
    })
    .from(seasonMembers)
    .where(and(eq(seasonMembers.seasonId, season.id), eq(seasonMembers.answer, "yes")));
  const [[closed]] = await db.batch([
    db
      .update(seasons)
      .set({ status: "closed", rosterLocked: true, closedAt: new Date() })
      .where(and(eq(seasons.id, season.id), eq(seasons.status, "open")))
      .returning(),
    db.insert(memberCampYears).select(came).onConflictDoNothing(),
  ]);
  if (!closed) throw conflict(`The ${season.name} season is closed`);
  const yes = await db
    .select({ memberId: seasonMembers.memberId })
    .from(seasonMembers)
    .where(and(eq(seasonMembers.seasonId, season.id), eq(seasonMembers.answer, "yes")));
  await keepBurnsConsistent(
    db,
    yes.map((r) => r.memberId),
  );
  return { season: closed, recorded: yes.length };
}

/** Applies consistentBurns() to these members' profiles from their camp years (one batch). */
export async function keepBurnsConsistent(db: Db, memberIds: number[]) {
  for (let i = 0; i < memberIds.length; i += 50) {
    const ids = memberIds.slice(i, i + 50);
    const [rows, years] = await db.batch([
      db.select().from(members).where(inArray(members.id, ids)),
      db.select().from(memberCampYears).where(inArray(memberCampYears.memberId, ids)),
    ]);
    const updates = rows.flatMap((m) => {
      const next = consistentBurns(
        m,
        years.filter((y) => y.memberId === m.id).map((y) => y.year),
      );
      if (next.burnYears === m.burnYears && next.firstBurn === m.firstBurn) return [];
      return [profileUpdate(db, m, next)];
    });
    const [first, ...rest] = updates;
    if (first) await db.batch([first, ...rest]);
  }
}

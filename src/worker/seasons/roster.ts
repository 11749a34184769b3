// A member's answer for the current season: coming or not, which days, how (issue 25).
import { and, asc, eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { MemberSeasonDto } from "../../shared/season";
import { allowedDays, daysProblem } from "../../shared/season";
import type { seasonAnswerSchema } from "../../shared/season-schemas";
import type { Db } from "../db/client";
import { earlyArrivalRequests, members, seasonMembers, seasons, type Season, type SeasonMember } from "../db/schema";
import { currentSeason, openSeason } from "./current";

const conflict = (message: string) => new HTTPException(409, { message });
const bad = (message: string) => new HTTPException(400, { message });
const lockedMessage = (season: Pick<Season, "name">) => `The ${season.name} roster is locked: ask an admin to change your answer`;

export const myEntry = (db: Db, seasonId: number, memberId: number) =>
  db.query.seasonMembers.findFirst({ where: and(eq(seasonMembers.seasonId, seasonId), eq(seasonMembers.memberId, memberId)) });
export const myPass = (db: Db, seasonId: number, memberId: number) =>
  db.query.earlyArrivalRequests.findFirst({
    where: and(eq(earlyArrivalRequests.seasonId, seasonId), eq(earlyArrivalRequests.memberId, memberId)),
  });

/** What GET /api/season tells a signed-in member: the season, their answer and their pass. */
export async function seasonForMember(db: Db, memberId: number | null) {
  const season = await currentSeason(db);
  if (!season) return { season: null, me: null, pass: null, allowed: null };
  const [entry, pass] = memberId
    ? await Promise.all([myEntry(db, season.id, memberId), myPass(db, season.id, memberId)])
    : [undefined, undefined];
  return {
    season,
    me: entry ?? null,
    pass: pass ? { status: pass.status, reason: pass.reason, decidedAt: pass.decidedAt } : null,
    allowed: allowedDays(season, pass?.status === "granted"),
  };
}

/**
 * Saves the member's answer, days and travel for the open season. Omitted keys keep their value.
 * Refused with nothing changed: no open season (404/409), a locked roster (409), days outside the
 * season or a departure before the arrival (400), a travel mode not on the season's list (400).
 */
export async function saveAnswer(db: Db, memberId: number, input: z.output<typeof seasonAnswerSchema>): Promise<SeasonMember> {
  const season = await openSeason(db);
  if (season.rosterLocked) throw conflict(lockedMessage(season));
  const [current, pass] = await Promise.all([myEntry(db, season.id, memberId), myPass(db, season.id, memberId)]);
  const answer = input.answer ?? current?.answer;
  if (!answer) throw bad("Answer first: are you coming this year?");
  const next = {
    answer,
    arrival: input.arrival !== undefined ? input.arrival : (current?.arrival ?? null),
    departure: input.departure !== undefined ? input.departure : (current?.departure ?? null),
    travelMode: input.travelMode !== undefined ? input.travelMode || null : (current?.travelMode ?? null),
    showDaysToMembers: input.showDaysToMembers ?? current?.showDaysToMembers ?? false,
  };
  // Only the days this request sets are checked against today's window: days saved earlier stay
  // valid even if the window has since narrowed (a declined pass, new dates), until changed.
  const checkArrival = input.arrival !== undefined ? next.arrival : null;
  const checkDeparture = input.departure !== undefined ? next.departure : null;
  const problem =
    next.arrival && next.departure && next.departure < next.arrival
      ? "Departure cannot be before arrival"
      : daysProblem(season, checkArrival, checkDeparture, pass?.status === "granted");
  if (problem) throw bad(problem);
  if (next.travelMode && !season.travelModes.some((m) => m.toLowerCase() === next.travelMode!.toLowerCase()))
    throw bad(`Travel must be one of: ${season.travelModes.join(", ")}`);
  if (next.travelMode) next.travelMode = season.travelModes.find((m) => m.toLowerCase() === next.travelMode!.toLowerCase())!;
  // The lock is checked again in the write itself: an answer racing the admin's lock does not land.
  const stillOpen = sql`EXISTS (SELECT 1 FROM ${seasons} WHERE ${seasons.id} = ${season.id} AND ${seasons.status} = 'open' AND ${seasons.rosterLocked} = 0)`;
  const values = { ...next, updatedAt: new Date() };
  const [saved] = await db
    .insert(seasonMembers)
    .select(
      db
        .select({
          seasonId: sql`${season.id}`.as("season_id"),
          memberId: sql`${memberId}`.as("member_id"),
          answer: sql`${values.answer}`.as("answer"),
          arrival: sql`${values.arrival}`.as("arrival"),
          departure: sql`${values.departure}`.as("departure"),
          travelMode: sql`${values.travelMode}`.as("travel_mode"),
          showDaysToMembers: sql`${values.showDaysToMembers ? 1 : 0}`.as("show_days_to_members"),
          updatedAt: sql`${values.updatedAt.getTime()}`.as("updated_at"),
        })
        .from(seasons)
        .where(sql`${stillOpen} AND ${seasons.id} = ${season.id}`),
    )
    .onConflictDoUpdate({ target: [seasonMembers.seasonId, seasonMembers.memberId], set: values, setWhere: stillOpen })
    .returning();
  if (!saved) throw conflict(lockedMessage(season));
  return saved;
}

/** The season's roster for admins: every member with their answer (or none), oldest member first. */
export async function roster(db: Db, seasonId: number) {
  return db
    .select({
      memberId: members.id,
      email: members.email,
      name: members.name,
      playaName: members.playaName,
      answer: seasonMembers.answer,
      arrival: seasonMembers.arrival,
      departure: seasonMembers.departure,
      travelMode: seasonMembers.travelMode,
      showDaysToMembers: seasonMembers.showDaysToMembers,
      updatedAt: seasonMembers.updatedAt,
      pass: earlyArrivalRequests.status,
    })
    .from(members)
    .leftJoin(seasonMembers, and(eq(seasonMembers.memberId, members.id), eq(seasonMembers.seasonId, seasonId)))
    .leftJoin(earlyArrivalRequests, and(eq(earlyArrivalRequests.memberId, members.id), eq(earlyArrivalRequests.seasonId, seasonId)))
    .orderBy(asc(members.id));
}

/** The current open season's answers by member, for the members list (privacy applied by the caller). */
export const currentAnswersQuery = (db: Db) =>
  db
    .select({ entry: seasonMembers })
    .from(seasonMembers)
    .innerJoin(seasons, eq(seasons.id, seasonMembers.seasonId))
    .where(and(eq(seasons.isCurrent, true), eq(seasons.status, "open")));

/** A member's answer as another member sees it: the days only if the member allows it. */
export function visibleAnswer(entry: SeasonMember | undefined, viewer: "member" | "admin"): MemberSeasonDto | undefined {
  if (!entry) return undefined;
  const showDays = viewer === "admin" || entry.showDaysToMembers;
  return showDays
    ? { answer: entry.answer, arrival: entry.arrival, departure: entry.departure, travelMode: entry.travelMode }
    : { answer: entry.answer };
}

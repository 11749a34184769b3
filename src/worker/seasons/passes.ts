// Early-arrival passes (issue 25): members ask with a reason, admins grant or decline. The quota
// holds under any number of parallel grants because the grant is one conditional UPDATE: it
// succeeds only while the count of granted passes in the season is below the quota, and SQLite
// runs each statement alone (never a read followed by a write).
import { and, asc, eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { displayName } from "../../shared/profile";
import { allowedDays, formatDay } from "../../shared/season";
import type { Db } from "../db/client";
import { earlyArrivalRequests, members, seasonMembers, seasons, type EarlyArrivalRequest, type Season } from "../db/schema";
import { MailError, sendTemplate } from "../mail";
import { openSeason } from "./current";
import { myEntry, myPass } from "./roster";

const conflict = (message: string) => new HTTPException(409, { message });

/** A member asks for a pass (or rewords a request not yet decided). Only members coming (yes) may ask. */
export async function requestPass(db: Db, memberId: number, reason: string): Promise<EarlyArrivalRequest> {
  const season = await openSeason(db);
  if (season.passQuota === 0) throw conflict(`The camp has no early-arrival passes for ${season.name}`);
  const entry = await myEntry(db, season.id, memberId);
  if (entry?.answer !== "yes") throw conflict('Answer Yes to "Are you coming this year?" before asking for an early-arrival pass');
  const [saved] = await db
    .insert(earlyArrivalRequests)
    .values({ seasonId: season.id, memberId, reason })
    .onConflictDoUpdate({
      target: [earlyArrivalRequests.seasonId, earlyArrivalRequests.memberId],
      set: { reason, createdAt: new Date() },
      setWhere: eq(earlyArrivalRequests.status, "requested"),
    })
    .returning();
  if (saved) return saved;
  const pass = await myPass(db, season.id, memberId);
  throw conflict(`Your request was already ${pass?.status ?? "decided"}`);
}

export const passList = (db: Db, seasonId: number) =>
  db
    .select({
      id: earlyArrivalRequests.id,
      memberId: members.id,
      email: members.email,
      name: members.name,
      playaName: members.playaName,
      reason: earlyArrivalRequests.reason,
      status: earlyArrivalRequests.status,
      decidedBy: earlyArrivalRequests.decidedBy,
      decidedAt: earlyArrivalRequests.decidedAt,
      createdAt: earlyArrivalRequests.createdAt,
      arrival: seasonMembers.arrival,
    })
    .from(earlyArrivalRequests)
    .innerJoin(members, eq(members.id, earlyArrivalRequests.memberId))
    .leftJoin(
      seasonMembers,
      and(eq(seasonMembers.seasonId, earlyArrivalRequests.seasonId), eq(seasonMembers.memberId, earlyArrivalRequests.memberId)),
    )
    .where(eq(earlyArrivalRequests.seasonId, seasonId))
    .orderBy(asc(earlyArrivalRequests.createdAt));

/**
 * Grants or declines a request in one conditional statement. A grant lands only while fewer than
 * `pass_quota` passes of the season are granted; a second grant of the same pass changes nothing.
 */
export async function decidePass(db: Db, id: number, decision: "granted" | "declined", admin: string) {
  const season = await openSeason(db);
  const request = await db.query.earlyArrivalRequests.findFirst({
    where: and(eq(earlyArrivalRequests.id, id), eq(earlyArrivalRequests.seasonId, season.id)),
  });
  if (!request) throw new HTTPException(404, { message: "Early-arrival request not found" });
  const grantedCount = sql`(SELECT count(*) FROM ${earlyArrivalRequests} e WHERE e.season_id = ${season.id} AND e.status = 'granted')`;
  const quota = sql`(SELECT ${seasons.passQuota} FROM ${seasons} WHERE ${seasons.id} = ${season.id} AND ${seasons.status} = 'open')`;
  const condition =
    decision === "granted"
      ? sql`${earlyArrivalRequests.status} <> 'granted' AND ${grantedCount} < ${quota}`
      : sql`${earlyArrivalRequests.status} <> 'declined' AND ${quota} IS NOT NULL`;
  const [decided] = await db
    .update(earlyArrivalRequests)
    .set({ status: decision, decidedBy: admin, decidedAt: new Date() })
    .where(and(eq(earlyArrivalRequests.id, id), condition))
    .returning();
  if (!decided) {
    if (request.status === decision) throw conflict(`This request is already ${decision}`);
    if (decision === "granted")
      throw conflict(`All ${season.passQuota} early-arrival passes are granted: raise the quota or decline another first`);
    throw conflict(`The ${season.name} season is closed`);
  }
  return { season, before: request, after: decided };
}

/** The decision email (template early_arrival_decision). A mail failure is reported, not thrown. */
export async function sendDecisionEmail(env: Env, db: Db, season: Season, pass: EarlyArrivalRequest): Promise<string | null> {
  const member = await db.query.members.findFirst({ where: eq(members.id, pass.memberId) });
  if (!member) return null;
  const { earliest } = allowedDays(season, pass.status === "granted");
  try {
    await sendTemplate(env, db, {
      template: "early_arrival_decision",
      to: member.email,
      memberId: member.id,
      vars: { name: displayName(member), decision: pass.status, arrivalDate: formatDay(earliest), seasonName: season.name },
    });
    return null;
  } catch (error) {
    if (error instanceof MailError) return error.message;
    throw error;
  }
}

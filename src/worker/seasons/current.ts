// The current season: the one row with is_current = 1 (partial unique index, migration 0022).
// It is the open season, or the last one closed until the next opens. Other per-season features
// (dues, issue 26) key their rows by this id.
import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { seasons, type Season } from "../db/schema";

export const currentSeason = (db: Db): Promise<Season | undefined> => db.query.seasons.findFirst({ where: eq(seasons.isCurrent, true) });

/** The current season, open: what every member-side write needs. 404 / 409 with the reason otherwise. */
export async function openSeason(db: Db): Promise<Season> {
  const season = await currentSeason(db);
  if (!season) throw new HTTPException(404, { message: "No season is open yet" });
  if (season.status !== "open") throw new HTTPException(409, { message: `The ${season.name} season is closed` });
  return season;
}

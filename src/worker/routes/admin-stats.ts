import { Hono } from "hono";
import { notModified } from "../lib/etag";
import { memberStats } from "../members/stats";
import { dataVersion } from "../members/queries";
import type { AppEnv } from "../types";

export const adminStatsRoutes = new Hono<AppEnv>().get("/stats", async (c) => {
  return notModified(c, `W/"stats-${await dataVersion(c.var.db)}"`) ?? c.json(await memberStats(c.var.db));
});

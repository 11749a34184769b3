import { Hono } from "hono";
import { memberStats } from "../members/stats";
import { dataVersion } from "../members/queries";
import type { AppEnv } from "../types";

export const adminStatsRoutes = new Hono<AppEnv>().get("/stats", async (c) => {
  const etag = `W/"stats-${await dataVersion(c.var.db)}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", "private, no-cache");
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  return c.json(await memberStats(c.var.db));
});

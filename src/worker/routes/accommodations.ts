import { Hono } from "hono";
import { accommodations } from "../db/schema";
import { requireUser } from "../middleware/auth";
import type { AppEnv } from "../types";

/** Every accommodation's name and type, for the directory and the profile form. */
export const accommodationsRoutes = new Hono<AppEnv>().get("/accommodations", requireUser, async (c) => {
  const rows = await c.var.db
    .select({ name: accommodations.name, type: accommodations.type })
    .from(accommodations)
    .orderBy(accommodations.name);
  return c.json(rows);
});

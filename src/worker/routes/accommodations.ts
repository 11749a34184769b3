import { Hono } from "hono";
import { listAccommodations } from "../accommodations/queries";
import { requireUser } from "../middleware/auth";
import type { AppEnv } from "../types";

/** Every accommodation's name and type, for the directory and the profile form. */
export const accommodationsRoutes = new Hono<AppEnv>().get("/accommodations", requireUser, async (c) =>
  c.json(await listAccommodations(c.var.db)),
);

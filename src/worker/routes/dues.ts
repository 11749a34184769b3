// A member's own dues for the current season (issue 26): their status and how to pay, nobody else's.
import { Hono } from "hono";
import { ownDues } from "../dues/dues";
import { requireMember } from "../middleware/auth";
import type { AppEnv } from "../types";

export const duesRoutes = new Hono<AppEnv>().get("/members/me/dues", requireMember, async (c) =>
  c.json({ dues: await ownDues(c.var.db, c.var.user!.id) }, 200, { "Cache-Control": "no-store" }),
);

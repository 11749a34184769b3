// A member's own care details (issue 26). Their own route only: GET /api/my-profile, the members
// list and the offline copy carry none of it. Never cached anywhere.
import { Hono } from "hono";
import { careSchema } from "../../shared/care";
import { readCare, writeOwnCare } from "../care/care";
import { jsonBody } from "../lib/json";
import { requireMember } from "../middleware/auth";
import type { AppEnv } from "../types";

const NO_STORE = { "Cache-Control": "no-store" };

export const careRoutes = new Hono<AppEnv>()
  .get("/members/me/care", requireMember, async (c) => c.json(await readCare(c.var.db, c.var.user!.id), 200, NO_STORE))
  .put("/members/me/care", requireMember, jsonBody(careSchema), async (c) =>
    c.json(await writeOwnCare(c.var.db, c.var.user!.id, c.req.valid("json")), 200, NO_STORE),
  );

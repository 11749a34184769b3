import { Hono } from "hono";
import { z } from "zod";
import { listAudit } from "../audit/log";
import { queryOf } from "../lib/json";
import type { AppEnv } from "../types";

const id = z.coerce.number({ error: "Must be a number" }).int().positive();
const auditQuery = z.object({
  memberId: id.optional(),
  adminId: id.optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1, "limit must be 1 to 200").max(200, "limit must be 1 to 200").default(50),
});

export const adminAuditRoutes = new Hono<AppEnv>().get("/audit", queryOf(auditQuery), async (c) =>
  c.json(await listAudit(c.var.db, c.req.valid("query"))),
);

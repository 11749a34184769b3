import { Hono } from "hono";
import { desc } from "drizzle-orm";
import { outbox } from "../db/schema";
import { pipelineHealth } from "../inbound";
import { recentInbound } from "../onboarding/queries";
import { isDevelopment } from "../mail";
import type { AppEnv } from "../types";

/** Recent outbound mail. Bodies only in local development: in production they would hold sign-in links. */
export const adminOutboxRoutes = new Hono<AppEnv>()
  .get("/pipeline-health", async (c) => c.json(await pipelineHealth(c.env, c.var.db)))
  .get("/inbound", async (c) => {
    const rows = await recentInbound(c.var.db);
    return c.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  })
  .get("/outbox", async (c) => {
  const rows = await c.var.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
  const withBody = isDevelopment(c.env);
  return c.json(
    rows.map(({ html, text, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      ...(withBody ? { html, text } : {}),
    })),
  );
  });

import { Hono } from "hono";
import { desc } from "drizzle-orm";
import { outbox } from "../db/schema";
import { isDevelopment } from "../mail";
import type { AppEnv } from "../types";

/** Recent outbound mail. Bodies only in local development: in production they would hold sign-in links. */
export const adminOutboxRoutes = new Hono<AppEnv>().get("/outbox", async (c) => {
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

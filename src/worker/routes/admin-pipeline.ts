import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { emailSchema } from "../../shared/validation";
import { headerBlock, pipelineHealth, processInbound } from "../inbound";
import { jsonBody } from "../lib/json";
import { findInbound, recentInbound } from "../onboarding/queries";
import { isDevelopment, recentOutbox, sendTestEmail } from "../mail";
import type { AppEnv } from "../types";

/** The raw copy of an inbound row is shown up to this size; the rest is cut (the file stays). */
const RAW_SHOWN = 256 * 1024;

const inboundRow = async (c: { var: AppEnv["Variables"] }, id: string) => {
  const row = await findInbound(c.var.db, Number(id));
  if (!row) throw new HTTPException(404, { message: "No such inbound message" });
  return row;
};

/**
 * The mail pipeline, for the dashboard's Debug tab: its health, inbound replies (raw copy, reprocess),
 * a test message through the transport, and recent outbound mail.
 */
export const adminPipelineRoutes = new Hono<AppEnv>()
  .get("/pipeline-health", async (c) => c.json(await pipelineHealth(c.env, c.var.db)))
  .get("/inbound", async (c) => {
    const rows = await recentInbound(c.var.db);
    return c.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt?.toISOString() ?? null })));
  })
  // The raw message as we stored it (rejected senders: only the headers), as text.
  .get("/inbound/:id{[0-9]+}/raw", async (c) => {
    const row = await inboundRow(c, c.req.param("id"));
    const object = row.rawKey ? await c.env.FILES.get(row.rawKey) : null;
    if (!object) throw new HTTPException(404, { message: "The raw message is no longer stored" });
    const bytes = new Uint8Array(await object.arrayBuffer());
    const headersOnly = Boolean(object.customMetadata?.headersOnly);
    return c.json({
      id: row.id,
      headersOnly,
      size: bytes.byteLength,
      truncated: bytes.byteLength > RAW_SHOWN,
      headers: new TextDecoder().decode(headerBlock(bytes)),
      raw: new TextDecoder().decode(bytes.slice(0, RAW_SHOWN)),
    });
  })
  // Runs the row through the pipeline again (the same path as the email handler and the sweep).
  .post("/inbound/:id{[0-9]+}/reprocess", async (c) => {
    const row = await inboundRow(c, c.req.param("id"));
    if (row.status === "applied") throw new HTTPException(409, { message: "This reply has already been applied" });
    const status = await processInbound(c.env, c.var.db, row);
    const after = await inboundRow(c, c.req.param("id"));
    return c.json({ id: row.id, status, reason: after.reason });
  })
  // Sends a short message through the configured transport and shows its exact answer.
  .post("/test-email", jsonBody(z.object({ to: emailSchema })), async (c) => {
    const { to } = c.req.valid("json");
    return c.json(await sendTestEmail(c.env, c.var.db, to));
  })
  // Bodies only in local development: in production they would hold sign-in links.
  .get("/outbox", async (c) => {
    const rows = await recentOutbox(c.var.db);
    const withBody = isDevelopment(c.env);
    return c.json(
      rows.map(({ html, text, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        ...(withBody ? { html, text } : {}),
      })),
    );
  });

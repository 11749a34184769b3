import type { Context } from "hono";

/**
 * For answers polled by open pages (members list, stats, workflow status): tags the answer with
 * the data version it was built from and, when the browser already holds that version, returns the
 * 304 to send instead. Otherwise null, and the caller builds the body (the headers stay set).
 */
export function notModified(c: Context, etag: string) {
  c.header("ETag", etag);
  c.header("Cache-Control", "private, no-cache");
  return c.req.header("if-none-match") === etag ? c.body(null, 304) : null;
}

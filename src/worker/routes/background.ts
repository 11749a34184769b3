import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { settings } from "../db/schema";
import type { AppEnv } from "../types";

/**
 * The home and login backgrounds an admin uploaded; 204 means "none set, use the default" (not a
 * 404: every page asks, and a 404 is console noise in every browser).
 */
export const backgroundRoutes = new Hono<AppEnv>().get("/background/:type{home|auth}", async (c) => {
  const setting = await c.var.db.query.settings.findFirst({ where: eq(settings.key, `background:${c.req.param("type")}`) });
  const object = setting ? await c.env.FILES.get(setting.value) : null;
  if (!object) return c.body(null, 204, { "Cache-Control": "no-cache" });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-cache",
      ETag: object.httpEtag,
    },
  });
});

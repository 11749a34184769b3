import { Hono } from "hono";
import { backgroundKey } from "../uploads/backgrounds";
import type { AppEnv } from "../types";

/**
 * The home and login backgrounds an admin uploaded; 204 means "none set, use the default" (not a
 * 404: every page asks, and a 404 is console noise in every browser).
 */
export const backgroundRoutes = new Hono<AppEnv>().get("/background/:type{home|auth}", async (c) => {
  const key = await backgroundKey(c.var.db, c.req.param("type") as "home" | "auth");
  const object = key ? await c.env.FILES.get(key) : null;
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

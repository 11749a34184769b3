import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { eq } from "drizzle-orm";
import { settings } from "../db/schema";
import type { AppEnv } from "../types";

/** The home and login backgrounds an admin uploaded; 404 means "use the default". */
export const backgroundRoutes = new Hono<AppEnv>().get("/background/:type{home|auth}", async (c) => {
  const setting = await c.var.db.query.settings.findFirst({ where: eq(settings.key, `background:${c.req.param("type")}`) });
  const object = setting ? await c.env.FILES.get(setting.value) : null;
  if (!object) throw new HTTPException(404, { message: "No background set" });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-cache",
      ETag: object.httpEtag,
    },
  });
});

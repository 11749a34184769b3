import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requireUser } from "../middleware/auth";
import type { AppEnv } from "../types";

// Keys we hand out: photos/<uuid>.<ext>, backgrounds/<uuid>.<ext>, accommodation-icons/<type>.<ext>.
const KEY = /^(photos|backgrounds)\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

/** GET /uploads/*: files from R2 for signed-in users, with the stored type and no sniffing. */
export const filesRoutes = new Hono<AppEnv>().get("/*", requireUser, async (c) => {
  const key = decodeURIComponent(c.req.path.slice("/uploads/".length));
  if (!KEY.test(key)) throw new HTTPException(404, { message: "Not found" });
  const object = await c.env.FILES.get(key);
  if (!object) throw new HTTPException(404, { message: "Not found" });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // Keys are random and never reused, so the content behind one never changes.
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: object.httpEtag,
    },
  });
});

import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { defaultIconPath, iconKey } from "../accommodations/icons";
import { requireUser } from "../middleware/auth";
import type { AppEnv } from "../types";

// Keys we hand out: photos/<uuid>.<ext> and backgrounds/<uuid>.<ext>; icons are looked up by type.
const KEY = /^(photos|backgrounds)\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

// Uploaded files are served so that nothing in them can run (an SVG's script included).
const SAFE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function serve(object: R2ObjectBody, cacheControl: string) {
  return new Response(object.body, {
    headers: {
      ...SAFE_HEADERS,
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": cacheControl,
      ETag: object.httpEtag,
    },
  });
}

/** GET /uploads/*: files from R2 for signed-in users, with the stored type. */
export const filesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // /uploads/accommodation-icons/{type}.png (docs/product.md#accommodations): the uploaded icon, else the shipped default.
  .get("/accommodation-icons/:file{.+\\.png}", async (c) => {
    const type = c.req.param("file").slice(0, -".png".length);
    const uploaded = await c.env.FILES.get(iconKey(type));
    if (uploaded) return serve(uploaded, "private, max-age=60");
    const fallback = defaultIconPath(type);
    if (!fallback) throw new HTTPException(404, { message: "No icon for this type" });
    const asset = await c.env.ASSETS.fetch(new URL(fallback, c.req.url));
    return new Response(asset.body, {
      status: asset.status,
      headers: { ...SAFE_HEADERS, "Content-Type": "image/svg+xml", "Cache-Control": "private, max-age=3600" },
    });
  })
  .get("/*", async (c) => {
    const key = decodeURIComponent(c.req.path.slice("/uploads/".length));
    if (!KEY.test(key)) throw new HTTPException(404, { message: "Not found" });
    const object = await c.env.FILES.get(key);
    if (!object) throw new HTTPException(404, { message: "Not found" });
    // Keys are random and never reused, so the content behind one never changes.
    return serve(object, "private, max-age=31536000, immutable");
  });

import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../types";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths that accept multipart form uploads; every other mutation must be JSON (or bodiless). */
const UPLOAD_PATHS = [
  "/api/upload-photo",
  "/api/admin/upload-background",
  "/api/admin/upload-accommodation-icon",
  "/api/admin/process-manual-email",
  "/api/admin/members/import",
];

/**
 * CSRF defence: a mutation must come from our own origin and carry JSON
 * (multipart only on upload routes). Plain HTML forms can send neither cross-site.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const allowedOrigins = new Set([c.env.APP_ORIGIN, new URL(c.req.url).origin]);
  if (site && site !== "same-origin" && site !== "none") throw new HTTPException(403, { message: "Cross-site request refused" });
  if (!origin || !allowedOrigins.has(origin)) throw new HTTPException(403, { message: "Cross-site request refused" });

  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const hasBody = c.req.header("content-length") !== undefined && c.req.header("content-length") !== "0";
  const isUpload = UPLOAD_PATHS.includes(c.req.path);
  if (type === "application/json" || (isUpload && type === "multipart/form-data") || (!type && !hasBody)) return next();
  throw new HTTPException(415, { message: isUpload ? "Expected multipart/form-data" : "Expected application/json" });
});

import { Hono } from "hono";
import { readApplicationSettings } from "../applications/queries";
import { turnstileSiteKey } from "../applications/turnstile";
import type { AppEnv } from "../types";

/** Public settings the login screen needs before anyone signs in. */
// `string`, not the literal name `wrangler types` gives Env: the client's types are read from here.
export const configRoutes = new Hono<AppEnv>().get("/config", async (c) => {
  const applications = await readApplicationSettings(c.var.db);
  return c.json({
    campName: c.env.CAMP_NAME as string,
    development: c.env.ENVIRONMENT === "development",
    // Issue 27: the login screen's "Apply to join" link, only while applications are open.
    applications: applications.enabled ? { linkText: applications.linkText } : null,
    turnstileSiteKey: turnstileSiteKey(c.env),
  });
});

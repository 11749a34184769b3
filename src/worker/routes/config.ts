import { Hono } from "hono";
import type { AppEnv } from "../types";

/** Public settings the login screen needs before anyone signs in. */
// `string`, not the literal name `wrangler types` gives Env: the client's types are read from here.
export const configRoutes = new Hono<AppEnv>().get("/config", (c) =>
  c.json({ campName: c.env.CAMP_NAME as string, development: c.env.ENVIRONMENT === "development" }),
);

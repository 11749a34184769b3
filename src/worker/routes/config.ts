import { Hono } from "hono";
import type { AppEnv } from "../types";

/** Public settings the login screen needs before anyone signs in. */
export const configRoutes = new Hono<AppEnv>().get("/config", (c) =>
  c.json({ campName: c.env.CAMP_NAME, development: c.env.ENVIRONMENT === "development" }),
);

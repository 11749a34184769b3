// Admins' reads of care details (issue 26). One member at a time, and each read writes an audit
// row (care/care.ts); no list or export carries a medical note unless asked, and then audited too.
import { Hono } from "hono";
import { readCareAsAdmin } from "../care/care";
import type { AppEnv } from "../types";

export const adminCareRoutes = new Hono<AppEnv>().get("/members/:id{[0-9]+}/care", async (c) => {
  const user = c.var.user!;
  const actor = { id: user.id, username: user.type === "admin" ? user.username : "" };
  return c.json(await readCareAsAdmin(c.var.db, actor, Number(c.req.param("id"))), 200, { "Cache-Control": "no-store" });
});

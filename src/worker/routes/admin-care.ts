// Admins' reads of care details (issue 26). One member at a time, and each read writes an audit
// row (care/care.ts); no list or export carries a medical note unless asked, and then audited too.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { emergencyList, readCareAsAdmin } from "../care/care";
import { queryOf } from "../lib/json";
import { toCsv } from "../members/csv";
import type { AppEnv } from "../types";

const NO_STORE = { "Cache-Control": "no-store" };
const actorOf = (c: Context<AppEnv>) => {
  const user = c.var.user!;
  return { id: user.id, username: user.type === "admin" ? user.username : "" };
};
const listQuery = z.object({
  medical: z
    .enum(["0", "1"], { error: "medical must be 1 or 0" })
    .optional()
    .transform((v) => v === "1"),
});

export const adminCareRoutes = new Hono<AppEnv>()
  .get("/members/:id{[0-9]+}/care", async (c) =>
    c.json(await readCareAsAdmin(c.var.db, actorOf(c), Number(c.req.param("id"))), 200, NO_STORE),
  )
  // The season's emergency list for the safety lead: the print page reads this; ?medical=1 adds the
  // medical notes, each one an audited read.
  .get("/emergency-list", queryOf(listQuery), async (c) =>
    c.json(await emergencyList(c.var.db, actorOf(c), c.req.valid("query")), 200, NO_STORE),
  )
  .get("/emergency-list.csv", queryOf(listQuery), async (c) => {
    const list = await emergencyList(c.var.db, actorOf(c), c.req.valid("query"));
    const header = [
      "Name",
      "Playa name",
      "Emergency contact",
      "Relation",
      "Phone",
      "Dietary needs",
      ...(list.medical ? ["Medical note"] : []),
    ];
    const rows = list.members.map((m) => [
      m.name,
      m.playaName,
      m.emergencyName,
      m.emergencyRelation,
      m.emergencyPhone,
      m.dietary,
      ...(list.medical ? [m.medicalNote ?? null] : []),
    ]);
    return c.body(toCsv(header, rows), 200, {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="emergency-list-${list.season.name.replace(/[^\w-]+/g, "-")}.csv"`,
    });
  });

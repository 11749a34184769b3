import { Hono } from "hono";
import { accommodationCreateSchema, accommodationUpdateSchema, typeCreateSchema, typeNameSchema, typeRenameSchema } from "../../shared/accommodation-schemas";
import {
  addType,
  createAccommodation,
  deleteAccommodation,
  deleteType,
  listAdminAccommodations,
  listTypes,
  renameType,
  updateAccommodation,
} from "../accommodations/queries";
import { moveIcon, withIconFlags } from "../accommodations/icons";
import { diff } from "../audit/log";
import { parseJson } from "../lib/json";
import { audit } from "../middleware/audit";
import type { AppEnv } from "../types";

// Hono has already decoded path parameters.
const typeParam = (raw: string) => typeNameSchema.parse(raw);

export const adminAccommodationsRoutes = new Hono<AppEnv>()
  // ?t= is the client's cache-buster (SPEC §7); it needs no handling beyond being accepted.
  .get("/accommodations", async (c) => c.json(await listAdminAccommodations(c.var.db)))
  .post("/accommodations", async (c) => {
    const row = await createAccommodation(c.var.db, await parseJson(c, accommodationCreateSchema));
    audit(c, { action: "accommodation.create", targetType: "accommodation", targetId: row.id, targetLabel: row.name, changes: diff(null, { name: row.name, type: row.type }) });
    return c.json(row, 201);
  })
  .put("/accommodations/:id{[0-9]+}", async (c) => {
    const { before, after } = await updateAccommodation(c.var.db, Number(c.req.param("id")), await parseJson(c, accommodationUpdateSchema));
    audit(c, { action: "accommodation.update", targetType: "accommodation", targetId: after.id, targetLabel: after.name, changes: diff(before, after) });
    return c.json(after);
  })
  .delete("/accommodations/:id{[0-9]+}", async (c) => {
    const row = await deleteAccommodation(c.var.db, Number(c.req.param("id")));
    audit(c, { action: "accommodation.delete", targetType: "accommodation", targetId: row.id, targetLabel: row.name, changes: diff({ name: row.name, type: row.type }, null) });
    return c.json({ message: "Accommodation deleted", id: row.id });
  })
  .get("/accommodation-types", async (c) => c.json(await withIconFlags(c.env.FILES, await listTypes(c.var.db))))
  .post("/accommodation-types", async (c) => {
    const { type } = await parseJson(c, typeCreateSchema);
    const row = await addType(c.var.db, type);
    audit(c, { action: "type.create", targetType: "accommodation-type", targetLabel: type });
    return c.json(row, 201);
  })
  .put("/accommodation-types/:type", async (c) => {
    const from = typeParam(c.req.param("type"));
    const { type: to, merge } = await parseJson(c, typeRenameSchema);
    const result = await renameType(c.var.db, from, to, { merge });
    await moveIcon(c.env.FILES, from, result.type, { keepExisting: result.merged });
    audit(c, { action: result.merged ? "type.merge" : "type.rename", targetType: "accommodation-type", targetLabel: result.type, changes: { type: { before: from, after: result.type } } });
    return c.json(result);
  })
  .delete("/accommodation-types/:type", async (c) => {
    const type = typeParam(c.req.param("type"));
    const deleted = await deleteType(c.var.db, type);
    audit(c, { action: "type.delete", targetType: "accommodation-type", targetLabel: type, changes: { accommodationsDeleted: { before: deleted, after: 0 } } });
    return c.json({ type, deleted });
  });

import { Hono } from "hono";
import {
  accommodationCreateSchema,
  accommodationUpdateSchema,
  typeCreateSchema,
  typeNameSchema,
  typeRenameSchema,
} from "../../shared/accommodation-schemas";
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
import { jsonBody, paramOf } from "../lib/json";
import { audit } from "../middleware/audit";
import type { AppEnv } from "../types";

// Hono has already decoded path parameters.
const typeParam = paramOf("type", typeNameSchema);

export const adminAccommodationsRoutes = new Hono<AppEnv>()
  // ?t= is the client's cache-buster; it needs no handling beyond being accepted.
  .get("/accommodations", async (c) => c.json(await listAdminAccommodations(c.var.db)))
  .post("/accommodations", jsonBody(accommodationCreateSchema), async (c) => {
    const row = await createAccommodation(c.var.db, c.req.valid("json"));
    audit(c, {
      action: "accommodation.create",
      targetType: "accommodation",
      targetId: row.id,
      targetLabel: row.name,
      changes: diff(null, { name: row.name, type: row.type }),
    });
    return c.json(row, 201);
  })
  .put("/accommodations/:id{[0-9]+}", jsonBody(accommodationUpdateSchema), async (c) => {
    const { before, after } = await updateAccommodation(c.var.db, Number(c.req.param("id")), c.req.valid("json"));
    audit(c, {
      action: "accommodation.update",
      targetType: "accommodation",
      targetId: after.id,
      targetLabel: after.name,
      changes: diff(before, after),
    });
    return c.json(after);
  })
  .delete("/accommodations/:id{[0-9]+}", async (c) => {
    const row = await deleteAccommodation(c.var.db, Number(c.req.param("id")));
    audit(c, {
      action: "accommodation.delete",
      targetType: "accommodation",
      targetId: row.id,
      targetLabel: row.name,
      changes: diff({ name: row.name, type: row.type }, null),
    });
    return c.json({ message: "Accommodation deleted", id: row.id });
  })
  .get("/accommodation-types", async (c) => c.json(await withIconFlags(c.env.FILES, await listTypes(c.var.db))))
  .post("/accommodation-types", jsonBody(typeCreateSchema), async (c) => {
    const { type } = c.req.valid("json");
    const row = await addType(c.var.db, type);
    audit(c, { action: "type.create", targetType: "accommodation-type", targetLabel: type });
    return c.json(row, 201);
  })
  .put("/accommodation-types/:type", typeParam, jsonBody(typeRenameSchema), async (c) => {
    const from = c.req.valid("param").type;
    const { type: to, merge } = c.req.valid("json");
    const result = await renameType(c.var.db, from, to, { merge });
    await moveIcon(c.env.FILES, from, result.type, { keepExisting: result.merged });
    audit(c, {
      action: result.merged ? "type.merge" : "type.rename",
      targetType: "accommodation-type",
      targetLabel: result.type,
      changes: { type: { before: from, after: result.type } },
    });
    return c.json(result);
  })
  .delete("/accommodation-types/:type", typeParam, async (c) => {
    const { type } = c.req.valid("param");
    const deleted = await deleteType(c.var.db, type);
    audit(c, {
      action: "type.delete",
      targetType: "accommodation-type",
      targetLabel: type,
      changes: { accommodationsDeleted: { before: deleted, after: 0 } },
    });
    return c.json({ type, deleted });
  });

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
import { parseJson } from "../lib/json";
import type { AppEnv } from "../types";

// Hono has already decoded path parameters.
const typeParam = (raw: string) => typeNameSchema.parse(raw);

export const adminAccommodationsRoutes = new Hono<AppEnv>()
  // ?t= is the client's cache-buster (SPEC §7); it needs no handling beyond being accepted.
  .get("/accommodations", async (c) => c.json(await listAdminAccommodations(c.var.db)))
  .post("/accommodations", async (c) => c.json(await createAccommodation(c.var.db, await parseJson(c, accommodationCreateSchema)), 201))
  .put("/accommodations/:id{[0-9]+}", async (c) =>
    c.json(await updateAccommodation(c.var.db, Number(c.req.param("id")), await parseJson(c, accommodationUpdateSchema))),
  )
  .delete("/accommodations/:id{[0-9]+}", async (c) => {
    const row = await deleteAccommodation(c.var.db, Number(c.req.param("id")));
    return c.json({ message: "Accommodation deleted", id: row.id });
  })
  .get("/accommodation-types", async (c) => c.json(await withIconFlags(c.env.FILES, await listTypes(c.var.db))))
  .post("/accommodation-types", async (c) => {
    const { type } = await parseJson(c, typeCreateSchema);
    return c.json(await addType(c.var.db, type), 201);
  })
  .put("/accommodation-types/:type", async (c) => {
    const from = typeParam(c.req.param("type"));
    const { type: to, merge } = await parseJson(c, typeRenameSchema);
    const result = await renameType(c.var.db, from, to, { merge });
    await moveIcon(c.env.FILES, from, result.type, { keepExisting: result.merged });
    return c.json(result);
  })
  .delete("/accommodation-types/:type", async (c) => {
    const type = typeParam(c.req.param("type"));
    const deleted = await deleteType(c.var.db, type);
    return c.json({ type, deleted });
  });

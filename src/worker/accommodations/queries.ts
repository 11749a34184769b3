// Accommodations and their types. A type exists only through the accommodations that carry it (docs/product.md#accommodations).
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { accommodationCreateSchema, accommodationUpdateSchema } from "../../shared/accommodation-schemas";
import type { AdminAccommodation, AccommodationType } from "../../shared/accommodations";
import type { Db } from "../db/client";
import { accommodations, members } from "../db/schema";

const conflict = (message: string) => new HTTPException(409, { message });
const notFound = () => new HTTPException(404, { message: "Accommodation not found" });

/** The accommodation of that name, whatever its case: "tent city" is "Tent City". */
/** Every accommodation's name and type, A→Z: what members see. */
export const listAccommodations = (db: Db) =>
  db.select({ name: accommodations.name, type: accommodations.type }).from(accommodations).orderBy(accommodations.name);

export const findByName = (db: Db, name: string) =>
  db.query.accommodations.findFirst({ where: sql`lower(${accommodations.name}) = ${name.toLowerCase()}` });

export async function listAdminAccommodations(db: Db): Promise<AdminAccommodation[]> {
  const [rows, assigned] = await db.batch([
    db.select().from(accommodations).orderBy(accommodations.name),
    db
      .select({
        id: members.id,
        name: members.name,
        email: members.email,
        playaName: members.playaName,
        accommodation: members.accommodation,
      })
      .from(members)
      .where(isNotNull(members.accommodation))
      .orderBy(members.name),
  ]);
  const byName = new Map<string, AdminAccommodation["members"]>();
  for (const { accommodation, ...member } of assigned) {
    const list = byName.get(accommodation!) ?? [];
    list.push(member);
    byName.set(accommodation!, list);
  }
  return rows.map((row) => {
    const list = byName.get(row.name) ?? [];
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      managerId: row.managerId,
      manager: list.find((m) => m.id === row.managerId) ?? null,
      members: list,
      memberCount: list.length,
    };
  });
}

export async function createAccommodation(db: Db, input: z.output<typeof accommodationCreateSchema>) {
  if (await findByName(db, input.name)) throw conflict("An accommodation with this name already exists");
  const [row] = await db.insert(accommodations).values(input).returning();
  return row;
}

export async function updateAccommodation(db: Db, id: number, input: z.output<typeof accommodationUpdateSchema>) {
  const current = await db.query.accommodations.findFirst({ where: eq(accommodations.id, id) });
  if (!current) throw notFound();
  if (input.name !== undefined && input.name !== current.name) {
    const other = await findByName(db, input.name);
    if (other && other.id !== id) throw conflict("An accommodation with this name already exists");
  }
  if (input.managerId != null) {
    const manager = await db.query.members.findFirst({
      where: and(eq(members.id, input.managerId), eq(members.accommodation, current.name)),
    });
    if (!manager) throw new HTTPException(400, { message: "The manager must be a member assigned to this accommodation" });
  }
  // Renaming cascades to the members' accommodation (ON UPDATE CASCADE).
  const [row] = await db.update(accommodations).set(input).where(eq(accommodations.id, id)).returning();
  return { before: current, after: row };
}

/** Deletes an accommodation; its members become unassigned (ON DELETE SET NULL) and keep everything else. */
export async function deleteAccommodation(db: Db, id: number) {
  const [row] = await db.delete(accommodations).where(eq(accommodations.id, id)).returning();
  if (!row) throw notFound();
  return row;
}

export async function listTypes(db: Db): Promise<Omit<AccommodationType, "hasIcon">[]> {
  return db
    .select({ type: accommodations.type, count: sql<number>`count(DISTINCT ${accommodations.id})`, memberCount: count(members.id) })
    .from(accommodations)
    .leftJoin(members, eq(members.accommodation, accommodations.name))
    .groupBy(accommodations.type)
    .orderBy(accommodations.type);
}

const typeExists = async (db: Db, type: string) =>
  Boolean(
    await db.query.accommodations.findFirst({ columns: { id: true }, where: sql`lower(${accommodations.type}) = ${type.toLowerCase()}` }),
  );

/** A new type exists through a placeholder accommodation named 'Sample {type}' (docs/product.md#types-tab). */
export async function addType(db: Db, type: string) {
  if (await typeExists(db, type)) throw conflict("This type already exists");
  const name = `Sample ${type}`;
  if (await findByName(db, name)) throw conflict(`An accommodation named "${name}" already exists`);
  const [row] = await db.insert(accommodations).values({ name, type }).returning();
  return row;
}

/** The stored spelling of a type, matched without regard to case; null when no accommodation has it. */
async function storedTypeName(db: Db, type: string): Promise<string | null> {
  const row = await db.query.accommodations.findFirst({
    columns: { type: true },
    where: sql`lower(${accommodations.type}) = ${type.toLowerCase()}`,
  });
  return row?.type ?? null;
}

/**
 * Renames a type on every accommodation of it. Renaming onto another existing type is a merge
 * (fold `tbd` into `Tent`): refused unless asked for with `merge`, and then the accommodations take
 * the existing type's own spelling. Returns the type they now have.
 */
export async function renameType(db: Db, from: string, to: string, { merge = false } = {}) {
  if (!(await typeExists(db, from))) throw new HTTPException(404, { message: "Type not found" });
  const existing = from.toLowerCase() === to.toLowerCase() ? null : await storedTypeName(db, to);
  if (existing && !merge) throw conflict(`A type named "${existing}" already exists. Merge "${from}" into it instead.`);
  const target = existing ?? to;
  const rows = await db
    .update(accommodations)
    .set({ type: target })
    .where(eq(accommodations.type, from))
    .returning({ id: accommodations.id });
  return { type: target, updated: rows.length, merged: Boolean(existing) };
}

export async function deleteType(db: Db, type: string) {
  const rows = await db.delete(accommodations).where(eq(accommodations.type, type)).returning({ id: accommodations.id });
  if (rows.length === 0) throw new HTTPException(404, { message: "Type not found" });
  return rows.length;
}

// The home and login backgrounds an admin uploaded: the R2 key of each, kept in the settings table.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

export type BackgroundType = "home" | "auth";

const settingKey = (type: BackgroundType) => `background:${type}`;

/** The R2 key of the background in use, or null when none was uploaded. */
export async function backgroundKey(db: Db, type: BackgroundType): Promise<string | null> {
  const row = await db.query.settings.findFirst({ where: eq(settings.key, settingKey(type)) });
  return row?.value ?? null;
}

/** Points the background at a newly stored file; returns the key it replaced (null for none). */
export async function setBackground(db: Db, type: BackgroundType, key: string): Promise<string | null> {
  const previous = await backgroundKey(db, type);
  await db
    .insert(settings)
    .values({ key: settingKey(type), value: key })
    .onConflictDoUpdate({ target: settings.key, set: { value: key, updatedAt: new Date() } });
  return previous;
}

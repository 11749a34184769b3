import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { admins } from "../db/schema";
import { DUMMY_HASH, verifyPassword } from "../lib/password";

/** The admin's id when username and password match. Unknown users cost the same hash as known ones. */
export async function checkAdminCredentials(db: Db, username: string, password: string): Promise<number | null> {
  const admin = await db.query.admins.findFirst({ where: sql`lower(${admins.username}) = ${username.toLowerCase()}` });
  const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  return admin && ok ? admin.id : null;
}

// Several admins (issue 14): list, add (with a first password or a one-time set-password link),
// remove (never the last), and password changes, which end the admin's other sessions.
import { and, eq, gt, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { adminPasswordTokens, admins } from "../db/schema";
import { hashPassword, verifyPassword } from "../lib/password";
import { randomToken, sha256Hex } from "../lib/tokens";

const SET_PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export async function listAdmins(db: Db, now = Date.now()) {
  const [rows, pending] = await db.batch([
    db
      .select({
        id: admins.id,
        username: admins.username,
        email: admins.email,
        passwordSet: admins.passwordSet,
        createdAt: admins.createdAt,
      })
      .from(admins)
      .orderBy(admins.id),
    db.select({ adminId: adminPasswordTokens.adminId }).from(adminPasswordTokens).where(gt(adminPasswordTokens.expiresAt, now)),
  ]);
  const waiting = new Set(pending.map((p) => p.adminId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), passwordPending: waiting.has(row.id) }));
}

const findByUsername = (db: Db, username: string) =>
  db.query.admins.findFirst({ where: sql`lower(${admins.username}) = ${username.toLowerCase()}` });

/**
 * Creates an admin. Without a password, the account gets an unusable random one and a link that
 * sets the real one: the link is returned once and only its SHA-256 is stored.
 */
const EMAIL_TAKEN = "Another admin already uses this email address";
const findByEmail = (db: Db, email: string) => db.query.admins.findFirst({ where: sql`lower(${admins.email}) = ${email.toLowerCase()}` });

export async function createAdmin(
  db: Db,
  origin: string,
  input: { username: string; password?: string; email?: string },
  now = Date.now(),
) {
  if (await findByUsername(db, input.username)) throw new HTTPException(409, { message: "An admin with this username already exists" });
  if (input.email && (await findByEmail(db, input.email))) throw new HTTPException(409, { message: EMAIL_TAKEN });
  const passwordHash = await hashPassword(input.password ?? randomToken());
  const [admin] = await db
    .insert(admins)
    .values({ username: input.username, passwordHash, passwordSet: Boolean(input.password), email: input.email ?? null })
    .onConflictDoNothing()
    .returning({
      id: admins.id,
      username: admins.username,
      email: admins.email,
      passwordSet: admins.passwordSet,
      createdAt: admins.createdAt,
    });
  if (!admin) throw new HTTPException(409, { message: "An admin with this username or email address already exists" });
  let setPasswordLink: string | null = null;
  if (!input.password) {
    const token = randomToken();
    await db
      .insert(adminPasswordTokens)
      .values({ tokenHash: await sha256Hex(token), adminId: admin.id, expiresAt: now + SET_PASSWORD_LINK_TTL_MS });
    setPasswordLink = `${origin}/set-password?token=${token}`;
  }
  return { admin: { ...admin, createdAt: admin.createdAt.toISOString(), passwordPending: !input.password }, setPasswordLink };
}

/**
 * Removes an admin unless they are the last one. One statement checks and deletes, so two admins
 * removing each other at the same moment cannot leave none. Their sessions die with the row: every
 * request looks the admin up in D1 (middleware/auth.ts).
 */
export async function removeAdmin(db: Db, id: number) {
  // Another admin who can sign in must remain: one who has set a password, or who has an address
  // for sign-in links. An admin still waiting for their set-password link does not count.
  const [removed] = await db
    .delete(admins)
    .where(
      and(
        eq(admins.id, id),
        sql`EXISTS (SELECT 1 FROM ${admins} AS other WHERE other.id <> ${id} AND (other.password_set = 1 OR other.email IS NOT NULL))`,
      ),
    )
    .returning({ id: admins.id, username: admins.username });
  if (removed) return removed;
  const exists = await db.query.admins.findFirst({ columns: { id: true }, where: eq(admins.id, id) });
  if (!exists) throw new HTTPException(404, { message: "Admin not found" });
  throw new HTTPException(409, { message: LAST_USABLE_ADMIN });
}

const LAST_USABLE_ADMIN = "You can't remove the last admin who can sign in. Add another admin with a password or an email address first.";

/**
 * Sets (or with null removes) the signed-in admin's own address for sign-in links. Removing it is
 * refused when it would leave no admin who can sign in (this one never set a password).
 */
export async function setOwnEmail(db: Db, adminId: number, email: string | null) {
  if (email) {
    const other = await findByEmail(db, email);
    if (other && other.id !== adminId) throw new HTTPException(409, { message: EMAIL_TAKEN });
  }
  const stillUsable =
    email === null
      ? sql`(${admins.passwordSet} = 1 OR EXISTS (SELECT 1 FROM ${admins} AS other WHERE other.id <> ${adminId} AND (other.password_set = 1 OR other.email IS NOT NULL)))`
      : sql`1`;
  try {
    const [updated] = await db
      .update(admins)
      .set({ email })
      .where(and(eq(admins.id, adminId), stillUsable))
      .returning({ id: admins.id, email: admins.email });
    if (!updated)
      throw new HTTPException(409, { message: "Set a password before removing your email address: it is the only way you can sign in." });
    return updated;
  } catch (error) {
    // Two admins claiming one address at the same moment: the unique index decides.
    if (error instanceof Error && /UNIQUE/i.test(`${error.message} ${String(error.cause ?? "")}`))
      throw new HTTPException(409, { message: EMAIL_TAKEN });
    throw error;
  }
}

async function setPassword(db: Db, adminId: number, password: string, now: number) {
  // Sessions started before now are refused from here on: the password change signs out elsewhere.
  await db
    .update(admins)
    .set({ passwordHash: await hashPassword(password), passwordSet: true, sessionsNotBefore: now })
    .where(eq(admins.id, adminId));
}

export async function changeOwnPassword(db: Db, adminId: number, currentPassword: string, newPassword: string, now = Date.now()) {
  const admin = await db.query.admins.findFirst({ where: eq(admins.id, adminId) });
  if (!admin) throw new HTTPException(401, { message: "Not signed in" });
  if (!(await verifyPassword(currentPassword, admin.passwordHash)))
    throw new HTTPException(400, { message: "The current password is not correct" });
  await setPassword(db, adminId, newPassword, now);
}

/** Spends a set-password link (single use, 72 hours) and sets the password; the admin's id, or null. */
export async function setPasswordWithToken(db: Db, token: string, password: string, now = Date.now()) {
  const [row] = await db
    .delete(adminPasswordTokens)
    .where(and(eq(adminPasswordTokens.tokenHash, await sha256Hex(token)), gt(adminPasswordTokens.expiresAt, now)))
    .returning({ adminId: adminPasswordTokens.adminId });
  if (!row) return null;
  await setPassword(db, row.adminId, password, now);
  return db.query.admins.findFirst({ columns: { id: true, username: true }, where: eq(admins.id, row.adminId) });
}

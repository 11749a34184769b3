// Emailed admin sign-in links (issue 24, item 6): the admin's way in that a stranger cannot block.
// Twenty wrong passwords lock the password form for everyone (the back-off against guessing), but a
// link goes to the admin's own address, and a stranger asking for links only fills that inbox with
// links that all work: a new link does not cancel the older ones (each is single use, one hour, and
// only its SHA-256 is stored; using one cancels the rest). As with the member's magic link, opening
// the link only shows a page; the token is spent by the POST behind its button.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminLoginTokens, admins, auditLog } from "../db/schema";
import { sendMessage } from "../mail";
import { randomToken, sha256Hex } from "../lib/tokens";

const ADMIN_LINK_TTL_MS = 60 * 60 * 1000;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const adminLinkUrl = (env: Env, token: string) => `${env.APP_ORIGIN}/verify?for=admin&token=${encodeURIComponent(token)}`;

/** Mails a fresh sign-in link to the admin called `username`, when they have an address. */
export async function sendAdminLink(env: Env, db: Db, username: string, now = Date.now()) {
  const admin = await db.query.admins.findFirst({ where: sql`lower(${admins.username}) = ${username.toLowerCase()}` });
  if (!admin?.email) return;
  const token = randomToken(32);
  await db.insert(adminLoginTokens).values({ tokenHash: await sha256Hex(token), adminId: admin.id, expiresAt: now + ADMIN_LINK_TTL_MS });
  const link = adminLinkUrl(env, token);
  const camp = escapeHtml(env.CAMP_NAME);
  // A fixed security message, like the test email: not a template an admin could empty or reword.
  await sendMessage(env, db, {
    template: "admin_sign_in",
    to: admin.email,
    subject: `Your admin sign-in link for ${env.CAMP_NAME}`,
    html: `<p>Hi ${escapeHtml(admin.username)},</p><p>Here is your link to sign in to the ${camp} directory as an admin:</p><p><a href="${escapeHtml(link)}">Sign in as ${escapeHtml(admin.username)}</a></p><p>It works once and expires in one hour. If you did not ask for it, someone typed your username on the admin sign-in screen; you can ignore this email, and your password still works as before.</p>`,
    text: `Hi ${admin.username},\n\nSign in to the ${env.CAMP_NAME} directory as an admin with this link (it works once and expires in one hour):\n\n${link}\n\nIf you did not ask for it, you can ignore this email.`,
  });
}

/** Spends a link: at most one caller gets the admin's id; the admin's other links end with it. */
export async function consumeAdminLink(db: Db, token: string, now = Date.now()): Promise<{ id: number; username: string } | null> {
  const [row] = await db
    .delete(adminLoginTokens)
    .where(and(eq(adminLoginTokens.tokenHash, await sha256Hex(token)), gt(adminLoginTokens.expiresAt, now)))
    .returning({ adminId: adminLoginTokens.adminId });
  if (!row) return null;
  await db.delete(adminLoginTokens).where(eq(adminLoginTokens.adminId, row.adminId));
  return (await db.query.admins.findFirst({ columns: { id: true, username: true }, where: eq(admins.id, row.adminId) })) ?? null;
}

/**
 * The audit row for a lock-out, written by the one request that crossed the limit. Nobody is
 * signed in, so the actor is the sign-in guard; the target is the admin whose form locked (null
 * for a username that does not exist), and the label says who, how many failures and from where.
 */
export function recordLockout(db: Db, username: string, failures: number, ip: string, minutes: number) {
  return db.insert(auditLog).values({
    adminId: null,
    adminUsername: "(sign-in guard)",
    action: "admin.sign-in-locked",
    targetType: "admin",
    targetId: sql`(SELECT id FROM admins WHERE lower(username) = ${username.toLowerCase()})`,
    targetLabel: `${username}: sign-in locked after ${failures} failures for ${minutes} minutes (last from ${ip})`.slice(0, 200),
  });
}

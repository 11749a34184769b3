import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  adminLinkRequestSchema,
  adminLoginSchema,
  magicLinkRequestSchema,
  setPasswordSchema,
  verifyCodeSchema,
  verifyTokenSchema,
} from "../../shared/validation";
import { setPasswordWithToken } from "../admins/queries";
import { consumeAdminLink, recordLockout, sendAdminLink } from "../auth/admin-link";
import { checkAdminCredentials } from "../auth/admin-login";
import { consumeCode, consumeToken, sendMagicLink } from "../auth/magic-link";
import { findMemberByEmail } from "../members/queries";
import { clientIp, jsonBody } from "../lib/json";
import { clear, hit, type LimitResult } from "../lib/rate-limit";
import { endSession, startSession } from "../lib/session";
import type { AppEnv } from "../types";

export const LIMITS = {
  linkPerAddress: { max: 5, windowSeconds: 15 * 60 },
  linkPerIp: { max: 30, windowSeconds: 15 * 60 },
  codePerIp: { max: 20, windowSeconds: 15 * 60 },
  adminFailures: { max: 5, windowSeconds: 15 * 60 },
  adminPerIp: { max: 30, windowSeconds: 15 * 60 },
  // Emailed admin sign-in links: a stranger asking for more only fills the admin's inbox with links
  // that all work (a new one does not cancel the others), so this cap cannot lock the admin out.
  adminLinkPerUsername: { max: 5, windowSeconds: 15 * 60 },
  adminLinkPerIp: { max: 20, windowSeconds: 15 * 60 },
};

export function tooMany(c: Context, result: LimitResult, hint = "") {
  if (result.ok) return;
  c.header("Retry-After", String(result.retryAfter));
  const minutes = Math.ceil(result.retryAfter / 60);
  throw new HTTPException(429, {
    res: c.json({ message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.${hint}` }, 429),
  });
}

const LOCKED_HINT = ' Or use "Email me a sign-in link": it works even while the password is locked.';

const SIGNED_IN = "/auth?authenticated=true";
const INVALID = "/auth?error=invalid-link";
const invalidLink = (c: Context) => c.json({ message: "Invalid or expired magic link.", redirect: INVALID }, 400);

export const authRoutes = new Hono<AppEnv>()
  .post("/send-magic-link", jsonBody(magicLinkRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    const db = c.var.db;
    tooMany(c, await hit(db, `link-ip:${clientIp(c)}`, LIMITS.linkPerIp));
    tooMany(c, await hit(db, `link-addr:${email}`, LIMITS.linkPerAddress));
    // Same answer, and the same time, whether or not the address is a member's:
    // the lookup and the send happen after the response.
    c.executionCtx.waitUntil(
      (async () => {
        const member = await findMemberByEmail(db, email);
        if (member) await sendMagicLink(c.env, db, member);
      })().catch((error) => console.error("magic link send failed", error)),
    );
    return c.json({ message: "If that address belongs to a camp member, a sign-in link is on its way." });
  })
  // Any failure, a malformed body included, is the same "invalid link" answer.
  .post("/auth/verify", jsonBody(verifyTokenSchema, { onInvalid: invalidLink }), async (c) => {
    const memberId = await consumeToken(c.var.db, c.req.valid("json").token);
    if (!memberId) return invalidLink(c);
    await startSession(c, { kind: "member", subjectId: memberId });
    return c.json({ redirect: SIGNED_IN });
  })
  .post("/auth/verify-code", jsonBody(verifyCodeSchema), async (c) => {
    const { email, code } = c.req.valid("json");
    tooMany(c, await hit(c.var.db, `code-ip:${clientIp(c)}`, LIMITS.codePerIp));
    const memberId = await consumeCode(c.env, c.var.db, email, code);
    if (!memberId) return c.json({ message: "Invalid or expired code.", redirect: INVALID }, 400);
    await startSession(c, { kind: "member", subjectId: memberId });
    return c.json({ redirect: SIGNED_IN });
  })
  .post("/auth/admin/login", jsonBody(adminLoginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = c.var.db;
    const failureKey = `admin-fail:${username.toLowerCase()}`;
    tooMany(c, await hit(db, `admin-ip:${clientIp(c)}`, LIMITS.adminPerIp));
    // Counted atomically before the (slow) hash: parallel guesses cannot all pass the check while
    // the first ones are still hashing. A success clears the count.
    const failures = await hit(db, failureKey, LIMITS.adminFailures);
    if (failures.count === LIMITS.adminFailures.max + 1)
      await recordLockout(db, username, LIMITS.adminFailures.max, clientIp(c), LIMITS.adminFailures.windowSeconds / 60);
    tooMany(c, failures, LOCKED_HINT);
    const adminId = await checkAdminCredentials(db, username, password);
    if (!adminId) return c.json({ message: "Invalid username or password." }, 401);
    await clear(db, failureKey);
    await startSession(c, { kind: "admin", subjectId: adminId });
    // The same user as /auth/status answers with.
    return c.json({ user: { type: "admin" as const, id: adminId, email: null, username, isAdmin: true as const } });
  })
  // An emailed sign-in link for an admin (issue 24): the way in when the password form is locked.
  // Same answer, and the same time, whether or not the username exists or has an address.
  .post("/auth/admin/send-link", jsonBody(adminLinkRequestSchema), async (c) => {
    const { username } = c.req.valid("json");
    const db = c.var.db;
    tooMany(c, await hit(db, `admin-link-ip:${clientIp(c)}`, LIMITS.adminLinkPerIp));
    tooMany(c, await hit(db, `admin-link:${username.toLowerCase()}`, LIMITS.adminLinkPerUsername));
    c.executionCtx.waitUntil(sendAdminLink(c.env, db, username).catch((error) => console.error("admin link send failed", error)));
    return c.json({ message: "If that username belongs to an admin with an email address, a sign-in link is on its way to it." });
  })
  .post("/auth/admin/verify-link", jsonBody(verifyTokenSchema, { onInvalid: invalidLink }), async (c) => {
    const admin = await consumeAdminLink(c.var.db, c.req.valid("json").token);
    if (!admin)
      return c.json({ message: "This sign-in link is invalid, expired or already used. Ask for a new one.", redirect: INVALID }, 400);
    await startSession(c, { kind: "admin", subjectId: admin.id });
    return c.json({ user: { type: "admin" as const, id: admin.id, email: null, username: admin.username, isAdmin: true as const } });
  })
  // A new admin's one-time set-password link (issue 14): sets the password and signs them in.
  .post("/auth/admin/set-password", jsonBody(setPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const admin = await setPasswordWithToken(c.var.db, token, password);
    if (!admin) return c.json({ message: "This link is invalid, expired or already used. Ask an admin for a new one." }, 400);
    await startSession(c, { kind: "admin", subjectId: admin.id });
    return c.json({ user: { type: "admin" as const, id: admin.id, email: null, username: admin.username, isAdmin: true as const } });
  })
  .get("/auth/status", (c) => {
    const user = c.var.user;
    if (!user) return c.json({ message: "Not signed in" }, 401);
    return c.json({ user });
  })
  .post("/logout", async (c) => {
    await endSession(c);
    // The browser's HTTP cache holds revalidation copies of API answers (the members list among
    // them): logging out deletes them too. The page deletes its offline copies itself.
    c.header("Clear-Site-Data", '"cache"');
    return c.json({ message: "Logged out" });
  });

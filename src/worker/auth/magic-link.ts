// Magic links (docs/product.md#sign-in): 32 random bytes, only the SHA-256 stored, single use, one hour,
// a newer link replaces older ones. The same email carries a six-digit code for other devices; a
// million codes are no secret, so the code's digest is an HMAC keyed with the server secret (a copy
// of the database alone does not reveal it), and every guess is counted before it is compared.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { LOGIN_CODE_MAX_ATTEMPTS, MAGIC_LINK_TTL_MS } from "../../shared/constants";
import { displayName } from "../../shared/profile";
import type { Db } from "../db/client";
import { magicLinkTokens, members, type Member } from "../db/schema";
import { sendTemplate } from "../mail";
import { hmacHex, randomCode, randomToken, sha256Hex, timingSafeEqualHex } from "../lib/tokens";

const codeDigest = (env: Env, memberId: number, code: string) => hmacHex(env.SESSION_SECRET, `login-code:${memberId}:${code}`);

export async function createMagicLink(env: Env, db: Db, memberId: number, now = Date.now()) {
  const token = randomToken(32);
  const code = randomCode();
  await db.batch([
    db.delete(magicLinkTokens).where(eq(magicLinkTokens.memberId, memberId)),
    db.insert(magicLinkTokens).values({
      memberId,
      tokenHash: await sha256Hex(token),
      codeHash: await codeDigest(env, memberId, code),
      expiresAt: new Date(now + MAGIC_LINK_TTL_MS),
    }),
  ]);
  return { token, code };
}

const magicLinkUrl = (env: Env, token: string) => `${env.APP_ORIGIN}/verify?token=${encodeURIComponent(token)}`;

/** Creates a fresh link for `member` and mails it with the given template (magic_link or welcome). */
export async function sendMagicLink(
  env: Env,
  db: Db,
  member: Pick<Member, "id" | "email" | "name">,
  template: "magic_link" | "welcome" = "magic_link",
  replyTo?: string,
  outboxId?: number,
) {
  const { token, code } = await createMagicLink(env, db, member.id);
  return sendTemplate(env, db, {
    template,
    to: member.email,
    memberId: member.id,
    replyTo,
    outboxId,
    vars: { name: displayName(member), magicLink: magicLinkUrl(env, token), code },
  });
}

/** Consumes a link token: at most one caller ever gets the member id back. */
export async function consumeToken(db: Db, token: string, now = Date.now()): Promise<number | null> {
  const [row] = await db
    .delete(magicLinkTokens)
    .where(eq(magicLinkTokens.tokenHash, await sha256Hex(token)))
    .returning({ memberId: magicLinkTokens.memberId, expiresAt: magicLinkTokens.expiresAt });
  return row && row.expiresAt.getTime() > now ? row.memberId : null;
}

/**
 * Consumes the code of `email`'s current link. The guess is counted in one atomic UPDATE before the
 * comparison, so however many guesses arrive at once, at most LOGIN_CODE_MAX_ATTEMPTS are compared.
 */
export async function consumeCode(env: Env, db: Db, email: string, code: string, now = Date.now()): Promise<number | null> {
  const member = await db.query.members.findFirst({
    columns: { id: true },
    where: sql`lower(${members.email}) = ${email.toLowerCase()}`,
  });
  if (!member) return null;
  const [row] = await db
    .update(magicLinkTokens)
    .set({ codeAttempts: sql`${magicLinkTokens.codeAttempts} + 1` })
    .where(
      and(
        eq(magicLinkTokens.memberId, member.id),
        gt(magicLinkTokens.expiresAt, new Date(now)),
        lt(magicLinkTokens.codeAttempts, LOGIN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: magicLinkTokens.id, codeHash: magicLinkTokens.codeHash });
  if (!row || !timingSafeEqualHex(row.codeHash, await codeDigest(env, member.id, code))) return null;
  const [used] = await db.delete(magicLinkTokens).where(eq(magicLinkTokens.id, row.id)).returning({ memberId: magicLinkTokens.memberId });
  return used?.memberId ?? null;
}

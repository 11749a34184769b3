// Magic links (DESIGN "Auth"): 32 random bytes, only the SHA-256 stored, single use, one hour,
// a newer link replaces older ones. The same email carries a six-digit code for other devices.
import { and, eq, lt, sql } from "drizzle-orm";
import { LOGIN_CODE_MAX_ATTEMPTS, MAGIC_LINK_TTL_MS } from "../../shared/constants";
import { displayName } from "../../shared/profile";
import type { Db } from "../db/client";
import { magicLinkTokens, members, type Member } from "../db/schema";
import { sendTemplate } from "../mail";
import { randomCode, randomToken, sha256Hex } from "../lib/tokens";

const codeDigest = (memberId: number, code: string) => sha256Hex(`login-code:${memberId}:${code}`);

export async function createMagicLink(db: Db, memberId: number, now = Date.now()) {
  const token = randomToken(32);
  const code = randomCode();
  await db.batch([
    db.delete(magicLinkTokens).where(eq(magicLinkTokens.memberId, memberId)),
    db.insert(magicLinkTokens).values({
      memberId,
      tokenHash: await sha256Hex(token),
      codeHash: await codeDigest(memberId, code),
      expiresAt: new Date(now + MAGIC_LINK_TTL_MS),
    }),
  ]);
  return { token, code };
}

export const magicLinkUrl = (env: Env, token: string) => `${env.APP_ORIGIN}/verify?token=${encodeURIComponent(token)}`;

/** Creates a fresh link for `member` and mails it with the given template (magic_link or welcome). */
export async function sendMagicLink(
  env: Env,
  db: Db,
  member: Pick<Member, "id" | "email" | "name">,
  template: "magic_link" | "welcome" = "magic_link",
  replyTo?: string,
) {
  const { token, code } = await createMagicLink(db, member.id);
  return sendTemplate(env, db, {
    template,
    to: member.email,
    memberId: member.id,
    replyTo,
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

/** Consumes the code of `email`'s current link; wrong guesses count against the link. */
export async function consumeCode(db: Db, email: string, code: string, now = Date.now()): Promise<number | null> {
  const member = await db.query.members.findFirst({
    columns: { id: true },
    where: sql`lower(${members.email}) = ${email.toLowerCase()}`,
  });
  if (!member) return null;
  const row = await db.query.magicLinkTokens.findFirst({ where: eq(magicLinkTokens.memberId, member.id) });
  if (!row || row.expiresAt.getTime() <= now || row.codeAttempts >= LOGIN_CODE_MAX_ATTEMPTS) return null;
  if (row.codeHash !== (await codeDigest(member.id, code))) {
    await db
      .update(magicLinkTokens)
      .set({ codeAttempts: sql`${magicLinkTokens.codeAttempts} + 1` })
      .where(eq(magicLinkTokens.id, row.id));
    return null;
  }
  const [used] = await db
    .delete(magicLinkTokens)
    .where(and(eq(magicLinkTokens.id, row.id), lt(magicLinkTokens.codeAttempts, LOGIN_CODE_MAX_ATTEMPTS)))
    .returning({ memberId: magicLinkTokens.memberId });
  return used?.memberId ?? null;
}

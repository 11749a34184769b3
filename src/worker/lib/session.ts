// Sessions (docs/product.md#sign-in): a random id in a signed cookie, the record in KV for 90 days.
// The signature lets forged cookies be refused before any KV read.
import { jwtVerify, SignJWT } from "jose";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_TTL_SECONDS } from "../../shared/constants";
import type { AppEnv } from "../types";
import { randomToken } from "./tokens";

export interface SessionRecord {
  kind: "member" | "admin";
  subjectId: number;
  createdAt: number;
}

const ISSUER = "camp-directory";

const cookieName = (env: Env) => (env.APP_ORIGIN.startsWith("https://") ? "__Host-session" : "session");

function secretKey(env: Env): Uint8Array {
  if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32) {
    throw new Error("SESSION_SECRET is missing or shorter than 32 characters");
  }
  return new TextEncoder().encode(env.SESSION_SECRET);
}

// jose imports a raw secret as a key on every call; verifying runs on every request, so the
// imported key is kept per secret.
let verifyKey: { secret: string; key: Promise<CryptoKey> } | null = null;
function verifyingKey(env: Env): Promise<CryptoKey> {
  if (verifyKey?.secret !== env.SESSION_SECRET) {
    const key = crypto.subtle.importKey("raw", secretKey(env), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    verifyKey = { secret: env.SESSION_SECRET, key };
  }
  return verifyKey.key;
}

export async function startSession(c: Context<AppEnv>, record: Omit<SessionRecord, "createdAt">): Promise<void> {
  const previous = c.get("sessionId");
  if (previous) {
    sessionMemo.delete(previous);
    await c.env.SESSIONS.delete(`session:${previous}`);
  }
  const id = randomToken();
  const value: SessionRecord = { ...record, createdAt: Date.now() };
  await c.env.SESSIONS.put(`session:${id}`, JSON.stringify(value), { expirationTtl: SESSION_TTL_SECONDS });
  const jwt = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secretKey(c.env));
  setCookie(c, cookieName(c.env), jwt, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  });
  c.set("sessionId", id);
}

/** The session id from a validly signed cookie, or null. */
export async function readSessionId(c: Context<AppEnv>): Promise<string | null> {
  const jwt = getCookie(c, cookieName(c.env));
  if (!jwt) return null;
  try {
    const { payload } = await jwtVerify(jwt, await verifyingKey(c.env), { issuer: ISSUER, algorithms: ["HS256"] });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

// Session records this isolate read lately. KV itself may serve a deleted key elsewhere for ~60 s,
// so keeping a record here for less than that adds no staleness KV does not already have; what
// must hold at once (a deleted member or admin loses access) is checked in D1 on every request.
// Logout and login here drop the entry at once.
const SESSION_MEMO_MS = 30_000;
const SESSION_MEMO_MAX = 1000;
const sessionMemo = new Map<string, { record: SessionRecord; until: number }>();

export async function loadSession(env: Env, id: string): Promise<SessionRecord | null> {
  const memo = sessionMemo.get(id);
  if (memo && memo.until > Date.now()) return memo.record;
  const record = await env.SESSIONS.get<SessionRecord>(`session:${id}`, "json");
  sessionMemo.delete(id);
  if (record) {
    if (sessionMemo.size >= SESSION_MEMO_MAX) sessionMemo.delete(sessionMemo.keys().next().value!);
    sessionMemo.set(id, { record, until: Date.now() + SESSION_MEMO_MS });
  }
  return record;
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = c.get("sessionId");
  if (id) {
    sessionMemo.delete(id);
    await c.env.SESSIONS.delete(`session:${id}`);
  }
  deleteCookie(c, cookieName(c.env), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  c.set("sessionId", null);
  c.set("user", null);
}

// Sessions (DESIGN "Auth"): a random id in a signed cookie, the record in KV for 90 days.
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

export const cookieName = (env: Env) => (env.APP_ORIGIN.startsWith("https://") ? "__Host-session" : "session");

function secretKey(env: Env): Uint8Array {
  if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32) {
    throw new Error("SESSION_SECRET is missing or shorter than 32 characters");
  }
  return new TextEncoder().encode(env.SESSION_SECRET);
}

export async function startSession(c: Context<AppEnv>, record: Omit<SessionRecord, "createdAt">): Promise<void> {
  const previous = c.get("sessionId");
  if (previous) await c.env.SESSIONS.delete(`session:${previous}`);
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
    const { payload } = await jwtVerify(jwt, secretKey(c.env), { issuer: ISSUER, algorithms: ["HS256"] });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

export const loadSession = async (env: Env, id: string) =>
  env.SESSIONS.get<SessionRecord>(`session:${id}`, "json");

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = c.get("sessionId");
  if (id) await c.env.SESSIONS.delete(`session:${id}`);
  deleteCookie(c, cookieName(c.env), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  c.set("sessionId", null);
  c.set("user", null);
}

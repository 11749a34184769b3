// argon2id password hashing: production Workers cap WebCrypto PBKDF2 far below
// OWASP's figure, so we use a pure-JS argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1).
// The parameters are stored with the hash so they can be raised later without breaking old hashes.
// Imported by the Worker and by scripts/admin-create.ts, so it must only use portable APIs.
import { argon2idAsync } from "@noble/hashes/argon2.js";

const PARAMS = { m: 19_456, t: 2, p: 1 } as const;
const encoder = new TextEncoder();

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await argon2idAsync(encoder.encode(password), salt, { ...PARAMS, dkLen: 32 });
  return `$argon2id$v=19$m=${PARAMS.m},t=${PARAMS.t},p=${PARAMS.p}$${toB64(salt)}$${toB64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt, expected] = match;
  const want = fromB64(expected);
  const got = await argon2idAsync(encoder.encode(password), fromB64(salt), {
    m: Number(m),
    t: Number(t),
    p: Number(p),
    dkLen: want.length,
  });
  let diff = got.length ^ want.length;
  for (let i = 0; i < want.length; i++) diff |= got[i] ^ want[i];
  return diff === 0;
}

/** A well-formed hash of a random password: verifying against it costs the same as a real one. */
export const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$9Xr1vL3J3y0B2a6N8m3QeQbq0a3kq9Qm0cE7Yx3Yz1A";

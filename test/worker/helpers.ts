// Shared test helpers: requests through the real Worker entry, members and admins in the real local D1.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import worker from "../../src/worker/index";
import { createDb } from "../../src/worker/db/client";
import { admins, members, outbox } from "../../src/worker/db/schema";
import { hashPassword } from "../../src/worker/lib/password";

const ORIGIN = "http://localhost:5000";
export const db = createDb(env.DB);

let ipCounter = 0;
/** A fresh client IP per test file run, so per-IP limits do not leak between tests. */
export const freshIp = () => `203.0.113.${++ipCounter % 250}`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Sends a same-origin request through the Worker and waits for its background work. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? "GET" : "POST", body, cookie, ip = "198.51.100.1" } = options;
  const headers: Record<string, string> = { origin: ORIGIN, "cf-connecting-ip": ip, ...options.headers };
  if (cookie) headers.cookie = cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] ??= "application/json";
    payload = typeof body === "string" ? body : JSON.stringify(body);
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body: payload }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export const sessionCookie = (response: Response) => {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /(?:^|,\s*)((?:__Host-)?session)=([^;]+)/.exec(header);
  return match ? `${match[1]}=${match[2]}` : "";
};

let counter = 0;
export async function createMember(values: Partial<typeof members.$inferInsert> = {}) {
  const [member] = await db
    .insert(members)
    .values({ email: `member${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`, ...values })
    .returning();
  return member;
}

export async function createAdmin(username = `admin${++counter}`, password = "correct horse battery") {
  const [admin] = await db
    .insert(admins)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning();
  return { ...admin, password };
}

export async function adminCookie() {
  const admin = await createAdmin();
  const response = await call("/api/auth/admin/login", { body: { username: admin.username, password: admin.password }, ip: freshIp() });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return sessionCookie(response);
}

/** The latest outbox entry for an address (bodies are kept: tests run as development). */
export const lastMailTo = (to: string) => db.query.outbox.findFirst({ where: eq(outbox.toAddress, to), orderBy: desc(outbox.id) });

export const linkTokenFrom = (html: string) => /verify\?token=([A-Za-z0-9_-]+)/.exec(html)?.[1] ?? null;
export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

export async function memberCookie(member: { email: string }) {
  await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
  const mail = await lastMailTo(member.email);
  const token = linkTokenFrom(mail!.html!);
  const response = await call("/api/auth/verify", { body: { token } });
  if (response.status !== 200) throw new Error(`member sign-in failed: ${response.status}`);
  return sessionCookie(response);
}

// ---- Files and forms for the upload routes ----

/** The first bytes of a PNG: enough for the server's sniffing. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** An SVG with a script in it: accepted as an icon, refused everywhere else, served sandboxed. */
export const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><script>alert(1)</script><rect width="8" height="8"/></svg>',
);
export const form = (fields: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
export const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;

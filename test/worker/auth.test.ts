import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../src/worker/app";
import { magicLinkTokens, members } from "../../src/worker/db/schema";
import { sha256Hex } from "../../src/worker/lib/tokens";
import {
  adminCookie,
  call,
  codeFrom,
  createAdmin,
  createMember,
  db,
  freshIp,
  lastMailTo,
  linkTokenFrom,
  memberCookie,
  sessionCookie,
} from "./helpers";

describe("POST /api/send-magic-link", () => {
  it("mails a member a link and a code, storing only hashes", async () => {
    const member = await createMember({ name: "Dusty Rhodes" });
    const response = await call("/api/send-magic-link", { body: { email: member.email.toUpperCase() }, ip: freshIp() });
    expect(response.status).toBe(200);
    const mail = await lastMailTo(member.email);
    expect(mail?.template).toBe("magic_link");
    expect(mail?.status).toBe("sent");
    const token = linkTokenFrom(mail!.html!)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
    expect(mail!.html).toContain(`${env.APP_ORIGIN}/verify?token=`);
    expect(mail!.html).toContain("Dusty Rhodes");
    const rows = await db.select().from(magicLinkTokens).where(eq(magicLinkTokens.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(codeFrom(mail!.text!)!);
  });

  it("answers a stranger exactly as it answers a member", async () => {
    const member = await createMember();
    const known = await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    const unknown = await call("/api/send-magic-link", { body: { email: "nobody-here@example.com" }, ip: freshIp() });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(await lastMailTo("nobody-here@example.com")).toBeUndefined();
  });

  it.each([[{}], [{ email: "" }], [{ email: "not-an-email" }], [{ email: 42 }]])("refuses %j with 400", async (body) => {
    const response = await call("/api/send-magic-link", { body, ip: freshIp() });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toBeTruthy();
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await call("/api/send-magic-link", { body: "{nope", ip: freshIp() });
    expect(response.status).toBe(400);
  });

  it("limits requests per address with 429 and Retry-After", async () => {
    const member = await createMember();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits requests per client IP", async () => {
    const ip = "192.0.2.77";
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await call("/api/send-magic-link", { body: { email: `x${i}@example.com` }, ip })).status;
    expect(last).toBe(429);
  });
});

describe("POST /api/auth/verify", () => {
  async function linkFor(member: { email: string }) {
    await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    return linkTokenFrom((await lastMailTo(member.email))!.html!)!;
  }

  it("signs the member in once and only once", async () => {
    const member = await createMember();
    const token = await linkFor(member);
    const first = await call("/api/auth/verify", { body: { token } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ redirect: "/auth?authenticated=true" });
    const status = await call("/api/auth/status", { cookie: sessionCookie(first) });
    expect(await status.json()).toEqual({ user: { type: "member", id: member.id, email: member.email, isAdmin: false } });
    const second = await call("/api/auth/verify", { body: { token } });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ redirect: "/auth?error=invalid-link" });
  });

  it("is not consumed by a GET of the link", async () => {
    const member = await createMember();
    const token = await linkFor(member);
    const page = await call(`/verify?token=${token}`);
    expect(page.status).not.toBe(500);
    const apiGet = await call(`/api/auth/verify?token=${token}`);
    expect(apiGet.status).toBe(404);
    expect((await call("/api/auth/verify", { body: { token } })).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const member = await createMember();
    const token = await linkFor(member);
    await db
      .update(magicLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(magicLinkTokens.memberId, member.id));
    expect((await call("/api/auth/verify", { body: { token } })).status).toBe(400);
  });

  it("refuses an older link once a newer one was sent", async () => {
    const member = await createMember();
    const older = await linkFor(member);
    const newer = await linkFor(member);
    expect((await call("/api/auth/verify", { body: { token: older } })).status).toBe(400);
    expect((await call("/api/auth/verify", { body: { token: newer } })).status).toBe(200);
  });

  it("gives concurrent uses of one link a single session", async () => {
    const member = await createMember();
    const token = await linkFor(member);
    const results = await Promise.all(Array.from({ length: 5 }, () => call("/api/auth/verify", { body: { token } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("refuses garbage tokens", async () => {
    for (const body of [{}, { token: "short" }, { token: "x".repeat(43) }, "not json"]) {
      expect((await call("/api/auth/verify", { body })).status).toBe(400);
    }
  });
});

describe("POST /api/auth/verify-code", () => {
  it("signs in with the emailed code, once", async () => {
    const member = await createMember();
    await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    const code = codeFrom((await lastMailTo(member.email))!.text!)!;
    const ok = await call("/api/auth/verify-code", { body: { email: member.email, code }, ip: freshIp() });
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).not.toBe("");
    expect((await call("/api/auth/verify-code", { body: { email: member.email, code }, ip: freshIp() })).status).toBe(400);
  });

  it("burns the code after five wrong guesses", async () => {
    const member = await createMember();
    await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    const code = codeFrom((await lastMailTo(member.email))!.text!)!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/auth/verify-code", { body: { email: member.email, code: wrong }, ip: freshIp() })).status).toBe(400);
    }
    expect((await call("/api/auth/verify-code", { body: { email: member.email, code }, ip: freshIp() })).status).toBe(400);
  });
});

describe("POST /api/auth/admin/login", () => {
  it("sets a hardened session cookie and a new id at every login", async () => {
    const admin = await createAdmin();
    const first = await call("/api/auth/admin/login", { body: { username: admin.username, password: admin.password }, ip: freshIp() });
    expect(first.status).toBe(200);
    const header = first.headers.get("set-cookie")!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=7776000/); // 90 days
    const second = await call("/api/auth/admin/login", {
      body: { username: admin.username.toUpperCase(), password: admin.password },
      cookie: sessionCookie(first),
      ip: freshIp(),
    });
    expect(second.status).toBe(200);
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    // the session the second login replaced is gone
    expect((await call("/api/auth/status", { cookie: sessionCookie(first) })).status).toBe(401);
  });

  it("gives the same error for an unknown user and a wrong password", async () => {
    const admin = await createAdmin();
    const unknown = await call("/api/auth/admin/login", { body: { username: "ghost-admin", password: "whatever123" }, ip: freshIp() });
    const wrong = await call("/api/auth/admin/login", { body: { username: admin.username, password: "wrong-password" }, ip: freshIp() });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
  });

  it("backs off after repeated failures, even with the right password", async () => {
    const admin = await createAdmin();
    for (let i = 0; i < 5; i++) {
      await call("/api/auth/admin/login", { body: { username: admin.username, password: "wrong-password" }, ip: freshIp() });
    }
    const blocked = await call("/api/auth/admin/login", { body: { username: admin.username, password: admin.password }, ip: freshIp() });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });

  it.each([
    [{ username: "ab", password: "long-enough" }, "Username must be at least 3 characters"],
    [{ username: "admin", password: "short" }, "Password must be at least 8 characters"],
    [{ username: "admin" }, "Password is required"],
    [{ username: "a".repeat(65), password: "long-enough" }, "Username must be at most 64 characters"],
  ])("refuses %j with 400", async (body, message) => {
    const response = await call("/api/auth/admin/login", { body, ip: freshIp() });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toBe(message);
  });
});

describe("sessions", () => {
  it("GET /api/auth/status is 401 without a session and refuses a forged cookie", async () => {
    expect((await call("/api/auth/status")).status).toBe(401);
    const forged = "session=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bm90LXRoZS1yaWdodC1zaWduYXR1cmU";
    expect((await call("/api/auth/status", { cookie: forged })).status).toBe(401);
  });

  it("POST /api/logout ends the session on the server", async () => {
    const cookie = await adminCookie();
    expect((await call("/api/auth/status", { cookie })).status).toBe(200);
    const out = await call("/api/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect((await call("/api/auth/status", { cookie })).status).toBe(401);
  });

  it("a deleted member's session stops working at once", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    expect((await call("/api/my-profile", { cookie })).status).toBe(200);
    await db.delete(members).where(eq(members.id, member.id));
    expect((await call("/api/auth/status", { cookie })).status).toBe(401);
    expect((await call("/api/my-profile", { cookie })).status).toBe(401);
  });

  it("GET /api/my-profile is for members only and hides the reply secret", async () => {
    const member = await createMember({ name: "Sparkle Pony" });
    const response = await call("/api/my-profile", { cookie: await memberCookie(member) });
    const body = await response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ id: member.id, email: member.email, name: "Sparkle Pony" });
    expect(body).not.toHaveProperty("replyToken");
    expect((await call("/api/my-profile", { cookie: await adminCookie() })).status).toBe(403);
    expect((await call("/api/my-profile")).status).toBe(401);
  });
});

describe("CSRF", () => {
  it("refuses a cross-site mutation", async () => {
    const body = { email: "someone@example.com" };
    const evil = await call("/api/send-magic-link", { body, headers: { origin: "https://evil.example" }, ip: freshIp() });
    expect(evil.status).toBe(403);
    const crossSite = await call("/api/send-magic-link", { body, headers: { "sec-fetch-site": "cross-site" }, ip: freshIp() });
    expect(crossSite.status).toBe(403);
    const noOrigin = await call("/api/send-magic-link", { body, headers: { origin: "" }, ip: freshIp() });
    expect(noOrigin.status).toBe(403);
  });

  it("refuses form-encoded bodies that a cross-site form could send", async () => {
    const response = await call("/api/send-magic-link", {
      body: "email=someone%40example.com",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ip: freshIp(),
    });
    expect(response.status).toBe(415);
  });
});

describe("admin guard over the whole route table", () => {
  const adminRoutes = app.routes
    .filter((r) => r.path.startsWith("/api/admin/") && !r.path.endsWith("*") && r.method !== "ALL")
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, "1") }));

  it("finds the admin routes", () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it.each(adminRoutes)("$method $path is 401 for visitors and 403 for members", async ({ method, path }) => {
    const body = method === "GET" ? undefined : {};
    expect((await call(path, { method, body })).status).toBe(401);
    const cookie = await memberCookie(await createMember());
    expect((await call(path, { method, body, cookie })).status).toBe(403);
  });
});

describe("POST /api/logout", () => {
  it("clears the browser's HTTP cache of the origin", async () => {
    const out = await call("/api/logout", { method: "POST", cookie: await adminCookie() });
    expect(out.headers.get("clear-site-data")).toBe('"cache"');
  });
});

import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accommodations, members } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, memberCookie } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const photoForm = (bytes: Uint8Array, name = "me.png", type = "image/png") => {
  const form = new FormData();
  form.append("photo", new File([bytes], name, { type }));
  return form;
};

const complete = {
  name: "Luna Sparks",
  playaName: "Moonbeam",
  homeTown: "Reno",
  location: "Oakland, CA",
  country: "USA",
  burnYears: 6,
  firstBurn: 2015,
  bio: "Builds art cars.",
  campHistory: "Camp Mirage since 2019",
};

describe("GET /api/members", () => {
  it("lists every member without secrets, with an ETag answered by 304", async () => {
    const member = await createMember({ name: "Dusty" });
    const cookie = await memberCookie(member);
    const response = await call("/api/members", { cookie });
    expect(response.status).toBe(200);
    const list = await response.json<Array<Record<string, unknown>>>();
    expect(list.find((m) => m.id === member.id)).toMatchObject({ email: member.email, name: "Dusty" });
    expect(JSON.stringify(list)).not.toContain("replyToken");
    expect(JSON.stringify(list)).not.toContain(member.replyToken);
    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const cached = await call("/api/members", { cookie, headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);
    await createMember();
    const changed = await call("/api/members", { cookie, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("changes its ETag when an accommodation rename cascades to members", async () => {
    await db.insert(accommodations).values({ name: "RV Alpha", type: "RV" });
    await createMember({ accommodation: "RV Alpha" });
    const cookie = await adminCookie();
    const etag = (await call("/api/members", { cookie })).headers.get("etag")!;
    await db.update(accommodations).set({ name: "RV Beta" }).where(eq(accommodations.name, "RV Alpha"));
    expect((await call("/api/members", { cookie, headers: { "if-none-match": etag } })).status).toBe(200);
  });

  it("never serves a stale list after a write", async () => {
    const member = await createMember({ name: "Before" });
    const cookie = await adminCookie();
    const names = async () => (await (await call("/api/members", { cookie })).json<Array<{ id: number; name: string }>>()).find((m) => m.id === member.id)?.name;
    expect(await names()).toBe("Before");
    await call(`/api/admin/members/${member.id}`, { method: "PUT", body: { name: "After" }, cookie });
    expect(await names()).toBe("After");
    await db.update(members).set({ name: "Direct" }).where(eq(members.id, member.id));
    expect(await names()).toBe("Direct");
  });

  it("needs a session", async () => {
    expect((await call("/api/members")).status).toBe(401);
  });
});

describe("PUT /api/members/me", () => {
  it("updates the member's own profile and recomputes completeness", async () => {
    const member = await createMember({ status: "Veteran" });
    const cookie = await memberCookie(member);
    const partial = await call("/api/members/me", { method: "PUT", body: { name: "  Luna  ", bio: "   " }, cookie });
    expect(partial.status).toBe(200);
    expect(await partial.json()).toMatchObject({ name: "Luna", bio: null, profileComplete: false, profileStatus: "Submitted" });
    const full = await call("/api/members/me", { method: "PUT", body: complete, cookie });
    expect(await full.json()).toMatchObject({ ...complete, profileComplete: true, profileStatus: "Complete" });
  });

  it.each([
    [{ email: "new@example.com" }],
    [{ status: "Veteran" }],
    [{ accommodation: "RV" }],
    [{ profileStatus: "Complete" }],
    [{ sponsorId: 1 }],
    [{ sponsorName: "Someone" }],
    [{ id: 999 }],
  ])("refuses the forbidden field in %j and changes nothing", async (body) => {
    const member = await createMember({ name: "Before" });
    const cookie = await memberCookie(member);
    const response = await call("/api/members/me", { method: "PUT", body: { ...body, name: "After" }, cookie });
    expect(response.status).toBe(400);
    const stored = await db.query.members.findFirst({ where: eq(members.id, member.id) });
    expect(stored).toMatchObject({ name: "Before", email: member.email, status: null, sponsorId: null });
  });

  it.each([
    [{ firstBurn: 1985 }, "First burn year must be between 1986"],
    [{ firstBurn: new Date().getFullYear() + 1 }, "First burn year must be between 1986"],
    [{ burnYears: -1 }, "Number of burns must be between 0 and 100"],
    [{ burnYears: 2.5 }, "Number of burns must be a whole number"],
    [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
    [{ bio: "x".repeat(5001) }, "Bio must be at most 5000 characters"],
  ])("refuses %j with a clear message", async (body, message) => {
    const cookie = await memberCookie(await createMember());
    const response = await call("/api/members/me", { method: "PUT", body, cookie });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toContain(message);
  });

  it("refuses a photoUrl that is not one of our uploads", async () => {
    const cookie = await memberCookie(await createMember());
    const response = await call("/api/members/me", { method: "PUT", body: { photoUrl: "https://evil.example/x.png" }, cookie });
    expect(response.status).toBe(400);
  });

  it("refuses malformed JSON and admins", async () => {
    const cookie = await memberCookie(await createMember());
    expect((await call("/api/members/me", { method: "PUT", body: "{", cookie })).status).toBe(400);
    expect((await call("/api/members/me", { method: "PUT", body: {}, cookie: await adminCookie() })).status).toBe(403);
  });
});

describe("PUT /api/admin/members/{id}", () => {
  it("updates any field and honours an explicit profile status", async () => {
    const member = await createMember();
    const cookie = await adminCookie();
    const response = await call(`/api/admin/members/${member.id}`, {
      method: "PUT",
      body: { ...complete, email: "New.Address@Example.com", status: "Veteran", profileStatus: "Submitted" },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: "new.address@example.com", status: "Veteran", profileComplete: true, profileStatus: "Submitted" });
  });

  it("sets a veteran sponsor or a free-text one, each clearing the other", async () => {
    const veteran = await createMember({ status: "Veteran" });
    const newbie = await createMember({ status: "Newbie" });
    const cookie = await adminCookie();
    const put = (body: unknown) => call(`/api/admin/members/${newbie.id}`, { method: "PUT", body, cookie });
    expect(await (await put({ sponsorName: "Old Timer" })).json()).toMatchObject({ sponsorName: "Old Timer", sponsorId: null });
    expect(await (await put({ sponsorId: veteran.id, sponsorName: null })).json()).toMatchObject({ sponsorId: veteran.id, sponsorName: null });
    expect(await (await put({ sponsorName: "Another" })).json()).toMatchObject({ sponsorName: "Another", sponsorId: null });
  });

  it("refuses a sponsor who is not a Veteran, or the member themselves", async () => {
    const veteran = await createMember({ status: "Veteran" });
    const newbie = await createMember({ status: "Newbie" });
    const cookie = await adminCookie();
    const put = (id: number, body: unknown) => call(`/api/admin/members/${id}`, { method: "PUT", body, cookie });
    expect((await put(newbie.id, { sponsorId: newbie.id })).status).toBe(400);
    const other = await createMember({ status: "Newbie" });
    expect((await put(newbie.id, { sponsorId: other.id })).status).toBe(400);
    expect((await put(veteran.id, { sponsorId: veteran.id })).status).toBe(400);
    expect((await put(newbie.id, { sponsorId: 999999 })).status).toBe(400);
  });

  it("assigns and clears an accommodation, creating an unknown one as 'tbd'", async () => {
    const member = await createMember();
    const cookie = await adminCookie();
    const put = (body: unknown) => call(`/api/admin/members/${member.id}`, { method: "PUT", body, cookie });
    expect(await (await put({ accommodation: "Dusty Dome" })).json()).toMatchObject({ accommodation: "Dusty Dome" });
    expect(await db.query.accommodations.findFirst({ where: eq(accommodations.name, "Dusty Dome") })).toMatchObject({ type: "tbd" });
    expect(await (await put({ accommodation: null })).json()).toMatchObject({ accommodation: null });
  });

  it("matches an existing accommodation whatever the case instead of creating a namesake", async () => {
    const member = await createMember();
    const cookie = await adminCookie();
    await db.insert(accommodations).values({ name: "Tent City", type: "Tent" });
    const response = await call(`/api/admin/members/${member.id}`, { method: "PUT", body: { accommodation: "tent city" }, cookie });
    expect(await response.json()).toMatchObject({ accommodation: "Tent City" });
    const namesakes = await db.select().from(accommodations).where(sql`lower(${accommodations.name}) = 'tent city'`);
    expect(namesakes).toEqual([expect.objectContaining({ name: "Tent City", type: "Tent" })]);
  });

  it("refuses another member's email and unknown ids", async () => {
    const a = await createMember();
    const b = await createMember();
    const cookie = await adminCookie();
    expect((await call(`/api/admin/members/${a.id}`, { method: "PUT", body: { email: b.email.toUpperCase() }, cookie })).status).toBe(409);
    expect((await call(`/api/admin/members/999999`, { method: "PUT", body: { name: "x" }, cookie })).status).toBe(404);
  });
});

describe("POST /api/admin/members", () => {
  it("adds a member with a trimmed, lower-cased email and refuses duplicates", async () => {
    const cookie = await adminCookie();
    const response = await call("/api/admin/members", { body: { email: "  Newbie.One@Example.com ", name: "Newbie One", status: "Newbie" }, cookie });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(Number), email: "newbie.one@example.com", status: "Newbie" });
    const duplicate = await call("/api/admin/members", { body: { email: "NEWBIE.ONE@example.com" }, cookie });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json<{ message: string }>()).message).toBe("A member with this email already exists");
  });

  it.each([[{ email: "   " }], [{ email: "nope" }], [{ email: "a@b.co", status: "Elder" }], [{}]])("refuses %j", async (body) => {
    expect((await call("/api/admin/members", { body, cookie: await adminCookie() })).status).toBe(400);
  });
});

describe("DELETE /api/admin/members/{id}", () => {
  it("deletes the member, their photo and the sponsor link of those they sponsored", async () => {
    const cookie = await adminCookie();
    await env.FILES.put("photos/00000000-0000-4000-8000-000000000001.png", PNG);
    const veteran = await createMember({ status: "Veteran", photoUrl: "/uploads/photos/00000000-0000-4000-8000-000000000001.png" });
    const newbie = await createMember({ status: "Newbie", sponsorId: veteran.id, name: "Keeps Name", profileComplete: true });
    expect((await call(`/api/admin/members/${veteran.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await db.query.members.findFirst({ where: eq(members.id, veteran.id) })).toBeUndefined();
    expect(await db.query.members.findFirst({ where: eq(members.id, newbie.id) })).toMatchObject({ sponsorId: null, name: "Keeps Name", profileComplete: false });
    expect(await env.FILES.get("photos/00000000-0000-4000-8000-000000000001.png")).toBeNull();
    expect((await call(`/api/admin/members/${veteran.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});

describe("POST /api/upload-photo and GET /uploads/*", () => {
  it("stores a real image under a generated key and serves it with its type", async () => {
    const cookie = await memberCookie(await createMember());
    const response = await call("/api/upload-photo", { body: photoForm(PNG, "../../etc/passwd.png"), cookie });
    expect(response.status).toBe(201);
    const { photoUrl } = await response.json<{ photoUrl: string }>();
    expect(photoUrl).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.png$/);
    const served = await call(photoUrl, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("max-age");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await call(photoUrl)).status).toBe(401);
  });

  it("refuses a disguised file, an oversized one and a missing field", async () => {
    const cookie = await memberCookie(await createMember());
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect((await call("/api/upload-photo", { body: photoForm(html, "cat.png", "image/png"), cookie })).status).toBe(415);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await call("/api/upload-photo", { body: photoForm(svg, "cat.svg", "image/svg+xml"), cookie })).status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await call("/api/upload-photo", { body: photoForm(big), cookie });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json<{ message: string }>()).message).toContain("5MB");
    const empty = new FormData();
    empty.append("other", "x");
    expect((await call("/api/upload-photo", { body: empty, cookie })).status).toBe(400);
    expect((await call("/api/upload-photo", { body: photoForm(PNG) })).status).toBe(401);
  });

  it("serves nothing outside the upload keys", async () => {
    const cookie = await memberCookie(await createMember());
    await env.FILES.put("private/secret.txt", "secret");
    for (const path of ["/uploads/private/secret.txt", "/uploads/photos/..%2Fprivate%2Fsecret.txt", "/uploads/photos/nope.png", "/uploads/"]) {
      expect((await call(path, { cookie })).status).toBe(404);
    }
  });
});

describe("GET /api/accommodations", () => {
  it("lists names and types for signed-in users", async () => {
    await db.insert(accommodations).values({ name: "Shiftpod 7", type: "Shiftpod" }).onConflictDoNothing();
    const cookie = await memberCookie(await createMember());
    const list = await (await call("/api/accommodations", { cookie })).json<Array<{ name: string; type: string }>>();
    expect(list).toContainEqual({ name: "Shiftpod 7", type: "Shiftpod" });
    expect((await call("/api/accommodations")).status).toBe(401);
  });
});

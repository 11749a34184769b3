import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accommodations, members } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, memberCookie, PNG, unique } from "./helpers";

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
    const names = async () =>
      (await (await call("/api/members", { cookie })).json<Array<{ id: number; name: string }>>()).find((m) => m.id === member.id)?.name;
    expect(await names()).toBe("Before");
    await call(`/api/admin/members/${member.id}`, { method: "PUT", body: { name: "After" }, cookie });
    expect(await names()).toBe("After");
    await db.update(members).set({ name: "Direct" }).where(eq(members.id, member.id));
    expect(await names()).toBe("Direct");
  });

  it("arrives in the directory's default order (most burns first, then by name), for members and admins", async () => {
    // Added out of order: ties on burns fall back to the name as people sort it ("Ana 9" before "ana 10").
    const tag = unique("Order");
    const added = [
      { name: `${tag} ana 10`, burnYears: 3 },
      { name: `${tag} Zed`, burnYears: 12 },
      { name: `${tag} Ana 9`, burnYears: 3 },
      { name: `${tag} Émile`, burnYears: null },
      { name: `${tag} Bea`, burnYears: 12 },
    ];
    for (const values of added) await createMember(values);
    const expected = [`${tag} Bea`, `${tag} Zed`, `${tag} Ana 9`, `${tag} ana 10`, `${tag} Émile`];
    const member = await createMember();
    for (const cookie of [await memberCookie(member), await adminCookie()]) {
      const list = await (await call("/api/members", { cookie })).json<Array<{ name: string | null; burnYears: number | null }>>();
      expect(list.filter((m) => m.name?.startsWith(tag)).map((m) => m.name)).toEqual(expected);
      // The whole list, not only these five: burns never rise along it.
      const burns = list.map((m) => m.burnYears ?? 0);
      expect(burns).toEqual([...burns].sort((a, b) => b - a));
    }
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

  it("refuses 0 burns with a first burn in an earlier year, in words, on its own or against the stored row (issue 24)", async () => {
    const year = new Date().getFullYear();
    const member = await createMember({ burnYears: 3, firstBurn: 2016 });
    const cookie = await memberCookie(member);
    const both = await call("/api/members/me", { method: "PUT", body: { burnYears: 0, firstBurn: 2016 }, cookie });
    expect(both.status).toBe(400);
    expect((await both.json<{ message: string }>()).message).toBe(
      "A first burn in 2016 means at least one burn: enter the number of burns attended, or clear the first burn year.",
    );
    const alone = await call("/api/members/me", { method: "PUT", body: { burnYears: 0 }, cookie });
    expect(alone.status).toBe(400);
    expect(await db.query.members.findFirst({ where: eq(members.id, member.id) })).toMatchObject({ burnYears: 3, firstBurn: 2016 });
    // A first burn this year may still be ahead; clearing the year makes 0 burns fine too.
    expect((await call("/api/members/me", { method: "PUT", body: { burnYears: 0, firstBurn: year }, cookie })).status).toBe(200);
    expect((await call("/api/members/me", { method: "PUT", body: { burnYears: 0, firstBurn: null }, cookie })).status).toBe(200);
    const admin = await call(`/api/admin/members/${member.id}`, {
      method: "PUT",
      body: { burnYears: 0, firstBurn: 2016 },
      cookie: await adminCookie(),
    });
    expect(admin.status).toBe(400);
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
    expect(await response.json()).toMatchObject({
      email: "new.address@example.com",
      status: "Veteran",
      profileComplete: true,
      profileStatus: "Submitted",
    });
  });

  it("sets a veteran sponsor or a free-text one, each clearing the other", async () => {
    const veteran = await createMember({ status: "Veteran" });
    const newbie = await createMember({ status: "Newbie" });
    const cookie = await adminCookie();
    const put = (body: unknown) => call(`/api/admin/members/${newbie.id}`, { method: "PUT", body, cookie });
    expect(await (await put({ sponsorName: "Old Timer" })).json()).toMatchObject({ sponsorName: "Old Timer", sponsorId: null });
    expect(await (await put({ sponsorId: veteran.id, sponsorName: null })).json()).toMatchObject({
      sponsorId: veteran.id,
      sponsorName: null,
    });
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
    const response = await call("/api/admin/members", {
      body: { email: "  Newbie.One@Example.com ", name: "Newbie One", status: "Newbie" },
      cookie,
    });
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
    expect(await db.query.members.findFirst({ where: eq(members.id, newbie.id) })).toMatchObject({
      sponsorId: null,
      name: "Keeps Name",
      profileComplete: false,
    });
    expect(await env.FILES.get("photos/00000000-0000-4000-8000-000000000001.png")).toBeNull();
    expect((await call(`/api/admin/members/${veteran.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});

describe("GET /api/members polling", () => {
  it("answers 304 for the current version and 200 once anything changes", async () => {
    const member = await createMember({ name: "Poller" });
    const cookie = await memberCookie(member);
    const first = await call("/api/members", { cookie });
    const etag = first.headers.get("etag")!;
    expect((await call("/api/members", { cookie, headers: { "if-none-match": etag } })).status).toBe(304);
    await db.update(members).set({ location: "Elsewhere" }).where(eq(members.id, member.id));
    const changed = await call("/api/members", { cookie, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("a deleted member's poll is refused at once, even with the version's ETag", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const etag = (await call("/api/members", { cookie })).headers.get("etag")!;
    await db.delete(members).where(eq(members.id, member.id));
    expect((await call("/api/members", { cookie, headers: { "if-none-match": etag } })).status).toBe(401);
  });
});

describe("GET /api/members compression", () => {
  it("asks the runtime to gzip the list for clients that accept it", async () => {
    const cookie = await adminCookie();
    const response = await call("/api/members", { cookie, headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await (await call("/api/members", { cookie })).text();
    const bytes = await response.arrayBuffer();
    // Called directly, the bytes arrive as sent: gzip of exactly the plain list.
    const unzipped = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
    expect(unzipped).toBe(plain);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts members, complete profiles, invites and those needing an accommodation, with ETag/304", async () => {
    const cookie = await adminCookie();
    const before = await (await call("/api/admin/stats", { cookie })).json<Record<string, number>>();
    const name = unique("Stats Camp");
    await db.insert(accommodations).values({ name, type: "Tent" });
    await createMember({ profileComplete: true, inviteSent: true, accommodation: name });
    await createMember();
    const response = await call("/api/admin/stats", { cookie });
    const after = await response.json<Record<string, number>>();
    expect(after.totalMembers - before.totalMembers).toBe(2);
    expect(after.profilesComplete - before.profilesComplete).toBe(1);
    expect(after.invitesSent - before.invitesSent).toBe(1);
    expect(after.needingAccommodation - before.needingAccommodation).toBe(1);
    const etag = response.headers.get("etag")!;
    expect((await call("/api/admin/stats", { cookie, headers: { "if-none-match": etag } })).status).toBe(304);
  });
});

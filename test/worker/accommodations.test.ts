import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accommodations, members } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, form, memberCookie, PNG, unique } from "./helpers";

describe("/api/admin/accommodations", () => {
  it("creates, lists with members and manager, renames, and deletes without losing a member", async () => {
    const cookie = await adminCookie();
    const name = unique("RV Row");
    const created = await call("/api/admin/accommodations", { body: { name: `  ${name} `, type: " RV " }, cookie });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: number }>();
    const member = await createMember({ name: "Resident", accommodation: name, bio: "keeps this" });
    const outsider = await createMember();

    expect((await call(`/api/admin/accommodations/${id}`, { method: "PUT", body: { managerId: outsider.id }, cookie })).status).toBe(400);
    expect((await call(`/api/admin/accommodations/${id}`, { method: "PUT", body: { managerId: member.id }, cookie })).status).toBe(200);

    const list = await (await call(`/api/admin/accommodations?t=${Date.now()}`, { cookie })).json<Array<Record<string, unknown>>>();
    expect(list.find((a) => a.id === id)).toMatchObject({
      name,
      type: "RV",
      memberCount: 1,
      manager: { id: member.id },
      members: [{ id: member.id }],
    });

    const renamed = `${name} B`;
    expect((await call(`/api/admin/accommodations/${id}`, { method: "PUT", body: { name: renamed }, cookie })).status).toBe(200);
    expect(await db.query.members.findFirst({ where: eq(members.id, member.id) })).toMatchObject({ accommodation: renamed });

    expect((await call(`/api/admin/accommodations/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await db.query.members.findFirst({ where: eq(members.id, member.id) })).toMatchObject({
      accommodation: null,
      name: "Resident",
      bio: "keeps this",
    });
  });

  it.each([[{ name: "  ", type: "RV" }], [{ name: "X" }], [{ name: "X", type: "a/b" }], [{ name: "X", type: "RV", extra: 1 }]])(
    "refuses %j",
    async (body) => {
      expect((await call("/api/admin/accommodations", { body, cookie: await adminCookie() })).status).toBe(400);
    },
  );

  it("refuses duplicates and unknown ids", async () => {
    const cookie = await adminCookie();
    const name = unique("Dome");
    await call("/api/admin/accommodations", { body: { name, type: "Yurt" }, cookie });
    expect((await call("/api/admin/accommodations", { body: { name: name.toUpperCase(), type: "Yurt" }, cookie })).status).toBe(409);
    expect((await call("/api/admin/accommodations/999999", { method: "DELETE", cookie })).status).toBe(404);
    expect((await call("/api/admin/accommodations/999999", { method: "PUT", body: { name: "x" }, cookie })).status).toBe(404);
  });

  it("GET /api/accommodations gives every signed-in user names and types", async () => {
    const cookie = await adminCookie();
    const name = unique("Van");
    await call("/api/admin/accommodations", { body: { name, type: "Van" }, cookie });
    expect(await (await call("/api/accommodations", { cookie })).json()).toContainEqual({ name, type: "Van" });
  });
});

describe("/api/admin/accommodation-types", () => {
  it("adds a type through a 'Sample' accommodation, renames it with its icon, and deletes it without losing members", async () => {
    const cookie = await adminCookie();
    const type = unique("Geodome").replace(" ", "-");
    const added = await call("/api/admin/accommodation-types", { body: { type }, cookie });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ name: `Sample ${type}`, type });
    expect((await call("/api/admin/accommodation-types", { body: { type }, cookie })).status).toBe(409);
    const member = await createMember({ accommodation: `Sample ${type}`, name: "Dome Dweller" });

    await call("/api/admin/upload-accommodation-icon", { body: form({ accommodationType: type, icon: new File([PNG], "i.png") }), cookie });
    const renamedType = `${type}-2`;
    const renamed = await call(`/api/admin/accommodation-types/${encodeURIComponent(type)}`, {
      method: "PUT",
      body: { type: renamedType },
      cookie,
    });
    expect(await renamed.json()).toEqual({ type: renamedType, updated: 1, merged: false });
    expect(await env.FILES.get(`accommodation-icons/${encodeURIComponent(type)}`)).toBeNull();
    const icon = await call(`/uploads/accommodation-icons/${encodeURIComponent(renamedType)}.png`, { cookie });
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");

    const types = await (await call("/api/admin/accommodation-types", { cookie })).json<Array<{ type: string; count: number }>>();
    expect(types.find((t) => t.type === renamedType)).toMatchObject({ count: 1, memberCount: 1 });

    expect((await call(`/api/admin/accommodation-types/${encodeURIComponent(renamedType)}`, { method: "DELETE", cookie })).status).toBe(
      200,
    );
    expect(await db.query.members.findFirst({ where: eq(members.id, member.id) })).toMatchObject({
      accommodation: null,
      name: "Dome Dweller",
    });
    expect((await call(`/api/admin/accommodation-types/${encodeURIComponent(renamedType)}`, { method: "DELETE", cookie })).status).toBe(
      404,
    );
  });

  it("handles type names with spaces and percent signs", async () => {
    const cookie = await adminCookie();
    const type = unique("Geo Dome 100%");
    expect((await call("/api/admin/accommodation-types", { body: { type }, cookie })).status).toBe(201);
    const listed = await (await call("/api/admin/accommodation-types", { cookie })).json<Array<{ type: string; hasIcon: boolean }>>();
    expect(listed.find((t) => t.type === type)).toMatchObject({ hasIcon: false });
    expect(listed.find((t) => t.type === "RV")?.hasIcon ?? true).toBe(true);
    const path = `/api/admin/accommodation-types/${encodeURIComponent(type)}`;
    expect(await (await call(path, { method: "PUT", body: { type: `${type} b` }, cookie })).json()).toEqual({
      type: `${type} b`,
      updated: 1,
      merged: false,
    });
    expect((await call(`/api/admin/accommodation-types/${encodeURIComponent(`${type} b`)}`, { method: "DELETE", cookie })).status).toBe(
      200,
    );
  });

  it("merges a type into an existing one only when asked to, keeping the existing type's spelling and icon", async () => {
    const cookie = await adminCookie();
    const into = unique("Tentish").replace(" ", "-");
    const from = unique("tbdish").replace(" ", "-");
    for (const type of [into, from]) expect((await call("/api/admin/accommodation-types", { body: { type }, cookie })).status).toBe(201);
    const member = await createMember({ accommodation: `Sample ${from}` });
    await call("/api/admin/upload-accommodation-icon", { body: form({ accommodationType: into, icon: new File([PNG], "i.png") }), cookie });
    await call("/api/admin/upload-accommodation-icon", { body: form({ accommodationType: from, icon: new File([PNG], "j.png") }), cookie });
    const path = `/api/admin/accommodation-types/${encodeURIComponent(from)}`;

    const refused = await call(path, { method: "PUT", body: { type: into.toUpperCase() }, cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json<{ message: string }>()).message).toBe(
      `A type named "${into}" already exists. Merge "${from}" into it instead.`,
    );

    const merged = await call(path, { method: "PUT", body: { type: into.toUpperCase(), merge: true }, cookie });
    expect(await merged.json()).toEqual({ type: into, updated: 1, merged: true });
    const types = await (await call("/api/admin/accommodation-types", { cookie })).json<
      Array<{ type: string; count: number; memberCount: number }>
    >();
    expect(types.find((t) => t.type === into)).toMatchObject({ count: 2, memberCount: 1, hasIcon: true });
    expect(types.find((t) => t.type === from)).toBeUndefined();
    expect(await db.query.members.findFirst({ where: eq(members.id, member.id) })).toMatchObject({ accommodation: `Sample ${from}` });
    expect(await env.FILES.head(`accommodation-icons/${encodeURIComponent(into)}`)).not.toBeNull();
    expect(await env.FILES.head(`accommodation-icons/${encodeURIComponent(from)}`)).toBeNull();
  });

  it("refuses blank names", async () => {
    const cookie = await adminCookie();
    expect((await call("/api/admin/accommodation-types", { body: { type: "  " }, cookie })).status).toBe(400);
    expect((await call("/api/admin/accommodation-types/RV", { method: "PUT", body: { type: "" }, cookie })).status).toBe(400);
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

import { describe, expect, it } from "vitest";
import { adminCookie, call, createMember, memberCookie } from "./helpers";

type Row = Record<string, unknown> & { id: number };
const list = async (cookie: string) => (await call("/api/members", { cookie })).json<Row[]>();

describe("admin notes and members' privacy", () => {
  it("admin notes reach admins only: never GET /api/members, /api/my-profile or PUT /api/members/me for a member", async () => {
    const admin = await adminCookie();
    const member = await createMember({ name: "Noted" });
    const put = await call(`/api/admin/members/${member.id}`, {
      method: "PUT",
      body: { adminNotes: "Owes the camp $40 SECRET-NOTE" },
      cookie: admin,
    });
    expect(await put.json()).toMatchObject({ adminNotes: "Owes the camp $40 SECRET-NOTE" });
    expect((await list(admin)).find((m) => m.id === member.id)).toMatchObject({ adminNotes: "Owes the camp $40 SECRET-NOTE" });

    const cookie = await memberCookie(member);
    for (const response of [
      await call("/api/members", { cookie }),
      await call("/api/my-profile", { cookie }),
      await call("/api/members/me", { method: "PUT", body: { bio: "hello" }, cookie }),
      await call("/api/members", { cookie, headers: { "accept-encoding": "identity" } }),
    ]) {
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).not.toContain("SECRET-NOTE");
      expect(text).not.toContain("adminNotes");
      expect(text).not.toContain("replyToken");
    }
    // a member cannot write notes either
    expect((await call("/api/members/me", { method: "PUT", body: { adminNotes: "x" }, cookie })).status).toBe(400);
  });

  it("hidden fields are absent from other members' copy of the list; admins and the member see them", async () => {
    const admin = await adminCookie();
    const owner = await createMember({ name: "Private Pat", location: "Secret Town", homeTown: "Hidden Hollow", country: "Narnia" });
    const other = await createMember({ name: "Curious Cal" });
    const ownerCookie = await memberCookie(owner);
    const otherCookie = await memberCookie(other);

    const set = await call("/api/members/me", {
      method: "PUT",
      body: { privacy: { email: "admins", location: "admins", homeTown: "admins" } },
      cookie: ownerCookie,
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      email: owner.email,
      location: "Secret Town",
      privacy: { email: "admins", location: "admins", homeTown: "admins", country: "members", hideFromDirectory: false },
    });

    const seen = (await list(otherCookie)).find((m) => m.id === owner.id)!;
    expect(seen).toMatchObject({ name: "Private Pat", country: "Narnia" });
    for (const key of ["email", "location", "homeTown", "privacy"]) expect(seen).not.toHaveProperty(key);
    const raw = await (await call("/api/members", { cookie: otherCookie, headers: { "accept-encoding": "identity" } })).text();
    expect(raw).not.toContain(owner.email);
    expect(raw).not.toContain("Secret Town");
    expect(raw).not.toContain("Hidden Hollow");

    expect((await list(admin)).find((m) => m.id === owner.id)).toMatchObject({
      email: owner.email,
      location: "Secret Town",
      homeTown: "Hidden Hollow",
    });
    expect(await (await call("/api/my-profile", { cookie: ownerCookie })).json()).toMatchObject({
      email: owner.email,
      location: "Secret Town",
      homeTown: "Hidden Hollow",
    });
  });

  it("a member hidden from the directory is absent from other members' list, not from admins'", async () => {
    const admin = await adminCookie();
    const shy = await createMember({ name: "Shy Sam" });
    const other = await createMember();
    const shyCookie = await memberCookie(shy);
    const otherCookie = await memberCookie(other);
    const before = await call("/api/members", { cookie: otherCookie });
    const etag = before.headers.get("etag")!;
    expect((await before.json<Row[]>()).some((m) => m.id === shy.id)).toBe(true);

    await call("/api/members/me", { method: "PUT", body: { privacy: { hideFromDirectory: true } }, cookie: shyCookie });
    // the change is a new data version: the old ETag no longer gets a 304
    const after = await call("/api/members", { cookie: otherCookie, headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect((await after.json<Row[]>()).some((m) => m.id === shy.id)).toBe(false);
    expect((await list(admin)).some((m) => m.id === shy.id)).toBe(true);
    expect(await (await call("/api/my-profile", { cookie: shyCookie })).json()).toMatchObject({
      id: shy.id,
      privacy: { hideFromDirectory: true },
    });
  });

  it("admins and members never share an ETag (a 304 for one view is never the other's list)", async () => {
    const admin = await adminCookie();
    const member = await memberCookie(await createMember());
    const adminTag = (await call("/api/members", { cookie: admin })).headers.get("etag")!;
    const memberTag = (await call("/api/members", { cookie: member })).headers.get("etag")!;
    expect(adminTag).not.toBe(memberTag);
    expect((await call("/api/members", { cookie: member, headers: { "if-none-match": adminTag } })).status).toBe(200);
    expect((await call("/api/members", { cookie: admin, headers: { "if-none-match": memberTag } })).status).toBe(200);
    expect((await call("/api/members", { cookie: admin, headers: { "if-none-match": adminTag } })).status).toBe(304);
  });

  it.each([[{ privacy: { email: "nobody" } }], [{ privacy: { hideFromDirectory: "yes" } }], [{ privacy: { phone: "admins" } }]])(
    "refuses %j",
    async (body) => {
      const cookie = await memberCookie(await createMember());
      expect((await call("/api/members/me", { method: "PUT", body, cookie })).status).toBe(400);
    },
  );
});

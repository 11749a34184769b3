import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { members } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, memberCookie } from "./helpers";

describe("GET /manifest.webmanifest", () => {
  it("names the app after the configured camp, standalone, with icons", async () => {
    const response = await call("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    const manifest = await response.json<{ short_name: string; display: string; icons: { sizes: string }[] }>();
    expect(manifest.short_name).toBe(env.CAMP_NAME);
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((i) => i.sizes)).toContain("512x512");
  });
});

describe("POST /api/logout", () => {
  it("clears the browser's HTTP cache of the origin", async () => {
    const out = await call("/api/logout", { method: "POST", cookie: await adminCookie() });
    expect(out.headers.get("clear-site-data")).toBe('"cache"');
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

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminCookie, call, createMember, memberCookie, form, PNG, SVG, unique } from "./helpers";

const photoForm = (bytes: Uint8Array, name = "me.png", type = "image/png") => {
  const form = new FormData();
  form.append("photo", new File([bytes], name, { type }));
  return form;
};

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
    for (const path of [
      "/uploads/private/secret.txt",
      "/uploads/photos/..%2Fprivate%2Fsecret.txt",
      "/uploads/photos/nope.png",
      "/uploads/",
    ]) {
      expect((await call(path, { cookie })).status).toBe(404);
    }
  });
});

describe("icons and backgrounds", () => {
  it("serves shipped default icons, 404 for unknown types, and uploaded SVG icons sandboxed", async () => {
    const cookie = await adminCookie();
    const rv = await call("/uploads/accommodation-icons/RV.png", { cookie });
    expect(rv.status).toBe(200);
    expect(await rv.text()).toContain("<svg");
    expect((await call("/uploads/accommodation-icons/tbd.png", { cookie })).status).toBe(404);
    const type = unique("Svgtype");
    expect(
      (
        await call("/api/admin/upload-accommodation-icon", {
          body: form({ accommodationType: type, icon: new File([SVG], "i.svg") }),
          cookie,
        })
      ).status,
    ).toBe(200);
    const served = await call(`/uploads/accommodation-icons/${encodeURIComponent(type)}.png`, { cookie });
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses oversized and disguised icons with the real limit", async () => {
    const cookie = await adminCookie();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await call("/api/admin/upload-accommodation-icon", {
      body: form({ accommodationType: "RV", icon: new File([big], "i.png") }),
      cookie,
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json<{ message: string }>()).message).toContain("2MB");
    const gif = new TextEncoder().encode("GIF89a....");
    expect(
      (
        await call("/api/admin/upload-accommodation-icon", {
          body: form({ accommodationType: "RV", icon: new File([gif], "i.png") }),
          cookie,
        })
      ).status,
    ).toBe(415);
  });

  it("answers 204 while no background is set (no 404 in every browser console)", async () => {
    expect((await call("/api/background/auth")).status).toBe(204);
  });

  it("stores a background, serves it, replaces the old one, and shows the real limit", async () => {
    const cookie = await adminCookie();
    const up = (bytes: Uint8Array, type = "home") =>
      call("/api/admin/upload-background", { body: form({ type, background: new File([bytes], "bg.png") }), cookie });
    expect((await up(PNG)).status).toBe(200);
    const first = await call("/api/background/home");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect((await up(PNG)).status).toBe(200);
    const listed = await env.FILES.list({ prefix: "backgrounds/" });
    expect(listed.objects.length).toBe(1);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await up(big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json<{ message: string }>()).message).toBe("File too large: the limit is 5MB");
    expect((await up(PNG, "sidebar")).status).toBe(400);
    expect((await up(SVG)).status).toBe(415);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./helpers";

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

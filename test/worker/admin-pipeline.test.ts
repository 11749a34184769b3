import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, freshIp, memberCookie } from "./helpers";
import { stuckReply } from "./mail-helpers";

describe("GET /api/admin/outbox", () => {
  it("lists recent mail with bodies in development only", async () => {
    const member = await createMember();
    await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    const cookie = await adminCookie();
    const list = await (await call("/api/admin/outbox", { cookie })).json<Array<Record<string, unknown>>>();
    const entry = list.find((row) => row.toAddress === member.email)!;
    expect(entry).toMatchObject({ template: "magic_link", status: "sent", error: null });
    expect(entry.html).toContain("/verify?token=");
  });

  it("records a failed send with its error", async () => {
    const { vi } = await import("vitest");
    const spy = vi.spyOn(env.MAILER, "send").mockRejectedValueOnce(new Error("destination not verified"));
    const member = await createMember();
    await call("/api/send-magic-link", { body: { email: member.email }, ip: freshIp() });
    spy.mockRestore();
    const row = await db.query.outbox.findFirst({ where: eq(outbox.toAddress, member.email) });
    expect(row).toMatchObject({ status: "failed", error: "destination not verified" });
  });
});

describe("Debug tab: raw message and reprocess", () => {
  it("opens the raw message of an inbound row and reprocesses it", async () => {
    const cookie = await adminCookie();
    const member = await createMember({ inviteSent: true });
    const { row } = await stuckReply(member);
    const raw = await (await call(`/api/admin/inbound/${row.id}/raw`, { cookie })).json<{ raw: string; headersOnly: boolean }>();
    expect(raw.headersOnly).toBe(false);
    expect(raw.raw).toContain("Playa name: Starling");
    const health = await (await call("/api/admin/pipeline-health", { cookie })).json<{ inbound: { stuck: number; inProgress: number } }>();
    expect(health.inbound.inProgress).toBeGreaterThan(0);
    const reprocessed = await call(`/api/admin/inbound/${row.id}/reprocess`, { method: "POST", cookie });
    expect(await reprocessed.json()).toMatchObject({ status: "applied" });
    expect((await call(`/api/admin/inbound/${row.id}/reprocess`, { method: "POST", cookie })).status).toBe(409);
    expect((await call(`/api/admin/inbound/${row.id}/raw`, { cookie: await memberCookie(member) })).status).toBe(403);
  });
});

import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { TEMPLATE_NAMES } from "../../src/shared/constants";
import { buildMime } from "../../src/email/mime";
import { outbox } from "../../src/worker/db/schema";
import { renderMessage, sendTemplate } from "../../src/worker/mail";
import { adminCookie, call, createMember, db } from "./helpers";
import { expectValidMime } from "./mime-check";

afterEach(() => vi.restoreAllMocks());

describe("outbound MIME", () => {
  const NAME = "Zoë Ångström-Łukasiewicz 🌵 née Ø";
  const vars = {
    name: NAME,
    magicLink: `${env.APP_ORIGIN}/verify?token=${"x".repeat(43)}`,
    code: "123456",
    missingFields: ["Bio: a few sentences — über alles", "Playa name: 火"],
  };

  for (const template of TEMPLATE_NAMES) {
    it(`builds the ${template} template with a non-ASCII name into RFC-valid MIME`, async () => {
      // The same two steps sendTemplate takes before handing the raw message to the transport.
      const rendered = await renderMessage(env, db, { template, vars });
      const replyTo = `reply+${"a".repeat(32)}@${env.MAIL_DOMAIN}`;
      const { raw } = buildMime({
        ...rendered,
        from: { name: "Camp Mirage — Zoë's", addr: env.MAIL_FROM },
        to: "zoe@example.com",
        replyTo,
      });
      const parsed = await expectValidMime(raw, { ...rendered, fromName: "Camp Mirage — Zoë's" });
      expect(parsed.html).toContain("Zoë");
      expect(parsed.replyTo?.[0]?.address).toBe(replyTo);
      // and the real path records it as sent
      const member = await createMember({ name: NAME });
      await sendTemplate(env, db, { template, to: member.email, memberId: member.id, vars });
      expect(await db.query.outbox.findFirst({ where: eq(outbox.toAddress, member.email), orderBy: desc(outbox.id) })).toMatchObject({
        status: "sent",
        transport: "binding",
      });
    });
  }

  it("encodes long non-ASCII subjects and sender names, and breaks 2,000-character lines", async () => {
    const subject = "Willkommen, Zoë! ".repeat(12).trim();
    const html = `<p>${"Ünïcödé text without a single line break. ".repeat(60)}</p>`;
    const text = `${"x".repeat(2000)}\nzweite Zeile – ok`;
    const { raw } = buildMime({
      from: { name: "Camp Mirage — Ørsted", addr: "admin@camp.example.org" },
      to: "a@example.com",
      subject,
      html,
      text,
    });
    await expectValidMime(raw, { subject, fromName: "Camp Mirage — Ørsted", html, text });
  });
});

describe("outbound transports", () => {
  const providerUrl = inject("mailProviderUrl");
  const received = async () =>
    (await fetch(`${providerUrl}/__requests`)).json<
      Array<{ path: string; headers: Record<string, string>; body: Record<string, unknown> }>
    >();
  const withTransport = (transport: string, key = "test-provider-key") =>
    ({ ...env, MAIL_TRANSPORT: transport, MAIL_API_KEY: key, MAIL_API_URL: providerUrl }) as unknown as Env;

  it("sends through Resend's API with the key, an idempotency key and the parts, and records its answer", async () => {
    const member = await createMember({ name: "Zoë" });
    const { outboxId } = await sendTemplate(withTransport("resend"), db, {
      template: "invite",
      to: member.email,
      replyTo: "reply+x@camp.example.org",
      vars: { name: "Zoë" },
    });
    const request = (await received()).findLast((r) => r.path === "/emails")!;
    expect(request.headers.authorization).toBe("Bearer test-provider-key");
    expect(request.headers["idempotency-key"]).toBe(`outbox-${outboxId}`);
    expect(request.body).toMatchObject({ to: [member.email], reply_to: "reply+x@camp.example.org" });
    expect(String(request.body.html)).toContain("Zoë");
    const row = await db.query.outbox.findFirst({ where: eq(outbox.id, outboxId) });
    expect(row).toMatchObject({ status: "sent", transport: "resend" });
    expect(row!.answer).toMatch(/^200 OK: \{"id":"re_\d+"\}$/);
  });

  it("sends through Postmark's API and shows a refused key verbatim, with an explanation", async () => {
    const member = await createMember();
    await sendTemplate(withTransport("postmark"), db, { template: "invite", to: member.email, vars: { name: "A" } });
    const request = (await received()).findLast((r) => r.path === "/email")!;
    expect(request.headers["x-postmark-server-token"]).toBe("test-provider-key");
    expect(request.body).toMatchObject({ To: member.email, MessageStream: "outbound" });

    await expect(
      sendTemplate(withTransport("postmark", "wrong"), db, { template: "invite", to: member.email, vars: { name: "A" } }),
    ).rejects.toThrow(/refused the API key/);
    const row = await db.query.outbox.findFirst({ where: eq(outbox.toAddress, member.email), orderBy: desc(outbox.id) });
    expect(row).toMatchObject({ status: "failed", transport: "postmark" });
    expect(row!.answer).toContain("The Server Token you provided");
  });

  it("explains the binding's unverified-address refusal on the outbox row and the Debug tab", async () => {
    vi.spyOn(env.MAILER, "send").mockRejectedValue(new Error("destination address is not a verified address"));
    const cookie = await adminCookie();
    const response = await call("/api/admin/test-email", { body: { to: "someone@example.net" }, cookie });
    const result = await response.json<{ ok: boolean; answer: string; explanation: string }>();
    expect(result).toMatchObject({ ok: false, answer: "destination address is not a verified address" });
    expect(result.explanation).toMatch(/Email Sending.*MAIL_TRANSPORT/s);
    const health = await (await call("/api/admin/pipeline-health", { cookie })).json<{ outbound: { explanation: string } }>();
    expect(health.outbound.explanation).toBe(result.explanation);
  });

  it("Send a test email shows the transport's exact answer", async () => {
    const response = await call("/api/admin/test-email", { body: { to: "someone@example.net" }, cookie: await adminCookie() });
    expect(await response.json()).toEqual({ ok: true, transport: "binding", answer: "Accepted by the send_email binding" });
  });
});

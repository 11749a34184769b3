import { describe, expect, it } from "vitest";
import type { InboundMessage, PipelineHealth } from "../../src/client/api/onboarding";
import { inboundStatusBadge, mailDomain, pipelineChecks, rejectedSenders } from "../../src/client/lib/pipeline";

// The server's type is a union (which fields depend on the transport): a test picks its own.
const health = (fields: Partial<PipelineHealth> = {}) =>
  ({
    mailSending: true,
    mailFrom: "admin@camp.example.org",
    ai: false,
    replyAddress: "reply+<member token>@camp.example.org",
    environment: "development",
    inbound: { total: 0, review: 0, rejected: 0, failed: 0, stuck: 0, inProgress: 0 },
    ...fields,
  }) as PipelineHealth;
const check = (checks: ReturnType<typeof pipelineChecks>, key: string) => checks.find((c) => c.key === key)!;

describe("pipelineChecks", () => {
  it("the webhook is ticked once any inbound mail arrived", () => {
    expect(check(pipelineChecks(health(), []), "inbound").ok).toBe(false);
    expect(check(pipelineChecks(health(), []), "inbound").detail).toContain("camp.example.org");
    expect(
      check(pipelineChecks(health({ inbound: { total: 2, review: 0, rejected: 0, failed: 0, stuck: 0, inProgress: 0 } }), []), "inbound")
        .ok,
    ).toBe(true);
  });

  it("the AI check says the built-in parser is used when Workers AI is missing", () => {
    const ai = check(pipelineChecks(health(), []), "ai");
    expect(ai.ok).toBe(false);
    expect(ai.detail).toMatch(/^Not configured: the built-in parser is used/);
    expect(check(pipelineChecks(health({ ai: true }), []), "ai").ok).toBe(true);
  });

  it("mail sending needs the binding and no recent failures", () => {
    expect(check(pipelineChecks(health(), [{ status: "sent", error: null }]), "mail").ok).toBe(true);
    expect(check(pipelineChecks(health({ mailSending: false }), []), "mail").ok).toBe(false);
    const failed = check(
      pipelineChecks(health(), [
        { status: "failed", error: "destination not verified" },
        { status: "sent", error: null },
      ]),
      "mail",
    );
    expect(failed.ok).toBe(false);
    expect(failed.detail).toContain("1 of the last 2 messages failed, latest: destination not verified");
  });

  it("inbound messages in review, rejected or failed need attention", () => {
    expect(
      check(pipelineChecks(health({ inbound: { total: 3, review: 1, rejected: 0, failed: 0, stuck: 0, inProgress: 0 } }), []), "attention")
        .ok,
    ).toBe(false);
    expect(
      check(pipelineChecks(health({ inbound: { total: 3, review: 0, rejected: 0, failed: 0, stuck: 0, inProgress: 0 } }), []), "attention")
        .ok,
    ).toBe(true);
  });
});

it("mailDomain reads the reply address pattern", () => {
  expect(mailDomain(health())).toBe("camp.example.org");
});

it("inbound statuses have a label as well as a colour", () => {
  expect(inboundStatusBadge("applied")).toEqual({ label: "Applied", color: "green" });
  expect(inboundStatusBadge("review").label).toBe("Held for review");
  expect(inboundStatusBadge("weird")).toEqual({ label: "weird", color: "gray" });
});

it("rejectedSenders groups rejected mail by sender, most recent first", () => {
  const msg = (
    id: number,
    from: string,
    status: InboundMessage["status"],
    createdAt: string,
    reason = "Unknown sender",
  ): InboundMessage => ({
    id,
    messageId: `<${id}@mail.example>`,
    fromAddress: from,
    toAddress: "reply+x@camp.example.org",
    subject: null,
    memberId: null,
    rawKey: null,
    status,
    reason,
    attempts: 0,
    createdAt,
    updatedAt: null,
  });
  const list = [
    msg(1, "spam@bad.example", "rejected", "2026-01-01T00:00:00Z", "old"),
    msg(2, "Spam@Bad.example", "rejected", "2026-01-03T00:00:00Z", "newest"),
    msg(3, "who@else.example", "rejected", "2026-01-02T00:00:00Z"),
    msg(4, "member@camp.example", "applied", "2026-01-04T00:00:00Z"),
  ];
  expect(rejectedSenders(list)).toEqual([
    { address: "spam@bad.example", count: 2, lastAt: "2026-01-03T00:00:00Z", lastReason: "newest" },
    { address: "who@else.example", count: 1, lastAt: "2026-01-02T00:00:00Z", lastReason: "Unknown sender" },
  ]);
});

it("counts stuck rows as needing attention and names an HTTP transport without its key", () => {
  expect(
    check(pipelineChecks(health({ inbound: { total: 3, review: 0, rejected: 0, failed: 0, stuck: 2, inProgress: 0 } }), []), "attention")
      .ok,
  ).toBe(false);
  const mail = check(pipelineChecks(health({ mailTransport: "resend", mailApiKey: false }), []), "mail");
  expect(mail.ok).toBe(false);
  expect(mail.label).toContain("resend");
  expect(mail.detail).toContain("MAIL_API_KEY");
});

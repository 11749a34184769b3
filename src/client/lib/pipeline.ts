// The Debug tab's pure rules: the troubleshooting checklist (email webhook, AI provider key,
// email-sending provider; docs/product.md#debug-tab) made live from the pipeline's state, and the inbound outcomes.
import type { InboundMessage, PipelineHealth } from "../api/onboarding";
import type { OutboxEntry } from "../api/outbox";

export interface Check {
  key: "inbound" | "ai" | "mail" | "attention";
  label: string;
  ok: boolean;
  /** What the state means, and what to do when it is not ok. */
  detail: string;
}

/** The domain of the members' reply addresses, from "reply+<member token>@domain". */
export const mailDomain = (health: Pick<PipelineHealth, "replyAddress">) => health.replyAddress.split("@")[1] ?? "the mail domain";

const needsAttention = (inbound: PipelineHealth["inbound"]) => inbound.review + inbound.rejected + inbound.failed + (inbound.stuck ?? 0);

export function pipelineChecks(health: PipelineHealth, outbox: readonly Pick<OutboxEntry, "status" | "error">[]): Check[] {
  const domain = mailDomain(health);
  const failures = outbox.filter((e) => e.status === "failed");
  const attention = needsAttention(health.inbound);
  const received = health.inbound.total;
  const transport = health.mailTransport ?? "binding";
  return [
    {
      key: "inbound",
      label: "Email webhook: inbound replies reach the Worker",
      ok: received > 0,
      detail:
        received > 0
          ? `${received} inbound message${received === 1 ? "" : "s"} received by the email handler.`
          : `No inbound mail has reached the Worker yet. In Cloudflare Email Routing for ${domain}, send reply+* addresses (or the catch-all) to this Worker, then reply to an invitation to test.` +
            (health.environment === "development"
              ? " Locally, POST a raw message to /cdn-cgi/handler/email with from and to query parameters."
              : ""),
    },
    {
      key: "ai",
      label: "AI provider: Workers AI binding",
      ok: health.ai,
      detail: health.ai
        ? "Workers AI extracts profiles; the built-in parser takes over if it fails."
        : "Not configured: the built-in parser is used. It reads questionnaire answers well but free-form prose less so; add the AI binding to the production configuration.",
    },
    {
      key: "mail",
      label: `Email-sending provider: ${transport === "binding" ? "send_email binding" : transport}`,
      ok: (transport === "binding" ? health.mailSending : Boolean(health.mailApiKey)) && failures.length === 0,
      detail:
        transport === "binding" && !health.mailSending
          ? `No send_email binding (MAILER): invitations and sign-in links cannot be sent. Enable Email Routing on ${domain} and add the binding.`
          : transport !== "binding" && !health.mailApiKey
            ? `MAIL_TRANSPORT is ${transport} but the MAIL_API_KEY secret is not set: run wrangler secret put MAIL_API_KEY.`
            : failures.length > 0
              ? `${failures.length} of the last ${outbox.length} messages failed${failures[0].error ? `, latest: ${failures[0].error}` : ""}. ${health.outbound?.explanation ?? `Check that ${health.mailFrom} is on a domain set up for sending`}; failed invitations can be sent again from the Onboarding tab.`
              : `Mail is sent from ${health.mailFrom}${outbox.length ? `; the last ${outbox.length} messages went out` : ""}.`,
    },
    {
      key: "attention",
      label: "Inbound messages needing attention",
      ok: attention === 0,
      detail:
        attention === 0
          ? "No reply is waiting for review, rejected or failed."
          : `${health.inbound.review} held for review, ${health.inbound.rejected} rejected, ${health.inbound.failed} failed or not extracted. Paste a member's reply into Process Member Email to apply it.`,
    },
  ];
}

export type InboundStatus = InboundMessage["status"];

const STATUS: Record<InboundStatus, { label: string; color: "gray" | "green" | "amber" | "red" | "blue" }> = {
  received: { label: "Received", color: "blue" },
  applied: { label: "Applied", color: "green" },
  pending: { label: "Not extracted", color: "amber" },
  review: { label: "Held for review", color: "amber" },
  rejected: { label: "Rejected", color: "red" },
  failed: { label: "Failed", color: "red" },
  ignored: { label: "Not a profile", color: "gray" },
};

export const inboundStatusBadge = (status: string) => STATUS[status as InboundStatus] ?? { label: status, color: "gray" as const };

export interface RejectedSender {
  address: string;
  count: number;
  /** ISO time of the latest message. */
  lastAt: string;
  lastReason: string | null;
}

/** Senders whose mail was rejected (unknown sender, no member), most recent first. */
export function rejectedSenders(inbound: readonly InboundMessage[]): RejectedSender[] {
  const bySender = new Map<string, RejectedSender>();
  for (const message of inbound) {
    if (message.status !== "rejected") continue;
    const address = message.fromAddress.toLowerCase();
    const seen = bySender.get(address);
    if (!seen) bySender.set(address, { address, count: 1, lastAt: message.createdAt, lastReason: message.reason });
    else {
      seen.count++;
      if (message.createdAt > seen.lastAt) Object.assign(seen, { lastAt: message.createdAt, lastReason: message.reason });
    }
  }
  return [...bySender.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

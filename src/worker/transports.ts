// How a built message leaves the Worker (docs/configuration.md#which-mail-setup), chosen by the
// MAIL_TRANSPORT variable: the send_email binding, or an HTTP mail provider (Resend, Postmark) whose
// API key is the MAIL_API_KEY secret. Every transport takes the same raw RFC 5322 message and
// answers with the provider's own words, which the outbox and the Debug tab show as they are.
import { EmailMessage } from "cloudflare:email";
import type { OutgoingMessage } from "../email/mime";

const TRANSPORTS = ["binding", "resend", "postmark"] as const;
export type TransportName = (typeof TRANSPORTS)[number];

export interface Envelope extends OutgoingMessage {
  raw: string;
  messageId: string;
  /** The outbox row: a provider that supports idempotency keys sends a retried row once. */
  outboxId: number;
}

export interface TransportAnswer {
  ok: boolean;
  /** What the transport said, verbatim (status line and body for HTTP providers). */
  answer: string;
  /** A plain explanation when we recognise the failure. */
  explanation?: string;
}

const DEFAULT_URLS = { resend: "https://api.resend.com", postmark: "https://api.postmarkapp.com" } as const;

export function transportName(env: Env): TransportName {
  const name = (env.MAIL_TRANSPORT || "binding").toLowerCase();
  if (!(TRANSPORTS as readonly string[]).includes(name))
    throw new Error(`MAIL_TRANSPORT must be one of ${TRANSPORTS.join(", ")}, not "${name}"`);
  return name as TransportName;
}

/**
 * The send_email binding refuses recipients that are not verified destination addresses unless the
 * account has Email Sending with an onboarded domain. Its message says so only in passing.
 */
const UNVERIFIED_EXPLANATION =
  "Cloudflare's send_email binding only delivers to verified destination addresses on this account. " +
  "Either enable Email Sending (Cloudflare Email Service, paid plan) and onboard the sending domain, " +
  "or set MAIL_TRANSPORT to resend or postmark and store the provider's key with `wrangler secret put MAIL_API_KEY`.";

function explainBindingError(message: string): string | undefined {
  if (/verif|not allowed|destination address/i.test(message)) return UNVERIFIED_EXPLANATION;
  return undefined;
}

async function viaBinding(env: Env, mail: Envelope): Promise<TransportAnswer> {
  try {
    await env.MAILER.send(new EmailMessage(mail.from.addr, mail.to, mail.raw));
    return { ok: true, answer: "Accepted by the send_email binding" };
  } catch (error) {
    const answer = error instanceof Error ? error.message : String(error);
    return { ok: false, answer, explanation: explainBindingError(answer) };
  }
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<TransportAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, answer: `Could not reach ${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = (await response.text()).slice(0, 1000);
  const answer = `${response.status} ${response.statusText}: ${text}`.trim();
  const explanation =
    response.status === 401 || response.status === 403 ? "The provider refused the API key: check the MAIL_API_KEY secret." : undefined;
  return { ok: response.ok, answer, explanation };
}

function apiKey(env: Env): string {
  if (!env.MAIL_API_KEY)
    throw new Error("MAIL_API_KEY is not set: run `wrangler secret put MAIL_API_KEY` (or put it in .dev.vars locally)");
  return env.MAIL_API_KEY;
}

// Both providers take the parts, not the raw message; they build equivalent MIME themselves.
const from = (mail: Envelope) => `${mail.from.name.replace(/[<>"]/g, "")} <${mail.from.addr}>`;

const viaResend = (env: Env, mail: Envelope) =>
  post(
    `${env.MAIL_API_URL || DEFAULT_URLS.resend}/emails`,
    { Authorization: `Bearer ${apiKey(env)}`, "Idempotency-Key": `outbox-${mail.outboxId}` },
    {
      from: from(mail),
      to: [mail.to],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      headers: { "Message-ID": mail.messageId },
    },
  );

const viaPostmark = (env: Env, mail: Envelope) =>
  post(
    `${env.MAIL_API_URL || DEFAULT_URLS.postmark}/email`,
    { "X-Postmark-Server-Token": apiKey(env) },
    {
      From: from(mail),
      To: mail.to,
      Subject: mail.subject,
      HtmlBody: mail.html,
      TextBody: mail.text,
      MessageStream: "outbound",
      ...(mail.replyTo ? { ReplyTo: mail.replyTo } : {}),
      Headers: [{ Name: "Message-ID", Value: mail.messageId }],
    },
  );

export async function transmit(env: Env, mail: Envelope): Promise<TransportAnswer> {
  let name: TransportName;
  try {
    name = transportName(env);
    if (name === "resend") return await viaResend(env, mail);
    if (name === "postmark") return await viaPostmark(env, mail);
  } catch (error) {
    return { ok: false, answer: error instanceof Error ? error.message : String(error) };
  }
  return viaBinding(env, mail);
}

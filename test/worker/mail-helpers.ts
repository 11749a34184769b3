import { env } from "cloudflare:workers";
import { vi } from "vitest";
import worker from "../../src/worker/index";
import { inboundMessages } from "../../src/worker/db/schema";
import { db } from "./helpers";

export interface InboundOptions {
  from: string;
  to: string;
  subject?: string;
  text: string;
  messageId?: string;
  attachment?: { filename: string; contentType: string; bytes: Uint8Array };
  /** More header lines ("Auto-Submitted: auto-replied"). */
  headers?: string[];
  /** The sender's display name in the From header ("Олена Ковальчук" <…>), as an RFC 2047 encoded word. */
  fromName?: string;
  /** The text part's transfer encoding: base64 for scripts other than Latin, as Gmail sends them. */
  base64?: boolean;
  /** An HTML alternative to the text part (multipart/alternative). */
  html?: string;
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/(.{76})/g, "$1\r\n");

function rawEmail(o: InboundOptions): string {
  const id = o.messageId ?? `<${crypto.randomUUID()}@mail.example>`;
  const head = [
    `From: ${o.fromName ? `=?UTF-8?B?${b64(new TextEncoder().encode(o.fromName)).replace(/\r\n/g, "")}?= <${o.from}>` : o.from}`,
    `To: ${o.to}`,
    `Subject: ${o.subject ?? "Re: Join the camp directory"}`,
    `Message-ID: ${id}`,
    "Date: Sat, 21 Nov 2026 10:00:00 -0800",
    "MIME-Version: 1.0",
    ...(o.headers ?? []),
  ];
  const textPart = o.base64
    ? ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64", "", b64(new TextEncoder().encode(o.text))]
    : ["Content-Type: text/plain; charset=utf-8", "", o.text];
  if (o.html !== undefined) {
    const alt = "alt-b0undary";
    const parts = [
      `Content-Type: multipart/alternative; boundary="${alt}"`,
      "",
      `--${alt}`,
      ...textPart,
      `--${alt}`,
      "Content-Type: text/html; charset=utf-8",
      "",
      o.html,
      `--${alt}--`,
      "",
    ];
    if (!o.attachment) return [...head, ...parts].join("\r\n");
  }
  if (!o.attachment) return [...head, ...textPart].join("\r\n");
  const boundary = "b0undary";
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    ...textPart,
    `--${boundary}`,
    `Content-Type: ${o.attachment.contentType}; name="${o.attachment.filename}"`,
    `Content-Disposition: attachment; filename="${o.attachment.filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    b64(o.attachment.bytes),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Delivers a message to the Worker's email() handler, as Email Routing would. */
export async function deliver(o: InboundOptions) {
  const raw = new TextEncoder().encode(rawEmail(o));
  const setReject = vi.fn();
  const message = {
    from: o.from,
    to: o.to,
    headers: new Headers({ "message-id": o.messageId ?? "" }),
    raw: new Blob([raw]).stream(),
    rawSize: raw.byteLength,
    setReject,
    forward: vi.fn(),
    reply: vi.fn(),
  } as unknown as ForwardableEmailMessage;
  await worker.email(message, env);
  return { setReject };
}

export const replyAddressOf = (member: { replyToken: string }) => `reply+${member.replyToken}@${env.MAIL_DOMAIN}`;

/** A reply that fills every field the completeness rule needs: it creates a profile. */
export const COMPLETE_REPLY = `1. Full name: Rosa Quist
2. Playa name: Starling
3. Home town: Bergen
4. Where you live now: Portland, OR
5. Country of birth: Norway
6. Number of burns attended: 4
7. Year of your first burn: 2018
8. Camp history: Bikes.
9. Bio: I fix bikes.`;

/** What a crash right after the email handler stored the message leaves: the raw copy and a row at received. */
export async function stuckReply(member: { id: number; email: string; replyToken: string }) {
  const messageId = `<stuck-${crypto.randomUUID()}@mail.example>`;
  const rawKey = `inbound/${crypto.randomUUID()}.eml`;
  await env.FILES.put(rawKey, rawEmail({ from: member.email, to: replyAddressOf(member), text: COMPLETE_REPLY, messageId }));
  const [row] = await db
    .insert(inboundMessages)
    .values({ messageId, fromAddress: member.email, toAddress: replyAddressOf(member), rawKey })
    .returning();
  return { row, messageId };
}

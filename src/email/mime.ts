import { createMimeMessage, Mailbox } from "mimetext/browser";
import { cleanSubject } from "./render";

export interface OutgoingMessage {
  from: { name: string; addr: string };
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/** Builds the raw RFC 5322 message the send_email binding takes. */
export function buildMime(message: OutgoingMessage): { raw: string; messageId: string } {
  const msg = createMimeMessage();
  msg.setSender({ name: message.from.name, addr: message.from.addr });
  msg.setRecipient(message.to);
  if (message.replyTo) msg.setHeader("Reply-To", new Mailbox(message.replyTo));
  msg.setSubject(cleanSubject(message.subject));
  const domain = message.from.addr.split("@")[1] ?? "localhost";
  const messageId = `<${crypto.randomUUID()}@${domain}>`;
  msg.setHeader("Message-ID", messageId);
  msg.addMessage({ contentType: "text/plain", data: message.text });
  msg.addMessage({ contentType: "text/html", data: message.html });
  return { raw: msg.asRaw(), messageId };
}

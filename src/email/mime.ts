// Outbound MIME (RFC 5322, 2045, 2047): every line of the message stays within 78 characters
// (the URLs we build have no long unbreakable runs; quoted-printable breaks anything else), headers
// are 7-bit with non-ASCII text in encoded words, and both bodies are UTF-8 quoted-printable.
// Written here rather than with mimetext, which puts a whole subject in one encoded word, never
// folds headers and sends bodies as they are (HTML lines of ~2,000 characters under "7bit").
import { cleanSubject } from "./render";

export interface OutgoingMessage {
  from: { name: string; addr: string };
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  date?: Date;
}

const MAX_LINE = 78;
const CRLF = "\r\n";
const utf8 = new TextEncoder();

/** Quoted-printable (RFC 2045 §6.7) of UTF-8 text: CRLF line ends, soft breaks keep lines ≤ 76. */
function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const tokens: string[] = [];
    const bytes = utf8.encode(line);
    bytes.forEach((byte, i) => {
      const last = i === bytes.length - 1;
      const plain = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
      tokens.push(plain ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`);
    });
    // Greedy fill to 75 characters plus the "=" of the soft break; a token is never split.
    let current = "";
    for (const token of tokens) {
      if (current.length + token.length > 75) {
        out.push(`${current}=`);
        current = "";
      }
      current += token;
    }
    out.push(current);
  }
  return out.join(CRLF);
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * RFC 2047 encoded words ("=?UTF-8?B?…?="), each at most 75 characters and never splitting a
 * character, for header text that is not printable ASCII.
 */
function encodeWords(text: string): string[] {
  const words: string[] = [];
  let chunk = "";
  const flush = () => {
    if (chunk) words.push(`=?UTF-8?B?${btoa(String.fromCharCode(...utf8.encode(chunk)))}?=`);
    chunk = "";
  };
  for (const char of text) {
    // 39 bytes of UTF-8 are 52 characters of base64: a 64-character word, which leaves room for
    // the header's name on the first line ("Reply-To: " + 64 < 78).
    if (utf8.encode(chunk + char).length > 39) flush();
    chunk += char;
  }
  flush();
  return words;
}

/** "Name: value" folded at whitespace so lines stay within 78 characters (RFC 5322 §2.2.3). */
function foldHeader(name: string, value: string): string {
  const parts = isAscii(value) ? value.split(" ") : encodeWords(value);
  const lines: string[] = [];
  let line = `${name}:`;
  for (const part of parts) {
    if (line.length + 1 + part.length > MAX_LINE && line.trim() !== `${name}:`) {
      lines.push(line);
      line = "";
    }
    line += ` ${part}`;
  }
  lines.push(line);
  return lines.join(CRLF);
}

/** A display name and address: the name quoted when ASCII, encoded words otherwise. */
function mailbox(name: string, addr: string): string {
  if (!name) return `<${addr}>`;
  const shown = isAscii(name) ? `"${name.replace(/(["\\])/g, "\\$1")}"` : encodeWords(name).join(" ");
  return `${shown} <${addr}>`;
}

const boundary = () => `=_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;

/** Builds the raw RFC 5322 message the transports take. */
export function buildMime(message: OutgoingMessage): { raw: string; messageId: string } {
  const domain = message.from.addr.split("@")[1] ?? "localhost";
  const messageId = `<${crypto.randomUUID()}@${domain}>`;
  const alt = boundary();
  const headers = [
    foldHeader("From", mailbox(message.from.name, message.from.addr)),
    foldHeader("To", `<${message.to}>`),
    ...(message.replyTo ? [foldHeader("Reply-To", `<${message.replyTo}>`)] : []),
    foldHeader("Subject", cleanSubject(message.subject)),
    `Date: ${(message.date ?? new Date()).toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative;${CRLF} boundary="${alt}"`,
  ];
  const part = (type: string, body: string) =>
    [`--${alt}`, `Content-Type: ${type}; charset=UTF-8`, "Content-Transfer-Encoding: quoted-printable", "", quotedPrintable(body)].join(
      CRLF,
    );
  const raw = [...headers, "", part("text/plain", message.text), part("text/html", message.html), `--${alt}--`, ""].join(CRLF);
  return { raw, messageId };
}

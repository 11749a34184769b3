// The check every outbound message in the tests must pass: parsed by a MIME parser into the same
// subject, addresses and bodies, 7-bit, every line ≤ 78 characters (the hard limit is 998).
import PostalMime from "postal-mime";
import { expect } from "vitest";

export async function expectValidMime(raw: string, expected: { subject?: string; fromName?: string; html?: string; text?: string } = {}) {
  expect(raw).toMatch(/^[\x00-\x7f]*$/);
  const lines = raw.split("\r\n");
  expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // CRLF only
  const long = lines.filter((line) => line.length > 78);
  expect(long, `lines over 78 characters: ${long.slice(0, 2).join(" | ")}`).toEqual([]);
  const parsed = await PostalMime.parse(raw);
  if (expected.subject !== undefined) expect(parsed.subject).toBe(expected.subject);
  if (expected.fromName !== undefined) expect(parsed.from?.name).toBe(expected.fromName);
  if (expected.html !== undefined) expect(parsed.html?.trim()).toBe(expected.html.trim());
  if (expected.text !== undefined) expect(parsed.text?.trim()).toBe(expected.text.replace(/\r\n?/g, "\n").trim());
  return parsed;
}

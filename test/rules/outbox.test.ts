// Issue 24 (12): the outbox shows a local message's sign-in link at a glance.
import { describe, expect, it } from "vitest";
import { signInLinkOf } from "../../src/client/lib/outbox";
import { renderTemplate } from "../../src/email/render";

describe("signInLinkOf", () => {
  it("finds the link a rendered magic-link or welcome message carries", () => {
    const url = "http://localhost:5050/verify?token=abcDEF123_-xyz";
    const html = renderTemplate(
      '<p>Hi {{name}},</p><p><a href="{{magicLink}}">Sign in</a></p>',
      { name: "Rosa", magicLink: url },
      { escape: true },
    );
    expect(signInLinkOf(html)).toBe(url);
  });

  it("is null for a message without one, and ignores anything but an http(s) link to /verify", () => {
    expect(signInLinkOf('<p>Welcome! <a href="https://camp.example.org/">Directory</a></p>')).toBeNull();
    expect(signInLinkOf('<a href="javascript:alert(1)//verify?token=abc">x</a>')).toBeNull();
    expect(signInLinkOf(undefined)).toBeNull();
  });
});

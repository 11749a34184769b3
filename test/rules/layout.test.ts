import { describe, expect, it } from "vitest";
import { wrapInLayout } from "../../src/email/layout";
import committed from "../../generated/layout.generated.ts?raw";
import { generatedLayoutSource } from "../../src/email/layout/prerender";

describe("the prerendered mail layout", () => {
  it("is up to date with Layout.tsx (run `npm run email:layout` after changing it)", async () => {
    expect(committed).toBe(await generatedLayoutSource());
  });
});

describe("wrapInLayout", () => {
  const body = '<h2>Hi Zoë,</h2><p>Here is your <a href="https://camp.test/verify?token=a&amp;b">link</a>.</p>';

  it("puts the body in as it is, once", () => {
    const html = wrapInLayout(body, "Camp Dust");
    expect(html.split(body)).toHaveLength(2);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).not.toContain("%%");
  });

  it("names the camp in the title, the header and the footer", () => {
    const html = wrapInLayout(body, "Camp Dust");
    expect(html).toContain("<title>Camp Dust</title>");
    expect(html).toContain(">Camp Dust</p>");
    expect(html).toContain("You receive this email because you are part of Camp Dust. Reply to this address to reach the camp organisers.");
  });

  it("escapes the camp name", () => {
    const html = wrapInLayout(body, `<script>alert("x")</script> & Co's`);
    expect(html).not.toContain("<script>");
    expect(html).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s</title>");
    expect(html.split("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s")).toHaveLength(4);
  });

  it("leaves marker-like and replacement-pattern text in the body and the name alone", () => {
    const tricky = "<p>%%CAMP_NAME%% %%BODY_HTML%% $& $1 $$</p>";
    const html = wrapInLayout(tricky, "$& %%BODY_HTML%%");
    expect(html).toContain(tricky);
    expect(html).toContain("<title>$&amp; %%BODY_HTML%%</title>");
  });
});

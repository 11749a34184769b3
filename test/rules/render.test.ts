import { describe, expect, it } from "vitest";
import { cleanSubject, htmlToText, renderTemplate, unknownVariables } from "../../src/email/render";

describe("renderTemplate", () => {
  it("escapes every substituted value in HTML", () => {
    const html = renderTemplate("<p>Hi {{name}}</p>", { name: `<img src=x onerror="alert(1)">` }, { escape: true });
    expect(html).toBe("<p>Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
  });

  it("expands each-loops with this as the item, escaped", () => {
    const html = renderTemplate("<ul>{{#each items}}<li>{{this}}</li>{{/each}}</ul>", { items: ["Bio", "<b>x</b>"] }, { escape: true });
    expect(html).toBe("<ul><li>Bio</li><li>&lt;b&gt;x&lt;/b&gt;</li></ul>");
  });

  it("leaves unknown variables visible and reports them", () => {
    expect(renderTemplate("Hi {{nmae}}", { name: "A" }, { escape: true })).toBe("Hi {{nmae}}");
    expect(unknownVariables("{{name}} {{nmae}} {{#each list}}{{this}}{{/each}}", ["name"])).toEqual(["list", "nmae"]);
  });

  it("keeps subjects on one line", () => {
    expect(cleanSubject("Hello\r\nBcc: victim@example.com")).toBe("Hello Bcc: victim@example.com");
  });

  it("makes a plain-text alternative with links spelled out", () => {
    expect(htmlToText('<p>Go <a href="https://x.test/a">here</a></p><ul><li>One</li></ul>')).toBe("Go here (https://x.test/a)\n\n- One");
  });
});

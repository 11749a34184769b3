import { describe, expect, it } from "vitest";
import {
  fromEditorHtml,
  isAllowedImage,
  isAllowedLink,
  linkFromInput,
  restoreSpaces,
  toEditorHtml,
} from "../../src/client/components/admin/email-templates/editor-html";
import {
  exampleMissingFields,
  renderPreview,
  sampleDescription,
  sampleMagicLink,
  variableSnippet,
} from "../../src/client/components/admin/email-templates/template-preview";

const LIST_LOOP = "<ul>{{#each missingFields}}<li>{{this}}</li>{{/each}}</ul>";

describe("template HTML in the editor", () => {
  it("moves a list loop into its one item for Quill, and back out", () => {
    expect(toEditorHtml(`<p>Hi</p>${LIST_LOOP}`)).toBe("<p>Hi</p><ul><li>{{#each missingFields}}{{this}}{{/each}}</li></ul>");
    expect(fromEditorHtml("<p>Hi</p><ul><li>{{#each missingFields}}{{this}}{{/each}}</li></ul>")).toBe(`<p>Hi</p>${LIST_LOOP}`);
  });

  it("keeps the item's attributes and a formatted body", () => {
    const stored = '<ol>{{#each items}}<li data-list="bullet"><strong>{{this}}</strong></li>{{/each}}</ol>';
    expect(fromEditorHtml(toEditorHtml(stored))).toBe(stored);
  });

  it("leaves loops that do not wrap one whole list item alone", () => {
    const inline = "<p>{{#each items}}{{this}}, {{/each}}</p><ul><li>a</li><li>{{#each x}}{{this}}</li><li>b{{/each}}</li></ul>";
    expect(toEditorHtml(inline)).toBe(inline);
    expect(fromEditorHtml(inline)).toBe(inline);
  });

  it("turns Quill's &nbsp; back into spaces, keeping runs and placeholders readable", () => {
    expect(restoreSpaces("<p>Hi&nbsp;{{name}},&nbsp;welcome</p>")).toBe("<p>Hi {{name}}, welcome</p>");
    expect(restoreSpaces("<p>a&nbsp;&nbsp;&nbsp;b</p>")).toBe("<p>a &nbsp;&nbsp;b</p>");
    expect(fromEditorHtml("<ul><li>{{#each&nbsp;missingFields}}{{this}}{{/each}}</li></ul>")).toBe(LIST_LOOP);
    // Text that spells the entity is escaped by Quill and stays as written.
    expect(restoreSpaces("<p>&amp;nbsp;</p>")).toBe("<p>&amp;nbsp;</p>");
  });
});

describe("URLs the editor accepts", () => {
  it.each(["https://example.org", "http://x.test/a?b=1", "mailto:camp@example.org", "tel:+15551234", "{{magicLink}}", " {{ magicLink }} "])(
    "keeps the link %s",
    (url) => expect(isAllowedLink(url)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "sms:123",
    "ftp://x",
    "//evil.test",
    "relative/path",
    "{{a}}{{b}}",
  ])("refuses the link %s", (url) => expect(isAllowedLink(url)).toBe(false));
  it("allows images over http, https and raster data URLs only", () => {
    expect(isAllowedImage("https://example.org/a.png")).toBe(true);
    expect(isAllowedImage("http://example.org/a.png")).toBe(true);
    expect(isAllowedImage("data:image/png;base64,AAAA")).toBe(true);
    expect(isAllowedImage("data:image/svg+xml;base64,AAAA")).toBe(false);
    expect(isAllowedImage("data:text/html;base64,AAAA")).toBe(false);
    expect(isAllowedImage("javascript:alert(1)")).toBe(false);
    expect(isAllowedImage("x")).toBe(false);
  });
  it("completes what an admin types at the link prompt", () => {
    expect(linkFromInput("example.org/join")).toBe("https://example.org/join");
    expect(linkFromInput("camp@example.org")).toBe("mailto:camp@example.org");
    expect(linkFromInput(" https://example.org ")).toBe("https://example.org");
    expect(linkFromInput("javascript:alert(1)")).toBeNull();
    expect(linkFromInput("hello")).toBeNull();
    expect(linkFromInput("")).toBeNull();
  });
});

describe("template preview", () => {
  const template = {
    name: "profile_update" as const,
    subject: "Details for {{campName}}, {{name}}",
    htmlContent: `<p>Hi {{name}} {{nmae}} <a href="{{magicLink}}">x</a></p>${LIST_LOOP}`,
    variables: ["name", "campName", "missingFields"],
  };

  it("fills in sample values and the example missing fields, escaped, inside the layout", () => {
    const { subject, html } = renderPreview({ template, campName: "Camp <Mirage>", origin: "https://camp.test" });
    expect(subject).toBe("Details for Camp <Mirage>, Alex Sample");
    expect(html).toContain("<p>Hi Alex Sample {{nmae}} ");
    expect(html).toContain("<li>Full name: Your real name, as the camp should know you</li>");
    expect(html).toContain("Camp &lt;Mirage&gt;");
    // Only the template's own variables are filled in, as at send time.
    expect(html).toContain('href="{{magicLink}}"');
  });

  it("gives a magic link with an example token and the code", () => {
    const { html, subject } = renderPreview({
      template: {
        name: "magic_link",
        subject: "{{code}}",
        htmlContent: '<a href="{{magicLink}}">in</a>',
        variables: ["magicLink", "code"],
      },
      campName: "Camp Mirage",
      origin: "https://camp.test",
    });
    expect(subject).toBe("123456");
    expect(html).toContain(`href="${sampleMagicLink("https://camp.test")}"`);
    expect(sampleMagicLink("https://camp.test")).toBe("https://camp.test/verify?token=EXAMPLE-TOKEN-1234567890");
  });

  it("lists every field an empty profile lacks, as the Worker formats them", () => {
    expect(exampleMissingFields()[0]).toBe("Full name: Your real name, as the camp should know you");
    expect(exampleMissingFields()).toHaveLength(8);
  });

  it("offers a list variable as a loop", () => {
    expect(variableSnippet("name")).toBe("{{name}}");
    expect(variableSnippet("missingFields")).toBe("{{#each missingFields}}{{this}}{{/each}}");
  });
});

describe("sample values in words", () => {
  it("names only the template's own variables", () => {
    expect(sampleDescription(["name", "magicLink", "code", "campName"], "Camp Mirage")).toBe(
      "Shown with sample values: the name Alex Sample, a sign-in link with an example token, the code 123456 and the camp name Camp Mirage.",
    );
    expect(sampleDescription(["name"], "X")).toBe("Shown with sample values: the name Alex Sample.");
  });
});

// The template sanitiser runs on the runtime's HTMLRewriter, so it is tested inside workerd.
// Its output is read back with parse5, an independent parser that builds the tree as browsers do,
// both alone and inside the mail layout, so a tokenizer difference would show.
import { env } from "cloudflare:workers";
import { type DefaultTreeAdapterMap, parse, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { wrapInLayout } from "../../src/email/layout";
import { sanitizeTemplateHtml as sanitize } from "../../src/email/sanitize";

type ParsedNode = DefaultTreeAdapterMap["node"];
interface FoundElement {
  tag: string;
  namespace: string;
  attributes: [string, string][];
}

const ALLOWED_ELEMENTS = [
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "strike",
  "span",
  "a",
  "img",
  "ol",
  "ul",
  "li",
  "blockquote",
  "pre",
  "code",
  "sub",
  "sup",
  "div",
];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  li: ["data-list"],
};

function collect(node: ParsedNode, found: FoundElement[] = [], comments: string[] = []) {
  if (node.nodeName === "#comment" && "data" in node) comments.push(node.data);
  if ("tagName" in node)
    found.push({ tag: node.tagName, namespace: node.namespaceURI, attributes: node.attrs.map((a) => [a.name, a.value]) });
  const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) collect(child, found, comments);
  return { found, comments };
}

/** The elements of the output as a browser builds them (attribute values decoded). */
function elementsOf(html: string) {
  const alone = collect(parseFragment(html));
  expect(alone.comments, `comments in ${html}`).toEqual([]);
  // In the layout: everything the parser builds beyond the empty layout's own elements.
  const key = (element: FoundElement) => JSON.stringify(element);
  const layoutOnly = collect(parse(wrapInLayout("", "Camp"))).found.map(key);
  const inLayout = collect(parse(wrapInLayout(html, "Camp"))).found.filter((element) => {
    const index = layoutOnly.indexOf(key(element));
    if (index < 0) return true;
    layoutOnly.splice(index, 1);
    return false;
  });
  return [...alone.found, ...inLayout];
}

const normalisedUrl = (value: string) => value.replace(/[\u0000-\u0020]/g, "").toLowerCase();

/** What any output must hold: only allowed elements, attributes and values; stable when cleaned again. */
async function expectAllowedOnly(output: string) {
  for (const { tag, namespace, attributes } of elementsOf(output)) {
    expect(ALLOWED_ELEMENTS, `element <${tag}> in ${output}`).toContain(tag);
    expect(namespace).toBe("http://www.w3.org/1999/xhtml");
    for (const [name, value] of attributes) {
      expect(["class", "style", ...(ALLOWED_ATTRIBUTES[tag] ?? [])], `attribute ${name} on <${tag}> in ${output}`).toContain(name);
      if (name === "href") expect(normalisedUrl(value)).toMatch(/^(https?:|mailto:|tel:|\{\{\w+\}\}$)/);
      if (name === "src") expect(normalisedUrl(value)).toMatch(/^(https?:|data:image\/(png|jpeg|gif|webp)[;,])/);
      if (name === "class") expect(value).toMatch(/^ql-[a-z0-9-]+( ql-[a-z0-9-]+)*$/);
      if (name === "style") expect(value).not.toMatch(/url|expression|javascript|import|\\|behavior|binding/i);
    }
  }
  expect(await sanitize(output), "sanitising twice changes nothing").toBe(output);
}

/** For the payloads below: none of their dangerous words survive, even as text. */
async function expectSafe(output: string) {
  await expectAllowedOnly(output);
  expect(output).not.toMatch(/<!--|<!\[CDATA|javascript|vbscript|data:text|svg\+xml|srcdoc|formaction|xlink|\bon[a-z]+\s*=/i);
}

describe("sanitizeTemplateHtml: legitimate content", () => {
  it("leaves the default templates exactly as they are", async () => {
    const { results } = await env.DB.prepare("SELECT name, html_content AS html FROM email_templates").all<{
      name: string;
      html: string;
    }>();
    expect(results.map((row) => row.name).sort()).toEqual([
      "application_rejected",
      "dues_reminder",
      "early_arrival_decision",
      "invite",
      "magic_link",
      "profile_update",
      "reminder",
      "vouch_request",
      "welcome",
    ]);
    for (const { html } of results) expect(await sanitize(html)).toBe(html);
  });

  it("keeps what the Quill editor produces", async () => {
    const quill = [
      '<h1 class="ql-align-center">Burn week</h1>',
      '<h3 class="ql-indent-2">Arrival</h3>',
      "<p><strong>bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>under</u> <s>strike</s> <strike>old</strike> x<sub>2</sub> y<sup>3</sup></p>",
      '<p><span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0);">colour</span> <span style="color: #06c; font-weight: bold; font-style: italic; text-decoration: underline;">more</span></p>',
      '<p class="ql-align-right ql-size-large ql-font-serif">right</p>',
      '<ol><li data-list="ordered">one</li><li data-list="bullet" class="ql-indent-1">two</li><li data-list="checked">done</li></ol>',
      "<ul><li>a</li></ul><blockquote>quote</blockquote><pre>code block</pre><p><code>x = 1</code></p><div>plain div</div>",
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">web</a> <a href="http://example.org">http</a> ',
      '<a href="mailto:camp@example.com">mail</a> <a href="tel:+15551234">call</a></p>',
      '<p><img src="https://example.com/p.png" alt="A &quot;photo&quot;" width="120" height="80"><img src="data:image/png;base64,iVBORw0KGgo="></p>',
      "<p><br></p><p>Zoë ☀ &amp; friends &lt;3</p>",
    ].join("");
    expect(await sanitize(quill)).toBe(quill);
  });

  it("keeps placeholders in text, loops and links", async () => {
    const html =
      '<p>Hi {{name}},</p><ul>{{#each missingFields}}<li>{{this}}</li>{{/each}}</ul><p><a href="{{magicLink}}">Sign in</a> <a href="{{ magicLink }}">again</a> <a href="https://x.test/?u={{name}}">web</a></p>';
    expect(await sanitize(html)).toBe(html);
  });

  it("unwraps unknown elements, keeping their text", async () => {
    expect(
      await sanitize(
        '<h4 id="x">Four</h4><table><tr><td onclick="x()">cell</td></tr></table><font color=red>old</font><custom-el>custom</custom-el>',
      ),
    ).toBe("Four" + "cell" + "old" + "custom");
  });

  it("drops only the disallowed parts of classes, styles and link targets", async () => {
    const out = await sanitize(
      '<p class="ql-align-center evil ql-indent-9 ql-indent-8" style="color: red; position: fixed; background-color: url(x); font-size: 99px">t</p><a href="https://x.test" target="_blank" rel="opener">l</a><a href="https://y.test" target="_self">m</a>',
    );
    expect(out).toBe(
      '<p class="ql-align-center ql-indent-8" style="color: red;">t</p><a href="https://x.test" target="_blank" rel="noopener noreferrer">l</a><a href="https://y.test">m</a>',
    );
  });

  it("drops relative and unknown-scheme links but keeps the link text", async () => {
    expect(
      await sanitize('<a href="/admin">a</a><a href="#top">b</a><a href="ftp://x.test">c</a><a href="  https://ok.test/  ">d</a>'),
    ).toBe('<a>a</a><a>b</a><a>c</a><a href="https://ok.test/">d</a>');
  });
});

// Payload, then what must remain of it (the legitimate part); expectSafe checks the rest.
const OWASP: [string, string, string][] = [
  ["script element", "<p>a</p><script>alert('XSS')</script><p>b</p>", "<p>a</p><p>b</p>"],
  ["external script", "<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>ok", "ok"],
  ["img onerror", "<img src=x onerror=alert(1)>", "<img>"],
  [
    "img onerror with a valid src",
    '<img src="https://ok.test/a.png" onerror="alert(1)" onload=alert(2)>',
    '<img src="https://ok.test/a.png">',
  ],
  ["img without quotes and slashes", "<img/src/onerror=alert(1)>", "<img>"],
  ["mixed-case javascript: src", "<IMG SRC=JaVaScRiPt:alert('XSS')>", "<IMG>"],
  [
    "decimal entities",
    "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
    "<IMG>",
  ],
  [
    "padded decimal entities without semicolons",
    "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
    "<IMG>",
  ],
  [
    "hex entities without semicolons",
    "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
    "<IMG>",
  ],
  ["svg onload", "<svg onload=alert(1)>", ""],
  ["svg/onload", "<svg/onload=alert('XSS')>text", ""],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ["mixed-case javascript: link", '<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
  ["tab entity inside the scheme", '<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
  ["newline entity inside the scheme", '<a href="jav&#x0A;ascript:alert(1)">x</a>', "<a>x</a>"],
  ["carriage-return entity inside the scheme", '<a href="jav&#x0D;ascript:alert(1)">x</a>', "<a>x</a>"],
  ["literal tab and newline inside the scheme", '<a href="jav\tas\ncript:alert(1)">x</a>', "<a>x</a>"],
  ["leading control character", '<a href=" &#14;  javascript:alert(1)">x</a>', "<a>x</a>"],
  ["named entities &Tab; and &colon;", '<a href="java&Tab;script&colon;alert(1)">x</a>', "<a>x</a>"],
  ["NUL inside the scheme", '<a href="java\u0000script:alert(1)">x</a>', "<a>x</a>"],
  ["unquoted javascript: href", "<a href=javascript:alert(1)>x</a>", "<a>x</a>"],
  ["single-quoted javascript: href", "<a href='javascript:alert(1)'>x</a>", "<a>x</a>"],
  ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ["data:text/html link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
  [
    "second href after a safe one is ignored",
    '<a href="https://ok.test" href="javascript:alert(1)">x</a>',
    '<a href="https://ok.test">x</a>',
  ],
  ["safe href after a javascript: one is not used", '<a href="javascript:alert(1)" href="https://ok.test">x</a>', "<a>x</a>"],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', "ok"],
  ["iframe javascript: src", '<iframe src="javascript:alert(1)">inner</iframe>ok', "ok"],
  ["math/mglyph/style mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
  [
    "math/mglyph/style comment mutation",
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
    "",
  ],
  ["svg breakout into style", "<svg><p><style></svg><img src=x onerror=alert(1)></style></p></svg>ok", "ok"],
  // Stray end tags are passed through: they are inert.
  ["noscript attribute mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<img>"&gt;</noscript>'],
  ["style @import", "<style>@import 'http://xss.rocks/xss.css';</style>ok", "ok"],
  [
    "style with javascript: url",
    "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><ul><li>ok</li></ul>",
    "<ul><li>ok</li></ul>",
  ],
  ["style attribute url(javascript:)", '<div style="background:url(javascript:alert(1))">x</div>', "<div>x</div>"],
  ["style attribute url with entity", "<div style=\"background-image: url(&#1;javascript:alert('XSS'))\">x</div>", "<div>x</div>"],
  ["style attribute expression()", '<span style="color: expression(alert(1))">x</span>', "<span>x</span>"],
  ["style attribute CSS escape", '<span style="color: re\\64; background-color: \\75rl(x)">x</span>', "<span>x</span>"],
  ["style attribute behavior", '<span style="behavior: url(x.htc); color: red">x</span>', '<span style="color: red;">x</span>'],
  ["style attribute -moz-binding", '<span style="-moz-binding: url(http://x.test/xss.xml#xss)">x</span>', "<span>x</span>"],
  ["style attribute comment splitting", '<span style="color: red /* */; x: expression(alert(1))">x</span>', "<span>x</span>"],
  ["style attribute with encoded url(", '<span style="background-color: &#x75;rl(javascript:alert(1))">x</span>', "<span>x</span>"],
  ["object data", '<object data="javascript:alert(1)">fallback</object>ok', "ok"],
  ["object scriptlet", '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>ok', "ok"],
  ["embed svg", '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">ok', "ok"],
  ["base href", '<base href="javascript:alert(1)//"><a href="https://ok.test">x</a>', '<a href="https://ok.test">x</a>'],
  ["meta refresh", '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">ok', "ok"],
  [
    "form action and button formaction",
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">X</button></form>ok',
    "ok",
  ],
  ["input image", '<input type="image" src="javascript:alert(1)">ok', "ok"],
  ["lone button formaction", "<button formaction=javascript:alert(1)>X</button>ok", "ok"],
  ["textarea content", "<textarea><img src=x onerror=alert(1)></textarea>ok", "ok"],
  ["title content", "<title><img src=x onerror=alert(1)></title>ok", "ok"],
  ["xmp content", "<xmp><img src=x onerror=alert(1)></xmp>ok", "ok"],
  ["noembed content", "<noembed><img src=x onerror=alert(1)></noembed>ok", "ok"],
  ["plaintext swallows the rest", "ok<plaintext><img src=x onerror=alert(1)>", "ok"],
  ["template content", "<template><img src=x onerror=alert(1)></template>ok", "ok"],
  ["double open bracket", "<<script>alert(1);//<</script>ok", "&lt;ok"],
  ["split script tag", "<scr<script>ipt>alert(1)</scr</script>ipt>ok", "ipt&gt;alert(1)</scr</script>ipt&gt;ok"],
  ["quotes in a tag", '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">', '<IMG>"&gt;'],
  ["unclosed attribute", '<p>ok</p><img src="x onerror=alert(1)', "<p>ok</p><img>"],
  ["unclosed attribute that would close inside the layout", '<p>ok</p><img src=x onerror=alert(1) title="', "<p>ok</p><img>"],
  ["unclosed single-quoted attribute", "<p>ok</p><a href='javascript:alert(1)", "<p>ok</p><a>"],
  ["unclosed unquoted attribute", "<p>ok</p><a href=javascript:alert(1)", "<p>ok</p><a>"],
  ["unclosed tag", '<p>ok</p><a href="javascript:alert(1)"', "<p>ok</p><a>"],
  ["unclosed tag name", "<p>ok</p><img", "<p>ok</p>"],
  ["unclosed comment", "<p>ok</p><!-- <img src=x onerror=alert(1)>", "<p>ok</p>"],
  ["unclosed script", "<p>ok</p><script>alert(1)<p>more</p>", "<p>ok</p>"],
  ["nested unclosed iframe", "<div>ok<iframe src=x><p>gone", "<div>ok"],
  ["comment", "<!--<img src=x onerror=alert(1)>-->ok", "ok"],
  ["comment closed with --!>", "<!-- --!><img src=x onerror=alert(1)> -->", "<img> --&gt;"],
  ["conditional comment", "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->ok", "ok"],
  ["CDATA in HTML", "<![CDATA[<img src=x onerror=alert(1)>]]>ok", "]]&gt;ok"],
  ["CDATA in svg", "<svg><![CDATA[</svg><img src=x onerror=alert(1)>]]></svg>ok", "ok"],
  ["processing instruction", '<?xml-stylesheet href="javascript:alert(1)"?>ok', "ok"],
  ["image alias element", "<image src=x onerror=alert(1)>ok", "ok"],
  ["event handlers on allowed elements", '<p onmouseover="alert(1)" OnClick=alert(2)>x</p>', "<p>x</p>"],
  ["event handler on unknown elements", "<details open ontoggle=alert(1)>x</details><body onload=alert(1)>y", "xy"],
  ["srcset", '<img src="https://ok.test/a.png" srcset="javascript:alert(1) 1x">', '<img src="https://ok.test/a.png">'],
  ["xlink:href", '<a xlink:href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ["quoted attribute name", '<p "onclick=alert(1)>x</p>', "<p>x</p>"],
  ["video source onerror", "<video><source onerror=alert(1)>fallback</video>", "fallback"],
  ["img src as code", "<img src=x:alert(alt) onerror=eval(src) alt=0>", '<img alt="0">'],
  ["fullwidth javascript:", '<a href="ｊａｖａｓｃｒｉｐｔ:alert(1)">x</a>', "<a>x</a>"],
  ["placeholder followed by a script url", '<a href="{{magicLink}}javascript:alert(1)">x</a>', "<a>x</a>"],
  ["placeholder as a script url's host", '<a href="javascript:{{magicLink}}">x</a>', "<a>x</a>"],
  ["placeholder in an image source", '<img src="{{photo}}">', "<img>"],
];

const QUILL: [string, string, string][] = [
  [
    "link with javascript:",
    '<p><a href="javascript:alert(1)" target="_blank">click</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer">click</a></p>',
  ],
  ["image with javascript: src", '<p><img src="javascript:alert(1)"></p>', "<p><img></p>"],
  ["image with an svg data url", '<p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"></p>', "<p><img></p>"],
  ["image with a data:text/html src", '<img src="data:text/html,<script>alert(1)</script>">', "<img>"],
  [
    "video embed",
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="javascript:alert(1)"></iframe><p>after</p>',
    "<p>after</p>",
  ],
  ["formula embed", '<p><span class="ql-formula" data-value="\\href{javascript:alert(1)}{x}">x</span></p>', "<p><span>x</span></p>"],
  ["list type", '<ol><li data-list="javascript:alert(1)">a</li></ol>', "<ol><li>a</li></ol>"],
  [
    "editor-only markup",
    '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>a</li></ol>',
    '<ol><li data-list="bullet"><span></span>a</li></ol>',
  ],
  ["class with markup", '<p class="ql-align-center&quot; onclick=&quot;alert(1)">x</p>', "<p>x</p>"],
  ["pasted event handler", '<p><strong onmouseover="alert(1)">bold</strong></p>', "<p><strong>bold</strong></p>"],
];

describe("sanitizeTemplateHtml: attribute values", () => {
  it("keeps alt text as text: encoded quotes cannot open a new attribute", async () => {
    const output = await sanitize('<img alt="&quot; onerror=&quot;alert(1)" src="https://ok.test/a.png">');
    expect(parseFragment(output).childNodes).toMatchObject([
      {
        tagName: "img",
        attrs: [
          { name: "alt", value: '" onerror="alert(1)' },
          { name: "src", value: "https://ok.test/a.png" },
        ],
      },
    ]);
    await expectAllowedOnly(output);
  });

  it("re-quotes single-quoted and unquoted values", async () => {
    expect(await sanitize(`<img alt='say "hi"' src=https://ok.test/a.png>`)).toBe(
      '<img alt="say &quot;hi&quot;" src="https://ok.test/a.png">',
    );
  });
});

describe("sanitizeTemplateHtml: OWASP filter-evasion payloads", () => {
  it.each(OWASP)("%s", async (_name, payload, expected) => {
    const output = await sanitize(payload);
    expect(output).toBe(expected);
    await expectSafe(output);
  });
});

describe("sanitizeTemplateHtml: payloads against the Quill editor", () => {
  it.each(QUILL)("%s", async (_name, payload, expected) => {
    const output = await sanitize(payload);
    expect(output).toBe(expected);
    await expectSafe(output);
  });
});

describe("sanitizeTemplateHtml: random markup", () => {
  // Deterministic pseudo-random soup of markup fragments: whatever the input, the output holds
  // the allowlist and is a fixed point (in particular, it never ends inside an open tag).
  const FRAGMENTS = [
    "<",
    ">",
    "</",
    "/",
    '"',
    "'",
    "=",
    " ",
    "<!--",
    "-->",
    "--!>",
    "<![CDATA[",
    "]]>",
    "<!DOCTYPE ",
    "<?",
    "a",
    "img",
    "p",
    "script",
    "style",
    "svg",
    "math",
    "mtext",
    "mglyph",
    "table",
    "textarea",
    "title",
    "noscript",
    "iframe",
    "xmp",
    " href=",
    " src=",
    " onerror=",
    " style=",
    " class=",
    "javascript:",
    "jav&#x09;ascript&colon;",
    "https://ok.test/",
    "alert(1)",
    "url(",
    "ql-align-center",
    "{{name}}",
    "{{#each x}}",
    "{{/each}}",
    "&amp;",
    "&quot;",
    "\t",
    "\n",
    "\u0000",
  ];
  let seed = 20240601;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const soup = () =>
    Array.from({ length: 3 + Math.floor(random() * 30) }, () => FRAGMENTS[Math.floor(random() * FRAGMENTS.length)]).join("");

  it("always yields allowed markup only, and the same again when sanitised twice", async () => {
    for (let i = 0; i < 400; i++) {
      const input = soup();
      const output = await sanitize(input);
      await expectAllowedOnly(output);
    }
  });
});

// Cleans the HTML of an email template when an admin saves it, with the Workers runtime's own
// HTMLRewriter (lol-html, a spec-following streaming tokenizer). Allowlist: the elements and
// attributes Quill produces and our default templates use (docs/decisions/020-html-sanitiser-on-htmlrewriter.md).
import {
  type AttributeRule,
  cleanClass,
  cleanDimension,
  cleanHref,
  cleanImageSrc,
  cleanListType,
  cleanRel,
  cleanStyle,
  cleanTarget,
  keepText,
} from "./sanitize-attributes";

const ALLOWED_ELEMENTS = new Set([
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
]);

// Removed with everything inside. Besides the obviously active ones, this holds every element whose
// content the tokenizer reads as raw text (style, script, xmp, iframe, noembed, noframes, noscript,
// title, textarea, plaintext): unwrapping one would turn its text into live markup.
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "param",
  "svg",
  "math",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "title",
  "textarea",
  "form",
  "input",
  "button",
  "select",
  "datalist",
  "meta",
  "link",
  "base",
  "head",
]);

const COMMON_ATTRIBUTES: Record<string, AttributeRule> = { class: cleanClass, style: cleanStyle };
const ELEMENT_ATTRIBUTES: Record<string, Record<string, AttributeRule>> = {
  a: { href: cleanHref, target: cleanTarget, rel: cleanRel },
  img: { src: cleanImageSrc, alt: keepText, width: cleanDimension, height: cleanDimension },
  li: { "data-list": cleanListType },
};

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

function cleanElement(element: Element): void {
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag) || element.namespaceURI !== HTML_NAMESPACE) {
    element.remove();
    return;
  }
  if (!ALLOWED_ELEMENTS.has(tag)) {
    element.removeAndKeepContent();
    return;
  }
  const rules = { ...COMMON_ATTRIBUTES, ...ELEMENT_ATTRIBUTES[tag] };
  const kept = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, raw] of [...element.attributes]) {
    if (seen.has(name)) continue; // of repeated attributes browsers use the first
    seen.add(name);
    const value = Object.hasOwn(rules, name) ? rules[name](raw) : null;
    if (value !== null) kept.set(name, value);
  }
  // Rewrite rather than patch: removeAttribute drops every copy of a repeated name, and
  // setAttribute re-quotes the value (escaping '"'), whatever quoting the source used.
  for (const name of seen) element.removeAttribute(name);
  if (kept.has("target")) kept.set("rel", "noopener noreferrer");
  for (const [name, value] of kept) element.setAttribute(name, value);
}

async function rewrite(html: string, endMarker: string): Promise<{ html: string; complete: boolean }> {
  const markerTag = `<${endMarker}>`;
  let markerSeen = false;
  let textTail = "";
  const rewriter = new HTMLRewriter()
    .on("*", {
      element: (element) => {
        if (element.tagName !== endMarker) return cleanElement(element);
        markerSeen = true;
        element.remove();
      },
    })
    .onDocument({
      comments: (comment) => void comment.remove(),
      text: (chunk) => {
        textTail = (textTail + chunk.text).slice(-markerTag.length);
        // Kept text is always ordinary text (raw-text elements are dropped), where '<' and '>' mean
        // themselves. Escaping them anyway guards against any tokenizer difference with a mail client.
        if (!chunk.removed && /[<>]/.test(chunk.text)) {
          chunk.replace(chunk.text.replace(/</g, "&lt;").replace(/>/g, "&gt;"), { html: true });
        }
      },
    });
  const response = new Response(html + markerTag, { headers: { "content-type": "text/html; charset=utf-8" } });
  const output = await rewriter.transform(response).text();
  // The marker read as text means the input ended inside a raw-text element (an unclosed
  // <script>, <style>, …), which is dropped with everything after it: nothing is left open.
  return { html: output, complete: markerSeen || textTail === markerTag };
}

// Appended in turn when the input ends inside markup: one closes a quoted or unquoted attribute
// value and the tag around it, the other a comment.
const CLOSERS = ["", `"'>`, "-->"];

/**
 * Returns the template HTML with only allowed elements, attributes and values left. Unknown
 * elements are unwrapped (their text stays); comments go. {{placeholders}} are plain text to the
 * tokenizer and survive, as does an href that is exactly one placeholder.
 */
export async function sanitizeTemplateHtml(html: string): Promise<string> {
  // HTMLRewriter passes a tag that is still open at the end of the input through untouched
  // (`<img src=x onerror=alert(1) title="`); inside the mail layout it would then be completed
  // by the layout's own markup. An unguessable element appended to the input is seen only if
  // the input ended outside any tag or comment; if it is not, the input is closed and cleaned again.
  const endMarker = `sanitizer-end-${crypto.randomUUID()}`;
  for (const closer of CLOSERS) {
    const result = await rewrite(html + closer, endMarker);
    if (result.complete) return result.html;
  }
  throw new Error("The template HTML could not be sanitised: it ends inside unclosed markup");
}

// The template HTML as stored, and as Quill holds it. Pure string rules, tested in test/rules.

/**
 * A list loop is stored as `{{#each list}}<li>…</li>{{/each}}` inside its <ul> or <ol>, so each item
 * gets its own <li>. Quill keeps no text between a list and its items, so for the editor the loop
 * markers move inside the one item: a bullet reading `{{#each list}}{{this}}{{/each}}`.
 * fromEditorHtml moves them back out.
 */
const NO_LIST_ITEM = String.raw`(?:(?!<\/?li[\s>])[\s\S])*?`;
const EACH_OPEN = String.raw`\{\{#each\s+([A-Za-z_]\w*)\s*\}\}`;
const EACH_CLOSE = String.raw`\{\{\/each\}\}`;
const STORED_LIST_LOOP = new RegExp(String.raw`${EACH_OPEN}\s*<li(\s[^>]*)?>(${NO_LIST_ITEM})<\/li>\s*${EACH_CLOSE}`, "g");
const EDITOR_LIST_LOOP = new RegExp(String.raw`<li(\s[^>]*)?>${EACH_OPEN}(${NO_LIST_ITEM})${EACH_CLOSE}<\/li>`, "g");

export const toEditorHtml = (stored: string) =>
  stored.replace(
    STORED_LIST_LOOP,
    (_whole, list: string, attributes = "", body: string) => `<li${attributes}>{{#each ${list}}}${body}{{/each}}</li>`,
  );

/**
 * Quill's getSemanticHTML writes every space as &nbsp; (quill 2.0.3), which would keep an email's
 * lines from wrapping and hide placeholders from the renderer ({{#each&nbsp;list}}). Spaces come
 * back as spaces; only the second and later of a run stay non-breaking, so the spacing is kept.
 * The entity can only come from Quill here: text it holds has "&" escaped as &amp;.
 */
export function restoreSpaces(html: string): string {
  return html
    .replace(/\{\{[^{}]*\}\}/g, (placeholder) => placeholder.replace(/&nbsp;|\u00a0/g, " "))
    .replace(/(?:&nbsp;)+/g, (run) => ` ${"&nbsp;".repeat(run.length / "&nbsp;".length - 1)}`);
}

export const fromEditorHtml = (editorHtml: string) =>
  restoreSpaces(editorHtml).replace(
    EDITOR_LIST_LOOP,
    (_whole, attributes = "", list: string, body: string) => `{{#each ${list}}}<li${attributes}>${body}</li>{{/each}}`,
  );

// ---- URLs the editor accepts ------------------------------------------------------------------------

/** An href that is one placeholder is filled in at send time with an app-built URL (the server keeps it too). */
const PLACEHOLDER = /^\{\{\s*[A-Za-z_]\w*\s*\}\}$/;
// Browsers ignore control characters and spaces in a scheme: drop them before looking at it.
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f-\u00a0]/g, ""))?.[1].toLowerCase();

export const LINK_PROTOCOLS = ["http", "https", "mailto", "tel"];
const IMAGE_PROTOCOLS = ["http", "https", "data"];

/** Links keep only http, https, mailto and tel (docs/product.md#email-tab), or a placeholder such as {{magicLink}}. */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (PLACEHOLDER.test(value)) return true;
  const scheme = schemeOf(value);
  return scheme !== undefined && LINK_PROTOCOLS.includes(scheme);
}

/** Images: http, https, or data — and a data URL only of a raster image (no SVG, no HTML). */
export function isAllowedImage(url: string): boolean {
  const value = url.trim();
  const scheme = schemeOf(value);
  if (scheme === "data") return /^data:image\/(png|jpeg|gif|webp)[;,]/i.test(value);
  return scheme !== undefined && IMAGE_PROTOCOLS.includes(scheme);
}

/**
 * What the link prompt makes of what an admin typed: a bare address ("example.org/x") gets
 * https://, an email address mailto:. Null when the result is still not an allowed link.
 */
export function linkFromInput(input: string): string | null {
  const value = input.trim();
  if (value === "") return null;
  if (isAllowedLink(value)) return value;
  if (schemeOf(value) === undefined) {
    if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
    if (/^[^\s/:]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)) return `https://${value}`;
  }
  return null;
}

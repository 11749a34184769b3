// Template rendering for the four email templates: {{variable}} and {{#each list}}…{{this}}…{{/each}}.
// Every substituted value is HTML-escaped: names and extracted text come from members and emails.
type TemplateValue = string | number | null | undefined | readonly (string | number)[];
export type TemplateVars = Record<string, TemplateValue>;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const EACH = /\{\{#each\s+([A-Za-z_][\w]*)\s*\}\}([\s\S]*?)\{\{\/each\}\}/g;
const VARIABLE = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

export interface RenderOptions {
  /** HTML bodies are escaped; plain-text parts (subjects) are not. */
  escape: boolean;
}

export function renderTemplate(source: string, vars: TemplateVars, { escape: escaped }: RenderOptions): string {
  const out = (value: string | number) => (escaped ? escapeHtml(String(value)) : String(value));
  const withLoops = source.replace(EACH, (whole, name: string, body: string) => {
    const list = vars[name];
    if (!Array.isArray(list)) return whole;
    return list.map((item) => body.replace(/\{\{\s*this\s*\}\}/g, () => out(item))).join("");
  });
  return withLoops.replace(VARIABLE, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole; // unknown: left visible
    if (value === null) return "";
    return typeof value === "object" ? whole : out(value);
  });
}

/** Variables used by a template that are not in `known` (reported when an admin saves). */
export function unknownVariables(source: string, known: readonly string[]): string[] {
  const used = new Set<string>();
  for (const [, name] of source.matchAll(EACH)) used.add(name);
  for (const [, name] of source.replace(EACH, (_w, _n, body: string) => body).matchAll(VARIABLE)) {
    if (name !== "this") used.add(name);
  }
  return [...used].filter((name) => !known.includes(name));
}

/** Subject lines never carry CR/LF (header injection) and stay one reasonable line. */
export const cleanSubject = (subject: string) =>
  subject
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .trim()
    .slice(0, 250);

/** A plain-text alternative of an HTML body: links kept as "text (url)", tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_w, href: string, text: string) => `${text} (${href})`)
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<\/(p|h[1-6]|div|li|ol|ul)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

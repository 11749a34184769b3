// planer ships no types: the two calls the comparison uses.
declare module "planer" {
  export function extractFromPlain(text: string): string;
  export function extractFromHtml(html: string, document: unknown): string;
}

// Attribute rules of the template sanitiser (sanitize.ts). Each rule takes the attribute's raw value
// as it stands in the source (entities not decoded) and returns the value to write back, or null to
// drop the attribute. Checks run on the decoded value, so `jav&#x09;ascript&colon;` is caught.
export type AttributeRule = (raw: string) => string | null;

const NAMED_ENTITIES = new Map(
  Object.entries({
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
    colon: ":",
    semi: ";",
    tab: "\t",
    newline: "\n",
    sol: "/",
    bsol: "\\",
    lpar: "(",
    rpar: ")",
    num: "#",
    period: ".",
    excl: "!",
    commat: "@",
    percnt: "%",
    plus: "+",
    equals: "=",
    comma: ",",
    lowbar: "_",
    hyphen: "-",
    dash: "-",
  }),
);

/**
 * One pass of HTML character-reference decoding: every numeric reference (with or without `;`) and
 * the named ones that can spell out a URL scheme or CSS. Unknown names stay as written, which the
 * allowlists below then reject, so decoding less than a browser never lets more through.
 */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES.get(name.toLowerCase()) ?? whole;
    const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : "\ufffd";
  });
}

// Browsers drop tabs and newlines anywhere in a URL and controls/spaces around it; dropping every
// control and space character before looking at the scheme is stricter than both.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;
const normalisedUrl = (raw: string) => decodeEntities(raw).replace(IGNORED_IN_SCHEME, "").toLowerCase();

/** `{{magicLink}}`: filled in at send time with an app-built URL, so it cannot be checked here. */
const PLACEHOLDER = /^\{\{\s*[A-Za-z_]\w*\s*\}\}$/;

const LINK_SCHEME = /^(https?|mailto|tel):/;
export const cleanHref: AttributeRule = (raw) => {
  const value = raw.trim();
  return PLACEHOLDER.test(value) || LINK_SCHEME.test(normalisedUrl(value)) ? value : null;
};

// No SVG: an SVG image can carry script when opened on its own.
const IMAGE_SOURCE = /^(https?:|data:image\/(png|jpeg|gif|webp)[;,])/;
export const cleanImageSrc: AttributeRule = (raw) => (IMAGE_SOURCE.test(normalisedUrl(raw)) ? raw.trim() : null);

/** Text attributes (alt): the raw value is safe once re-quoted, which HTMLRewriter does. */
export const keepText: AttributeRule = (raw) => raw;

const fromList =
  (pattern: RegExp): AttributeRule =>
  (raw) => {
    const value = decodeEntities(raw).trim().toLowerCase();
    return pattern.test(value) ? value : null;
  };
export const cleanDimension = fromList(/^\d{1,4}(px|%)?$/);
export const cleanTarget = fromList(/^_blank$/);
export const cleanListType = fromList(/^(ordered|bullet|checked|unchecked)$/);

const tokensFrom =
  (pattern: RegExp): AttributeRule =>
  (raw) => {
    const tokens = decodeEntities(raw)
      .split(/\s+/)
      .filter((token) => pattern.test(token));
    return tokens.length ? [...new Set(tokens)].join(" ") : null;
  };
export const cleanRel = tokensFrom(/^(noopener|noreferrer|nofollow)$/);
/** Only the classes Quill's formats produce. */
export const cleanClass = tokensFrom(
  /^ql-(align-(left|center|right|justify)|indent-[1-8]|size-(small|large|huge)|font-[a-z][a-z0-9-]{0,30})$/,
);

const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgba?|hsla?)\([\d\s.,%/]*(deg)?[\d\s.,%/]*\))$/;
const STYLE_VALUES: Record<string, RegExp> = {
  color: COLOR,
  "background-color": COLOR,
  "text-align": /^(left|right|center|justify|start|end)$/,
  "font-weight": /^(normal|bold|bolder|lighter|[1-9]00)$/,
  "font-style": /^(normal|italic|oblique)$/,
  "text-decoration": /^(none|(underline|overline|line-through)( (underline|overline|line-through)){0,2})$/,
};
// The value allowlists above already exclude these; they are checked again so that a looser
// pattern added later cannot let them through.
const FORBIDDEN_CSS = /url\s*\(|expression\s*\(|javascript:|@import|\\|behavior|-moz-binding|\/\*/;

/**
 * Inline styles: split into declarations, each kept only if its property and value are allowed,
 * and written back from those parts alone (as browsers serialise them), so nothing the split
 * misjudged (comments, quotes, stray semicolons) can reach the output.
 */
export const cleanStyle: AttributeRule = (raw) => {
  const kept = new Map<string, string>();
  for (const declaration of decodeEntities(raw).toLowerCase().split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s+/g, " ");
    const allowed = Object.hasOwn(STYLE_VALUES, property) && STYLE_VALUES[property].test(value);
    if (allowed && !FORBIDDEN_CSS.test(value)) kept.set(property, value);
  }
  return kept.size ? [...kept].map(([property, value]) => `${property}: ${value};`).join(" ") : null;
};

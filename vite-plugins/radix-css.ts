import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin as PostCssPlugin } from "postcss";
import type { Plugin } from "vite";

const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"];

/**
 * Leaves out of Radix Themes' CSS the rules that can never match in this app, while the CSS is
 * compiled (so its file name still follows its content):
 * - rules for components the app never imports: what `src` imports from "@radix-ui/themes", with
 *   everything those components use in turn, names every `rt-…` class that can appear;
 * - the rules of breakpoints no responsive prop in `src` uses (`.xl\:rt-r-…` needs an `xl:` key), and
 *   of each responsive class, the breakpoint-prefixed variants no prop asks for: `.md\:rt-r-gtc-3` stays
 *   only if some `columns={{ …, md: "3" }}` is written in `src` (these variants are most of the CSS);
 * - of every class Radix builds from a prop's value (`rt-r-size-4`, `rt-variant-classic`), those of
 *   values nothing can pass: neither `src` (`size="4"`, `size: "4"`, any literal in `size={…}`; a
 *   `size={…}` without a literal keeps them all), nor Radix's own components, nor the prop's default;
 * - the per-colour accent rules (`[data-accent-color=crimson]`) of scales the app does not load;
 * - with `lightOnly`, the dark appearance (`.dark`, `.dark-theme`): the app has one light theme.
 * The build fails if a chunk still names a component class that was left out, or if `src` sets an
 * appearance while `lightOnly` is on.
 */
export function radixCssTrim({ src, lightOnly }: { src: string; lightOnly: boolean }): Plugin {
  let used: Set<string>;
  return {
    name: "radix-css-trim",
    apply: "build",
    config(config) {
      const root = resolve(config.root ?? "");
      const sources = listFiles(join(root, src)).map((file) => readFileSync(file, "utf8"));
      const components = componentClasses(sources, join(root, "node_modules/@radix-ui/themes/dist/esm/components"));
      used = components.classes;
      if (lightOnly && sources.some((code) => /\bappearance\s*[=:]/.test(code))) {
        throw new Error("radix-css-trim: src sets an appearance, so the dark theme's CSS is needed: drop lightOnly");
      }
      const unusedBreakpoints = BREAKPOINTS.filter(
        (name) => !sources.some((code) => new RegExp(`[{,]\\s*["']?${name}["']?\\s*:`).test(code)),
      );
      const radix = join(root, "node_modules/@radix-ui/themes/dist/esm");
      const responsive = responsiveClasses(sources, radix);
      const valued = valueClasses(sources, radix, components.files);
      const scales = new Set(sources.flatMap((code) => [...code.matchAll(/themes\/tokens\/colors\/([a-z]+)\.css/g)].map((m) => m[1])));
      const colourLoaded = (selector: string) =>
        [...selector.matchAll(/\[data-(?:accent|gray)-color=["']?([a-z]+)/g)].every((m) => scales.has(m[1]));
      const keep = (selector: string) => colourLoaded(selector) && requiredClasses(selector).every(valued);
      return { css: { postcss: { plugins: [trimPlugin(used, unusedBreakpoints, lightOnly, responsive, keep)] } } };
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const missing = [...new Set(file.code.match(/\brt-[A-Z][A-Za-z]*/g))].filter((name) => !used.has(name));
        if (missing.length) this.error(`radix-css-trim left out the CSS of ${missing.join(", ")}, which ${file.fileName} uses`);
      }
    },
  };
}

function trimPlugin(
  used: Set<string>,
  unusedBreakpoints: string[],
  lightOnly: boolean,
  responsive: (breakpointClass: string) => boolean,
  keep: (selector: string) => boolean,
): PostCssPlugin {
  // `.xl\:rt-r-p-4` requires the class "xl" as far as requiredClasses() is concerned
  const canMatch = (selector: string) =>
    [...selector.matchAll(BREAKPOINT_CLASS)].every((match) => responsive(match[0].slice(1).replace(/\\/g, ""))) &&
    keep(selector) &&
    requiredClasses(selector).every((name) =>
      /^rt-[A-Z]/.test(name)
        ? used.has(name)
        : !unusedBreakpoints.includes(name) && !(lightOnly && (name === "dark" || name === "dark-theme")),
    );
  return {
    postcssPlugin: "radix-css-trim",
    Once(root, { result }) {
      const from = result.opts.from ?? "";
      if (!from.includes("/node_modules/@radix-ui/themes/") && !from.includes("virtual:radix-css/")) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === "atrule" && "name" in rule.parent && String(rule.parent.name).endsWith("keyframes")) return;
        const kept = rule.selectors.filter(canMatch);
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      // @media and @supports blocks left empty
      for (let emptied = true; emptied; ) {
        emptied = false;
        root.walkAtRules((atRule) => {
          if (atRule.nodes?.length === 0) {
            atRule.remove();
            emptied = true;
          }
        });
      }
    },
  };
}

const BREAKPOINT_CLASS = /\.(?:xs|sm|md|lg|xl)\\:-?rt-r-(?:[\w-]|\\.)+/g;

/**
 * Whether a breakpoint-prefixed class (`md:rt-r-gtc-3`, `sm:-rt-r-m-2`, `md:rt-r-gtc` for an arbitrary
 * value) can be rendered: Radix builds it from a responsive object, `columns={{ initial: "1", md: "3" }}`,
 * and `src` writes every such object as a JSX attribute (the build fails otherwise). A prop whose
 * breakpoint value is not a string literal keeps every value of its classes at that breakpoint.
 */
function responsiveClasses(sources: string[], radix: string) {
  // prop name → Radix class names (`align` is rt-r-ai on Flex and rt-r-ta on Text): all of them
  const classNames = new Map<string, Set<string>>();
  const mapped = new Set<string>(); // value mapped before naming the class: any value of an asked breakpoint
  for (const file of listFiles(radix, /\.js$/)) {
    for (const [def, prop, className] of readFileSync(file, "utf8").matchAll(/(\w+):\{[^{}]*?className:"(rt-r-[\w-]+)"[^{}]*\}/g)) {
      if (!classNames.has(className)) classNames.set(className, new Set());
      classNames.get(className)!.add(prop);
      if (def.includes("parseValue:")) mapped.add(className);
    }
  }
  const asked = new Set<string>(); // "prop bp value", or "prop bp *"
  for (const code of sources) {
    for (const object of code.matchAll(/[{,]\s*(?:xs|sm|md|lg|xl)\s*:/g)) {
      const start = code.lastIndexOf("{", object.index! + 1);
      if (!/\w+=\{$/.test(code.slice(0, start))) {
        throw new Error(
          `radix-css-trim: write responsive props as JSX attributes (prop={{ initial: …, md: … }}), near "${code.slice(start, start + 40)}"`,
        );
      }
    }
    for (const [, prop, body] of code.matchAll(/(\w+)=\{\{([^{}]*)\}\}/g)) {
      for (const [, bp, value] of body.matchAll(/(xs|sm|md|lg|xl)\s*:\s*("[^"]*"|[^,]+)/g)) {
        asked.add(`${prop} ${bp} ${value.startsWith('"') ? value.slice(1, -1) : "*"}`);
      }
    }
  }
  return (breakpointClass: string) => {
    const [bp, rest] = breakpointClass.split(":");
    const negative = rest.startsWith("-");
    const name = negative ? rest.slice(1) : rest;
    for (const [className, props] of classNames) {
      if (name !== className && !name.startsWith(`${className}-`)) continue;
      const value = name === className ? null : `${negative ? "-" : ""}${name.slice(className.length + 1)}`;
      for (const prop of props) {
        if (asked.has(`${prop} ${bp} *`)) return true;
        if (mapped.has(className) && [...asked].some((a) => a.startsWith(`${prop} ${bp} `))) return true;
        // the class without a value carries an arbitrary one (a CSS variable): any non-enumerated value
        if (value === null ? [...asked].some((a) => a.startsWith(`${prop} ${bp} `)) : asked.has(`${prop} ${bp} ${value}`)) return true;
      }
      return false;
    }
    return true; // not a class Radix builds from a prop: keep it
  };
}

/**
 * Whether a class Radix builds from a prop's value (`rt-r-size-4` from size="4", `rt-variant-ghost`)
 * can be rendered. Values come from `src` (attributes and object literals; an attribute whose
 * expression has no string literal keeps every value of that prop), from Radix's own components
 * (`size:"1"` in their code) and from the props' defaults. Other classes are not judged here.
 */
function valueClasses(sources: string[], radix: string, usedFiles: Set<string>) {
  const classNames = new Map<string, Set<string>>();
  const passed = new Set<string>(); // "prop value", or "prop *"
  const definition = /(\w+):\{[^{}]*?className:"(rt-[a-z][\w-]*)"[^{}]*\}/g;
  // classes whose value Radix maps before naming the class (justify="between" → rt-r-jc-space-between)
  const mapped = new Set<string>();
  for (const file of listFiles(radix, /\.js$/)) {
    for (const [def, prop, className] of readFileSync(file, "utf8").matchAll(definition)) {
      if (!classNames.has(className)) classNames.set(className, new Set());
      classNames.get(className)!.add(prop);
      if (def.includes("parseValue:")) mapped.add(className);
    }
  }
  // defaults and literal props only of the components the app renders (Kbd's default variant is not Button's)
  for (const file of usedFiles) {
    const code = readFileSync(file, "utf8");
    for (const [def, prop] of code.matchAll(definition)) {
      const fallback = def.match(/default:("[^"]*"|[^,}]+)/)?.[1];
      if (fallback) passed.add(`${prop} ${fallback.startsWith('"') ? fallback.slice(1, -1) : "*"}`);
    }
    for (const [, prop, value] of code.matchAll(/(\w+):"([^"]*)"/g)) passed.add(`${prop} ${value}`);
  }
  for (const code of sources) {
    for (const [, prop, value] of code.matchAll(/(\w+)(?:=|:\s*)"([^"]*)"/g)) passed.add(`${prop} ${value}`);
    for (const match of code.matchAll(/(\w+)=\{/g)) {
      const expression = balanced(code, match.index! + match[0].length - 1);
      const literals = [...expression.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
      if (literals.length === 0) passed.add(`${match[1]} *`);
      for (const value of literals) passed.add(`${match[1]} ${value}`);
    }
  }
  return (name: string) => {
    if (!name.startsWith("rt-") && !name.startsWith("-rt-")) return true;
    const negative = name.startsWith("-");
    const bare = negative ? name.slice(1) : name;
    for (const [className, props] of classNames) {
      if (!bare.startsWith(`${className}-`)) continue;
      const value = `${negative ? "-" : ""}${bare.slice(className.length + 1)}`;
      if (mapped.has(className)) return true;
      return [...props].some((prop) => passed.has(`${prop} *`) || passed.has(`${prop} ${value}`));
    }
    return true;
  };
}

/** The text of the `{…}` group that opens at `start`. */
function balanced(code: string, start: number) {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    depth += code[i] === "{" ? 1 : code[i] === "}" ? -1 : 0;
    if (depth === 0) return code.slice(start, i + 1);
  }
  return code.slice(start);
}

/** Every `rt-Component…` class that the Radix Themes components imported by `sources` can render. */
function componentClasses(sources: string[], components: string) {
  const classes = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const name of code.match(/\brt-[A-Z][A-Za-z]*/g) ?? []) classes.add(name);
    for (const [, spec] of code.matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)) visit(join(dirname(file), spec));
  };
  for (const code of sources) {
    // Radix's markup written by hand (a native select dressed as its trigger, the view toggle)
    for (const name of code.match(/\brt-[A-Z][A-Za-z]*/g) ?? []) classes.add(name);
    if (/import\s*\*\s*as\s+\w+\s+from\s*"@radix-ui\/themes"/.test(code))
      throw new Error("radix-css-trim: import Radix Themes components by name");
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@radix-ui\/themes"/g)) {
      for (const entry of names.split(",")) {
        const name = entry.trim().split(/\s+as\s+/)[0];
        if (!name || name.startsWith("type ")) continue;
        const file = join(components, `${name.replace(/[a-z](?=[A-Z])/g, "$&-").toLowerCase()}.js`);
        if (!existsSync(file)) throw new Error(`radix-css-trim: no ${file} for the Radix Themes export ${name}`);
        visit(file);
      }
    }
  }
  return { classes, files: seen };
}

/**
 * The classes an element (or one of its ancestors) must carry for the selector to match. Classes
 * under :not() and :has(), and in selector lists such as :is(.a, .b), are left out, except that
 * :is()/:where() of the dark classes still needs one of them.
 */
function requiredClasses(selector: string): string[] {
  let rest = selector.replace(/:(?:is|where)\(\s*\.dark\s*,\s*\.dark-theme\s*\)/g, ".dark");
  rest = removeGroups(rest, /:(?:not|has)\($/);
  for (let previous = ""; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/\([^()]*,[^()]*\)/g, "()");
  }
  return [...rest.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]);
}

/** Removes every parenthesised group opened by a match of `opener`, with what it contains. */
function removeGroups(selector: string, opener: RegExp) {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    out += selector[i];
    if (selector[i] !== "(" || !opener.test(out)) continue;
    let depth = 1;
    while (depth > 0 && ++i < selector.length) depth += selector[i] === "(" ? 1 : selector[i] === ")" ? -1 : 0;
    out = out.replace(opener, "");
  }
  return out;
}

function listFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), pattern) : pattern.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

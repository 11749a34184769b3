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
 * - the rules of breakpoints no responsive prop in `src` uses (`.xl\:rt-r-…` needs an `xl:` key);
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
      used = componentClasses(sources, join(root, "node_modules/@radix-ui/themes/dist/esm/components"));
      if (lightOnly && sources.some((code) => /\bappearance\s*[=:]/.test(code))) {
        throw new Error("radix-css-trim: src sets an appearance, so the dark theme's CSS is needed: drop lightOnly");
      }
      const unusedBreakpoints = BREAKPOINTS.filter(
        (name) => !sources.some((code) => new RegExp(`[{,]\\s*["']?${name}["']?\\s*:`).test(code)),
      );
      return { css: { postcss: { plugins: [trimPlugin(used, unusedBreakpoints, lightOnly)] } } };
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

function trimPlugin(used: Set<string>, unusedBreakpoints: string[], lightOnly: boolean): PostCssPlugin {
  // `.xl\:rt-r-p-4` requires the class "xl" as far as requiredClasses() is concerned
  const canMatch = (selector: string) =>
    requiredClasses(selector).every((name) =>
      /^rt-[A-Z]/.test(name)
        ? used.has(name)
        : !unusedBreakpoints.includes(name) && !(lightOnly && (name === "dark" || name === "dark-theme")),
    );
  return {
    postcssPlugin: "radix-css-trim",
    Once(root, { result }) {
      if (!result.opts.from?.includes("/node_modules/@radix-ui/themes/")) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === "atrule" && "name" in rule.parent && String(rule.parent.name).endsWith("keyframes")) return;
        const kept = rule.selectors.filter(canMatch);
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      // @media and @supports blocks left empty
      for (let emptied = true; emptied;) {
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
  return classes;
}

/**
 * The classes an element (or one of its ancestors) must carry for the selector to match. Classes
 * under :not() and :has(), and in selector lists such as :is(.a, .b), are left out, except that
 * :is()/:where() of the dark classes still needs one of them.
 */
export function requiredClasses(selector: string): string[] {
  let rest = selector.replace(/:(?:is|where)\(\s*\.dark\s*,\s*\.dark-theme\s*\)/g, ".dark");
  rest = removeGroups(rest, /:(?:not|has)\($/);
  for (let previous = ""; previous !== rest;) {
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

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

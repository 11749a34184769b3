import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import postcss, { type AtRule, type Plugin as PostCssPlugin, type Root } from "postcss";
import type { Plugin } from "vite";

const LAYERS_ID = "virtual:radix-css/layers.css";
const UNIT_ID = /^virtual:radix-css\/unit-(\d+)\.css$/;
const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g;

/**
 * Radix Themes' component CSS in pieces that load with the code that renders them, instead of one
 * stylesheet on every page (docs/decisions/044): the login screen carried the CSS of the directory's
 * cards and table and of every admin control.
 *
 * components.css is cut into units, one per set of Radix modules that name a class (`rt-Button` is
 * named by button.js; `rt-BaseCard` by card.js, checkbox-cards.js and radio-cards.js). Any module —
 * Radix's own or ours writing Radix's markup by hand — that names a class imports that class's unit,
 * so the bundler puts the CSS in the chunk that renders it. Rules without a component class (keyframes,
 * `.rt-reset`) load with the tokens, from `virtual:radix-css/layers.css`, which main.tsx imports first.
 *
 * A unit loaded later than the utilities or our own CSS must not win over them, so every stylesheet
 * sits in a cascade layer, in the order one stylesheet had them: Radix's tokens, its base rules, each
 * unit in components.css order, Radix's utilities, then everything else (`app`: our CSS, Quill's).
 * Layers change nothing for normal declarations, but an `!important` in an earlier layer beats one in
 * a later layer: the app cannot override Radix's `!important` rules (the Skeleton's) with its own.
 *
 * Under `vite dev` the layers file carries every unit: dev serves all of Radix's component CSS, layered
 * the same way.
 */
export function radixCssLayers(): Plugin {
  let units: { layer: string; css: string }[] = [];
  let unitOfClass = new Map<string, number>();
  let base = "";
  let serve = false;
  let layerNames: string[] = [];
  return {
    name: "radix-css-layers",
    enforce: "pre",
    config(config, { command }) {
      serve = command === "serve";
      const root = resolve(config.root ?? "");
      const themes = join(root, "node_modules/@radix-ui/themes");
      ({ units, unitOfClass, base } = cutComponents(themes));
      layerNames = ["radix-tokens", "radix-base", ...units.map((u) => u.layer), "radix-utilities", "app"];
      return { css: { postcss: { plugins: [layerPlugin()] } } };
    },
    resolveId: {
      filter: { id: /^virtual:radix-css\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:radix-css\// },
      handler(id) {
        const name = id.slice(1);
        if (name === LAYERS_ID) {
          const all = serve ? units.map((u) => layered(u.layer, u.css)).join("\n") : "";
          return `@layer ${layerNames.join(", ")};\n${layered("radix-base", base)}\n${all}`;
        }
        const unit = units[Number(name.match(UNIT_ID)?.[1])];
        if (!unit) this.error(`radix-css-layers: no unit ${name}`);
        return layered(unit.layer, unit.css);
      },
    },
    transform: {
      filter: { id: [/\/@radix-ui\/themes\/dist\/esm\/components\/.*\.js$/, /\/src\/client\/.*\.tsx?$/], code: /rt-[A-Z]/ },
      handler(code, id) {
        if (serve) return;
        if (/@radix-ui\/themes\/(?:components|styles)\.css/.test(code)) {
          this.error(
            `radix-css-layers: ${id} imports Radix's whole CSS; it loads in pieces with the components (vite-plugins/radix-css-layers.ts)`,
          );
        }
        const needed = new Set<number>();
        for (const name of code.match(COMPONENT_CLASS) ?? []) {
          const unit = unitOfClass.get(name);
          if (unit !== undefined) needed.add(unit);
        }
        if (needed.size === 0) return;
        const imports = [...needed].map((unit) => `import "virtual:radix-css/unit-${unit}.css";`).join("");
        return { code: `${imports}${code}`, map: null };
      },
    },
    writeBundle(_, bundle) {
      if (this.environment.name !== "client" || serve) return;
      // The page's first stylesheet must name every layer, in order, before any other stylesheet
      // does (the minifier may spread the order statement over the file; the order must survive).
      const html = bundle["index.html"];
      const entryCss = html?.type === "asset" ? String(html.source).match(/href="\/(assets\/[^"]+\.css)"/)?.[1] : undefined;
      const css = entryCss ? bundle[entryCss] : undefined;
      const named: string[] = [];
      for (const [, names] of String(css?.type === "asset" ? css.source : "").matchAll(/@layer\s+([^{;]+)[{;]/g)) {
        for (const name of names.split(",").map((n) => n.trim())) if (!named.includes(name)) named.push(name);
      }
      if (named.join(",") !== layerNames.join(",")) {
        this.error(`radix-css-layers: the entry stylesheet names the layers ${named.join(", ")}, not ${layerNames.join(", ")}`);
      }
    },
  };
}

const layered = (layer: string, css: string) => (css.trim() ? `@layer ${layer} {\n${css}\n}` : "");

/** Puts each stylesheet that is not one of the units into its layer (see radixCssLayers). */
function layerPlugin(): PostCssPlugin {
  return {
    postcssPlugin: "radix-css-layers",
    OnceExit(root: Root, { result }) {
      const from = result.opts.from ?? "";
      if (from.includes("virtual:radix-css/")) return;
      const layer = from.includes("/@radix-ui/themes/tokens/")
        ? "radix-tokens"
        : from.includes("/@radix-ui/themes/utilities.css")
          ? "radix-utilities"
          : "app";
      const nodes = root.nodes.filter((node) => !(node.type === "atrule" && /^(?:import|charset|layer)$/.test(node.name) && !node.nodes));
      if (nodes.length === 0) return;
      const wrapper = postcss.atRule({ name: "layer", params: layer });
      root.append(wrapper);
      wrapper.append(nodes);
    },
  };
}

/** components.css in units (see radixCssLayers), in the order their first rule has there. */
function cutComponents(themes: string) {
  const classModules = new Map<string, string[]>();
  const components = join(themes, "dist/esm/components");
  for (const file of listFiles(components)) {
    for (const name of new Set(readFileSync(file, "utf8").match(COMPONENT_CLASS))) {
      if (!classModules.has(name)) classModules.set(name, []);
      classModules.get(name)!.push(relative(components, file));
    }
  }
  const keyOf = (selector: string) => {
    const name = selector.match(COMPONENT_CLASS)?.[0];
    return name && classModules.has(name) ? classModules.get(name)!.sort().join(" ") : "base";
  };
  const source = postcss.parse(readFileSync(join(themes, "components.css"), "utf8"));
  const keys: string[] = [];
  source.walkRules((rule) => {
    if (inKeyframes(rule.parent)) return;
    for (const selector of rule.selectors) {
      const key = keyOf(selector);
      if (key !== "base" && !keys.includes(key)) keys.push(key);
    }
  });
  const cut = (key: string) => {
    const copy = source.clone();
    copy.walkAtRules(/keyframes$/, (atRule) => {
      if (key !== "base") atRule.remove();
    });
    copy.walkRules((rule) => {
      if (inKeyframes(rule.parent)) return;
      const kept = rule.selectors.filter((selector) => keyOf(selector) === key);
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    });
    for (let emptied = true; emptied; ) {
      emptied = false;
      copy.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) {
          atRule.remove();
          emptied = true;
        }
      });
    }
    return copy.toString();
  };
  const units = keys.map((key, index) => ({ layer: `radix-${index}`, css: cut(key) }));
  const unitOfClass = new Map([...classModules].map(([name, modules]) => [name, keys.indexOf(modules.sort().join(" "))]));
  for (const [name, unit] of unitOfClass) if (unit < 0) unitOfClass.delete(name);
  return { units, unitOfClass, base: cut("base") };
}

const inKeyframes = (node: unknown) => (node as AtRule | undefined)?.type === "atrule" && /keyframes$/.test((node as AtRule).name);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : entry.name.endsWith(".js") ? [join(dir, entry.name)] : [],
  );
}

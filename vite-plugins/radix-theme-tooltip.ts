import type { Plugin } from "vite";

const THEME = /\/@radix-ui\/themes\/dist\/esm\/components\/theme\.js$/;
const TOOLTIP = /\/@radix-ui\/themes\/dist\/esm\/components\/tooltip\.js$/;

/**
 * Radix Themes' root `Theme` wraps the app in a Tooltip provider, so the tooltip primitive with
 * popper, floating-ui and the dismissable layer (~15 KB gzip) sat in every page's entry although
 * only admin screens show a tooltip (docs/decisions/042). At build time this moves the provider
 * from the root into Radix Themes' `Tooltip` itself (same 200 ms delay; the Tooltip's own
 * `delayDuration` still wins), so the tooltip code loads with the screens that render one. What
 * is lost: the provider's "skip the delay when moving from one tooltip to the next" now holds within
 * one tooltip, not across them. The build fails if Radix Themes' code no longer has this shape.
 */
export function radixThemeTooltip(): Plugin {
  return {
    name: "radix-theme-tooltip",
    apply: "build",
    transform: {
      filter: { id: [THEME, TOOLTIP] },
      handler(code, id) {
        const tooltip = code.match(/import\s*\{[^}]*\bTooltip as (\w+)[^}]*\}\s*from\s*"radix-ui"/)?.[1];
        const react = code.match(/import\s*\*\s*as\s*(\w+)\s*from\s*"react"/)?.[1];
        if (!tooltip || !react) this.error(`radix-theme-tooltip: ${id} no longer imports Tooltip from radix-ui`);
        if (THEME.test(id)) {
          const provider = `${react}.createElement(${tooltip}.Provider,{delayDuration:200},`;
          if (!code.includes(provider)) this.error("radix-theme-tooltip: Theme no longer renders Tooltip.Provider as expected");
          return { code: code.replace(provider, `${react}.createElement(${react}.Fragment,null,`), map: null };
        }
        const root = `${react}.createElement(${tooltip}.Root,`;
        if (!code.includes(root)) this.error("radix-theme-tooltip: Tooltip no longer renders Tooltip.Root as expected");
        const withProvider = `const RootWithProvider=(p)=>${react}.createElement(${tooltip}.Provider,{delayDuration:200},${react}.createElement(${tooltip}.Root,p));`;
        return { code: `${code.replace(root, `${react}.createElement(RootWithProvider,`)}\n${withProvider}`, map: null };
      },
    },
  };
}

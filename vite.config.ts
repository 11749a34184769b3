import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import type { ModuleInfo } from "rolldown";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { radixCssTrim } from "./vite-plugins/radix-css";
import { radixCssLayers } from "./vite-plugins/radix-css-layers";
import { radixIconsPerIcon } from "./vite-plugins/radix-icons";
import { radixThemeTooltip } from "./vite-plugins/radix-theme-tooltip";

// Routes whose code is not split from the entry (ids as the router plugin names them): the login
// screen and the layout that guards the signed-in screens.
const FIRST_SCREENS: string[] = ["/auth", "/_authed"];

/**
 * Names "name" for every module the route module matching `route` needs (its static imports, all
 * the way down) that the entry does not: that screen's code in one chunk, not in the dozens of
 * small shared chunks automatic splitting makes of it, which compress worse (docs/decisions/043).
 */
function screenChunk(name: string, route: RegExp) {
  let own: Set<string> | undefined;
  return (id: string, ctx: { getModuleInfo(id: string): ModuleInfo | null }) => {
    if (!own) {
      const reach = (from: string[], edges: (m: ModuleInfo) => readonly string[]) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length) {
          const next = stack.pop() as string;
          if (seen.has(next)) continue;
          seen.add(next);
          const info = ctx.getModuleInfo(next);
          if (info) stack.push(...edges(info));
        }
        return seen;
      };
      const staticImports = (m: ModuleInfo) => m.importedIds;
      const all = [...reach([id], (m) => [...m.importers, ...m.dynamicImporters, ...m.importedIds, ...m.dynamicallyImportedIds])];
      const initial = reach(
        all.filter((m) => ctx.getModuleInfo(m)?.isEntry),
        staticImports,
      );
      own = new Set(
        [
          ...reach(
            all.filter((m) => route.test(m)),
            staticImports,
          ),
          // not the route's module: it stays the dynamic entry, a small chunk importing this one
        ].filter((m) => !initial.has(m) && !route.test(m)),
      );
    }
    return own.has(id) ? name : null;
  };
}

// CAMP_STATE_DIR lets the end-to-end tests and the benchmark run on their own local data.
const stateDir = process.env.CAMP_STATE_DIR;
const port = Number(process.env.PORT ?? 5000);

// `npm start` and `npm run dev` pass the local server's own origin, so local sign-in links point at
// it (APP_ORIGIN in wrangler.jsonc says :5000). Only the development config takes it (`npm start`
// bakes it into its local build, which `vite preview` serves); the production config never does.
const devOrigin = process.env.CAMP_DEV_ORIGIN;

export default defineConfig(() => ({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/client/routes",
      generatedRouteTree: "generated/routeTree.gen.ts",
      // The login screen (and the guard of the signed-in screens) live in the entry; the directory
      // is its own chunk, which main.tsx starts downloading while the session is checked, grouped
      // by the code-splitting groups below (docs/decisions/043).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (FIRST_SCREENS.includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    radixIconsPerIcon(),
    radixThemeTooltip(),
    radixCssTrim({ src: "src/client", lightOnly: true }),
    radixCssLayers(),
    cloudflare({
      persistState: stateDir ? { path: stateDir } : true,
      config: (worker) => {
        if (!devOrigin || worker.vars?.ENVIRONMENT !== "development") return;
        return { vars: { ...worker.vars, APP_ORIGIN: devOrigin } };
      },
    }),
    // The service worker (docs/decisions/007): our own src/sw/sw.ts with the build's file list
    // injected. The manifest is served by the Worker (it carries the camp's configured name).
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png}"],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // The shell is precached under "/" (what navigations fetch; /index.html only redirects there).
        manifestTransforms: [
          async (entries) => ({ manifest: entries.map((e) => (e.url === "index.html" ? { ...e, url: "/" } : e)), warnings: [] }),
        ],
      },
    }),
  ],
  environments: {
    client: {
      build: {
        // The page's entry exports nothing, so its chunks may be cut freely (which groups that do not
        // pull in their dependencies require).
        rolldownOptions: {
          preserveEntrySignatures: false as const,
          output: {
            codeSplitting: {
              groups: [
                // What the entry loads statically, in one file rather than a dozen small ones.
                { name: "app", tags: ["$initial" as const], includeDependenciesRecursively: false, priority: 2 },
                // The directory's own modules in one chunk (the entry's stay in "app").
                {
                  name: screenChunk("directory", /\/src\/client\/routes\/_authed\/index\.tsx\?tsr-split=component/),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port, strictPort: true, host: "localhost" },
  preview: { port, strictPort: true, host: "localhost" },
}));

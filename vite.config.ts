import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { radixCssTrim } from "./vite-plugins/radix-css";
import { radixIconsPerIcon } from "./vite-plugins/radix-icons";

// Routes whose code is not split from the entry (ids as the router plugin names them).
const FIRST_SCREENS: string[] = ["/auth", "/_authed", "/_authed/"];

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
      generatedRouteTree: "src/client/routeTree.gen.ts",
      // The login screen and the directory are what nearly every visit opens: both live in the
      // entry, not one more round trip behind it (docs/decisions/011). Splitting the directory
      // out left it in 40-odd shared chunks that compress worse than one (152.8 → 142.5 KB gzip).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (FIRST_SCREENS.includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    radixIconsPerIcon(),
    radixCssTrim({ src: "src/client", lightOnly: true }),
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
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  server: { port, strictPort: true, host: "localhost" },
  preview: { port, strictPort: true, host: "localhost" },
}));

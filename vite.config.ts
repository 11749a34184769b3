import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { radixCssTrim } from "./vite-plugins/radix-css";
import { radixIconsPerIcon } from "./vite-plugins/radix-icons";

// CAMP_STATE_DIR lets the end-to-end tests and the benchmark run on their own local data.
const stateDir = process.env.CAMP_STATE_DIR;
const port = Number(process.env.PORT ?? 5000);

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/client/routes",
      generatedRouteTree: "src/client/routeTree.gen.ts",
    }),
    react(),
    radixIconsPerIcon(),
    radixCssTrim({ src: "src/client", lightOnly: true }),
    cloudflare({ persistState: stateDir ? { path: stateDir } : true }),
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
        manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => (e.url === "index.html" ? { ...e, url: "/" } : e)), warnings: [] })],
      },
    }),
  ],
  server: { port, strictPort: true, host: "localhost" },
  preview: { port, strictPort: true, host: "localhost" },
});

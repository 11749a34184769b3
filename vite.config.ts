import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
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
  ],
  server: { port, strictPort: true, host: "localhost" },
  preview: { port, strictPort: true, host: "localhost" },
});

import { Hono } from "hono";
import type { AppEnv } from "../types";

// Theme colour of index.html's <meta name="theme-color"> and of the icons' background.
const THEME_COLOR = "#c2410c";

/** GET /manifest.webmanifest: "Add to Home Screen" with the camp's configured name (issue 15). */
export const manifestRoutes = new Hono<AppEnv>().get("/manifest.webmanifest", (c) => {
  c.header("Content-Type", "application/manifest+json");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(
    JSON.stringify({
      name: `${c.env.CAMP_NAME} Directory`,
      short_name: c.env.CAMP_NAME,
      description: `The member directory of ${c.env.CAMP_NAME}`,
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#fdfdfc",
      theme_color: THEME_COLOR,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    }),
  );
});

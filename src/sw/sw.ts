/// <reference lib="webworker" />
// The service worker (docs/decisions/007): the app shell precached, navigations network-first
// (online, every reload gets the current deploy), photos kept as they are seen. It never touches
// /api/*: the page keeps the signed-in member's data itself (src/client/api/offline.ts), so no API
// response, and no admin one, is ever stored here.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { OFFLINE_UPLOADS_CACHE } from "../shared/offline";

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once; pages still running the old one are told (message below) and
// offer "New version — reload".
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Navigations: the network first, so an online reload always gets the deployed app; with no
// connection (or none within 4 s) the precached shell, which matches the precached assets.
const shell = new NetworkOnly({ networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await shell.handle(options);
      } catch {
        return (await matchPrecache("/")) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//, /^\/cdn-cgi\//] },
  ),
);

// Photos have random, never reused keys: once seen, kept. Other uploads (icons, backgrounds) can
// change: network first, the copy when offline. Both live in one cache that logout deletes.
registerRoute(
  ({ url, request }) => request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/uploads/photos/"),
  new CacheFirst({ cacheName: OFFLINE_UPLOADS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 5000 })] }),
);
registerRoute(
  ({ url, request }) => request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/uploads/"),
  new NetworkFirst({ cacheName: OFFLINE_UPLOADS_CACHE, networkTimeoutSeconds: 4 }),
);

// A page asks whether its own entry script is part of this version; if not, it runs an older
// deploy than the worker now in charge, and offers a reload.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === "has-entry" && typeof data.url === "string") {
    event.ports[0]?.postMessage({ current: getCacheKeyForURL(data.url) !== undefined });
  }
});

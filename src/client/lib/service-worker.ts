// Registers the service worker (src/sw/sw.ts) in the production build and tells the app when the
// page it runs is older than the version the service worker now serves ("New version — reload").
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { whenIdle } from "../api/idle";

let newVersion = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useNewVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => newVersion,
    () => newVersion,
  );

const UPDATE_CHECK_MS = 30 * 60_000;

/** This page's entry script: a deploy that changed any code changed its hashed name. */
const entryScript = () => {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src).pathname : null;
};

/** Asks the service worker in charge whether it serves this page's version. */
function servesThisPage(worker: ServiceWorker): Promise<boolean> {
  const url = entryScript();
  if (!url) return Promise.resolve(true);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(true), 5000);
    channel.port1.onmessage = (event: MessageEvent<{ current: boolean }>) => {
      clearTimeout(timer);
      resolve(event.data.current);
    };
    worker.postMessage({ type: "has-entry", url }, [channel.port2]);
  });
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 10_000;

/**
 * The first screen is up: the page has loaded, nothing has been fetched for a second (the screen's
 * own requests start a moment after "load", so one quiet instant is not enough), or 10 s went by;
 * then the main thread is idle. A first install downloads the whole app for offline use; started at
 * "load", it competed with the directory's own data and first render, on the network and for the
 * phone's CPU (docs/performance.md).
 */
async function firstScreenSettled(queryClient: QueryClient) {
  await loaded();
  await new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, SETTLE_LIMIT_MS);
    const check = () => {
      clearTimeout(quiet);
      if (queryClient.isFetching() === 0) quiet = setTimeout(done, QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
  await whenIdle();
}

export function registerServiceWorker(queryClient: QueryClient) {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  // A first install takes charge of a page that is already current: nothing to offer then.
  const hadController = Boolean(sw.controller);
  sw.addEventListener("controllerchange", async () => {
    if (!hadController || !sw.controller) return;
    if (!(await servesThisPage(sw.controller))) {
      newVersion = true;
      for (const listener of listeners) listener();
    }
  });
  void firstScreenSettled(queryClient).then(async () => {
    const registration = await sw.register("/sw.js");
    // An open tab also learns of a deploy without a reload.
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_MS);
    window.addEventListener("online", check);
  });
}

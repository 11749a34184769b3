// Reading the directory with no connection (issue 15, docs/decisions/007). The page, not the
// service worker, keeps the signed-in member's data, because only the page knows whose it is:
// every copy is tagged with its owner and deleted as soon as the server names someone else (or
// nobody), and at logout. Admins' data is never kept. The service worker keeps the app shell and
// the photos seen (src/sw/sw.ts); deleting the uploads cache here removes those photos too.
import { useSyncExternalStore } from "react";
import { OFFLINE_DATA_CACHE, OFFLINE_UPLOADS_CACHE } from "../../shared/offline";

/** Who the kept copies belong to: GET /api/auth/status's user, kept whole (the directory needs the email). */
export interface KeptOwner {
  type: "member" | "admin";
  id: number;
}

const OWNER = "/offline/owner";
const SYNCED_AT = "/offline/synced-at";
const kept = (name: string) => `/offline/data/${name}`;
const cachesAvailable = () => typeof caches !== "undefined";

/** A fetch that never reached the server (no connection, DNS, a dropped link): not an HTTP error. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

// --- connectivity, as the app has seen it -------------------------------------------------------

export interface Connectivity {
  offline: boolean;
  /** When the members list last came from the server (ms), if ever on this device. */
  syncedAt: number | null;
}

let state: Connectivity = { offline: typeof navigator !== "undefined" && navigator.onLine === false, syncedAt: null };
const listeners = new Set<() => void>();
function update(next: Partial<Connectivity>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getConnectivity = () => state;
export const useConnectivity = () => useSyncExternalStore(subscribe, getConnectivity, getConnectivity);
export const isOffline = () => state.offline || (typeof navigator !== "undefined" && navigator.onLine === false);

/** Called when the server answered: we are online, and (for the members list) in sync now. */
export function markOnline(synced = false) {
  update(synced ? { offline: false, syncedAt: Date.now() } : { offline: false });
  if (synced && ownerIsMember()) void putText(SYNCED_AT, String(state.syncedAt));
}

/** Called when a request could not reach the server. */
export async function markOffline() {
  if (state.syncedAt === null) {
    const text = await readText(SYNCED_AT);
    if (text) state = { ...state, syncedAt: Number(text) };
  }
  update({ offline: true });
}

/** Starts following the browser's online/offline events; `onBack` runs when the link returns. */
export function watchConnectivity(onBack: () => void) {
  window.addEventListener("offline", () => void markOffline());
  window.addEventListener("online", onBack);
}

// --- the kept copies ---------------------------------------------------------------------------

let owner: KeptOwner | null = null;
const ownerIsMember = () => owner?.type === "member";
const sameOwner = (a: KeptOwner | null, b: KeptOwner | null) => a?.type === b?.type && a?.id === b?.id;

async function readText(key: string): Promise<string | null> {
  if (!cachesAvailable()) return null;
  const response = await (await caches.open(OFFLINE_DATA_CACHE)).match(key);
  return response ? response.text() : null;
}

async function putText(key: string, text: string | Blob) {
  if (!cachesAvailable()) return;
  await (await caches.open(OFFLINE_DATA_CACHE)).put(key, new Response(text, { headers: { "Content-Type": "application/json" } }));
}

/** Deletes every kept member datum on this device: the data, whose it was, the photos seen. */
export async function forgetOfflineData() {
  owner = null;
  state = { ...state, syncedAt: null };
  keptVersions.clear();
  copiesInPage.clear();
  if (!cachesAvailable()) return;
  await Promise.all([caches.delete(OFFLINE_DATA_CACHE), caches.delete(OFFLINE_UPLOADS_CACHE)]);
}

/**
 * The server has just said who is signed in (`user`, or null for nobody). Copies that belong to
 * anyone else go before anything is shown; from now on copies are kept for a member only.
 */
export async function claimOfflineData(user: KeptOwner | null) {
  const stored = await readText(OWNER);
  const previous = stored ? (JSON.parse(stored) as KeptOwner) : null;
  if (!user || !sameOwner(previous, user)) await forgetOfflineData();
  owner = user;
  if (user && !sameOwner(previous, user)) await putText(OWNER, JSON.stringify(user));
}

/** With no connection: the user the kept copies belong to (they signed in here last), or null. */
export async function keptOwner<T extends KeptOwner>(): Promise<T | null> {
  const stored = await readText(OWNER);
  owner = stored ? (JSON.parse(stored) as KeptOwner) : null;
  return owner as T | null;
}

// The version (ETag) of each kept copy, so an unchanged list is not written again.
const keptVersions = new Map<string, string>();

/** Keeps the server's answer `text` (version `etag`) for offline reading, if the owner is a member. */
export async function keepCopy(name: string, text: Blob, etag: string | null) {
  copiesInPage.delete(name);
  if (!ownerIsMember()) return;
  if (etag && keptVersions.get(name) === etag) return;
  await putText(kept(name), text);
  if (etag) keptVersions.set(name, etag);
}

// The copies read (or kept) in this page, so a failed retry while offline does not read them again.
const copiesInPage = new Map<string, unknown>();

/** The kept copy of `name`, or null. */
export async function keptCopy<T>(name: string): Promise<T | null> {
  if (copiesInPage.has(name)) return copiesInPage.get(name) as T;
  const text = await readText(kept(name));
  const copy = text === null ? null : (JSON.parse(text) as T);
  if (copy !== null && ownerIsMember()) copiesInPage.set(name, copy);
  return copy;
}

// A logout made with no connection: the server session is ended at the next contact.
const LOGOUT_PENDING = "camp-logout-pending";
export const setLogoutPending = () => localStorage.setItem(LOGOUT_PENDING, "1");
export const logoutPending = () => localStorage.getItem(LOGOUT_PENDING) === "1";
export const clearLogoutPending = () => localStorage.removeItem(LOGOUT_PENDING);

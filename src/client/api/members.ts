import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import type { MemberDto } from "../../shared/members";
import { whenIdle } from "./idle";
import { getConnectivity, isNetworkError, keepCopy, keptCopy, markOffline, markOnline } from "./offline";
import { api, ApiError, apiResponse, type Api, type JsonBody, type Ok } from "./client";
import { queryKeys, refreshAfter } from "./query-keys";

const OFFLINE_RETRY_MS = 10_000;

/** Thrown with no connection and no copy kept on this device. */
export class OfflineError extends Error {
  constructor() {
    super("You're offline, and this device has no copy of the directory yet.");
  }
}

/**
 * A list the directory reads offline: from the server when it answers (and then kept for the
 * signed-in member, src/client/api/offline.ts), else the copy kept on this device.
 */
export async function withOfflineCopy<T>(name: string, path: string, signal: AbortSignal, synced: boolean): Promise<T> {
  try {
    const response = await apiResponse(path, { signal });
    // The copy is kept from the bytes as they came (turning the text back into bytes for the
    // cache took one long task on a phone for a camp of 2,000), once the page is idle: storing
    // it is ~10 ms of main thread that the first render need not wait for.
    const copy = response.clone();
    const data = (await response.json()) as T;
    markOnline(synced);
    void Promise.all([copy.blob(), whenIdle()]).then(([bytes]) => keepCopy(name, bytes, response.headers.get("etag")));
    return data;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await markOffline();
    const copy = await keptCopy<T>(name);
    if (copy === null) throw new OfflineError();
    return copy;
  }
}

/** Every member; polled every 30 s (docs/product.md#data-freshness), the server answers 304 when nothing changed. */
export const membersQuery = queryOptions({
  queryKey: queryKeys.members,
  queryFn: async ({ signal }) => {
    const members = await withOfflineCopy<MemberDto[]>("members", "/api/members", signal, true);
    // The first arrival on this page, for the directory benchmark.
    if (performance.getEntriesByName("directory:data").length === 0) performance.mark("directory:data");
    return members;
  },
  // Offline, it tries more often, so the directory syncs soon after the connection returns even
  // where the browser does not notice (the "online" event also refetches at once).
  refetchInterval: () => (getConnectivity().offline ? OFFLINE_RETRY_MS : POLL_INTERVAL_MS),
  networkMode: "always",
});

/** The signed-in member's own profile, or null: visitors get 401 and admins (who have none) 403. */
// Kept for offline reading like the list: the directory shows, and Edit Profile starts from, the
// member's own full profile (the shared list leaves out what they keep for admins).
export const myProfileQuery = queryOptions({
  queryKey: queryKeys.myProfile,
  queryFn: async ({ signal }): Promise<MemberDto | null> => {
    try {
      return await withOfflineCopy<MemberDto>("my-profile", "/api/my-profile", signal, false);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
      if (error instanceof OfflineError) return null;
      throw error;
    }
  },
  networkMode: "always",
});

export type AccommodationListItem = Ok<Api["accommodations"]["$get"]>[number];

export const accommodationsQuery = queryOptions({
  queryKey: queryKeys.accommodations,
  queryFn: ({ signal }) => withOfflineCopy<AccommodationListItem[]>("accommodations", "/api/accommodations", signal, false),
  networkMode: "always",
});

type OwnProfileRoute = Api["members"]["me"]["$put"];
type AdminMemberRoute = Api["admin"]["members"][":id{[0-9]+}"]["$put"];
export const updateOwnProfile = (input: JsonBody<OwnProfileRoute>) =>
  api<Ok<OwnProfileRoute>>("/api/members/me", { method: "PUT", body: input });

export const updateMemberAsAdmin = (id: number, input: JsonBody<AdminMemberRoute>) =>
  api<Ok<AdminMemberRoute>>(`/api/admin/members/${id}`, { method: "PUT", body: input });

export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append("photo", file);
  return api<Ok<Api["upload-photo"]["$post"]>>("/api/upload-photo", { body: form });
}

/** After a profile changes: show it at once, then refresh everything that counts members. */
export async function afterProfileUpdate(queryClient: QueryClient, updated: MemberDto) {
  queryClient.setQueryData<MemberDto[]>(membersQuery.queryKey, (list) => list?.map((m) => (m.id === updated.id ? updated : m)));
  await refreshAfter(queryClient, "members");
}

// Admin-only calls (SPEC §7). Imported only by the dashboard, so it ships in the dashboard's lazy chunk.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AccommodationType, AdminAccommodation, Stats } from "../../shared/accommodations";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import type { AddMemberInput, MemberDto } from "../../shared/members";
import { api } from "./client";
import { accommodationsQuery, afterProfileUpdate, membersQuery } from "./members";

export const statsQuery = queryOptions({
  queryKey: ["admin", "stats"],
  queryFn: ({ signal }) => api<Stats>("/api/admin/stats", { signal }),
  refetchInterval: POLL_INTERVAL_MS,
});

export const adminAccommodationsQuery = queryOptions({
  queryKey: ["admin", "accommodations"],
  // ?t= bypasses any cache between us and the Worker (SPEC §7).
  queryFn: ({ signal }) => api<AdminAccommodation[]>(`/api/admin/accommodations?t=${Date.now()}`, { signal }),
});

export const accommodationTypesQuery = queryOptions({
  queryKey: ["admin", "accommodation-types"],
  queryFn: ({ signal }) => api<AccommodationType[]>("/api/admin/accommodation-types", { signal }),
});

// ---- Members ----------------------------------------------------------------------------------

export const addMember = (input: AddMemberInput) => api<MemberDto>("/api/admin/members", { body: input });
export const deleteMember = (id: number) => api<{ message: string }>(`/api/admin/members/${id}`, { method: "DELETE" });
export const sendInvite = (id: number) => api<unknown>(`/api/admin/members/${id}/invite`, { method: "POST" });

interface SendAllBatch {
  sent: number;
  failed: number;
  failures: { memberId: number; message: string }[];
  remaining: number;
}

/**
 * Send Invites: the server sends one batch per call and says how many are left, so call again
 * while it makes progress. Returns every failure (members who are still uninvited).
 */
export async function sendAllInvites(): Promise<{ sent: number; failures: SendAllBatch["failures"] }> {
  let sent = 0;
  let failures: SendAllBatch["failures"] = [];
  for (let round = 0; round < 1000; round++) {
    const batch = await api<SendAllBatch>("/api/admin/send-all-invites", { method: "POST" });
    sent += batch.sent;
    // A member who failed is retried in the next batch: keep only the latest word on each.
    failures = [...failures.filter((f) => !batch.failures.some((b) => b.memberId === f.memberId)), ...batch.failures];
    if (batch.remaining === 0 || batch.sent === 0) break;
  }
  return { sent, failures };
}

// ---- Accommodations and types ---------------------------------------------------------------------

export const addAccommodation = (input: { name: string; type: string }) => api<unknown>("/api/admin/accommodations", { body: input });
export const updateAccommodation = (id: number, input: { name?: string; type?: string; managerId?: number | null }) =>
  api<unknown>(`/api/admin/accommodations/${id}`, { method: "PUT", body: input });
export const deleteAccommodation = (id: number) => api<unknown>(`/api/admin/accommodations/${id}`, { method: "DELETE" });

const typePath = (type: string) => `/api/admin/accommodation-types/${encodeURIComponent(type)}`;
export const addType = (type: string) => api<unknown>("/api/admin/accommodation-types", { body: { type } });
export const renameType = (from: string, to: string, merge = false) =>
  api<{ type: string; updated: number; merged: boolean }>(typePath(from), { method: "PUT", body: merge ? { type: to, merge } : { type: to } });
export const deleteType = (type: string) => api<{ type: string; deleted: number }>(typePath(type), { method: "DELETE" });

// ---- Uploads ----------------------------------------------------------------------------------------

export function uploadIcon(type: string, file: File) {
  const form = new FormData();
  form.append("icon", file);
  form.append("accommodationType", type);
  return api<{ accommodationType: string }>("/api/admin/upload-accommodation-icon", { body: form });
}

export type BackgroundKind = "home" | "auth";
export function uploadBackground(type: BackgroundKind, file: File) {
  const form = new FormData();
  form.append("background", file);
  form.append("type", type);
  return api<{ type: BackgroundKind; url: string }>("/api/admin/upload-background", { body: form });
}

// ---- After a change -------------------------------------------------------------------------------

/** Members, their counts and the accommodation lists all move together: refresh whatever is shown. */
export const refreshAfterChange = (queryClient: QueryClient) =>
  Promise.all(
    [membersQuery.queryKey, statsQuery.queryKey, accommodationsQuery.queryKey, adminAccommodationsQuery.queryKey, accommodationTypesQuery.queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** Shows an updated member at once, then refreshes everything that counts members. */
export async function afterMemberUpdate(queryClient: QueryClient, updated: MemberDto) {
  await Promise.all([afterProfileUpdate(queryClient, updated), refreshAfterChange(queryClient)]);
}

/** SPEC §9: the accommodation list is fetched again once this long after load. */
export const ACCOMMODATION_REFETCH_DELAY_MS = 500;

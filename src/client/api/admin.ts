// Admin-only calls (SPEC §7). Imported only by the dashboard, so it ships in the dashboard's lazy chunk.
import { queryOptions } from "@tanstack/react-query";
import type { AccommodationType, AdminAccommodation, Stats } from "../../shared/accommodations";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import type { AddMemberInput, MemberDto } from "../../shared/members";
import { api } from "./client";
import { queryKeys } from "../lib/query-keys";

export const statsQuery = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: ({ signal }) => api<Stats>("/api/admin/stats", { signal }),
  refetchInterval: POLL_INTERVAL_MS,
});

export const adminAccommodationsQuery = queryOptions({
  queryKey: queryKeys.adminAccommodations,
  // ?t= bypasses any cache between us and the Worker (SPEC §7).
  queryFn: ({ signal }) => api<AdminAccommodation[]>(`/api/admin/accommodations?t=${Date.now()}`, { signal }),
});

export const accommodationTypesQuery = queryOptions({
  queryKey: queryKeys.accommodationTypes,
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


/** SPEC §9: the accommodation list is fetched again once this long after load. */
export const ACCOMMODATION_REFETCH_DELAY_MS = 500;

// ---- Spreadsheet export and import (issue 14) -----------------------------------------------------

export const MEMBERS_CSV_URL = "/api/admin/members.csv";

export interface ImportPreview {
  dryRun: true;
  columns: { header: string; field: string }[];
  ignoredColumns: string[];
  create: { line: number; email: string; name: string | null }[];
  update: { line: number; id: number; email: string; name: string; changes: Record<string, { before: unknown; after: unknown }> }[];
  unchanged: number;
  errors: { line: number; message: string }[];
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  invited: number;
  inviteFailures: { memberId: number; message: string }[];
  notInvited: number;
}

const importForm = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return form;
};
/** Reads the file against the members and says what would change; writes nothing. */
export const previewImport = (file: File) => api<ImportPreview>("/api/admin/members/import?dryRun=1", { body: importForm(file) });
/** Writes the same file in one all-or-nothing batch; optionally invites the new members. */
export const confirmImport = (file: File, invite: boolean) => api<ImportResult>(`/api/admin/members/import${invite ? "?invite=1" : ""}`, { body: importForm(file) });

// ---- Settings: invitation reminders and admins (issue 14) -----------------------------------------

export interface ReminderSettings {
  enabled: boolean;
  days: number;
  max: number;
}
export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.reminderSettings,
  queryFn: ({ signal }) => api<ReminderSettings>("/api/admin/reminder-settings", { signal }),
});
export const saveReminderSettings = (value: ReminderSettings) => api<ReminderSettings>("/api/admin/reminder-settings", { method: "PUT", body: value });

export interface AdminAccount {
  id: number;
  username: string;
  createdAt: string;
  passwordPending: boolean;
  isYou: boolean;
}
export const adminsQuery = queryOptions({
  queryKey: queryKeys.admins,
  queryFn: ({ signal }) => api<AdminAccount[]>("/api/admin/admins", { signal }),
});
/** Without a password the answer carries a one-time set-password link, shown once. */
export const addAdmin = (input: { username: string; password?: string }) =>
  api<{ admin: AdminAccount; setPasswordLink: string | null }>("/api/admin/admins", { body: input });
export const removeAdmin = (id: number) => api<{ message: string; you: boolean }>(`/api/admin/admins/${id}`, { method: "DELETE" });
export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
  api<{ message: string }>("/api/admin/admins/me/password", { method: "PUT", body: { currentPassword, newPassword } });

// ---- Audit log (issue 14) ----------------------------------------------------------------------------

export interface AuditEntry {
  id: number;
  adminId: number | null;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  createdAt: string;
}
export interface AuditPage {
  entries: AuditEntry[];
  nextBefore: number | null;
}
export const fetchAuditPage = (filter: { memberId?: number; adminId?: number; before?: number | null }, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: "50" });
  if (filter.memberId) params.set("memberId", String(filter.memberId));
  if (filter.adminId) params.set("adminId", String(filter.adminId));
  if (filter.before) params.set("before", String(filter.before));
  return api<AuditPage>(`/api/admin/audit?${params}`, { signal });
};

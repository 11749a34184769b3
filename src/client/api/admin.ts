// Admin-only calls (docs/api.md). Imported only by the dashboard, so it ships in the dashboard's lazy chunk.
import { queryOptions } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import { api, type Api, type JsonBody, type Ok } from "./client";
import { queryKeys } from "./query-keys";

type Admin = Api["admin"];
type AccommodationRoute = Admin["accommodations"][":id{[0-9]+}"];
type TypeRoute = Admin["accommodation-types"][":type"];

export const statsQuery = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: ({ signal }) => api<Ok<Admin["stats"]["$get"]>>("/api/admin/stats", { signal }),
  refetchInterval: POLL_INTERVAL_MS,
});

export const adminAccommodationsQuery = queryOptions({
  queryKey: queryKeys.adminAccommodations,
  // ?t= bypasses any cache between us and the Worker.
  queryFn: ({ signal }) => api<Ok<Admin["accommodations"]["$get"]>>(`/api/admin/accommodations?t=${Date.now()}`, { signal }),
});

export const accommodationTypesQuery = queryOptions({
  queryKey: queryKeys.accommodationTypes,
  queryFn: ({ signal }) => api<Ok<Admin["accommodation-types"]["$get"]>>("/api/admin/accommodation-types", { signal }),
});

// ---- Members ----------------------------------------------------------------------------------

type MemberRoute = Admin["members"][":id{[0-9]+}"];
export const addMember = (input: JsonBody<Admin["members"]["$post"]>) =>
  api<Ok<Admin["members"]["$post"]>>("/api/admin/members", { body: input });
export const deleteMember = (id: number) => api<Ok<MemberRoute["$delete"]>>(`/api/admin/members/${id}`, { method: "DELETE" });

type SendAllBatch = Ok<Admin["send-all-invites"]["$post"]>;

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

export const addAccommodation = (input: JsonBody<Admin["accommodations"]["$post"]>) =>
  api<Ok<Admin["accommodations"]["$post"]>>("/api/admin/accommodations", { body: input });
export const updateAccommodation = (id: number, input: JsonBody<AccommodationRoute["$put"]>) =>
  api<Ok<AccommodationRoute["$put"]>>(`/api/admin/accommodations/${id}`, { method: "PUT", body: input });
export const deleteAccommodation = (id: number) =>
  api<Ok<AccommodationRoute["$delete"]>>(`/api/admin/accommodations/${id}`, { method: "DELETE" });

const typePath = (type: string) => `/api/admin/accommodation-types/${encodeURIComponent(type)}`;
export const addType = (type: string) =>
  api<Ok<Admin["accommodation-types"]["$post"]>>("/api/admin/accommodation-types", {
    body: { type } satisfies JsonBody<Admin["accommodation-types"]["$post"]>,
  });
export const renameType = (from: string, to: string, merge = false) =>
  api<Ok<TypeRoute["$put"]>>(typePath(from), {
    method: "PUT",
    body: (merge ? { type: to, merge } : { type: to }) satisfies JsonBody<TypeRoute["$put"]>,
  });
export const deleteType = (type: string) => api<Ok<TypeRoute["$delete"]>>(typePath(type), { method: "DELETE" });

// ---- Uploads ----------------------------------------------------------------------------------------

export function uploadIcon(type: string, file: File) {
  const form = new FormData();
  form.append("icon", file);
  form.append("accommodationType", type);
  return api<Ok<Admin["upload-accommodation-icon"]["$post"]>>("/api/admin/upload-accommodation-icon", { body: form });
}

export type BackgroundKind = "home" | "auth";
export function uploadBackground(type: BackgroundKind, file: File) {
  const form = new FormData();
  form.append("background", file);
  form.append("type", type);
  return api<Ok<Admin["upload-background"]["$post"]>>("/api/admin/upload-background", { body: form });
}

/** The accommodation list is fetched again once this long after load. */
export const ACCOMMODATION_REFETCH_DELAY_MS = 500;

// ---- Spreadsheet export and import (issue 14) -----------------------------------------------------

export const MEMBERS_CSV_URL = "/api/admin/members.csv";

type ImportAnswer = Ok<Admin["members"]["import"]["$post"]>;
export type ImportPreview = Extract<ImportAnswer, { dryRun: true }>;
export type ImportResult = Omit<Extract<ImportAnswer, { dryRun: false }>, "dryRun">;

const importForm = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return form;
};
/** Reads the file against the members and says what would change; writes nothing. */
export const previewImport = (file: File) => api<ImportPreview>("/api/admin/members/import?dryRun=1", { body: importForm(file) });
/** Writes the same file in one all-or-nothing batch; optionally invites the new members. */
export const confirmImport = (file: File, invite: boolean) =>
  api<ImportResult>(`/api/admin/members/import${invite ? "?invite=1" : ""}`, { body: importForm(file) });

// ---- Settings: invitation reminders and admins (issue 14) -----------------------------------------

export type ReminderSettings = Ok<Admin["reminder-settings"]["$get"]>;
export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.reminderSettings,
  queryFn: ({ signal }) => api<ReminderSettings>("/api/admin/reminder-settings", { signal }),
});
export const saveReminderSettings = (value: JsonBody<Admin["reminder-settings"]["$put"]>) =>
  api<Ok<Admin["reminder-settings"]["$put"]>>("/api/admin/reminder-settings", { method: "PUT", body: value });

export type AdminAccount = Ok<Admin["admins"]["$get"]>[number];
export const adminsQuery = queryOptions({
  queryKey: queryKeys.admins,
  queryFn: ({ signal }) => api<AdminAccount[]>("/api/admin/admins", { signal }),
});
/** Without a password the answer carries a one-time set-password link, shown once. */
export const addAdmin = (input: JsonBody<Admin["admins"]["$post"]>) =>
  api<Ok<Admin["admins"]["$post"]>>("/api/admin/admins", { body: input });
export const removeAdmin = (id: number) =>
  api<Ok<Admin["admins"][":id{[0-9]+}"]["$delete"]>>(`/api/admin/admins/${id}`, { method: "DELETE" });
export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
  api<Ok<Admin["admins"]["me"]["password"]["$put"]>>("/api/admin/admins/me/password", {
    method: "PUT",
    body: { currentPassword, newPassword } satisfies JsonBody<Admin["admins"]["me"]["password"]["$put"]>,
  });
/** Your own address for emailed sign-in links (issue 24), or null to remove it. */
export const setOwnAdminEmail = (email: string | null) =>
  api<Ok<Admin["admins"]["me"]["email"]["$put"]>>("/api/admin/admins/me/email", {
    method: "PUT",
    body: { email } satisfies JsonBody<Admin["admins"]["me"]["email"]["$put"]>,
  });
/** Who can sign in: a password set, or an address for sign-in links. The last such admin stays. */
export const canSignIn = (a: Pick<AdminAccount, "passwordSet" | "email">) => a.passwordSet || a.email !== null;

// ---- Audit log (issue 14) ----------------------------------------------------------------------------

export type AuditPage = Ok<Admin["audit"]["$get"]>;
export type AuditEntry = AuditPage["entries"][number];
export const fetchAuditPage = (filter: { memberId?: number; adminId?: number; before?: number | null }, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: "50" });
  if (filter.memberId) params.set("memberId", String(filter.memberId));
  if (filter.adminId) params.set("adminId", String(filter.adminId));
  if (filter.before) params.set("before", String(filter.before));
  return api<AuditPage>(`/api/admin/audit?${params}`, { signal });
};

// Applications to join (issue 27), the admin side: the list, the decisions and the settings.
import { queryOptions } from "@tanstack/react-query";
import type { ApplicationState } from "../../shared/applications";
import { queryKeys } from "./query-keys";
import { api, type Api, type JsonBody, type Ok } from "./client";

type Admin = Api["admin"];
export type AdminApplication = Ok<Admin["applications"]["$get"]>[number];
export const applicationsQuery = (state: ApplicationState | "all") =>
  queryOptions({
    queryKey: queryKeys.applications(state),
    queryFn: ({ signal }) => api<AdminApplication[]>(`/api/admin/applications${state === "all" ? "" : `?state=${state}`}`, { signal }),
  });
export const approveApplication = (id: number) =>
  api<Ok<Admin["applications"][":id"]["approve"]["$post"]>>(`/api/admin/applications/${id}/approve`, { method: "POST", body: {} });
export const rejectApplication = (id: number, sendEmail: boolean) =>
  api<Ok<Admin["applications"][":id"]["reject"]["$post"]>>(`/api/admin/applications/${id}/reject`, { body: { sendEmail } });

export type ApplicationSettings = Ok<Admin["application-settings"]["$get"]>;
export const applicationSettingsQuery = queryOptions({
  queryKey: queryKeys.applicationSettings,
  queryFn: ({ signal }) => api<ApplicationSettings>("/api/admin/application-settings", { signal }),
});
export const saveApplicationSettings = (value: JsonBody<Admin["application-settings"]["$put"]>) =>
  api<Ok<Admin["application-settings"]["$put"]>>("/api/admin/application-settings", { method: "PUT", body: value });

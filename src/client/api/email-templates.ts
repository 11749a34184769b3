// The email templates of the admin Email tab (docs/product.md#email-tab). Only the dashboard imports this file.
import { queryOptions } from "@tanstack/react-query";
import { api, type Api, type JsonBody, type Ok } from "./client";
import { queryKeys } from "./query-keys";

type Templates = Api["admin"]["email-templates"];
type UpdateRoute = Templates[":id{[0-9]+}"]["$put"];
export type EmailTemplate = Ok<Templates["$get"]>[number];
export type TemplateUpdate = JsonBody<UpdateRoute>;

export const emailTemplatesQuery = queryOptions({
  queryKey: queryKeys.emailTemplates,
  queryFn: ({ signal }) => api<EmailTemplate[]>("/api/admin/email-templates", { signal }),
});

/** The server sanitises the HTML before it stores it and names the placeholders it does not know. */
export const updateEmailTemplate = (id: number, input: TemplateUpdate) =>
  api<Ok<UpdateRoute>>(`/api/admin/email-templates/${id}`, { method: "PUT", body: input });

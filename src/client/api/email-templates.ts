// The email templates of the admin Email tab (SPEC §2, §3). Only the dashboard imports this file.
import { queryOptions } from "@tanstack/react-query";
import type { TemplateName } from "../../shared/constants";
import { api } from "./client";
import { queryKeys } from "../lib/query-keys";

export interface EmailTemplate {
  id: number;
  name: TemplateName;
  subject: string;
  htmlContent: string;
  description: string;
  variables: string[];
  updatedAt: string;
}

export interface TemplateUpdate {
  subject: string;
  htmlContent: string;
}

export const emailTemplatesQuery = queryOptions({
  queryKey: queryKeys.emailTemplates,
  queryFn: ({ signal }) => api<EmailTemplate[]>("/api/admin/email-templates", { signal }),
});

/** The server sanitises the HTML before it stores it and names the placeholders it does not know. */
export const updateEmailTemplate = (id: number, input: TemplateUpdate) =>
  api<EmailTemplate & { unknownVariables: string[] }>(`/api/admin/email-templates/${id}`, { method: "PUT", body: input });

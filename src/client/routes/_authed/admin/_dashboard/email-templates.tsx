import { createFileRoute } from "@tanstack/react-router";
import { EmailTemplatesTab } from "../../../../components/admin/email-templates/email-templates-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/email-templates")({
  component: EmailTemplatesTab,
});

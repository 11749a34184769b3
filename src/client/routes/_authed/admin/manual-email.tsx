import { createFileRoute } from "@tanstack/react-router";
import { AdminOnlyPage } from "../../../components/manual-email/admin-only-page";
import { ManualEmailPage } from "../../../components/manual-email/manual-email-page";
import { emailSearch } from "../../../lib/search-params";

export const Route = createFileRoute("/_authed/admin/manual-email")({
  validateSearch: emailSearch,
  component: () => <AdminOnlyPage page={ManualEmailPage} />,
});

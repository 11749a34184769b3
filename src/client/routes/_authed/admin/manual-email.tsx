import { createFileRoute } from "@tanstack/react-router";
import { AccessDenied } from "../../../components/manual-email/access-denied";
import { ManualEmailPage } from "../../../components/manual-email/manual-email-page";
import { optionalString } from "../../../lib/search-params";

// The admin layout lets non-admins through to this page so that it can tell them why (SPEC §2).
export const Route = createFileRoute("/_authed/admin/manual-email")({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({ email: optionalString(search.email) }),
  component: ManualEmail,
});

function ManualEmail() {
  const { user } = Route.useRouteContext();
  const { email } = Route.useSearch();
  return user.isAdmin ? <ManualEmailPage initialEmail={email} /> : <AccessDenied />;
}

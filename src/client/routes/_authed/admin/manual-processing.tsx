import { createFileRoute } from "@tanstack/react-router";
import { AccessDenied } from "../../../components/manual-email/access-denied";
import { ManualProcessingPage } from "../../../components/manual-email/manual-processing-page";
import { optionalString } from "../../../lib/search-params";

// The admin layout lets non-admins through to this page so that it can tell them why (SPEC §2).
export const Route = createFileRoute("/_authed/admin/manual-processing")({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({ email: optionalString(search.email) }),
  component: ManualProcessing,
});

function ManualProcessing() {
  const { user } = Route.useRouteContext();
  const { email } = Route.useSearch();
  return user.isAdmin ? <ManualProcessingPage initialEmail={email} /> : <AccessDenied />;
}

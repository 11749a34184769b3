import { createFileRoute } from "@tanstack/react-router";
import { AccessDenied } from "../../components/manual-email/access-denied";
import { ManualProcessingPage } from "../../components/manual-email/manual-processing-page";
import { optionalString } from "../../lib/search-params";

// The same page as /admin/manual-processing, at the top level (SPEC §2).
export const Route = createFileRoute("/_authed/manual-processing")({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({ email: optionalString(search.email) }),
  component: ManualProcessing,
});

function ManualProcessing() {
  const { user } = Route.useRouteContext();
  const { email } = Route.useSearch();
  return user.isAdmin ? <ManualProcessingPage initialEmail={email} /> : <AccessDenied />;
}

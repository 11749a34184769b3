import { createFileRoute } from "@tanstack/react-router";
import { AdminOnlyPage } from "../../components/manual-email/admin-only-page";
import { ManualProcessingPage } from "../../components/manual-email/manual-processing-page";
import { emailSearch } from "../../lib/search-params";

// The same page as /admin/manual-processing, at the top level.
export const Route = createFileRoute("/_authed/manual-processing")({
  validateSearch: emailSearch,
  component: () => <AdminOnlyPage page={ManualProcessingPage} />,
});

import { createFileRoute } from "@tanstack/react-router";
import { VouchPage } from "../components/apply/vouch-page";
import { optionalString } from "../lib/search-params";

// The sponsor's link (issue 27): opening it only shows the page; a button's POST spends the link.
export const Route = createFileRoute("/vouch")({
  validateSearch: (search: Record<string, unknown>): { token?: string; decision?: string } => ({
    token: optionalString(search.token),
    decision: optionalString(search.decision),
  }),
  component: Vouch,
});

// Route.useSearch here, as /verify does: getRouteApi in the page would pull router code out of the
// entry into shared chunks, a kilobyte more on every first load.
function Vouch() {
  const { token = "", decision } = Route.useSearch();
  return <VouchPage token={token} decision={decision} />;
}

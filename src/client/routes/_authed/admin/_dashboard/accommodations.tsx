import { createFileRoute } from "@tanstack/react-router";
import { AccommodationsTab } from "../../../../components/admin/accommodations-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/accommodations")({
  component: AccommodationsTab,
});

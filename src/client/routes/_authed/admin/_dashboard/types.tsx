import { createFileRoute } from "@tanstack/react-router";
import { TypesTab } from "../../../../components/admin/types-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/types")({
  component: TypesTab,
});

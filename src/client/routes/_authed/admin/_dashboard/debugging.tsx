import { createFileRoute } from "@tanstack/react-router";
import { DebugTab } from "../../../../components/admin/debug/debug-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/debugging")({
  component: DebugTab,
});

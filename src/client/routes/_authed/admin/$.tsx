import { createFileRoute } from "@tanstack/react-router";
import { AdminDashboard } from "../../../components/admin/dashboard";

// Every path under /admin is the dashboard; the tab comes from the path and unknown ones show members.
export const Route = createFileRoute("/_authed/admin/$")({
  component: AdminDashboard,
});

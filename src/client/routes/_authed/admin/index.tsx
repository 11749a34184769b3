import { createFileRoute } from "@tanstack/react-router";
import { AdminDashboard } from "../../../components/admin/dashboard";

export const Route = createFileRoute("/_authed/admin/")({
  component: AdminDashboard,
});

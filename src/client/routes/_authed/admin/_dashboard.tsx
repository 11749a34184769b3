import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminDashboard } from "../../../components/admin/dashboard";

/** The dashboard (header, stats, tab bar) around one tab per file in ./_dashboard; members are sent home. */
export const Route = createFileRoute("/_authed/admin/_dashboard")({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: "/" });
  },
  component: AdminDashboard,
});

import { createFileRoute, redirect } from "@tanstack/react-router";
import { EmergencyListPage } from "../../../components/admin/emergency-list-page";

/** The print-friendly emergency list (issue 26); members are sent home. */
export const Route = createFileRoute("/_authed/admin/emergency-list")({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: "/" });
  },
  component: EmergencyListPage,
});

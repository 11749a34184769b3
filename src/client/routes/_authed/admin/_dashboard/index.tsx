import { createFileRoute } from "@tanstack/react-router";
import { MembersTab } from "../../../../components/admin/members-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/")({
  component: MembersTab,
});

import { createFileRoute } from "@tanstack/react-router";
import { MembersTab } from "../../../../components/admin/members-tab";

// Any other path under /admin shows the Members tab, as /admin itself does.
export const Route = createFileRoute("/_authed/admin/_dashboard/$")({
  component: MembersTab,
});

import { createFileRoute } from "@tanstack/react-router";
import { DuesTab } from "../../../../components/admin/dues/dues-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/dues")({
  component: DuesTab,
});

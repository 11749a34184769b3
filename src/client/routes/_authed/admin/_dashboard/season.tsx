import { createFileRoute } from "@tanstack/react-router";
import { SeasonTab } from "../../../../components/admin/season/season-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/season")({
  component: SeasonTab,
});

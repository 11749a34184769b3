import { createFileRoute } from "@tanstack/react-router";
import { OnboardingTab } from "../../../../components/admin/onboarding/onboarding-tab";

export const Route = createFileRoute("/_authed/admin/_dashboard/onboarding")({
  component: OnboardingTab,
});

import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { authStatusQuery } from "../api/auth";

/** Every protected screen sits under this layout: visitors go to /auth. */
export const Route = createFileRoute("/_authed")({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(authStatusQuery);
    if (!user) throw redirect({ to: "/auth" });
    return { user };
  },
  component: Outlet,
});

import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";

/** Admin screens: a signed-in member who opens them is sent home. */
export const Route = createFileRoute("/_authed/admin")({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: "/" });
  },
  component: Outlet,
});

import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";

/**
 * The manual email pages answer a non-admin themselves with 'Access Denied' (SPEC §2), so the
 * redirect below leaves them alone; every other admin screen sends a signed-in member home.
 */
const SELF_GUARDED_ADMIN_PATHS = ["/admin/manual-email", "/admin/manual-processing"];

export const Route = createFileRoute("/_authed/admin")({
  beforeLoad: ({ context, location }) => {
    if (context.user.isAdmin) return;
    if (SELF_GUARDED_ADMIN_PATHS.includes(location.pathname.replace(/\/+$/, ""))) return;
    throw redirect({ to: "/" });
  },
  component: Outlet,
});

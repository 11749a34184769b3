import { Callout, Container } from "@radix-ui/themes";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { useConnectivity } from "../../lib/offline";

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
  component: AdminLayout,
});

/** Nothing on the admin screens is kept on the device (issue 15): with no connection, say so. */
function AdminLayout() {
  const { offline } = useConnectivity();
  if (!offline) return <Outlet />;
  return (
    <Container size="2" p="4">
      <Callout.Root color="amber" role="status" mt="6">
        <Callout.Text>You're offline. The admin screens need a connection; they will load once you're back online.</Callout.Text>
      </Callout.Root>
    </Container>
  );
}

import { Callout, Container } from "@radix-ui/themes";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { useConnectivity } from "../../api/offline";

/**
 * Every screen under /admin. Who may see what is decided below it: the dashboard layout
 * (./admin/_dashboard) sends a member home, the manual email pages tell them why not (docs/product.md#screens).
 */
export const Route = createFileRoute("/_authed/admin")({
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

import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Button, Container, Flex, Heading, TabNav } from "@radix-ui/themes";
import { Link, useLocation, useRouteContext } from "@tanstack/react-router";
import { useLogout } from "../app-header";
import { OutboxPanel } from "./outbox-panel";
import { ADMIN_TABS, tabForPath } from "./tabs";

export function AdminDashboard() {
  const { pathname } = useLocation();
  const { user } = useRouteContext({ from: "/_authed" });
  const signOut = useLogout();
  const active = tabForPath(pathname);
  return (
    <Container size="4" px="4">
      <Flex align="center" justify="between" gap="3" wrap="wrap" py="4">
        <Heading as="h1" size={{ initial: "6", sm: "7" }}>
          Admin Dashboard
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="soft">
            <Link to="/">
              <ArrowLeftIcon /> Back to Members
            </Link>
          </Button>
          <Button variant="outline" color="gray" onClick={() => signOut.mutate()}>
            Logout
          </Button>
        </Flex>
      </Flex>
      <TabNav.Root mb="4" aria-label="Admin sections">
        {ADMIN_TABS.map((tab) => (
          <TabNav.Link key={tab.path} asChild active={tab.path === active}>
            {tab.path === "/admin" ? (
              <Link to="/admin">{tab.label}</Link>
            ) : (
              <Link to="/admin/$" params={{ _splat: tab.path.slice("/admin/".length) }}>
                {tab.label}
              </Link>
            )}
          </TabNav.Link>
        ))}
      </TabNav.Root>
      {active === "/admin/debugging" ? <OutboxPanel /> : <Heading size="3" color="gray">Signed in as {user.type === "admin" ? user.username : user.email}</Heading>}
    </Container>
  );
}

import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { LiveAnnouncer } from "../components/live-announcer";
import { MAIN_PROPS, SkipLink } from "../components/skip-link";
import { useDocumentTitle } from "../lib/document-title";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <LiveAnnouncer />
    </>
  );
}

function NotFound() {
  useDocumentTitle("Page Not Found");
  return (
    <Flex asChild direction="column" align="center" justify="center" gap="4" style={{ minHeight: "100vh" }} p="4">
      <main {...MAIN_PROPS}>
        <Heading as="h1" size="8" align="center">
          404 Page Not Found
        </Heading>
        <Text as="p" color="gray" align="center">
          The page you are looking for does not exist.
        </Text>
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
      </main>
    </Flex>
  );
}

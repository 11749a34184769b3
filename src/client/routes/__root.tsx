import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

function NotFound() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" style={{ minHeight: "100vh" }} p="4">
      <Heading as="h1" size="8" align="center">
        404 Page Not Found
      </Heading>
      <Text as="p" color="gray" align="center">
        The page you are looking for does not exist.
      </Text>
      <Button asChild>
        <Link to="/">Go home</Link>
      </Button>
    </Flex>
  );
}

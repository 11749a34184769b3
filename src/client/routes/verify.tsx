import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { configQuery, refreshAuthStatus, verifyAdminLink, verifyToken } from "../api/auth";
import { ApiError } from "../api/client";
import { useBackground } from "../lib/background";
import { optionalString } from "../lib/search-params";
import { useDocumentTitle } from "../lib/document-title";
import { BackgroundPage } from "../components/background-page";

// Opening the link only shows this page; the token is spent by the POST behind the button,
// so mail scanners that prefetch links cannot burn it.
export const Route = createFileRoute("/verify")({
  // for=admin: an admin's emailed sign-in link (issue 24), spent the same way.
  validateSearch: (search: Record<string, unknown>): { token?: string; for?: "admin" } => ({
    token: optionalString(search.token),
    ...(search.for === "admin" ? { for: "admin" as const } : {}),
  }),
  component: Verify,
});

function Verify() {
  const { token, for: forWhom } = Route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const background = useBackground("auth");
  const config = useQuery(configQuery);
  useDocumentTitle("Sign In");
  const signIn = useMutation({
    mutationFn: async () => {
      if (forWhom !== "admin") return (await verifyToken(token ?? "")).redirect;
      await verifyAdminLink(token ?? "");
      localStorage.setItem("simpleAuth", "true");
      await refreshAuthStatus(queryClient);
      return null;
    },
    onSuccess: (redirect) => (redirect ? window.location.assign(redirect) : navigate({ to: "/" })),
    onError: (error) =>
      window.location.assign(error instanceof ApiError && error.status < 500 ? "/auth?error=invalid-link" : "/auth?error=server-error"),
  });

  return (
    <BackgroundPage background={background}>
      <Card size="4" style={{ maxWidth: 420, width: "100%" }}>
        <Flex direction="column" gap="4" align="center">
          <Heading as="h1" size="6" align="center">
            {config.data?.campName ?? "Camp Directory"}
          </Heading>
          <Text align="center" color="gray">
            {token ? "Press the button to finish signing in." : "This sign-in link is incomplete. Please request a new one."}
          </Text>
          <Button size="3" onClick={() => signIn.mutate()} disabled={!token || signIn.isPending || signIn.isSuccess}>
            {signIn.isPending || signIn.isSuccess ? "Signing In..." : "Sign in"}
          </Button>
        </Flex>
      </Card>
    </BackgroundPage>
  );
}

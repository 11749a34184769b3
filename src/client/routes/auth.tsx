import { createFileRoute, redirect } from "@tanstack/react-router";
import { authStatusQuery, refreshAuthStatus } from "../api/auth";
import { LoginScreen } from "../components/login-screen";
import { toast } from "../components/toast";
import { optionalString } from "../lib/search-params";

const validateSearch = (search: Record<string, unknown>): { authenticated?: string; error?: string } => ({
  authenticated: optionalString(search.authenticated),
  error: optionalString(search.error),
});

export const Route = createFileRoute("/auth")({
  validateSearch,
  beforeLoad: async ({ context, search }) => {
    const user =
      search.authenticated === "true"
        ? await refreshAuthStatus(context.queryClient)
        : await context.queryClient.ensureQueryData(authStatusQuery);
    if (user) {
      if (search.authenticated === "true") toast({ title: "Welcome!", description: "You have been successfully logged in." });
      throw redirect({ to: "/", replace: true });
    }
    // A stale or copied ?authenticated=true without a session: drop it rather than keep it in the URL.
    if (search.authenticated !== undefined) throw redirect({ to: "/auth", search: { error: search.error }, replace: true });
  },
  component: LoginScreen,
});

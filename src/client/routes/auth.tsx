import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { authStatusQuery, refreshAuthStatus } from "../api/auth";
import { LoginScreen } from "../components/login-screen";
import { toast } from "../components/toast";

// The router parses `?authenticated=true` as a boolean, so both spellings are accepted.
const searchSchema = z.object({
  authenticated: z.union([z.boolean(), z.string()]).transform(String).optional().catch(undefined),
  error: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
});

export const Route = createFileRoute("/auth")({
  validateSearch: searchSchema,
  beforeLoad: async ({ context, search }) => {
    const user =
      search.authenticated === "true"
        ? await refreshAuthStatus(context.queryClient)
        : await context.queryClient.ensureQueryData(authStatusQuery);
    if (user) {
      if (search.authenticated === "true") toast({ title: "Welcome!", description: "You have been successfully logged in." });
      throw redirect({ to: "/", replace: true });
    }
  },
  component: LoginScreen,
});

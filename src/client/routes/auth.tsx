import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { authStatusQuery } from "../api/auth";
import { LoginScreen } from "../components/login-screen";
import { toast } from "../components/toast";

const searchSchema = z.object({
  authenticated: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/auth")({
  validateSearch: searchSchema,
  beforeLoad: async ({ context, search }) => {
    if (search.authenticated === "true") await context.queryClient.invalidateQueries({ queryKey: authStatusQuery.queryKey });
    const user = await context.queryClient.ensureQueryData(authStatusQuery);
    if (user) {
      if (search.authenticated === "true") toast({ title: "Welcome!", description: "You have been successfully logged in." });
      throw redirect({ to: "/", replace: true });
    }
  },
  component: LoginScreen,
});

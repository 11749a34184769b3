import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/constants";
import { authStatusQuery, configQuery, setAdminPassword } from "../api/auth";
import { Field } from "../components/field";
import { toast, toastError } from "../components/toast";
import { useBackground } from "../lib/background";
import { lengthError, shownLengthError } from "../lib/form-limits";
import { optionalString } from "../lib/search-params";

// A new admin's one-time link (issue 14): choose a password, then go straight to the dashboard.
export const Route = createFileRoute("/set-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  component: SetPassword,
});

function SetPassword() {
  const { token } = Route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const background = useBackground("auth");
  const config = useQuery(configQuery);
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const save = useMutation({
    mutationFn: () => setAdminPassword(token ?? "", password),
    onSuccess: async ({ user }) => {
      localStorage.setItem("simpleAuth", "true");
      queryClient.setQueryData(authStatusQuery.queryKey, user);
      toast({ title: "Password set", description: "Welcome! You are signed in as an admin." });
      await navigate({ to: "/admin" });
    },
    onError: (error) => toastError(error, "Could not set the password"),
  });
  const [tried, setTried] = useState(false);
  const mismatch = (tried || again !== "") && again !== password;
  // Said in words once saving is tried (or at once when too long), never a silently disabled button.
  const passwordError = shownLengthError("The password", password, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false }, tried);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const problem = lengthError("The password", password, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });
    if (token && !problem && password === again) save.mutate();
  }
  return (
    <Flex className="full-bleed-background" align="center" justify="center" p="4" style={{ backgroundImage: `url("${background}")` }}>
      <Card size="4" style={{ maxWidth: 420, width: "100%" }}>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3">
            <Heading as="h1" size="6" align="center">
              {config.data?.campName ?? "Camp Directory"}
            </Heading>
            <Text align="center" color="gray">
              {token ? "Choose your admin password." : "This link is incomplete. Ask an admin for a new one."}
            </Text>
            <Field label={`Password (at least ${PASSWORD_MIN} characters)`} error={passwordError}>
              {(id, describedBy) => (
                <TextField.Root
                  id={id}
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={Boolean(passwordError)}
                  aria-describedby={describedBy}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            <Field label="Password again" error={mismatch ? "The passwords do not match." : null}>
              {(id, describedBy) => (
                <TextField.Root
                  id={id}
                  type="password"
                  autoComplete="new-password"
                  value={again}
                  onChange={(e) => setAgain(e.target.value)}
                  aria-invalid={mismatch}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Button size="3" type="submit" disabled={!token || save.isPending}>
              {save.isPending ? "Saving..." : "Set Password"}
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}

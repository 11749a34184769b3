import { Button, Flex, Text } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { PASSWORD_MIN, USERNAME_MIN } from "../../shared/constants";
import { adminLogin, refreshAuthStatus, sendAdminLink } from "../api/auth";
import { errorMessage } from "../api/client";
import { LabelledInput } from "./field";
import { FieldError, invalidProps } from "./field-error";
import { toast } from "./toast";

const REDIRECT_DELAY_MS = 1000;

export function AdminLoginForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Which fields are wrong, and the message under the password (the last field).
  const [invalid, setInvalid] = useState<{ username: boolean; password: boolean; message: string } | null>(null);
  const errorId = useId();
  const fieldError = (wrong: boolean | undefined) => invalidProps(errorId, wrong ? (invalid?.message ?? null) : null);

  const login = useMutation({
    mutationFn: () => adminLogin(username.trim(), password),
    onSuccess: () => {
      toast({ title: "Admin login successful! Redirecting..." });
      localStorage.setItem("simpleAuth", "true");
      setTimeout(async () => {
        await refreshAuthStatus(queryClient);
        await navigate({ to: "/" });
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      const description = errorMessage(error, "Please check your credentials.");
      setInvalid({ username: true, password: true, message: description });
      toast({ title: "Login Failed", description, variant: "destructive" });
    },
  });

  // The way in a stranger's wrong guesses cannot block: a link to the admin's own address.
  const emailLink = useMutation({
    mutationFn: () => sendAdminLink(username.trim()),
    onSuccess: (answer) => toast({ title: "Check your email", description: answer.message }),
    onError: (error) => toast({ title: "No link sent", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });

  function requestLink() {
    if (username.trim().length < USERNAME_MIN) {
      setInvalid({ username: true, password: false, message: "Enter your username first, then ask for a sign-in link." });
      return;
    }
    emailLink.mutate();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setInvalid({ username: !username.trim(), password: !password, message: "Please enter both username and password." });
      toast({ title: "Missing Credentials", description: "Please enter both username and password.", variant: "destructive" });
      return;
    }
    login.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <LabelledInput
          label="Username"
          name="username"
          autoComplete="username"
          placeholder="Enter username"
          minLength={USERNAME_MIN}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setInvalid(null);
          }}
          {...fieldError(invalid?.username)}
        />
        <LabelledInput
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter password"
          minLength={PASSWORD_MIN}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setInvalid(null);
          }}
          {...fieldError(invalid?.password)}
        />
        <FieldError id={errorId} message={invalid?.message ?? null} />
        <Button type="submit" disabled={login.isPending || login.isSuccess}>
          {login.isPending ? "Signing In..." : "Sign In"}
        </Button>
        <Button type="button" variant="soft" onClick={requestLink} disabled={emailLink.isPending}>
          {emailLink.isPending ? "Sending..." : "Email me a sign-in link"}
        </Button>
        <Text size="1" color="gray">
          The link goes to the email address saved for your admin account (Settings → Admins). Use it when the password is locked after too
          many attempts.
        </Text>
      </Flex>
    </form>
  );
}

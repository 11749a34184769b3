import { Badge, Button, Callout, Code, Flex, Heading, RadioGroup, Table, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "../../../../shared/constants";
import { USERNAME_PATTERN, USERNAME_PATTERN_MESSAGE } from "../../../../shared/validation";
import { lengthError, shownLengthError } from "../../../lib/form-limits";
import { FieldError, invalidProps } from "../../field-error";
import { addAdmin, adminsQuery, canSignIn, changeOwnPassword, removeAdmin, type AdminAccount } from "../../../api/admin";
import { authStatusQuery } from "../../../api/auth";
import { formatDateTime } from "../../../lib/format";
import { toast, toastError } from "../../toast";
import { ConfirmDialog } from "../confirm-dialog";
import { OwnAdminEmail } from "./own-admin-email";

/** Settings → Admins (issue 14): list, add, remove (never the last), change your own password. */
export function AdminsSettings() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const admins = useQuery(adminsQuery);
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const remove = useMutation({
    mutationFn: (a: AdminAccount) => removeAdmin(a.id),
    onSuccess: async (result, a) => {
      toast({ title: "Admin removed", description: `${a.username} can no longer sign in.` });
      setRemoving(null);
      if (result.you) {
        // Removing yourself ends your own session too.
        queryClient.setQueryData(authStatusQuery.queryKey, null);
        await navigate({ to: "/auth" });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
    },
    onError: (error) => toastError(error, "Failed to remove the admin"),
  });
  const list = admins.data ?? [];
  // The last admin who can sign in stays (issue 24): one still waiting for their link does not count.
  const lastWhoCanSignIn = (a: AdminAccount) => canSignIn(a) && !list.some((other) => other.id !== a.id && canSignIn(other));
  const me = list.find((a) => a.isYou);
  return (
    <section aria-labelledby="admins-title" data-testid="admins-settings">
      <Heading as="h3" size="3" mb="2" id="admins-title">
        Admins
      </Heading>
      {/* One narrow column and the action: it fits a phone without a scrolling wrapper. */}
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Admin</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">Actions</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((a) => (
            <Table.Row key={a.id} align="center" data-testid="admin-row">
              <Table.RowHeaderCell>
                <Flex gap="2" align="center" wrap="wrap">
                  {a.username}
                  {a.isYou && <Badge color="blue">you</Badge>}
                  {a.passwordPending && <Badge color="amber">password not set yet</Badge>}
                </Flex>
                <Text as="div" size="1" color="gray">
                  Added {formatDateTime(a.createdAt)}
                  {a.email ? ` · sign-in links to ${a.email}` : ""}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Button
                  size="1"
                  variant="soft"
                  color="red"
                  disabled={lastWhoCanSignIn(a)}
                  title={lastWhoCanSignIn(a) ? "The last admin who can sign in can't be removed" : undefined}
                  onClick={() => setRemoving(a)}
                >
                  Remove
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {me && <OwnAdminEmail current={me.email} />}
      <AddAdminForm />
      <ChangePasswordForm />
      <ConfirmDialog
        title="Remove admin"
        question={removing ? `Remove ${removing.username}${removing.isYou ? " (you)" : ""}? Their sessions end at once.` : null}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function AddAdminForm() {
  const queryClient = useQueryClient();
  const ids = { username: useId(), password: useId(), mode: useId() };
  const [username, setUsername] = useState("");
  const [mode, setMode] = useState<"password" | "link">("password");
  const [password, setPassword] = useState("");
  const [link, setLink] = useState<{ username: string; url: string } | null>(null);
  const add = useMutation({
    mutationFn: () => addAdmin(mode === "password" ? { username: username.trim(), password } : { username: username.trim() }),
    onSuccess: async (result) => {
      toast({ title: "Admin added", description: `${result.admin.username} has been added.` });
      setLink(result.setPasswordLink ? { username: result.admin.username, url: result.setPasswordLink } : null);
      setUsername("");
      setPassword("");
      await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
    },
    onError: (error) => toastError(error, "Failed to add the admin"),
  });
  const [tried, setTried] = useState(false);
  // Said in words, not a silently disabled button (issue 24); the server's rules, checked first here.
  const usernameError =
    shownLengthError("Username", username, { min: USERNAME_MIN, max: USERNAME_MAX }, tried) ??
    (username.trim() && !USERNAME_PATTERN.test(username.trim()) ? USERNAME_PATTERN_MESSAGE : null);
  const passwordError =
    mode === "password"
      ? shownLengthError("The first password", password, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false }, tried)
      : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const usernameOk =
      !lengthError("Username", username, { min: USERNAME_MIN, max: USERNAME_MAX }) && USERNAME_PATTERN.test(username.trim());
    const passwordOk = mode === "link" || !lengthError("Password", password, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });
    if (usernameOk && passwordOk) {
      setTried(false);
      add.mutate();
    }
  }
  return (
    <form onSubmit={submit} data-testid="add-admin">
      <Flex direction="column" gap="2" mt="3">
        <Text weight="medium" size="2" mt="2">
          Add an admin
        </Text>
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" htmlFor={ids.username}>
              Username
            </Text>
            <TextField.Root
              id={ids.username}
              name="new-admin-username"
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              {...invalidProps(`${ids.username}-error`, usernameError)}
            />
            <FieldError id={`${ids.username}-error`} message={usernameError} />
          </Flex>
          <RadioGroup.Root
            value={mode}
            onValueChange={(v) => setMode(v as "password" | "link")}
            aria-label="How the new admin gets a password"
            size="2"
          >
            <RadioGroup.Item value="password">Set a first password</RadioGroup.Item>
            <RadioGroup.Item value="link">Give a one-time link</RadioGroup.Item>
          </RadioGroup.Root>
          {mode === "password" && (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" htmlFor={ids.password}>
                First password (at least {PASSWORD_MIN} characters)
              </Text>
              <TextField.Root
                id={ids.password}
                name="new-admin-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...invalidProps(`${ids.password}-error`, passwordError)}
              />
              <FieldError id={`${ids.password}-error`} message={passwordError} />
            </Flex>
          )}
          <Button type="submit" variant="soft" disabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add Admin"}
          </Button>
        </Flex>
        {link && (
          <Callout.Root color="amber" data-testid="set-password-link">
            <Callout.Text>
              Send this link to {link.username}; it is shown only now, works once and expires in 72 hours:{" "}
              <Code className="break-anywhere">{link.url}</Code>
            </Callout.Text>
          </Callout.Root>
        )}
      </Flex>
    </form>
  );
}

function ChangePasswordForm() {
  const ids = { current: useId(), next: useId(), again: useId() };
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const change = useMutation({
    mutationFn: () => changeOwnPassword(current, next),
    onSuccess: () => {
      toast({ title: "Password changed", description: "Your other sessions have been signed out." });
      setCurrent("");
      setNext("");
      setAgain("");
    },
    onError: (error) => toastError(error, "Failed to change the password"),
  });
  const [tried, setTried] = useState(false);
  const mismatch = (tried || again !== "") && again !== next;
  const problem =
    current === ""
      ? "Enter your current password."
      : lengthError("The new password", next, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });
  const shownProblem = tried ? problem : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!problem && next === again) {
          setTried(false);
          change.mutate();
        }
      }}
      data-testid="change-password"
    >
      <Flex direction="column" gap="2" mt="3">
        <Text weight="medium" size="2" mt="2">
          Change your password
        </Text>
        <Flex gap="3" wrap="wrap" align="end">
          {(
            [
              [ids.current, "Current password", current, setCurrent, "current-password"],
              [ids.next, `New password (at least ${PASSWORD_MIN})`, next, setNext, "new-password"],
              [ids.again, "New password again", again, setAgain, "new-password"],
            ] as const
          ).map(([id, label, value, setter, autoComplete]) => (
            <Flex key={id} direction="column" gap="1">
              <Text as="label" size="2" htmlFor={id}>
                {label}
              </Text>
              <TextField.Root
                id={id}
                type="password"
                autoComplete={autoComplete}
                value={value}
                onChange={(e) => setter(e.target.value)}
                aria-invalid={id === ids.again && mismatch}
              />
            </Flex>
          ))}
          <Button type="submit" variant="soft" disabled={change.isPending}>
            {change.isPending ? "Saving..." : "Change Password"}
          </Button>
        </Flex>
        {shownProblem && (
          <Text size="1" color="red" role="alert">
            {shownProblem}
          </Text>
        )}
        {mismatch && (
          <Text size="1" color="red" role="alert">
            The new passwords do not match.
          </Text>
        )}
      </Flex>
    </form>
  );
}

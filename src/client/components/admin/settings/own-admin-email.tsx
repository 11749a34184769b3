import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { emailSchema } from "../../../../shared/validation";
import { adminsQuery, setOwnAdminEmail } from "../../../api/admin";
import { toast, toastError } from "../../toast";

/**
 * Settings → Admins: your own email address, where "Email me a sign-in link" on the admin sign-in
 * screen sends a link (issue 24). The way in that a stranger's wrong passwords cannot lock.
 */
export function OwnAdminEmail({ current }: { current: string | null }) {
  const queryClient = useQueryClient();
  const id = useId();
  const errorId = useId();
  const [email, setEmail] = useState<string | null>(null);
  const value = email ?? current ?? "";
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: string | null) => setOwnAdminEmail(next),
    onSuccess: async (answer) => {
      toast({ title: answer.message });
      setEmail(null);
      await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
    },
    onError: (error) => toastError(error, "Failed to save the email address"),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === "") {
      if (current) save.mutate(null);
      return;
    }
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    save.mutate(parsed.data);
  }
  return (
    <form onSubmit={submit} noValidate data-testid="own-admin-email">
      <Flex direction="column" gap="2" mt="3">
        <Text weight="medium" size="2" mt="2" as="label" htmlFor={id}>
          Your email for sign-in links
        </Text>
        <Text size="1" color="gray">
          "Email me a sign-in link" on the admin sign-in screen sends a one-hour, single-use link here. It works even while your password is
          locked after too many wrong attempts. Leave empty and save to remove it.
        </Text>
        <Flex gap="3" wrap="wrap" align="end">
          <TextField.Root
            id={id}
            type="email"
            autoComplete="email"
            value={value}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            style={{ minWidth: 240 }}
          />
          <Button type="submit" variant="soft" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Email"}
          </Button>
        </Flex>
        {problem && (
          <Text id={errorId} size="1" color="red" role="alert">
            {problem}
          </Text>
        )}
      </Flex>
    </form>
  );
}

import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Checkbox, Dialog, Flex, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { STATUSES, type Status } from "../../../shared/constants";
import { addMember } from "../../api/admin";
import { sendInvite } from "../../api/onboarding";
import { errorMessage } from "../../api/client";
import { checkNewMember, memberAddedTitle, type NewMemberForm } from "../../lib/admin-members";
import { toast, toastError } from "../toast";
import { Field } from "../field";
import { refreshAfter } from "../../api/query-keys";
import { OptionalSelectField } from "../optional-select-field";

const EMPTY: NewMemberForm = { email: "", name: "", status: "" };

/** Add Member (docs/product.md#members-tab): email required and well-formed; name and status optional. */
export function AddMemberDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button>
          <PlusIcon /> Add Member
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px" aria-describedby={undefined}>
        <Dialog.Title>Add Member</Dialog.Title>
        {open && <AddMemberForm onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AddMemberForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<NewMemberForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [inviteNow, setInviteNow] = useState(false);
  const inviteId = useId();

  const add = useMutation({
    // The member is added even when the invitation then fails; the toast says which happened.
    mutationFn: async (input: Parameters<typeof addMember>[0]) => {
      const member = await addMember(input);
      if (!inviteNow) return { member, invited: false, inviteError: null };
      try {
        await sendInvite(member.id);
        return { member, invited: true, inviteError: null };
      } catch (e) {
        return { member, invited: false, inviteError: errorMessage(e, "Failed to send the invitation") };
      }
    },
    onSuccess: async ({ member, invited, inviteError }) => {
      if (inviteError) {
        toast({
          title: memberAddedTitle(false),
          description: `${member.email} has been added, but the invitation was not sent: ${inviteError}`,
          variant: "destructive",
        });
      } else {
        toast({ title: memberAddedTitle(invited), description: `${member.email} has been ${invited ? "added and invited" : "added"}.` });
      }
      onDone();
      await refreshAfter(queryClient, "members");
    },
    onError: (e) => toastError(e, "Failed to add member"),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkNewMember(form);
    if (!check.ok) {
      setError(check.error);
      event.currentTarget.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    setError(null);
    add.mutate(check.input);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="2">
        <Field label="Email (required)" error={error}>
          {(id, describedBy) => (
            <TextField.Root
              id={id}
              name="email"
              type="email"
              autoComplete="off"
              required
              placeholder="member@example.com"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
              aria-invalid={error !== null}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field label="Name (optional)">
          {(id) => (
            <TextField.Root
              id={id}
              name="name"
              autoComplete="off"
              placeholder="Full name"
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          )}
        </Field>
        <OptionalSelectField
          label="Status (optional)"
          noneLabel="No status"
          options={STATUSES}
          value={form.status}
          onValueChange={(v) => setForm({ ...form, status: v as Status | "" })}
        />
      </Flex>
      <Text as="label" size="2" mt="4" htmlFor={inviteId} style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <Checkbox id={inviteId} checked={inviteNow} onCheckedChange={(v) => setInviteNow(v === true)} />
        Send the invitation email now
      </Text>
      <Flex gap="3" mt="5" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add Member"}
        </Button>
      </Flex>
    </form>
  );
}

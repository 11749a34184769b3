import { CaretDownIcon, CheckIcon, TrashIcon } from "@radix-ui/react-icons";
import { Badge, Button, Card, Dialog, DropdownMenu, Flex, IconButton, Select, Text, TextField, Tooltip } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { AdminAccommodation } from "../../../shared/accommodations";
import { displayName } from "../../../shared/profile";
import { deleteAccommodation, updateAccommodation } from "../../api/admin";
import { countLabel, renameTo } from "../../lib/admin-accommodations";
import { toast, toastError } from "../toast";
import { ConfirmDialog } from "./confirm-dialog";
import { TypeIcon } from "./type-icon";
import { NONE } from "../../lib/select-none";
import { TextInputField } from "../field";
import { FieldError } from "../field-error";
import { ACCOMMODATION_NAME_MAX, TYPE_NAME_MAX } from "../../../shared/accommodation-schemas";
import { lengthError, shownLengthError } from "../../lib/form-limits";
import { refreshAfter } from "../../api/query-keys";

function useAccommodationUpdate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; type?: string; managerId?: number | null }) => updateAccommodation(id, input),
    onSuccess: async () => {
      toast({ title: "Accommodation updated successfully" });
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Please try again.", "Failed to update accommodation"),
  });
}

/** One accommodation: name, type, manager, members and delete (docs/product.md#accommodations-tab). */
export function AccommodationCard({ accommodation: a, types }: { accommodation: AdminAccommodation; types: string[] }) {
  const queryClient = useQueryClient();
  const update = useAccommodationUpdate(a.id);
  const [confirming, setConfirming] = useState(false);
  const managerId = useId();
  const remove = useMutation({
    mutationFn: () => deleteAccommodation(a.id),
    onSuccess: async () => {
      toast({ title: "Accommodation deleted successfully" });
      setConfirming(false);
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Please try again.", "Failed to delete accommodation"),
  });

  return (
    <Card className="accommodation-card" data-testid="accommodation-card">
      <Flex direction="column" gap="3" height="100%">
        <Flex align="center" gap="2">
          <TypeIcon type={a.type} size={28} />
          <NameEditor
            accommodation={a}
            onRename={(name) => update.mutate({ name })}
            pendingName={update.isPending ? update.variables.name : undefined}
          />
          <Tooltip content="Delete accommodation">
            <IconButton variant="ghost" color="red" aria-label={`Delete ${a.name}`} onClick={() => setConfirming(true)}>
              <TrashIcon />
            </IconButton>
          </Tooltip>
        </Flex>

        <Flex align="center" gap="2" wrap="wrap">
          <TypeMenu accommodation={a} types={types} onChoose={(type) => type !== a.type && update.mutate({ type })} />
          <Text size="2" color="gray">
            {countLabel(a.memberCount, "member")}
          </Text>
        </Flex>

        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={managerId} size="1" weight="medium" color="gray">
            Manager
          </Text>
          <Select.Root
            value={a.managerId ? String(a.managerId) : NONE}
            onValueChange={(v) => update.mutate({ managerId: v === NONE ? null : Number(v) })}
          >
            <Select.Trigger id={managerId} />
            <Select.Content position="popper">
              <Select.Item value={NONE}>No manager</Select.Item>
              {a.members.map((m) => (
                <Select.Item key={m.id} value={String(m.id)}>
                  {displayName(m)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>

        {a.members.length > 0 ? (
          <ul className="member-names" aria-label={`Members of ${a.name}`}>
            {a.members.map((m) => (
              <li key={m.id}>
                <Text size="2">
                  {displayName(m)}
                  {m.playaName && <Text color="gray"> “{m.playaName}”</Text>}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="2" color="gray">
            Nobody assigned yet
          </Text>
        )}
      </Flex>
      <ConfirmDialog
        title="Delete Accommodation"
        question={confirming ? "Are you sure you want to delete this accommodation?" : null}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

/** Click the name to rename; Enter or blur saves a trimmed, changed name, Escape cancels. */
function NameEditor({
  accommodation: a,
  onRename,
  pendingName,
}: {
  accommodation: AdminAccommodation;
  onRename: (name: string) => void;
  pendingName: string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const settled = useRef(false);
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const errorId = useId();
  const error = lengthError("Name", value, { max: ACCOMMODATION_NAME_MAX });

  function finish(save: boolean, viaKey: boolean) {
    if (settled.current) return;
    if (save && error) {
      // Enter keeps the box open under its error; leaving it keeps the old name, and says so.
      if (viaKey) return;
      toast({ title: "Failed to update accommodation", description: `${error} The name stays “${a.name}”.`, variant: "destructive" });
    }
    settled.current = true;
    refocus.current = viaKey;
    const name = save && !error ? renameTo(a.name, value) : null;
    if (name) onRename(name);
    setEditing(false);
  }

  if (editing) {
    return (
      <Flex direction="column" gap="1" className="accommodation-card-name">
        <TextField.Root
          autoFocus
          aria-label={`Name of ${a.name}`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => finish(true, false)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              finish(true, true);
            } else if (e.key === "Escape") {
              e.preventDefault();
              finish(false, true);
            }
          }}
        />
        <FieldError id={errorId} message={error} />
      </Flex>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className="cell-button accommodation-card-name"
      aria-label={`${pendingName ?? a.name}: rename`}
      title="Click to rename"
      onClick={() => {
        settled.current = false;
        setValue(a.name);
        setEditing(true);
      }}
    >
      <Text weight="bold" size="3" className="truncate">
        {pendingName ?? a.name}
      </Text>
    </button>
  );
}

/** The type badge opens the existing types plus 'Create Custom Type...'. */
function TypeMenu({
  accommodation: a,
  types,
  onChoose,
}: {
  accommodation: AdminAccommodation;
  types: string[];
  onChoose: (type: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <button type="button" className="badge-button" aria-label={`Type: ${a.type}. Change type of ${a.name}`}>
            <Badge size="2" variant="soft">
              {a.type} <CaretDownIcon aria-hidden />
            </Badge>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {types.map((t) => (
            <DropdownMenu.Item key={t} onSelect={() => onChoose(t)}>
              {t}
              {t === a.type && <CheckIcon aria-label="current" />}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={() => setCreating(true)}>Create Custom Type...</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <CustomTypeDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={(type) => {
          setCreating(false);
          onChoose(type);
        }}
      />
    </>
  );
}

function CustomTypeDialog({ open, onClose, onCreate }: { open: boolean; onClose: () => void; onCreate: (type: string) => void }) {
  const [value, setValue] = useState("");
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setValue("");
      setTried(false);
    }
  }, [open]);
  const error = shownLengthError("Type name", value, { min: 1, max: TYPE_NAME_MAX }, tried);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!lengthError("Type name", value, { min: 1, max: TYPE_NAME_MAX })) onCreate(value.trim());
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content maxWidth="400px" aria-describedby={undefined}>
        <Dialog.Title>Create Custom Type</Dialog.Title>
        <form onSubmit={submit}>
          <TextInputField
            label="Type name"
            error={error}
            autoFocus
            placeholder="e.g. Geodesic Dome"
            value={value}
            onValueChange={setValue}
          />
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit">Save</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

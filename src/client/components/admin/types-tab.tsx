import { PlusIcon, TrashIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, IconButton, Table, Text, TextField, Tooltip } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { isUnknownType, type AccommodationType } from "../../../shared/accommodations";
import { MB } from "../../../shared/constants";
import { acceptAttribute, uploadProblem, UPLOADS } from "../../../shared/uploads";
import { accommodationTypesQuery, addType, deleteType, renameType, uploadIcon } from "../../api/admin";
import { countLabel, deleteTypeQuestion, mergeTarget, mergeTypeQuestion, renameTo } from "../../lib/admin-accommodations";
import { toast, toastError } from "../toast";
import { ConfirmDialog } from "./confirm-dialog";
import { bumpIconVersion, TypeIcon } from "./type-icon";
import { QueryState } from "../query-state";
import { Field } from "../field";
import { FieldError } from "../field-error";
import { TYPE_NAME_MAX } from "../../../shared/accommodation-schemas";
import { lengthError, shownLengthError } from "../../lib/form-limits";
import { refreshAfter } from "../../api/query-keys";

// A type's icon follows UPLOADS.icon in src/shared/uploads.ts (docs/product.md#uploads).

export function TypesTab() {
  const queryClient = useQueryClient();
  const types = useQuery(accommodationTypesQuery);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: deleteType,
    onSuccess: async ({ type, deleted }) => {
      toast({ title: "Type Deleted", description: `${countLabel(deleted, "accommodation")} of type "${type}" deleted.` });
      setDeleting(null);
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Failed to delete type"),
  });

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          Accommodation Types
        </Heading>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon /> Add Type
          </Button>
        )}
      </Flex>
      {adding && <AddTypeForm onDone={() => setAdding(false)} />}
      <QueryState query={types} loading="Loading types…" failed="Could not load types">
        {(data) =>
          data.length === 0 ? (
            <Card>
              <Text color="gray">No accommodation types yet. Add one above.</Text>
            </Card>
          ) : (
            <div className="admin-table-scroll narrow" data-testid="types-table">
              <Table.Root variant="surface">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell width="72px">Icon</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Usage</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell width="80px">Actions</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.map((t) => (
                    <TypeRow key={t.type} type={t} types={data.map((x) => x.type)} onDelete={() => setDeleting(t.type)} />
                  ))}
                </Table.Body>
              </Table.Root>
            </div>
          )
        }
      </QueryState>
      <Text size="1" color="gray">
        Click an icon to upload a new one (jpeg, png, svg or webp, up to {UPLOADS.icon.maxBytes / MB}MB). Types without an icon show “?”.
      </Text>
      <ConfirmDialog
        title="Delete Type"
        question={deleting === null ? null : deleteTypeQuestion(deleting)}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Flex>
  );
}

function TypeRow({ type: t, types, onDelete }: { type: AccommodationType; types: readonly string[]; onDelete: () => void }) {
  return (
    <Table.Row align="center" data-testid="type-row">
      <Table.Cell>
        <IconUpload type={t.type} />
      </Table.Cell>
      <Table.RowHeaderCell>
        <TypeNameField type={t.type} count={t.count} types={types} />
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text size="2">
          {countLabel(t.count, "accommodation")}
          <Text color="gray"> · {countLabel(t.memberCount, "member")}</Text>
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Tooltip content="Delete type">
          <IconButton variant="soft" color="red" size="1" aria-label={`Delete type ${t.type}`} onClick={onDelete}>
            <TrashIcon />
          </IconButton>
        </Tooltip>
      </Table.Cell>
    </Table.Row>
  );
}

/** The icon is a button: it opens the file picker and uploads the chosen image for this type. */
function IconUpload({ type }: { type: string }) {
  const input = useRef<HTMLInputElement>(null);
  const unknown = isUnknownType(type);
  const upload = useMutation({
    mutationFn: (file: File) => uploadIcon(type, file),
    onSuccess: ({ accommodationType }) => {
      toast({ title: "Success", description: `The icon for ${accommodationType} has been uploaded.` });
      // A new ?v= instead of reloading the page.
      bumpIconVersion(accommodationType);
    },
    onError: (error) => toastError(error, "Failed to upload icon", "Upload Failed"),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = uploadProblem(UPLOADS.icon, file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    upload.mutate(file);
  }

  if (unknown) {
    return (
      <span className="icon-slot">
        <TypeIcon type={type} size={32} />
      </span>
    );
  }
  return (
    <>
      <Tooltip content={`Upload an icon for ${type}`}>
        <button
          type="button"
          className="icon-button"
          aria-label={`Upload icon for ${type}`}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <TypeIcon type={type} size={32} />
        </button>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={acceptAttribute(UPLOADS.icon)}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={`Icon file for ${type}`}
        data-testid={`icon-input-${type}`}
        onChange={choose}
      />
    </>
  );
}

/**
 * The type's name, renamed on blur when it changed and is not empty (docs/product.md#types-tab). A name that is
 * already another type's asks "Merge into existing type X?" first: yes folds this type into it.
 */
function TypeNameField({ type, count, types }: { type: string; count: number; types: readonly string[] }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(type);
  const [mergeInto, setMergeInto] = useState<string | null>(null);
  const cancelled = useRef(false);
  const errorId = useId();
  const error = lengthError("Type name", value, { max: TYPE_NAME_MAX });
  const rename = useMutation({
    mutationFn: ({ to, merge }: { to: string; merge: boolean }) => renameType(type, to, merge),
    onSuccess: async ({ type: to, updated, merged }) => {
      setMergeInto(null);
      toast({
        title: merged ? "Types Merged" : "Type Renamed",
        description: `${countLabel(updated, "accommodation")} moved from "${type}" to "${to}".`,
      });
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => {
      setMergeInto(null);
      setValue(type);
      toastError(error, "Failed to rename type");
    },
  });

  function commit() {
    if (cancelled.current) {
      cancelled.current = false;
      setValue(type);
      return;
    }
    const tooLong = lengthError("Type name", value, { max: TYPE_NAME_MAX });
    if (tooLong) {
      // Not cut short: the old name stays, and the admin is told why.
      toast({ title: "Failed to rename type", description: `${tooLong} The type stays “${type}”.`, variant: "destructive" });
      return setValue(type);
    }
    const to = renameTo(type, value);
    if (!to) return setValue(type);
    const existing = mergeTarget(type, to, types);
    if (existing) setMergeInto(existing);
    else rename.mutate({ to, merge: false });
  }

  return (
    <>
      <ConfirmDialog
        question={mergeInto && mergeTypeQuestion(type, mergeInto, count)}
        title={`Merge into existing type ${mergeInto ?? ""}?`}
        confirmLabel="Merge"
        pending={rename.isPending}
        pendingLabel="Merging..."
        color="orange"
        onConfirm={() => mergeInto && rename.mutate({ to: mergeInto, merge: true })}
        onCancel={() => {
          setMergeInto(null);
          setValue(type);
        }}
      />
      <TextField.Root
        aria-label={`Name of type ${type}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={value}
        disabled={rename.isPending}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") e.currentTarget.blur();
          else if (e.key === "Escape") {
            cancelled.current = true;
            e.currentTarget.blur();
          }
        }}
        style={{ maxWidth: 280 }}
      />
      <FieldError id={errorId} message={error} />
    </>
  );
}

/** Add Type: Enter or Save confirms, Escape or Cancel aborts; the name must not be blank. */
function AddTypeForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState("");
  const [tried, setTried] = useState(false);
  const error = shownLengthError("Type name", value, { min: 1, max: TYPE_NAME_MAX }, tried);
  const add = useMutation({
    mutationFn: addType,
    onSuccess: async (_, type) => {
      toast({ title: "Type Added", description: `"Sample ${type}" was created with the new type.` });
      onDone();
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Failed to add type"),
  });
  const save = () => {
    setTried(true);
    if (!lengthError("Type name", value, { min: 1, max: TYPE_NAME_MAX }) && !add.isPending) add.mutate(value.trim());
  };

  return (
    <Card>
      <Flex gap="3" align="end" wrap="wrap">
        <Field label="New type name" error={error} style={{ flex: "1 1 200px", minWidth: 0 }}>
          {(id, describedBy) => (
            <TextField.Root
              id={id}
              autoFocus
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              placeholder="e.g. Geodesic Dome"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  save();
                } else if (e.key === "Escape") {
                  e.preventDefault();
                  onDone();
                }
              }}
            />
          )}
        </Field>
        <Flex gap="2">
          <Button onClick={save} disabled={add.isPending}>
            {add.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="soft" color="gray" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

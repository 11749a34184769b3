import { DownloadIcon, UploadIcon } from "@radix-ui/react-icons";
import { Badge, Button, Callout, Checkbox, Dialog, Flex, Heading, ScrollArea, Table, Text } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { confirmImport, MEMBERS_CSV_URL, previewImport, type ImportPreview } from "../../api/admin";
import { FIELD_LABELS, importSummary, showValue } from "../../lib/members-import";
import { toast, toastError } from "../toast";
import { refreshAfter } from "../../api/query-keys";
import { CSV_IMPORT } from "../../../shared/uploads";

/** Export CSV and Import CSV, on the Members tab (issue 14). */
export function SpreadsheetButtons() {
  return (
    <>
      <Button asChild variant="soft">
        <a href={MEMBERS_CSV_URL} download data-testid="export-csv">
          <DownloadIcon /> Export CSV
        </a>
      </Button>
      <ImportDialog />
    </>
  );
}

function ImportDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft">
          <UploadIcon /> Import CSV
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="760px" maxHeight="calc(100dvh - 48px)" data-testid="import-dialog" aria-describedby={undefined}>
        <Dialog.Title>Import members</Dialog.Title>
        {open && <ImportFlow onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ImportFlow({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inviteId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invite, setInvite] = useState(false);

  const preview = useMutation({
    mutationFn: previewImport,
    onError: (error) => toastError(error, "Could not read the file", "Import Failed"),
  });
  const apply = useMutation({
    mutationFn: () => confirmImport(file!, invite),
    onSuccess: async (result) => {
      toast({ title: "Import Complete", description: importSummary(result) });
      onDone();
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Nothing was imported", "Import Failed"),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = "";
    if (!chosen) return;
    setFile(chosen);
    preview.mutate(chosen);
  }

  const plan = preview.data;
  const writes = plan ? plan.create.length + plan.update.length : 0;
  return (
    <Flex direction="column" gap="3" mt="2">
      <Text size="2" color="gray">
        A CSV file with a header row and an Email column (Name, Playa name, Status, Burns, Accommodation, Sponsor, … are optional). Rows are
        matched to members by email. Nothing changes until you confirm.
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={CSV_IMPORT.accept}
          className="visually-hidden"
          tabIndex={-1}
          onChange={choose}
          data-testid="import-file"
        />
        <Button type="button" variant="soft" onClick={() => input.current?.click()} disabled={preview.isPending || apply.isPending}>
          <UploadIcon /> {file ? "Choose another file" : "Choose a CSV file"}
        </Button>
        {file && (
          <Text as="label" htmlFor={inputId} size="2">
            {file.name}
          </Text>
        )}
        {preview.isPending && <Text size="2">Reading the file...</Text>}
      </Flex>

      {plan && <PreviewDetails plan={plan} />}

      <Flex className="dialog-footer" justify="between" align="center" gap="3" wrap="wrap">
        <Text as="label" size="2" htmlFor={inviteId}>
          <Flex gap="2" align="center">
            <Checkbox
              id={inviteId}
              checked={invite}
              onCheckedChange={(c) => setInvite(c === true)}
              disabled={!plan || plan.create.length === 0}
            />
            Invite the new members
          </Flex>
        </Text>
        <Flex gap="3">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button
            type="button"
            onClick={() => apply.mutate()}
            disabled={!plan || plan.errors.length > 0 || writes === 0 || apply.isPending}
            data-testid="confirm-import"
          >
            {apply.isPending ? "Importing..." : `Import ${writes} member${writes === 1 ? "" : "s"}`}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

function PreviewDetails({ plan }: { plan: ImportPreview }) {
  return (
    <Flex direction="column" gap="3" data-testid="import-preview">
      <Flex gap="2" wrap="wrap">
        <Badge color="green" size="2">
          {plan.create.length} new
        </Badge>
        <Badge color="blue" size="2">
          {plan.update.length} changed
        </Badge>
        <Badge color="gray" size="2">
          {plan.unchanged} unchanged
        </Badge>
        <Badge color={plan.errors.length ? "red" : "gray"} size="2">
          {plan.errors.length} with errors
        </Badge>
      </Flex>
      {plan.ignoredColumns.length > 0 && (
        <Text size="1" color="gray">
          Columns not imported: {plan.ignoredColumns.join(", ")}
        </Text>
      )}
      {plan.errors.length > 0 && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>Fix these rows in the file and choose it again; nothing is imported while a row has an error.</Callout.Text>
        </Callout.Root>
      )}
      <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: "40vh" }}>
        <Flex direction="column" gap="3" pr="3">
          {plan.errors.length > 0 && <PreviewTable title="Errors" rows={plan.errors.map((e) => ({ line: e.line, what: e.message }))} />}
          {plan.create.length > 0 && (
            <PreviewTable
              title="New members"
              rows={plan.create.map((c) => ({ line: c.line, what: c.name ? `${c.name} <${c.email}>` : c.email }))}
            />
          )}
          {plan.update.length > 0 && (
            <PreviewTable
              title="Changes to existing members"
              rows={plan.update.map((u) => ({
                line: u.line,
                what: `${u.name} <${u.email}>: ${Object.entries(u.changes)
                  .map(([field, c]) => `${FIELD_LABELS[field] ?? field} ${showValue(c.before)} → ${showValue(c.after)}`)
                  .join("; ")}`,
              }))}
            />
          )}
        </Flex>
      </ScrollArea>
    </Flex>
  );
}

function PreviewTable({ title, rows }: { title: string; rows: { line: number; what: string }[] }) {
  return (
    <section>
      <Heading as="h3" size="2" mb="1">
        {title}
      </Heading>
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell width="64px">Line</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{title === "Errors" ? "Reason" : "Member"}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={`${r.line}-${r.what}`}>
              <Table.Cell>{r.line}</Table.Cell>
              <Table.Cell className="break-anywhere">{r.what}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

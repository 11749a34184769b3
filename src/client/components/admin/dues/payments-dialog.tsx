import { Button, Dialog, Flex, IconButton, Table, Text, TextField } from "@radix-ui/themes";
import { TrashIcon } from "@radix-ui/react-icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { formatMoney } from "../../../../shared/dues";
import { formatDay } from "../../../../shared/season";
import { deletePayment, duesKeys, paymentsQuery, recordPayment, type DuesMemberRow } from "../../../api/dues";
import { Field } from "../../field";
import { toast, toastError } from "../../toast";
import { shownLengthError } from "../../../lib/form-limits";

const today = () => new Date().toLocaleDateString("en-CA");

/** A member's payments this season: record one, or delete one recorded by mistake. */
export function PaymentsDialog({ row, currency, onClose }: { row: DuesMemberRow | null; currency: string; onClose: () => void }) {
  return (
    <Dialog.Root open={row !== null} onOpenChange={(open) => !open && onClose()}>
      {row && (
        <Dialog.Content maxWidth="520px" aria-describedby={undefined} data-testid="payments-dialog">
          <Dialog.Title>Payments: {row.name ?? row.email}</Dialog.Title>
          <PaymentsBody row={row} currency={currency} />
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}

function PaymentsBody({ row, currency }: { row: DuesMemberRow; currency: string }) {
  const queryClient = useQueryClient();
  const payments = useQuery(paymentsQuery(row.memberId));
  const [amount, setAmount] = useState("");
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState("");
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: duesKeys.overview }),
      queryClient.invalidateQueries({ queryKey: duesKeys.payments(row.memberId) }),
    ]);
  const record = useMutation({
    mutationFn: () => recordPayment(row.memberId, { amount, paidOn, note }),
    onSuccess: async () => {
      toast({ title: "Payment Recorded", description: `${amount} ${currency} from ${row.name ?? row.email}.` });
      setAmount("");
      setNote("");
      await refresh();
    },
    onError: (error) => toastError(error, "Could not record the payment"),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deletePayment(id),
    onSuccess: async () => {
      toast({ title: "Payment Deleted", description: "The payment has been removed." });
      await refresh();
    },
    onError: (error) => toastError(error, "Could not delete the payment"),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate();
  };
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        Owes {formatMoney(row.waived ? 0 : row.expectedMinor, currency)}
        {row.tierName ? ` (${row.tierName})` : ""}, paid {formatMoney(row.paidMinor, currency)}.
      </Text>
      {payments.data && payments.data.length > 0 ? (
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Paid on</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Note</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="visually-hidden">Delete</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payments.data.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>{formatDay(p.paidOn, "short")}</Table.Cell>
                <Table.Cell>{formatMoney(p.amountMinor, currency)}</Table.Cell>
                <Table.Cell>{p.note}</Table.Cell>
                <Table.Cell>
                  <IconButton
                    size="1"
                    variant="ghost"
                    color="red"
                    aria-label={`Delete the payment of ${formatMoney(p.amountMinor, currency)} on ${p.paidOn}`}
                    onClick={() => remove.mutate(p.id)}
                    disabled={remove.isPending}
                  >
                    <TrashIcon />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text size="2">{payments.isPending ? "Loading payments…" : "No payments recorded yet."}</Text>
      )}
      <form onSubmit={submit}>
        <Flex gap="3" wrap="wrap" align="end">
          <Field label={`Amount (${currency})`} style={{ flex: "1 1 120px", minWidth: 0 }}>
            {(id) => (
              <TextField.Root
                id={id}
                name="amount"
                inputMode="decimal"
                placeholder="40.00"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </Field>
          <Field label="Paid on" style={{ flex: "1 1 140px", minWidth: 0 }}>
            {(id) => <TextField.Root id={id} name="paidOn" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />}
          </Field>
          <Field
            label="Note (method, reference)"
            error={shownLengthError("Note", note, { max: 200 }, false)}
            style={{ flex: "2 1 200px", minWidth: 0 }}
          >
            {(id, describedBy) => (
              <TextField.Root id={id} name="note" value={note} aria-describedby={describedBy} onChange={(e) => setNote(e.target.value)} />
            )}
          </Field>
          <Button type="submit" disabled={record.isPending}>
            Record payment
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}

import { Button, Card, Flex, Heading, Select, Table, Text } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DUES_STATUS_LABELS, DUES_STATUSES, formatMoney, type DuesStatus } from "../../../../shared/dues";
import { ANSWER_LABELS, type SeasonAnswer } from "../../../../shared/season";
import { duesKeys, setMemberDues, type DuesMemberRow, type DuesOverview } from "../../../api/dues";
import { Field } from "../../field";
import { toastError } from "../../toast";
import { DuesStatusBadge } from "./dues-status";
import { PaymentsDialog } from "./payments-dialog";

const FIRST_TIER = "first";

/** Everyone the season's dues concern: tier, status, what they paid, reminders, payments. */
export function DuesMembers({ overview }: { overview: DuesOverview }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DuesStatus | "all">("all");
  const [paying, setPaying] = useState<DuesMemberRow | null>(null);
  const currency = overview.settings.currency;
  const rows = overview.members.filter((m) => status === "all" || m.status === status);
  const change = useMutation({
    mutationFn: ({ memberId, input }: { memberId: number; input: Parameters<typeof setMemberDues>[1] }) => setMemberDues(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duesKeys.overview }),
    onError: (error) => toastError(error, "Could not update the member's dues"),
  });
  const payingRow = paying && (overview.members.find((m) => m.memberId === paying.memberId) ?? paying);
  return (
    <Card data-testid="dues-members">
      <Flex justify="between" align="end" gap="3" wrap="wrap" mb="3">
        <Heading as="h3" size="3">
          Members
        </Heading>
        <Field label="Dues status">
          {(id) => (
            <Select.Root value={status} onValueChange={(v) => setStatus(v as DuesStatus | "all")}>
              <Select.Trigger id={id} />
              <Select.Content position="popper">
                <Select.Item value="all">All</Select.Item>
                {DUES_STATUSES.map((s) => (
                  <Select.Item key={s} value={s}>
                    {DUES_STATUS_LABELS[s]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </Field>
      </Flex>
      {rows.length === 0 ? (
        <Text as="p" size="2">
          {overview.members.length === 0 ? "Nobody has said they are coming yet." : "No members with this dues status."}
        </Text>
      ) : (
        <div className="admin-table-scroll narrow">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Coming</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Tier</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Paid / owed</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Reminders</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <span className="visually-hidden">Actions</span>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const who = row.name ?? row.email;
                return (
                  <Table.Row key={row.memberId} data-testid={`dues-row-${row.memberId}`}>
                    <Table.RowHeaderCell>{who}</Table.RowHeaderCell>
                    <Table.Cell>{row.answer ? ANSWER_LABELS[row.answer as SeasonAnswer] : "—"}</Table.Cell>
                    <Table.Cell>
                      <Select.Root
                        size="1"
                        value={row.tierId === null ? FIRST_TIER : String(row.tierId)}
                        onValueChange={(v) =>
                          change.mutate({ memberId: row.memberId, input: { tierId: v === FIRST_TIER ? null : Number(v) } })
                        }
                      >
                        <Select.Trigger aria-label={`Tier of ${who}`} />
                        <Select.Content position="popper">
                          <Select.Item value={FIRST_TIER}>First tier{overview.tiers[0] ? ` (${overview.tiers[0].name})` : ""}</Select.Item>
                          {overview.tiers.map((t) => (
                            <Select.Item key={t.id} value={String(t.id)}>
                              {t.name}
                            </Select.Item>
                          ))}
                        </Select.Content>
                      </Select.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <DuesStatusBadge status={row.status} />
                    </Table.Cell>
                    <Table.Cell>
                      {formatMoney(row.paidMinor, currency)} / {formatMoney(row.waived ? 0 : row.expectedMinor, currency)}
                    </Table.Cell>
                    <Table.Cell>{row.reminders}</Table.Cell>
                    <Table.Cell>
                      <Flex gap="2">
                        <Button size="1" variant="soft" onClick={() => setPaying(row)} aria-label={`Payments of ${who}`}>
                          Payments
                        </Button>
                        <Button
                          size="1"
                          variant="soft"
                          color="gray"
                          onClick={() => change.mutate({ memberId: row.memberId, input: { waived: !row.waived } })}
                          aria-label={`${row.waived ? "Unwaive" : "Waive"} the dues of ${who}`}
                        >
                          {row.waived ? "Unwaive" : "Waive"}
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      <PaymentsDialog row={payingRow} currency={currency} onClose={() => setPaying(null)} />
    </Card>
  );
}

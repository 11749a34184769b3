import { Badge, Box, Card, Flex, Grid, Heading, Table, Text } from "@radix-ui/themes";
import type { MemberDto } from "../../../../shared/members";
import { displayName } from "../../../../shared/profile";
import type { InboundMessage, PipelineHealth } from "../../../api/onboarding";
import { formatDateTime } from "../../../lib/format";
import { inboundStatusBadge, rejectedSenders } from "../../../lib/pipeline";
import { RawMessageActions } from "./raw-message";

const COUNTS: { key: keyof PipelineHealth["inbound"]; label: string; attention: boolean }[] = [
  { key: "total", label: "Total received", attention: false },
  { key: "review", label: "Held for review", attention: true },
  { key: "rejected", label: "Rejected", attention: true },
  { key: "failed", label: "Failed or not extracted", attention: true },
  { key: "stuck", label: "Stuck (the sweep re-drives)", attention: true },
];

/** Inbound replies: how many need attention, then each recent message with its outcome. */
export function InboundPanel({
  counts,
  inbound,
  members,
}: {
  counts: PipelineHealth["inbound"] | undefined;
  inbound: readonly InboundMessage[] | undefined;
  members: ReadonlyMap<number, MemberDto>;
}) {
  return (
    <Card asChild>
      <section aria-labelledby="inbound-mail">
        <Heading as="h2" size="4" mb="3" id="inbound-mail">
          Inbound replies
        </Heading>
        <Grid columns={{ initial: "2", sm: "5" }} gap="3" mb="4">
          {COUNTS.map(({ key, label, attention }) => {
            const n = counts?.[key];
            const warn = attention && (n ?? 0) > 0;
            return (
              <Box key={key} className="inbound-count" data-testid={`inbound-${key}`} data-warn={warn}>
                <Text as="div" size="1" color="gray">
                  {label}
                </Text>
                <Text as="div" size="5" weight="bold" color={warn ? "red" : undefined}>
                  {n ?? "–"}
                </Text>
              </Box>
            );
          })}
        </Grid>
        {inbound === undefined ? (
          <Text color="gray">Loading…</Text>
        ) : inbound.length === 0 ? (
          <Text color="gray">No inbound email received yet.</Text>
        ) : (
          <div className="admin-table-scroll">
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Time</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Outcome</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Raw message</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {inbound.map((message) => {
                  const status = inboundStatusBadge(message.status);
                  const member = message.memberId === null ? undefined : members.get(message.memberId);
                  return (
                    <Table.Row key={message.id} data-testid="inbound-row">
                      <Table.Cell style={{ whiteSpace: "nowrap" }}>{formatDateTime(message.createdAt)}</Table.Cell>
                      <Table.Cell style={{ whiteSpace: "nowrap" }}>{message.fromAddress}</Table.Cell>
                      <Table.Cell style={{ whiteSpace: "nowrap" }}>
                        {member ? (
                          displayName(member)
                        ) : (
                          <Text color="gray">{message.memberId === null ? "Unmatched" : `#${message.memberId}`}</Text>
                        )}
                      </Table.Cell>
                      <Table.Cell style={{ minWidth: 180 }}>{message.subject ?? <Text color="gray">(no subject)</Text>}</Table.Cell>
                      <Table.Cell style={{ minWidth: 200 }}>
                        <Flex direction="column" gap="1" align="start">
                          <Badge color={status.color} variant="soft">
                            {status.label}
                          </Badge>
                          {message.reason && (
                            <Text size="1" color="gray">
                              {message.reason}
                            </Text>
                          )}
                        </Flex>
                      </Table.Cell>
                      <Table.Cell>
                        <RawMessageActions message={message} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </div>
        )}
      </section>
    </Card>
  );
}

/** Addresses whose mail was turned away (no member, or not on a reply address). */
export function RejectedSenders({ inbound }: { inbound: readonly InboundMessage[] | undefined }) {
  const senders = rejectedSenders(inbound ?? []);
  return (
    <Card asChild>
      <section aria-labelledby="rejected-senders">
        <Heading as="h2" size="4" mb="2" id="rejected-senders">
          Unmatched and rejected senders
        </Heading>
        {senders.length === 0 ? (
          <Text color="gray" size="2">
            No mail has been rejected.
          </Text>
        ) : (
          <ul className="plain-list">
            {senders.map((s) => (
              <li key={s.address} data-testid="rejected-sender">
                <Flex justify="between" gap="3" wrap="wrap">
                  <Text size="2" weight="medium" className="break-anywhere">
                    {s.address}
                  </Text>
                  <Text size="1" color="gray">
                    {s.count} message{s.count === 1 ? "" : "s"}, last {formatDateTime(s.lastAt)}
                  </Text>
                </Flex>
                {s.lastReason && (
                  <Text as="p" size="1" color="gray">
                    {s.lastReason}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        )}
        <Text as="p" size="1" color="gray" mt="2">
          A reply is applied only when it comes from the member's own address to their personal reply address; a member writing from
          elsewhere is held for review. Paste such a reply into Process Member Email once you have checked it.
        </Text>
      </section>
    </Card>
  );
}

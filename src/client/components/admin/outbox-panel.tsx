import { Badge, Box, Button, Card, Flex, Heading, Link, Table, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { outboxQuery, type OutboxEntry } from "../../api/outbox";
import { formatDateTime } from "../../lib/format";
import { signInLinkOf } from "../../lib/outbox";

export function OutboxPanel() {
  const outbox = useQuery(outboxQuery);
  const [open, setOpen] = useState<OutboxEntry | null>(null);
  return (
    <Card>
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="4">
          Outbox
        </Heading>
        <Button variant="soft" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          Refresh
        </Button>
      </Flex>
      {outbox.data?.length === 0 && <Text color="gray">No email sent yet.</Text>}
      {outbox.data?.some((entry) => entry.html) && (
        <Text as="p" size="1" color="gray" mb="2">
          Mail is not delivered locally: it lands here. A message with a sign-in link shows it first in its row.
        </Text>
      )}
      {outbox.data && outbox.data.length > 0 && (
        <Box style={{ overflowX: "auto" }}>
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Time</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>To</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Template</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {outbox.data.map((entry) => {
                const signIn = signInLinkOf(entry.html);
                return (
                  <Table.Row key={entry.id} data-testid="outbox-row">
                    <Table.Cell style={{ whiteSpace: "nowrap" }}>
                      {formatDateTime(entry.createdAt)}
                      {/* First in the row, so it is in sight even where the table scrolls sideways (a phone). */}
                      {signIn && (
                        <Text as="p" size="1" mt="1">
                          <Link href={signIn} weight="medium" aria-label={`Sign-in link for ${entry.toAddress}`}>
                            Sign-in link
                          </Link>
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell style={{ whiteSpace: "nowrap" }}>{entry.toAddress}</Table.Cell>
                    <Table.Cell>{entry.template}</Table.Cell>
                    <Table.Cell>
                      {entry.html ? (
                        <Button variant="ghost" size="1" onClick={() => setOpen(open?.id === entry.id ? null : entry)}>
                          {entry.subject}
                        </Button>
                      ) : (
                        entry.subject
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge color={entry.status === "sent" ? "green" : entry.status === "failed" ? "red" : "gray"}>{entry.status}</Badge>
                      {entry.error && (
                        <Text size="1" color="red">
                          {" "}
                          {entry.error}
                        </Text>
                      )}
                      {entry.explanation && (
                        <Text as="p" size="1" color="gray" data-testid="outbox-explanation">
                          {entry.explanation}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {open?.html && (
        <Box mt="3">
          <Text as="p" size="1" color="gray" mb="2">
            Local development only: the full message as sent to {open.toAddress}
            {open.replyTo ? ` (Reply-To ${open.replyTo})` : ""}.
          </Text>
          <iframe
            title="Message body"
            sandbox=""
            srcDoc={open.html}
            style={{ width: "100%", height: 480, border: "1px solid var(--gray-a6)", borderRadius: 8, background: "white" }}
          />
        </Box>
      )}
    </Card>
  );
}

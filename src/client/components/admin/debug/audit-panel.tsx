import { Button, Card, Flex, Heading, Select, Table, Text } from "@radix-ui/themes";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { displayName } from "../../../../shared/profile";
import { adminsQuery, fetchAuditPage } from "../../../api/admin";
import { errorMessage } from "../../../api/client";
import { membersQuery } from "../../../api/members";
import { auditChangeText } from "../../../lib/audit";
import { formatLogTime } from "../../../lib/format";
import { queryKeys } from "../../../api/query-keys";

const ALL = "__all__";

/** Every admin change, newest first, filterable by member or admin (issue 14). */
export function AuditPanel() {
  const ids = { member: useId(), admin: useId() };
  const [memberId, setMemberId] = useState<number | undefined>();
  const [adminId, setAdminId] = useState<number | undefined>();
  const members = useQuery(membersQuery);
  const admins = useQuery(adminsQuery);
  const memberOptions = useMemo(
    () => [...(members.data ?? [])].sort((a, b) => displayName(a).localeCompare(displayName(b))),
    [members.data],
  );
  const audit = useInfiniteQuery({
    queryKey: queryKeys.audit(memberId ?? null, adminId ?? null),
    queryFn: ({ pageParam, signal }) => fetchAuditPage({ memberId, adminId, before: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Card asChild>
      <section aria-labelledby="audit-title" data-testid="audit-panel">
        <Flex justify="between" align="end" gap="3" wrap="wrap" mb="3">
          <div>
            <Heading as="h2" size="4" id="audit-title">
              Audit log
            </Heading>
            <Text size="2" color="gray">
              Every change an admin made, newest first. Kept for a year.
            </Text>
          </div>
          <Flex gap="3" wrap="wrap" align="end">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" htmlFor={ids.member}>
                Filter by member
              </Text>
              <Select.Root value={memberId ? String(memberId) : ALL} onValueChange={(v) => setMemberId(v === ALL ? undefined : Number(v))}>
                <Select.Trigger id={ids.member} style={{ maxWidth: 220 }} />
                <Select.Content position="popper">
                  <Select.Item value={ALL}>All members</Select.Item>
                  {memberOptions.map((m) => (
                    <Select.Item key={m.id} value={String(m.id)}>
                      {displayName(m)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" htmlFor={ids.admin}>
                Filter by admin
              </Text>
              <Select.Root value={adminId ? String(adminId) : ALL} onValueChange={(v) => setAdminId(v === ALL ? undefined : Number(v))}>
                <Select.Trigger id={ids.admin} />
                <Select.Content position="popper">
                  <Select.Item value={ALL}>All admins</Select.Item>
                  {(admins.data ?? []).map((a) => (
                    <Select.Item key={a.id} value={String(a.id)}>
                      {a.username}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          </Flex>
        </Flex>
        {audit.isError && <Text color="red">Could not load the audit log: {errorMessage(audit.error, "please try again.")}</Text>}
        {audit.isSuccess && entries.length === 0 && <Text color="gray">No changes recorded yet.</Text>}
        {entries.length > 0 && (
          <div className="admin-table-scroll">
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Admin</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>What</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Target</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Before → after</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((e) => (
                  <Table.Row key={e.id} data-testid="audit-row">
                    <Table.Cell style={{ whiteSpace: "nowrap" }}>{formatLogTime(e.createdAt)}</Table.Cell>
                    <Table.Cell>{e.adminUsername}</Table.Cell>
                    <Table.Cell>
                      <code>{e.action}</code>
                    </Table.Cell>
                    <Table.Cell className="break-anywhere">
                      {e.targetLabel ?? (e.targetId ? `${e.targetType} #${e.targetId}` : e.targetType)}
                    </Table.Cell>
                    <Table.Cell className="break-anywhere">
                      <Text size="1">{auditChangeText(e.changes)}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </div>
        )}
        {audit.hasNextPage && (
          <Button mt="3" variant="soft" onClick={() => audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {audit.isFetchingNextPage ? "Loading..." : "Older changes"}
          </Button>
        )}
      </section>
    </Card>
  );
}

import { ReloadIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Dialog, Flex, ScrollArea, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { WorkflowStatus } from "../../../../shared/onboarding";
import { displayName } from "../../../../shared/profile";
import { memberLogsQuery } from "../../../api/onboarding";
import { formatLogTime } from "../../../lib/format";
import { hasLogData, logLevel, logLevelColor, logMessage } from "../../../lib/onboarding";
import { toast } from "../../toast";

/** A member's email processing log, newest first (docs/product.md#onboarding-tab). */
export function LogsDialog({ member, onClose }: { member: WorkflowStatus | null; onClose: () => void }) {
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="720px" aria-describedby={undefined}>
        {member && <LogsContent member={member} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function LogsContent({ member }: { member: WorkflowStatus }) {
  const logs = useQuery(memberLogsQuery(member.email));
  // A failure (first load or refresh) is reported once per failed fetch.
  useEffect(() => {
    if (logs.errorUpdatedAt) toast({ title: "Error", description: "Failed to fetch member logs", variant: "destructive" });
  }, [logs.errorUpdatedAt]);

  return (
    <>
      <Flex justify="between" align="start" gap="3" mb="3" wrap="wrap">
        <div>
          <Dialog.Title mb="1">Email processing logs</Dialog.Title>
          <Text as="p" size="2" color="gray" className="break-anywhere">
            {displayName(member)} · {member.email}
          </Text>
        </div>
        <Button variant="soft" onClick={() => logs.refetch()} disabled={logs.isFetching}>
          <ReloadIcon aria-hidden className={logs.isFetching ? "spin" : undefined} /> {logs.isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      </Flex>
      <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: "60vh" }}>
        {logs.isPending ? (
          <Text color="gray">Loading logs…</Text>
        ) : logs.data === undefined || logs.data.length === 0 ? (
          <Text as="p" color="gray" my="4" align="center">
            {logs.isError ? "Failed to fetch member logs" : "No logs found for this member yet."}
          </Text>
        ) : (
          <ol className="log-list" aria-label="Log entries, newest first">
            {logs.data.map((entry, i) => {
              const level = logLevel(entry);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries of one log never reorder; two may share a timestamp
                <li key={`${entry.timestamp}-${i}`} className="log-entry" data-testid="log-entry">
                  <Flex gap="2" align="baseline" wrap="wrap">
                    <Text size="1" color="gray" className="tabular" asChild>
                      <time dateTime={entry.timestamp}>{formatLogTime(entry.timestamp)}</time>
                    </Text>
                    <Badge color={logLevelColor(level)} variant="soft" size="1">
                      {level}
                    </Badge>
                    <Text size="2" className="break-anywhere">
                      {logMessage(entry)}
                    </Text>
                  </Flex>
                  {hasLogData(entry) && (
                    <details className="log-data">
                      <summary>
                        <Text size="1" color="gray">
                          Details
                        </Text>
                      </summary>
                      <Box asChild m="0" mt="1">
                        <pre>{JSON.stringify(entry.data, null, 2)}</pre>
                      </Box>
                    </details>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </ScrollArea>
      <Flex justify="end" mt="4">
        <Dialog.Close>
          <Button variant="soft" color="gray">
            Close
          </Button>
        </Dialog.Close>
      </Flex>
    </>
  );
}

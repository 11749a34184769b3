import { Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../api/client";
import { rawInbound, reprocessInbound, type InboundMessage } from "../../../api/onboarding";
import { queryKeys, refreshAfter } from "../../../api/query-keys";

/** Open the stored raw message of an inbound row, and run it through the pipeline again. */
export function RawMessageActions({ message }: { message: InboundMessage }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const raw = useQuery({ queryKey: queryKeys.inboundRaw(message.id), queryFn: () => rawInbound(message.id), enabled: open, retry: false });
  const reprocess = useMutation({
    mutationFn: () => reprocessInbound(message.id),
    onSettled: () => refreshAfter(queryClient, "pipeline", "onboarding"),
  });
  return (
    <Flex direction="column" gap="1" align="start">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button variant="ghost" size="1">
            Open raw
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="900px">
          <Dialog.Title>Raw message #{message.id}</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {message.fromAddress} → {message.toAddress}
          </Dialog.Description>
          {raw.isPending && <Text>Loading…</Text>}
          {raw.isError && <Text color="red">{errorMessage(raw.error, "Could not load the raw message")}</Text>}
          {raw.data && (
            <>
              <Text as="p" size="1" color="gray" my="2">
                {raw.data.size.toLocaleString()} bytes{raw.data.headersOnly ? " — only the headers are kept for rejected senders" : ""}
                {raw.data.truncated ? " — shown in part" : ""}
              </Text>
              <pre className="raw-message" data-testid="raw-message">
                {raw.data.raw}
              </pre>
            </>
          )}
          <Flex justify="end" mt="3">
            <Dialog.Close>
              <Button variant="soft">Close</Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      {message.status !== "applied" && (
        <Button variant="soft" size="1" onClick={() => reprocess.mutate()} disabled={reprocess.isPending}>
          {reprocess.isPending ? "Reprocessing..." : "Reprocess"}
        </Button>
      )}
      {reprocess.data && (
        <Text size="1" color="gray">
          Now {reprocess.data.status}
        </Text>
      )}
      {reprocess.isError && (
        <Text size="1" color="red">
          {errorMessage(reprocess.error, "Reprocessing failed")}
        </Text>
      )}
    </Flex>
  );
}

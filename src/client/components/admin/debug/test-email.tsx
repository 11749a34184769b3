import { EnvelopeOpenIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { errorMessage } from "../../../api/client";
import { sendTestEmail } from "../../../api/onboarding";
import { refreshAfter } from "../../../api/query-keys";

/** "Send a test email": a short message through the configured transport, and its exact answer. */
export function TestEmail({ transport }: { transport: string | undefined }) {
  const [to, setTo] = useState("");
  const id = useId();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendTestEmail(to),
    onSettled: () => refreshAfter(queryClient, "pipeline"),
  });
  return (
    <Card asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as="h2" size="4" mb="2" id={`${id}-title`}>
          Send a test email
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Sends a short message through the configured transport{transport ? ` (${transport})` : ""} and shows what it answered.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (to.trim()) send.mutate();
          }}
        >
          <Flex gap="2" wrap="wrap" align="end">
            <label htmlFor={`${id}-to`} className="visually-hidden">
              Recipient address
            </label>
            <TextField.Root
              id={`${id}-to`}
              type="email"
              required
              placeholder="someone@example.com"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              style={{ minWidth: 260 }}
            />
            <Button type="submit" disabled={send.isPending || !to.trim()}>
              <EnvelopeOpenIcon aria-hidden /> {send.isPending ? "Sending..." : "Send test email"}
            </Button>
          </Flex>
        </form>
        {send.data && (
          <Flex direction="column" gap="1" mt="3" data-testid="test-email-result">
            <Text size="2" weight="bold" color={send.data.ok ? "green" : "red"}>
              {send.data.ok ? "Accepted" : "Refused"} by {send.data.transport}
            </Text>
            <Text size="2" className="break-anywhere">
              Answer: <code>{send.data.answer || "(empty)"}</code>
            </Text>
            {"explanation" in send.data && send.data.explanation && <Text size="2">{send.data.explanation}</Text>}
          </Flex>
        )}
        {send.isError && <Text color="red">{errorMessage(send.error, "Could not send the test email")}</Text>}
      </section>
    </Card>
  );
}

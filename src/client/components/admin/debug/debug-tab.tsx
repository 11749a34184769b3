import "../admin.css";
import "./debug.css";
import { ReloadIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Grid, Text } from "@radix-ui/themes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorMessage } from "../../../api/client";
import { membersQuery } from "../../../api/members";
import { inboundQuery, pipelineHealthQuery } from "../../../api/onboarding";
import { outboxQuery } from "../../../api/outbox";
import { refreshAfter } from "../../../api/query-keys";
import { pipelineChecks } from "../../../lib/pipeline";
import { OutboxPanel } from "../outbox-panel";
import { AdminTools } from "./admin-tools";
import { AuditPanel } from "./audit-panel";
import { InboundPanel, RejectedSenders } from "./inbound-panel";
import { PipelineBindings, TroubleshootingChecklist } from "./pipeline-status";
import { TestEmail } from "./test-email";

/**
 * The Debug tab (docs/product.md#debug-tab): the email pipeline's health. What is configured,
 * the troubleshooting checklist made live, inbound replies and their outcome, the outbox, and the
 * admin tools for when a reply has to be processed by hand.
 */
export function DebugTab() {
  const queryClient = useQueryClient();
  const health = useQuery(pipelineHealthQuery);
  const inbound = useQuery(inboundQuery);
  const outbox = useQuery(outboxQuery);
  const members = useQuery(membersQuery);
  const byId = useMemo(() => new Map((members.data ?? []).map((m) => [m.id, m])), [members.data]);
  const checks = useMemo(() => (health.data ? pipelineChecks(health.data, outbox.data ?? []) : null), [health.data, outbox.data]);
  const fetching = health.isFetching || inbound.isFetching || outbox.isFetching;
  const refresh = () => refreshAfter(queryClient, "pipeline");

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          The state of the email onboarding pipeline: sending, receiving and extraction.
        </Text>
        <Button variant="soft" onClick={refresh} disabled={fetching}>
          <ReloadIcon aria-hidden /> {fetching ? "Refreshing..." : "Refresh"}
        </Button>
      </Flex>
      {health.isError && (
        <Card>
          <Text color="red">Could not load the pipeline status: {errorMessage(health.error, "please try again.")}</Text>
        </Card>
      )}
      {health.data && checks && (
        <Grid columns={{ initial: "1", md: "2" }} gap="4" align="start">
          <TroubleshootingChecklist checks={checks} />
          <PipelineBindings health={health.data} />
        </Grid>
      )}
      <InboundPanel counts={health.data?.inbound} inbound={inbound.data} members={byId} />
      <RejectedSenders inbound={inbound.data} />
      <TestEmail transport={health.data?.mailTransport} />
      <AdminTools />
      <OutboxPanel />
      <AuditPanel />
    </Flex>
  );
}

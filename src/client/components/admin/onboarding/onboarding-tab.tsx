import { SearchField } from "../search-field";
import "../admin.css";
import "./onboarding.css";
import { CheckCircledIcon, EnvelopeClosedIcon, EnvelopeOpenIcon, PaperPlaneIcon } from "@radix-ui/react-icons";
import { Card, Flex, Grid, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useState, type ComponentType } from "react";
import type { WorkflowStatus } from "../../../../shared/onboarding";
import { workflowQuery } from "../../../api/onboarding";
import { onboardingCounters, searchOnboarding, type OnboardingCounters } from "../../../lib/onboarding";
import { useFirstRenderMark, useUpdateMarks } from "../../directory/use-update-marks";
import { Applications } from "./applications";
import { HowItWorks } from "./how-it-works";
import { LogsDialog } from "./logs-dialog";
import { NeedsReview } from "./needs-review";
import { OnboardingTable } from "./onboarding-table";
import { CountCard } from "../stat-cards";
import { QueryState } from "../../query-state";

const COUNTERS: { key: keyof OnboardingCounters; label: string; Icon: ComponentType<{ "aria-hidden"?: boolean }> }[] = [
  { key: "invitesSent", label: "Invites Sent", Icon: EnvelopeClosedIcon },
  { key: "pendingReplies", label: "Pending Replies", Icon: EnvelopeOpenIcon },
  { key: "profilesCreated", label: "Profiles Created", Icon: CheckCircledIcon },
  { key: "welcomeSent", label: "Welcome Emails Sent", Icon: PaperPlaneIcon },
];

/** The Onboarding tab (docs/product.md#onboarding-tab): where each member is in the four email steps, and what to do next. */
export function OnboardingTab() {
  const workflow = useQuery(workflowQuery);
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search);
  const [logsFor, setLogsFor] = useState<WorkflowStatus | null>(null);
  const all = workflow.data ?? [];
  const counters = useMemo(() => onboardingCounters(all), [all]);
  const shown = useMemo(() => searchOnboarding(all, query), [all, query]);
  // Benchmark marks (bench/browser.mjs): data → first rows, and each search.
  useFirstRenderMark(shown.length > 0, "onboarding");
  const beginUpdate = useUpdateMarks(search === query, "onboarding");

  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: "2", md: "4" }} gap="3" asChild>
        <section aria-label="Onboarding progress">
          {COUNTERS.map(({ key, label, Icon }) => (
            <CountCard
              key={key}
              testId={`onboarding-${key}`}
              label={label}
              Icon={Icon}
              busy={workflow.isPending}
              value={workflow.data ? counters[key] : workflow.isError ? "!" : "–"}
            />
          ))}
        </section>
      </Grid>

      <NeedsReview />

      <Applications />

      <SearchField
        placeholder="Name, email or playa name"
        value={search}
        onChange={(value) => {
          beginUpdate();
          setSearch(value);
        }}
      />

      <QueryState query={workflow} loading="Loading onboarding status…" failed="Could not load the onboarding status" card>
        {() =>
          shown.length === 0 ? (
            <Card>
              <Text as="p" weight="medium">
                {all.length === 0 ? "No members yet" : "No members match your search"}
              </Text>
              <Text as="p" size="2" color="gray">
                {all.length === 0
                  ? "Members will appear here once they've been added to the camp."
                  : "Try adjusting your search terms or filters"}
              </Text>
            </Card>
          ) : (
            <>
              <Text size="1" color="gray" aria-live="polite">
                Showing {shown.length} of {all.length} members
              </Text>
              <OnboardingTable members={shown} onViewLogs={setLogsFor} />
            </>
          )
        }
      </QueryState>

      <HowItWorks />
      <LogsDialog member={logsFor} onClose={() => setLogsFor(null)} />
    </Flex>
  );
}

import { Badge, Button, Card, Checkbox, DataList, Flex, Heading, Select, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  APPLICATION_STATES,
  OPEN_STATES,
  SPONSOR_VIEW_LABELS,
  STATE_LABELS,
  statusFromBurns,
  type ApplicationState,
} from "../../../../shared/applications";
import { applicationsQuery, approveApplication, rejectApplication, type AdminApplication } from "../../../api/admin-applications";
import { formatDateTime } from "../../../lib/format";
import { queryKeys, refreshAfter } from "../../../api/query-keys";
import { toast, toastError } from "../../toast";

type Filter = ApplicationState | "all";

const STATE_COLORS: Record<ApplicationState, "blue" | "green" | "amber" | "gray" | "red"> = {
  new: "blue",
  vouched: "green",
  declined: "amber",
  approved: "gray",
  rejected: "red",
};

/** The Onboarding tab's Applications (issue 27): the answers, the sponsor's decision, approve or reject. */
export function Applications() {
  const [filter, setFilter] = useState<Filter>("all");
  const list = useQuery(applicationsQuery(filter));
  const filterId = useId();
  const items = list.data ?? [];
  return (
    <section aria-labelledby="applications-heading" data-testid="applications">
      <Flex align="center" justify="between" gap="2" wrap="wrap" mb="2">
        <Heading as="h2" size="4" id="applications-heading">
          Applications
        </Heading>
        <Flex align="center" gap="2">
          <Text as="label" size="2" htmlFor={filterId}>
            Show
          </Text>
          <Select.Root value={filter} onValueChange={(value) => setFilter(value as Filter)}>
            <Select.Trigger id={filterId} aria-label="Show applications" />
            <Select.Content>
              <Select.Item value="all">All</Select.Item>
              {APPLICATION_STATES.map((state) => (
                <Select.Item key={state} value={state}>
                  {STATE_LABELS[state]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
      {/* A failed refetch keeps what was loaded on screen, as QueryState does. */}
      {list.isError && items.length === 0 ? (
        <Text color="red" size="2" role="alert">
          Could not load the applications
        </Text>
      ) : list.isPending ? (
        <Text size="2" color="gray">
          Loading applications…
        </Text>
      ) : items.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {filter === "all"
            ? "No applications yet. Turn them on in Settings → Applications."
            : `No ${STATE_LABELS[filter].toLowerCase()} applications.`}
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          {items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </Flex>
      )}
    </section>
  );
}

function ApplicationCard({ application: a }: { application: AdminApplication }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [kindEmail, setKindEmail] = useState(true);
  const open = (OPEN_STATES as readonly string[]).includes(a.state);
  // The decided card shows its new state at once; the refetch then brings the rest (decided by, …).
  const done = (state: ApplicationState) => {
    queryClient.setQueriesData<AdminApplication[]>({ queryKey: queryKeys.applications() }, (list) =>
      list?.map((item) => (item.id === a.id ? { ...item, state } : item)),
    );
    return refreshAfter(queryClient, "onboarding", "members");
  };
  const approve = useMutation({
    mutationFn: () => approveApplication(a.id),
    onSuccess: async (result) => {
      const sent = result.email.sent === "welcome" ? " and welcomed" : result.email.sent === "invite" ? " and invited" : "";
      toast({
        title: "Application approved",
        description: result.email.sent ? `${a.name} is now a member${sent}.` : `${a.name} is now a member. ${result.email.message ?? ""}`,
      });
      await done("approved");
    },
    onError: (error) => toastError(error, "Failed to approve the application"),
  });
  const reject = useMutation({
    mutationFn: () => rejectApplication(a.id, kindEmail),
    onSuccess: async (result) => {
      toast({
        title: "Application rejected",
        description: result.email.sent ? `${a.name} was sent a kind email.` : `No email was sent to ${a.name}.`,
      });
      await done("rejected");
    },
    onError: (error) => toastError(error, "Failed to reject the application"),
  });
  const busy = approve.isPending || reject.isPending;
  const rows: [string, string | number | null][] = [
    ["Email", a.email],
    ["Playa name", a.playaName],
    ["Burns attended", `${a.burns} (would join as ${statusFromBurns(a.burns)})`],
    ["About", a.about],
    ["Home town", a.homeTown],
    ["Lives in", a.location],
    ["Country of Birth", a.country],
    ["First burn", a.firstBurn],
    ["Sponsor", a.sponsorName ? `${a.sponsorName} (${a.sponsorEmail})` : a.sponsorEmail],
  ];
  return (
    <Card asChild data-testid="application-card" data-email={a.email}>
      <article aria-labelledby={`${id}-title`}>
        <Flex justify="between" align="start" gap="2" wrap="wrap" mb="2">
          <div>
            <Heading as="h3" size="3" id={`${id}-title`}>
              {a.name}
            </Heading>
            <Text size="1" color="gray">
              Applied {formatDateTime(a.createdAt)}
              {a.decidedBy && ` · ${STATE_LABELS[a.state].toLowerCase()} by ${a.decidedBy}`}
            </Text>
          </div>
          <Flex gap="2" wrap="wrap">
            <Badge color={STATE_COLORS[a.state]} data-testid="application-state">
              {STATE_LABELS[a.state]}
            </Badge>
            <Badge
              color={a.sponsor === "vouched" ? "green" : a.sponsor === "declined" ? "amber" : "gray"}
              variant="outline"
              data-testid="application-sponsor"
            >
              Sponsor: {SPONSOR_VIEW_LABELS[a.sponsor]}
            </Badge>
          </Flex>
        </Flex>
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }} size="2">
          {rows
            .filter(([, value]) => value !== null && value !== "")
            .map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.Label minWidth="140px">{label}</DataList.Label>
                <DataList.Value>
                  <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{value}</Text>
                </DataList.Value>
              </DataList.Item>
            ))}
        </DataList.Root>
        {open && (
          <Flex gap="3" mt="3" wrap="wrap" align="center" justify="end">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={kindEmail} onCheckedChange={(v) => setKindEmail(v === true)} /> Send a kind email if rejected
              </Flex>
            </Text>
            <Button color="red" variant="soft" disabled={busy} onClick={() => reject.mutate()} aria-label={`Reject ${a.name}`}>
              {reject.isPending ? "Rejecting..." : "Reject"}
            </Button>
            <Button disabled={busy} onClick={() => approve.mutate()} aria-label={`Approve ${a.name}`}>
              {approve.isPending ? "Approving..." : "Approve"}
            </Button>
          </Flex>
        )}
      </article>
    </Card>
  );
}

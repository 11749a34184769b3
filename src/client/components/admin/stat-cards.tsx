import { CheckCircledIcon, EnvelopeClosedIcon, HomeIcon, PersonIcon } from "@radix-ui/react-icons";
import { Card, Flex, Grid, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { Stats } from "../../../shared/accommodations";
import { statsQuery } from "../../api/admin";

type Icon = ComponentType<{ "aria-hidden"?: boolean }>;

const CARDS: { key: keyof Stats; label: string; Icon: Icon }[] = [
  { key: "totalMembers", label: "Total Members", Icon: PersonIcon },
  { key: "profilesComplete", label: "Profiles Complete", Icon: CheckCircledIcon },
  { key: "invitesSent", label: "Invites Sent", Icon: EnvelopeClosedIcon },
  { key: "needingAccommodation", label: "Need Accommodation", Icon: HomeIcon },
];

/** The four summary numbers (docs/product.md#admin-dashboard), polled every 30 s. */
export function StatCards() {
  const stats = useQuery(statsQuery);
  return (
    <Grid columns={{ initial: "2", md: "4" }} gap="3" mb="4" asChild>
      <section aria-label="Statistics">
        {CARDS.map(({ key, label, Icon }) => (
          <CountCard
            key={key}
            testId={`stat-${key}`}
            label={label}
            Icon={Icon}
            busy={stats.isPending}
            value={stats.data ? stats.data[key] : stats.isError ? "!" : "–"}
          />
        ))}
      </section>
    </Grid>
  );
}

/** One labelled figure with its icon: the dashboard's stat cards and the Onboarding counters. */
export function CountCard({
  label,
  Icon,
  value,
  busy,
  testId,
}: {
  label: string;
  Icon: Icon;
  value: number | string;
  busy: boolean;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <Flex justify="between" align="start" gap="2">
        <Text size="2" color="gray" weight="medium">
          {label}
        </Text>
        <Text color="gray">
          <Icon aria-hidden />
        </Text>
      </Flex>
      <Text as="div" size={{ initial: "6", sm: "7" }} weight="bold" className="stat-value" aria-busy={busy}>
        {value}
      </Text>
    </Card>
  );
}

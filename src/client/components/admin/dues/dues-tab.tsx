import { DownloadIcon, FileTextIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { duesQuery } from "../../../api/dues";
import { ApiError } from "../../../api/client";
import { QueryState } from "../../query-state";
import { DuesChart } from "./dues-chart";
import { DuesMembers } from "./dues-members";
import { DuesSettingsForm } from "./dues-settings";
import { DuesTiers } from "./dues-tiers";

/** The Dues tab (issue 26): at a glance, settings, tiers, members and payments, exports. */
export function DuesTab() {
  const overview = useQuery(duesQuery);
  if (overview.error instanceof ApiError && overview.error.status === 404)
    return (
      <Card>
        <Heading as="h2" size="4" mb="2">
          Dues
        </Heading>
        <Text as="p">{overview.error.serverMessage}</Text>
      </Card>
    );
  return (
    <QueryState query={overview} loading="Loading dues…" failed="Could not load the dues" card>
      {(data) => (
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4">
              Dues · {data.season.name}
            </Heading>
            <Flex gap="2" wrap="wrap">
              <Button asChild variant="soft">
                <a href="/api/admin/dues/payments.csv" download>
                  <DownloadIcon /> Export payments (CSV)
                </a>
              </Button>
              <Button asChild variant="soft" color="gray">
                <Link to="/admin/emergency-list">
                  <FileTextIcon /> Emergency list
                </Link>
              </Button>
            </Flex>
          </Flex>
          <DuesChart overview={data} />
          <DuesMembers overview={data} />
          {/* Keyed by the saved values, so a save (or another admin's) starts the form from them again. */}
          <DuesSettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />
          <DuesTiers tiers={data.tiers} currency={data.settings.currency} />
        </Flex>
      )}
    </QueryState>
  );
}

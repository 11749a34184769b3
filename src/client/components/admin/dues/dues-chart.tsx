import { Badge, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { DUES_STATUS_LABELS, DUES_STATUSES, formatMoney } from "../../../../shared/dues";
import type { DuesOverview } from "../../../api/dues";
import { DUES_STATUS_COLORS } from "./dues-status";

/**
 * Collected against expected, as a bar drawn with the theme's tokens and as figures. The bar is
 * one image with its figures as its name; the same figures are written out beside it.
 */
export function DuesChart({ overview }: { overview: DuesOverview }) {
  const { expectedMinor, collectedMinor, counts, coming } = overview.totals;
  const currency = overview.settings.currency;
  const share = expectedMinor > 0 ? collectedMinor / expectedMinor : collectedMinor > 0 ? 1 : 0;
  const percent = Math.round(share * 100);
  const summary = `Collected ${formatMoney(collectedMinor, currency)} of ${formatMoney(expectedMinor, currency)} expected (${percent}%)`;
  return (
    <Card data-testid="dues-chart">
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          Collected against expected
        </Heading>
        <svg viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height="24" role="img" aria-label={summary}>
          <rect x="0" y="0" width="100" height="8" rx="2" fill="var(--gray-a4)" />
          <rect x="0" y="0" width={Math.min(share, 1) * 100} height="8" rx="2" fill="var(--accent-9)" />
        </svg>
        <Text size="3" weight="medium" data-testid="dues-figures">
          {formatMoney(collectedMinor, currency)} of {formatMoney(expectedMinor, currency)} ({percent}%)
        </Text>
        <Flex gap="2" wrap="wrap" align="center">
          <Text size="2" color="gray">
            {coming} coming:
          </Text>
          {DUES_STATUSES.map((status) => (
            <Badge key={status} color={DUES_STATUS_COLORS[status]} variant="soft">
              {DUES_STATUS_LABELS[status]} {counts[status]}
            </Badge>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}

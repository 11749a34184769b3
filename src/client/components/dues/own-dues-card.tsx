import { Badge, Card, Flex, Link, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { DUES_STATUS_LABELS, formatMoney } from "../../../shared/dues";
import { formatDay } from "../../../shared/season";
import { ownDuesQuery } from "../../api/dues";

const COLORS = { unpaid: "red", "partly paid": "amber", paid: "green", waived: "gray" } as const;

/**
 * The signed-in member's own dues for the season (issue 26): status, what is left, how to pay.
 * Nothing when there is nothing to pay for, or offline (never kept on the device).
 */
const useDues = () => useQuery(ownDuesQuery).data?.dues;

export default function OwnDuesCard() {
  const d = useDues();
  if (!d) return null;
  const left = Math.max(d.expectedMinor - d.paidMinor, 0);
  const settled = d.status === "paid" || d.status === "waived";
  return (
    <Card mb="3" data-testid="own-dues" asChild>
      <section aria-label="Your dues">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Text weight="medium">Your dues for {d.seasonName}</Text>
            <Badge color={COLORS[d.status]} variant="soft">
              {DUES_STATUS_LABELS[d.status]}
            </Badge>
          </Flex>
          <Text size="2">{summary(d, left)}</Text>
          {!settled && (d.payLink || d.instructions) && (
            <Text size="2">
              How to pay:{" "}
              {d.payLink && (
                <Link href={d.payLink} target="_blank" rel="noopener noreferrer">
                  {d.payLink}
                </Link>
              )}
              {d.payLink && d.instructions ? " · " : ""}
              {d.instructions}
            </Text>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function summary(d: NonNullable<ReturnType<typeof useDues>>, left: number) {
  if (d.status === "waived") return "Your dues are waived this season.";
  const paid = `Paid ${formatMoney(d.paidMinor, d.currency)} of ${formatMoney(d.expectedMinor, d.currency)}${d.tierName ? ` (${d.tierName})` : ""}`;
  if (left === 0) return `${paid}. Thank you!`;
  return `${paid}: ${formatMoney(left, d.currency)} to go${d.dueDate ? `, due ${formatDay(d.dueDate)}` : ""}.`;
}

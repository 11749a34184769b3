import { Badge } from "@radix-ui/themes";
import { DUES_STATUS_LABELS, type DuesStatus } from "../../../../shared/dues";

export const DUES_STATUS_COLORS = { unpaid: "red", "partly paid": "amber", paid: "green", waived: "gray" } as const satisfies Record<
  DuesStatus,
  string
>;

/** A member's dues status: the word always, the colour only as a help. */
export const DuesStatusBadge = ({ status }: { status: DuesStatus }) => (
  <Badge color={DUES_STATUS_COLORS[status]} variant="soft" data-status={status}>
    {DUES_STATUS_LABELS[status]}
  </Badge>
);

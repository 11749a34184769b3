import { Badge, Text } from "@radix-ui/themes";
import type { Status } from "../../../shared/constants";

const COLORS = { Virgin: "pink", Newbie: "blue", Veteran: "orange" } as const;

/** The burn status as a labelled badge (the colour only repeats the word). */
export function StatusBadge({ status }: { status: Status | null }) {
  if (!status) {
    return (
      <Text size="1" color="gray">
        Unassigned
      </Text>
    );
  }
  return (
    <Badge color={COLORS[status]} variant="soft">
      {status}
    </Badge>
  );
}

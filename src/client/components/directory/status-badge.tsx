import { Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import type { Status } from "../../../shared/constants";

const COLORS = { Virgin: "pink", Newbie: "blue", Veteran: "orange" } as const;
const VARIANTS = { soft: "rt-reset rt-Badge rt-r-size-1 rt-variant-soft", outline: "rt-reset rt-Badge rt-r-size-1 rt-variant-outline" };

/**
 * Radix's Badge (size 1) as the markup it renders: the directory shows one to three per card and
 * the component parses its props on every render, a cost a slow phone feels across the first cards.
 */
export function Tag({ color, variant, children }: { color: string; variant: keyof typeof VARIANTS; children: ReactNode }) {
  return (
    <span data-accent-color={color} className={VARIANTS[variant]}>
      {children}
    </span>
  );
}

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
    <Tag color={COLORS[status]} variant="soft">
      {status}
    </Tag>
  );
}

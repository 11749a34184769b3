import { Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { timeAgo } from "../../lib/directory";
import { formatDateTime } from "../../lib/format";

const TICK_MS = 30_000;

/** 'Last updated: 3 minutes ago', from the most recent member change; its own clock keeps it current. */
export function LastUpdated({ latest }: { latest: Date | null }) {
  const [now, setNow] = useState(() => new Date());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock restarts when the latest change moves
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [latest]);
  // Its line is kept while the list loads, so the screen below does not move when it arrives.
  if (!latest) {
    return (
      <Text as="p" size="2" aria-hidden>
        {"\u00a0"}
      </Text>
    );
  }
  return (
    <Text as="p" size="2" color="gray" data-testid="last-updated">
      Last updated:{" "}
      <time dateTime={latest.toISOString()} title={formatDateTime(latest)}>
        {timeAgo(latest, now)}
      </time>
    </Text>
  );
}

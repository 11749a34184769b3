import { Callout } from "@radix-ui/themes";
import { formatClockTime } from "../../lib/format";
import { useConnectivity } from "../../api/offline";

/** "Offline — directory as of 14:32": shown while the directory is read from this device's copy. */
export function OfflineBanner() {
  const { offline, syncedAt } = useConnectivity();
  if (!offline) return null;
  return (
    <Callout.Root color="amber" role="status" mb="3" data-testid="offline-banner">
      <Callout.Text>{syncedAt === null ? "Offline" : `Offline — directory as of ${formatClockTime(syncedAt)}`}</Callout.Text>
    </Callout.Root>
  );
}

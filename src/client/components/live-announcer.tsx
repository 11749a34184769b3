import { useAnnouncement } from "../lib/announce";

export function LiveAnnouncer() {
  const message = useAnnouncement();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="live-announcer">
      {message}
    </div>
  );
}

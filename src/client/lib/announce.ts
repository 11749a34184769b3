import { useSyncExternalStore } from "react";

// One polite live region for the whole app (WCAG 4.1.3): result counts, empty states, section
// changes. The region exists from the first render, so screen readers are already watching it.
let message = "";
const listeners = new Set<() => void>();

/** Says `text` politely; the same text twice in a row is said twice. */
export function announce(text: string) {
  message = message === text ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

export function useAnnouncement() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
  );
}

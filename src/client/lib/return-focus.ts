import { useCallback, useRef } from "react";

/**
 * Focus back to what opened a dialog (WCAG 2.4.3). Radix does this only for a Dialog.Trigger; the
 * directory opens its dialogs from cards, rows and other dialogs. `remember()` when opening keeps the
 * element that has focus, unless it sits in a dialog (stepping or "Update Profile" keep the first
 * opener); the dialog's `onCloseAutoFocus` puts focus back there, or on `fallback()` when it is gone.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest("[role=dialog]")) opener.current = active;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      // Another dialog is opening (the detail dialog's "Update Profile"): it takes focus itself.
      const closing = event.target instanceof Element ? event.target : null;
      const others = [...document.querySelectorAll("[role=dialog][data-state=open]")].filter((d) => d !== closing && !closing?.contains(d));
      if (others.length) return event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : fallback?.();
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [fallback],
  );
  return { remember, onCloseAutoFocus };
}

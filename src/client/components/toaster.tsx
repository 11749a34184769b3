// The notification area's loader (toast.ts holds the toasts, toast-region.tsx shows them).
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useOnceTrue } from "../lib/lazy";
import { useToasts } from "./toast";

// The toast region is not part of the first load: it downloads with the first toast, or when F8 asks
// for the notification area before any toast (it is then focused, as Radix's own hotkey would).
// Without it, toasts are lost rather than the app.
const ToastRegion = lazy<ComponentType<{ focusOnMount: boolean }>>(() =>
  import("./toast-region").then(
    (m) => ({ default: m.ToastRegion }),
    () => ({ default: () => null }),
  ),
);

export function Toaster() {
  const current = useToasts();
  const [focusRequested, setFocusRequested] = useState(false);
  const needed = useOnceTrue(current.length > 0 || focusRequested);

  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => event.code === "F8" && setFocusRequested(true);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [needed]);

  return needed ? (
    <Suspense>
      <ToastRegion focusOnMount={focusRequested} />
    </Suspense>
  ) : null;
}

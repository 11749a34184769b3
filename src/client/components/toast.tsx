// Toasts (SPEC §9): one visible at a time, 5000 ms, swipe right past 50 px, F8 focuses the region.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { errorMessage } from "../api/client";
import { useOnceTrue } from "../lib/lazy";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const TOAST_LIMIT = 1;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput) {
  items = [{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
}

/** The toast of a failed action: `title`, with the server's message or else `fallback` (SPEC's texts). */
export function toastError(error: unknown, fallback: string, title = "Error") {
  toast({ title, description: errorMessage(error, fallback), variant: "destructive" });
}

export function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useToasts = () => useSyncExternalStore(subscribe, () => items);

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

// Toasts (docs/product.md#messages): one visible at a time, 5000 ms, swipe right past 50 px, F8 focuses the region.
import { useSyncExternalStore } from "react";
import { errorMessage } from "../api/client";

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

/** The toast of a failed action: `title`, with the server's message or else `fallback` (the screen's own text). */
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

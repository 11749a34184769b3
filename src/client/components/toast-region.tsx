import { Branch as DismissableBranch } from "@radix-ui/react-dismissable-layer";
import { Theme } from "@radix-ui/themes";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import { dismiss, useToasts, type ToastItem } from "./toast";

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** An open Radix dialog (or any modal layer) that Escape should close before a toast. */
const dialogOpen = () => document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;

/**
 * The notification area (docs/product.md#messages: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses
 * the region). Not Radix Toast: each of its toasts is a dismissable layer of its own, so a toast
 * shown before a dialog opened could not be clicked (the dialog disables pointer events below it)
 * and one shown after took the dialog's first Escape. Here the region sits above every dialog
 * (z-index, and `pointer-events: auto` over the modal's `body { pointer-events: none }`), is a
 * dismissable-layer *branch* so clicking it does not close the dialog, and Escape goes to an open
 * dialog first (its handler runs in the capture phase; ours only when no dialog is open).
 */
export function ToastRegion({ focusOnMount }: { focusOnMount: boolean }) {
  const current = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === "F8") viewport.current?.focus();
      else if (event.key === "Escape" && !event.defaultPrevented && !dialogOpen()) {
        const open = current.find((t) => t.open);
        if (open) dismiss(open.id);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [current, focusOnMount]);

  // In <body>, beside the dialogs' portals: inside the app's root theme (its own stacking
  // context, z-index 0) no z-index could lift it above a dialog's overlay.
  return createPortal(
    <Theme asChild>
      <div className="toast-layer">
        <DismissableBranch asChild>
          <ol ref={viewport} className="toast-viewport" tabIndex={-1} aria-label="Notifications (F8)">
            {current
              .filter((t) => t.open)
              .map((item) => (
                <Toast key={item.id} item={item} />
              ))}
          </ol>
        </DismissableBranch>
      </div>
    </Theme>,
    document.body,
  );
}

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(item.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, item.id]);

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest("button")) return;
    start.current = e.clientX;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => start.current !== null && setDx(Math.max(0, e.clientX - start.current));
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (dx > SWIPE_THRESHOLD_PX) dismiss(item.id);
    else setDx(0);
  };

  const destructive = item.variant === "destructive";
  return (
    <li
      className={`toast${destructive ? " toast-destructive" : ""}`}
      data-state="open"
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic
      style={dx ? { transform: `translateX(${dx}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="toast-title">{item.title}</div>
      {item.description && <div className="toast-description">{item.description}</div>}
      <button type="button" className="toast-close" aria-label="Close" onClick={() => dismiss(item.id)}>
        ×
      </button>
    </li>
  );
}

import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useRef } from "react";
import { dismiss, useToasts } from "./toast";

/** The notification area and its toasts; `focusOnMount` when F8 brought it in. */
export function ToastRegion({ focusOnMount }: { focusOnMount: boolean }) {
  const current = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
    // only on mount: later F8 presses are Radix's
  }, []);

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={`toast ${item.variant === "destructive" ? "toast-destructive" : ""}`}
          type={item.variant === "destructive" ? "foreground" : "background"}
        >
          <ToastPrimitive.Title className="toast-title">{item.title}</ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className="toast-description">{item.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close className="toast-close" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" hotkey={["F8"]} />
    </ToastPrimitive.Provider>
  );
}

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";

/**
 * Windowed rendering against the page's own scroll (TanStack Virtual): only the rows near the
 * viewport exist in the DOM, so a camp of 2,000 builds a screenful of rows, not 2,000. `anchor`
 * goes on the element the rows start in; its distance from the top of the page is the virtualizer's
 * scroll margin, re-read after every render since panels above it open and close.
 */
export function useWindowRows<T extends Element>({
  count,
  estimate,
  getKey,
  overscan = 5,
}: {
  count: number;
  estimate: number;
  getKey?: (index: number) => string | number;
  overscan?: number;
}) {
  const anchor = useRef<T>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = anchor.current ? Math.round(anchor.current.getBoundingClientRect().top + window.scrollY) : 0;
    if (top !== margin) setMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    overscan,
    scrollMargin: margin,
    getItemKey: getKey,
    initialRect: typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  // Space for the rows not rendered, above and below the window, so the scrollbar stays true.
  const before = items.length ? items[0].start - margin : 0;
  const after = items.length ? Math.max(0, total - (items[items.length - 1].end - margin)) : 0;
  return { anchor, virtualizer, items, before, after };
}

/** A table row that stands in for the rows not rendered (`height` px). */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden className="spacer-row">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

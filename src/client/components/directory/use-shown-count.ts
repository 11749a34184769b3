import { startTransition, useEffect, useRef, useState } from "react";

// What a phone shows at once and a little more; then a chunk per approach of the list's end.
const FIRST = 12;
const MORE = 24;

/**
 * How many of `total` items to render: the first dozen, then more as the sentinel nears the
 * viewport, or all of them after "Show all". A camp of 2,000 would otherwise build 2,000 cards
 * before the first paint. Starts again from the first dozen whenever `list` (the filtered, sorted
 * result) changes. Growing is a transition: React renders the new cards in the background, a few
 * milliseconds at a time, so typing, clicks and scrolling go between (even for "Show all").
 */
export function useShownCount(list: unknown, total: number) {
  const [state, setState] = useState({ list, count: FIRST, all: false });
  if (state.list !== list) setState({ list, count: FIRST, all: false });
  const current = state.list === list ? state : { count: FIRST, all: false };
  const count = current.all ? total : Math.min(current.count, total);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || count >= total) return;
    // A new observer per step: it reports at once whether the sentinel is still in reach.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setState((s) => ({ ...s, count: s.count + MORE })));
      },
      { rootMargin: "1500px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total]);

  return { count, sentinel, all: () => startTransition(() => setState((s) => ({ ...s, all: true }))) };
}

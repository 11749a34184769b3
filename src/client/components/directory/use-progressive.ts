import { startTransition, useCallback, useEffect, useRef, useState } from "react";

// None at first (the list's own computations take the task the data arrives in), then what a phone
// shows at once, then four more per task up to three phone screens (one column) or
// three rows on a wide screen, then chunks small enough that each renders in one short task on a
// slow phone: React's transitions are plain updates under preact/compat (docs/decisions/011), so the
// chunk size is what keeps the first render, typing and scrolling responsive (24 cards took a 150 ms
// task at Lighthouse's 4× CPU slowdown; 4 cards are ~25 ms there).
const FIRST_CHUNK = 4;
const SCREENFUL = 12;
const NEXT_CHUNK = 24;

/**
 * How many of `total` items to render: a first screenful or so, then more as the sentinel nears
 * the viewport. A camp of 2,000 would otherwise build 2,000 cards before the first paint. Renders
 * none on mount (the first chunk follows in the next task, so sorting and counting 2,000 members and
 * building the first cards are two short tasks, not one long one); starts again from the first
 * chunk, at once, whenever `list` (the filtered, sorted result) changes.
 */
export function useProgressive(list: unknown, total: number) {
  const [state, setState] = useState({ list, count: 0, all: false });
  const count = state.list === list ? state.count : FIRST_CHUNK;
  if (state.list !== list) setState({ list, count: FIRST_CHUNK, all: false });
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useCallback(() => startTransition(() => setState((s) => ({ ...s, count: s.count + NEXT_CHUNK }))), []);

  // "Show all" keeps adding chunks, each in a task of its own, instead of building every card in
  // one blocking render (2,000 cards froze the page for seconds); clicks, typing and paint go between.
  useEffect(() => {
    if (!state.all || count >= total) return;
    const next = setTimeout(more, 0);
    return () => clearTimeout(next);
  }, [state.all, count, total, more]);

  // Up to a screenful, a task at a time: the first cards paint without waiting for the rest.
  const screenful = Math.min(SCREENFUL, total);
  useEffect(() => {
    if (state.all || count >= screenful) return;
    const next = setTimeout(() => setState((s) => ({ ...s, count: Math.min(screenful, s.count + FIRST_CHUNK) })), 0);
    return () => clearTimeout(next);
  }, [state.all, count, screenful]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || count >= total || state.all || count < screenful) return;
    // A new observer per chunk: it reports at once whether the sentinel is still in reach.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: "1500px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total, state.all, screenful, more]);

  return {
    count: Math.min(count, total),
    // Still adding the first screenful: a task or two, during which the list is aria-busy.
    filling: !state.all && count < screenful,
    sentinel,
    all: () => setState((s) => ({ ...s, all: true })),
  };
}

import { useCallback, useEffect, useRef } from "react";

/**
 * Performance marks around a search, filter or sort change, for the directory benchmark:
 * `begin()` marks "directory:update-start" when the user acts; "directory:update-end" follows
 * at the first commit after it in which any deferred search has caught up (`settled`).
 * While an update is in flight, further keystrokes do not restart the clock.
 */
export function useUpdateMarks(settled: boolean) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || !settled) return;
    pending.current = false;
    performance.mark("directory:update-end");
    // Someone may have cleared the marks meanwhile (the benchmark does between rounds).
    if (performance.getEntriesByName("directory:update-start").length > 0) {
      performance.measure("directory:update", "directory:update-start", "directory:update-end");
    }
  });
  return useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    performance.mark("directory:update-start");
  }, []);
}

/** "directory:rendered" once, after the first grid or table with data has been committed. */
export function useFirstRenderMark(ready: boolean) {
  useEffect(() => {
    if (!ready || performance.getEntriesByName("directory:rendered").length > 0) return;
    performance.mark("directory:rendered");
    if (performance.getEntriesByName("directory:data").length > 0) {
      performance.measure("directory:render", "directory:data", "directory:rendered");
    }
  }, [ready]);
}

import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Performance marks around a search, filter or sort change, for the directory benchmark:
 * `begin()` marks "directory:update-start" when the user acts; "directory:update-end" follows
 * at the first commit after it in which every deferred value has caught up (`settled`): in a
 * layout effect, so at the commit itself (React may run a background render's passive effects
 * only after the next paint).
 * While an update is in flight, further keystrokes do not restart the clock.
 */
export function useUpdateMarks(settled: boolean, prefix = "directory") {
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!pending.current || !settled) return;
    pending.current = false;
    performance.mark(`${prefix}:update-end`);
    // Someone may have cleared the marks meanwhile (the benchmark does between rounds).
    if (performance.getEntriesByName(`${prefix}:update-start`).length > 0) {
      performance.measure(`${prefix}:update`, `${prefix}:update-start`, `${prefix}:update-end`);
    }
  });
  return useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    performance.mark(`${prefix}:update-start`);
  }, [prefix]);
}

/**
 * "directory:rendered" once, after the first grid or table with data has been committed, and the
 * measure "directory:render" from the data's arrival ("directory:data"). Other prefixes likewise.
 */
export function useFirstRenderMark(ready: boolean, prefix = "directory", dataMark = `${prefix}:data`) {
  useLayoutEffect(() => {
    if (!ready || performance.getEntriesByName(`${prefix}:rendered`).length > 0) return;
    performance.mark(`${prefix}:rendered`);
    if (performance.getEntriesByName(dataMark).length > 0) {
      performance.measure(`${prefix}:render`, dataMark, `${prefix}:rendered`);
    }
  }, [ready, prefix, dataMark]);
}

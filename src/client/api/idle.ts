/**
 * Resolves when the main thread is next idle (at most `timeout` ms later): for work nobody waits
 * on, so that it never lengthens a task the page is busy with on a slow phone.
 */
export const whenIdle = (timeout = 2000) =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });

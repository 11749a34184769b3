import { lazy, useState, type ComponentType } from "react";

/**
 * React.lazy with preload(): the download can start on a sign of intent (pointer over, focus), so
 * the code is usually there by the time it renders. A failed download is forgotten so that the
 * next attempt retries; it shows (through the route's error boundary) only when rendering.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loaded ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    ));
  const preload = () => {
    start().catch(() => {});
  };
  return Object.assign(lazy(start), { preload });
}

/** False until `value` is first true, then true for good: a lazy dialog stays mounted to animate closed. */
export function useOnceTrue(value: boolean) {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

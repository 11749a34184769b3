import { useSyncExternalStore } from "react";

// Radix Themes' "sm" breakpoint: from here the onboarding table fits; below it, one card per member.
const QUERY = "(min-width: 768px)";

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/** Whether the viewport is at least tablet-wide; renders one layout only, not both hidden by CSS. */
export const useWideScreen = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);

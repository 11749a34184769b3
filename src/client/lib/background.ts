import { useEffect, useState } from "react";

// The login screens fall back to the shipped picture; the home screen shows none until an admin uploads one.
const DEFAULTS = { auth: "/backgrounds/default.svg", home: null } as const;

/** The uploaded background for `type`, or its default when none is set (204). */
export function useBackground<T extends keyof typeof DEFAULTS>(type: T): string | (typeof DEFAULTS)[T] {
  const [url, setUrl] = useState<string | (typeof DEFAULTS)[T]>(DEFAULTS[type]);
  useEffect(() => {
    let cancelled = false;
    const candidate = `/api/background/${type}`;
    fetch(candidate, { method: "HEAD", credentials: "include" })
      .then((response) => !cancelled && response.status === 200 && setUrl(candidate))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [type]);
  return url;
}

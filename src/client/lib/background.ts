import { useEffect, useState } from "react";

const DEFAULT_BACKGROUND = "/backgrounds/default.svg";

/** The uploaded background for `type`, or the shipped default when none is set (404). */
export function useBackground(type: "home" | "auth"): string {
  const [url, setUrl] = useState(DEFAULT_BACKGROUND);
  useEffect(() => {
    let cancelled = false;
    const candidate = `/api/background/${type}`;
    fetch(candidate, { method: "HEAD", credentials: "include" })
      .then((response) => !cancelled && response.ok && setUrl(candidate))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [type]);
  return url;
}

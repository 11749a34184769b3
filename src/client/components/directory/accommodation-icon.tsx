import { useState } from "react";
import { accommodationType } from "../../lib/directory";

// An icon that failed once is not asked for again by the next card.
const missing = new Set<string>();

/** The accommodation type's icon; unknown types, 'tbd' and icons that fail to load show '?'. */
export function AccommodationIcon({ type, size = 20 }: { type: string | null | undefined; size?: number }) {
  const { label, iconUrl } = accommodationType(type);
  const [failed, setFailed] = useState(false);
  if (!iconUrl || failed || missing.has(iconUrl)) return <UnknownIcon label={label} size={size} />;
  return (
    <img
      className="accommodation-icon"
      src={iconUrl}
      alt={label}
      title={label}
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        missing.add(iconUrl);
        setFailed(true);
      }}
    />
  );
}

/** The '?' that stands for a type without an icon, named for screen readers. */
export function UnknownIcon({ label, size }: { label: string; size: number }) {
  return (
    <span
      className="accommodation-unknown"
      role="img"
      aria-label={label}
      title={label}
      style={{ width: size, height: size, fontSize: size * 0.6 }}
    >
      ?
    </span>
  );
}

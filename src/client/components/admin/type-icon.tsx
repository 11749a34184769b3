import { useQuery } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { ICON_TYPES, iconUrl, isUnknownType } from "../../../shared/accommodations";
import { accommodationTypesQuery } from "../../api/admin";
import { UnknownIcon } from "../directory/accommodation-icon";

// After an upload the icon's URL gets a new ?v=, so every <img> of that type fetches it again
// without reloading the page (the Worker serves icons with a short cache).
const versions = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot = 0;

export function bumpIconVersion(type: string) {
  versions.set(type, Date.now());
  snapshot++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useIconSrc(type: string) {
  useSyncExternalStore(subscribe, () => snapshot);
  const version = versions.get(type);
  return version ? `${iconUrl(type)}?v=${version}` : iconUrl(type);
}

/**
 * Whether a custom type has an icon, from the types list (the server knows which were uploaded):
 * only those are requested, so a type without one shows '?' without a 404 first. Undefined while loading.
 */
function useHasIcon(type: string): boolean | undefined {
  const types = useQuery(accommodationTypesQuery);
  if (versions.has(type)) return true; // uploaded in this page
  if (!types.data) return types.isError ? true : undefined;
  return types.data.find((t) => t.type === type)?.hasIcon ?? false;
}

/** A type's icon; unknown types ('tbd', blank), types without an icon and icons that fail to load show '?' (docs/product.md#accommodations). */
export function TypeIcon({ type, size = 32 }: { type: string | null | undefined; size?: number }) {
  const src = useIconSrc(type ?? "");
  if (isUnknownType(type)) return <UnknownIcon label="Unknown" size={size} />;
  // Shipped types always have an icon: no need to ask (and no subscription per table row).
  if (hasDefaultIcon(type!)) return <IconImage key={src} src={src} type={type!} size={size} />;
  return <CustomTypeIcon type={type!} src={src} size={size} />;
}

function CustomTypeIcon({ type, src, size }: { type: string; src: string; size: number }) {
  const hasIcon = useHasIcon(type);
  if (hasIcon === undefined) return <span className="accommodation-unknown" aria-hidden style={{ width: size, height: size }} />;
  if (!hasIcon) return <UnknownIcon label={`${type}: no icon`} size={size} />;
  // Keyed by src, so a new upload gets a fresh chance to load.
  return <IconImage key={src} src={src} type={type} size={size} />;
}

const hasDefaultIcon = (type: string) => ICON_TYPES.some((t) => t.toLowerCase() === type.toLowerCase());

// An icon that failed once is not asked for again by the next row (a new upload gets a new src).
const failedSrcs = new Set<string>();

function IconImage({ src, type, size }: { src: string; type: string; size: number }) {
  const [failed, setFailed] = useState(() => failedSrcs.has(src));
  if (failed) return <UnknownIcon label={`${type}: no icon`} size={size} />;
  return (
    <img
      className="type-icon"
      src={src}
      alt={`${type} icon`}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      onError={() => {
        failedSrcs.add(src);
        setFailed(true);
      }}
    />
  );
}

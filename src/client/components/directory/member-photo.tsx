import { PersonIcon } from "@radix-ui/react-icons";
import { useState } from "react";

/**
 * A member's photo; with none, or one that fails to load, a placeholder icon takes its place
 * (docs/product.md#member-directory). Decorative: the member's name is always beside it. The parent sizes it through `className`.
 */
export function MemberPhoto({ url, className }: { url: string | null; className: string }) {
  return <Photo key={url ?? ""} url={url} className={className} />;
}

function Photo({ url, className }: { url: string | null; className: string }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className={`${className} photo-placeholder`} aria-hidden>
        <PersonIcon aria-hidden />
      </div>
    );
  }
  return <img className={className} src={url} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}

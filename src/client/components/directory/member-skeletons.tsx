import { memo } from "react";
import { CARD } from "./member-card";
import { MemberGrid } from "./member-grid";

const SKELETON_CARDS = 8;

/** A bar the height of a line of text; no text inside, so no text to lay out (or fonts to find). */
const Bone = ({ width, size = "2" }: { width: string; size?: "2" | "3" }) => (
  <span className={`skeleton-bone skeleton-line skeleton-line-${size}`} style={{ width }} aria-hidden />
);

/**
 * While the members load: 8 placeholder cards, shaped like a member card. Written with
 * Radix's classes rather than its components: they paint on a slow phone's first load, where 8
 * cards of Card/Flex/Text/Skeleton cost ~100 prop-parsing renders, twice.
 */
export const MemberSkeletons = memo(function MemberSkeletons() {
  return (
    <MemberGrid className="member-skeletons" aria-busy="true" aria-label="Loading members">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className={CARD} data-testid="member-skeleton">
          <div className="member-card-head">
            <span className="skeleton-bone member-card-photo" aria-hidden />
            <div className="member-card-title">
              <Bone size="3" width="8em" />
              <Bone width="6em" />
            </div>
          </div>
          <span className="skeleton-bone skeleton-badge" aria-hidden />
          <div className="member-card-facts">
            <Bone width="11em" />
            <Bone width="8em" />
          </div>
        </div>
      ))}
    </MemberGrid>
  );
});

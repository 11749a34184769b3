import { memo, type ReactNode } from "react";
import { MemberGrid } from "./member-grid";

const SKELETON_CARDS = 8;
const CARD = "rt-reset rt-BaseCard rt-Card rt-r-size-1 rt-variant-surface member-card";

/** Radix's Skeleton over placeholder text, as plain markup (see below). */
const Bone = ({ children }: { children: ReactNode }) => (
  <span className="rt-Skeleton" data-inline-skeleton aria-hidden>
    {children}
  </span>
);

/**
 * While the members load: 8 placeholder cards (SPEC §9), shaped like a member card. Written with
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
            <span className="rt-Skeleton member-card-photo" aria-hidden />
            <div className="member-card-title">
              <div className="member-card-name">
                <Bone>Member name</Bone>
              </div>
              <div className="member-card-sub">
                <Bone>Playa name</Bone>
              </div>
            </div>
          </div>
          <span className="rt-Skeleton skeleton-badge" aria-hidden />
          <div className="member-card-facts">
            <div>
              <Bone>Somewhere, Some state</Bone>
            </div>
            <div>
              <Bone>Accommodation</Bone>
            </div>
          </div>
        </div>
      ))}
    </MemberGrid>
  );
});

import { Pencil1Icon, SewingPinIcon } from "@radix-ui/react-icons";
import { IconButton } from "@radix-ui/themes";
import { memo } from "react";
import type { MemberDto } from "../../../shared/members";
import {
  burnsLine,
  displayName,
  HIDDEN_FROM_MEMBERS,
  hasProfileInformation,
  isHiddenFromMembers,
  NO_ACCOMMODATION_GROUP,
} from "../../lib/directory";
import { AccommodationIcon } from "./accommodation-icon";
import { MemberPhoto } from "./member-photo";
import { StatusBadge, Tag } from "./status-badge";

/** Radix's Card, size 1, surface: the class list it renders. */
export const CARD = "rt-reset rt-BaseCard rt-Card rt-r-size-1 rt-variant-surface member-card";

interface MemberCardProps {
  member: MemberDto;
  own: boolean;
  accommodationType: string | undefined;
  onOpen: (id: number) => void;
  onEdit: (member: MemberDto) => void;
}

/**
 * One member in the card grid. Memoised: a poll that changes one member re-renders one card.
 * Radix's Card and Badges written as the markup they render, and the layout inside as plain
 * elements styled with Radix tokens (styles.css): a camp of 2,000 renders 2,000 of these, and each
 * Radix component parses its props on every render.
 */
export const MemberCard = memo(function MemberCard({ member, own, accommodationType, onOpen, onEdit }: MemberCardProps) {
  const name = displayName(member);
  const incomplete = !hasProfileInformation(member);
  const hidden = own && isHiddenFromMembers(member);
  return (
    <div className={CARD} data-testid="member-card" data-member-id={member.id}>
      <div className={own ? "member-card-head own" : "member-card-head"}>
        <MemberPhoto url={member.photoUrl} className="member-card-photo" />
        <div className="member-card-title">
          <h3 className="member-card-name">
            {/* The name opens the profile; its ::after stretches over the whole card. */}
            <button type="button" className="stretched-button" onClick={() => onOpen(member.id)}>
              {name}
            </button>
          </h3>
          <div className="member-card-sub truncate">
            {member.playaName ? `“${member.playaName}”` : !member.name?.trim() ? "No name yet" : null}
          </div>
        </div>
      </div>
      {own && (
        <IconButton
          className="member-card-edit"
          size="2"
          variant="soft"
          aria-label="Edit your profile"
          title="Edit your profile"
          onClick={() => onEdit(member)}
        >
          <Pencil1Icon />
        </IconButton>
      )}
      {(member.status || incomplete || own) && (
        <div className="member-card-badges">
          {member.status && <StatusBadge status={member.status} />}
          {incomplete && (
            <Tag color="gray" variant="outline">
              Profile Incomplete
            </Tag>
          )}
          {own && (
            <Tag color="green" variant="soft">
              You
            </Tag>
          )}
          {hidden && (
            <Tag color="gray" variant="soft">
              {HIDDEN_FROM_MEMBERS}
            </Tag>
          )}
        </div>
      )}
      <div className="member-card-facts">
        <div className="icon-line">
          <SewingPinIcon aria-label="Location" />
          <span className={member.location?.trim() ? "truncate" : "truncate muted"}>{member.location?.trim() || "No location"}</span>
        </div>
        <div className="icon-line">
          <AccommodationIcon type={member.accommodation ? accommodationType : null} size={16} />
          <span className={member.accommodation ? "truncate" : "truncate muted"}>{member.accommodation || NO_ACCOMMODATION_GROUP}</span>
        </div>
        <div className="muted">{burnsLine(member.burnYears, member.firstBurn)}</div>
      </div>
    </div>
  );
});

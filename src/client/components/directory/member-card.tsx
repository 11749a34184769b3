import { Pencil1Icon, SewingPinIcon } from "@radix-ui/react-icons";
import { Badge, Card, IconButton } from "@radix-ui/themes";
import { memo } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName, hasProfileInformation, NO_ACCOMMODATION_GROUP } from "../../lib/directory";
import { AccommodationIcon } from "./accommodation-icon";
import { MemberPhoto } from "./member-photo";
import { StatusBadge } from "./status-badge";

interface MemberCardProps {
  member: MemberDto;
  own: boolean;
  accommodationType: string | undefined;
  onOpen: (id: number) => void;
  onEdit: (member: MemberDto) => void;
}

/**
 * One member in the card grid. Memoised: a poll that changes one member re-renders one card.
 * Inside the Radix Card the layout is plain elements styled with Radix tokens (styles.css): a
 * camp of 2,000 renders 2,000 of these, and each Radix layout primitive costs props parsing.
 */
export const MemberCard = memo(function MemberCard({ member, own, accommodationType, onOpen, onEdit }: MemberCardProps) {
  const name = displayName(member);
  const incomplete = !hasProfileInformation(member);
  return (
    <Card className="member-card" data-testid="member-card" data-member-id={member.id}>
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
            <Badge color="gray" variant="outline">
              Profile Incomplete
            </Badge>
          )}
          {own && (
            <Badge color="green" variant="soft">
              You
            </Badge>
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
        <div className="muted">
          {burnsLabel(member.burnYears)}
          {member.firstBurn ? ` · first in ${member.firstBurn}` : ""}
        </div>
      </div>
    </Card>
  );
});

export const burnsLabel = (burns: number | null) => (burns ? `${burns} ${burns === 1 ? "burn" : "burns"}` : "No burns yet");

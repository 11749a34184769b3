import { ANSWER_WORDS, formatDay } from "../../../shared/season";
import { ChevronLeftIcon, ChevronRightIcon, Cross2Icon, InfoCircledIcon, Pencil1Icon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Callout, DataList, Dialog, Flex, Heading, IconButton, Link, Separator, Text } from "@radix-ui/themes";
import { useRef, type KeyboardEvent } from "react";
import type { MemberDto } from "../../../shared/members";
import {
  burnsLabel,
  displayName,
  HIDDEN_FROM_MEMBERS,
  hasProfileInformation,
  isHiddenFromMembers,
  isOwnProfile,
  neighbour,
  NO_ACCOMMODATION_GROUP,
  sponsorLabel,
} from "../../lib/directory";
import { formatDateTime } from "../../lib/format";
import { AccommodationIcon } from "./accommodation-icon";
import { MemberPhoto } from "./member-photo";
import { StatusBadge } from "./status-badge";
import { EmailText } from "../email-text";

interface MemberDetailDialogProps {
  member: MemberDto | null;
  /** The directory's current order (filtered, sorted, grouped): previous and next walk it. */
  list: readonly MemberDto[];
  byId: ReadonlyMap<number, MemberDto>;
  typeOf: ReadonlyMap<string, string>;
  viewerEmail: string | null;
  onNavigate: (id: number) => void;
  onClose: () => void;
  onEdit: (member: MemberDto) => void;
  /** Where focus goes on closing (the card or row that opened the dialog). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function MemberDetailDialog({
  member,
  list,
  byId,
  typeOf,
  viewerEmail,
  onNavigate,
  onClose,
  onEdit,
  onCloseAutoFocus,
}: MemberDetailDialogProps) {
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && onClose()}>
      {member && (
        <MemberDetail
          member={member}
          list={list}
          byId={byId}
          typeOf={typeOf}
          viewerEmail={viewerEmail}
          onNavigate={onNavigate}
          onEdit={onEdit}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
    </Dialog.Root>
  );
}

function MemberDetail({
  member,
  list,
  byId,
  typeOf,
  viewerEmail,
  onNavigate,
  onEdit,
  onCloseAutoFocus,
}: Omit<MemberDetailDialogProps, "member" | "onClose"> & { member: MemberDto }) {
  const previous = neighbour(list, member.id, -1);
  const next = neighbour(list, member.id, 1);
  const position = list.findIndex((m) => m.id === member.id);
  const own = isOwnProfile(member, viewerEmail);
  const sponsor = sponsorLabel(member, byId);
  const type = member.accommodation ? typeOf.get(member.accommodation) : undefined;

  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  /** Steps to `target`; a button about to be disabled at the end of the list hands focus to the other one. */
  function go(target: MemberDto, step: -1 | 1) {
    const [leaving, other] = step === -1 ? [previousButton, nextButton] : [nextButton, previousButton];
    if (document.activeElement === leaving.current && !neighbour(list, target.id, step)) other.current?.focus();
    onNavigate(target.id);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : null;
    const target = step === -1 ? previous : step === 1 ? next : null;
    if (step && target) {
      event.preventDefault();
      go(target, step);
    }
  }

  return (
    <Dialog.Content maxWidth="680px" onKeyDown={onKeyDown} onCloseAutoFocus={onCloseAutoFocus} data-testid="member-detail">
      <Flex justify="between" align="start" gap="3">
        <Box minWidth="0">
          <Dialog.Title mb="1">{displayName(member)}</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {member.playaName ? `“${member.playaName}”` : !member.name?.trim() ? "No name yet" : "Camp member"}
          </Dialog.Description>
        </Box>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label="Close">
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>

      <Flex gap="5" mt="4" direction={{ initial: "column", sm: "row" }} align={{ initial: "center", sm: "start" }}>
        <MemberPhoto url={member.photoUrl} className="member-detail-photo" />
        <DataList.Root size="2" style={{ flex: 1, width: "100%" }}>
          <DataList.Item>
            <DataList.Label>Status</DataList.Label>
            <DataList.Value>
              <Flex gap="2" wrap="wrap" align="center">
                <StatusBadge status={member.status} />
                {own && isHiddenFromMembers(member) && (
                  <Badge color="gray" variant="soft" data-testid="hidden-badge">
                    {HIDDEN_FROM_MEMBERS}
                  </Badge>
                )}
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Full name</DataList.Label>
            <DataList.Value>{member.name?.trim() || <Text color="gray">No name yet</Text>}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Location</DataList.Label>
            <DataList.Value>{member.location?.trim() || <Text color="gray">No location</Text>}</DataList.Value>
          </DataList.Item>
          {member.homeTown && (
            <DataList.Item>
              <DataList.Label>Home Town</DataList.Label>
              <DataList.Value>{member.homeTown}</DataList.Value>
            </DataList.Item>
          )}
          {member.country && (
            <DataList.Item>
              <DataList.Label>Country of Birth</DataList.Label>
              <DataList.Value>{member.country}</DataList.Value>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.Label>Accommodation</DataList.Label>
            <DataList.Value>
              {member.accommodation ? (
                <Flex align="center" gap="2">
                  <AccommodationIcon type={type} size={18} />
                  {member.accommodation}
                </Flex>
              ) : (
                <Text color="gray">{NO_ACCOMMODATION_GROUP}</Text>
              )}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Burns</DataList.Label>
            <DataList.Value>{burnsLabel(member.burnYears, member.firstBurn)}</DataList.Value>
          </DataList.Item>
          {member.firstBurn ? (
            <DataList.Item>
              <DataList.Label>First Burn</DataList.Label>
              <DataList.Value>{member.firstBurn}</DataList.Value>
            </DataList.Item>
          ) : null}
          {member.campYears && member.campYears.length > 0 && (
            <DataList.Item>
              <DataList.Label>Years with the camp</DataList.Label>
              <DataList.Value>{member.campYears.join(", ")}</DataList.Value>
            </DataList.Item>
          )}
          {member.season && (
            <DataList.Item>
              <DataList.Label>This year</DataList.Label>
              <DataList.Value>{seasonLine(member.season)}</DataList.Value>
            </DataList.Item>
          )}
          {sponsor && (
            <DataList.Item>
              <DataList.Label>Sponsor</DataList.Label>
              <DataList.Value>{sponsor}</DataList.Value>
            </DataList.Item>
          )}
          {/* Absent when the member keeps their email for admins (issue 14). */}
          {member.email && (
            <DataList.Item>
              <DataList.Label>Email</DataList.Label>
              <DataList.Value>
                <Link href={`mailto:${member.email}`}>
                  <EmailText email={member.email} />
                </Link>
              </DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
      </Flex>

      {hasProfileInformation(member) ? (
        <Flex direction="column" gap="4" mt="5">
          {member.bio && <LongText title="Bio" text={member.bio} />}
          {member.campHistory && <LongText title="Camp History" text={member.campHistory} />}
        </Flex>
      ) : (
        <Callout.Root color="gray" mt="5">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>Profile Incomplete - This member hasn't submitted their profile information yet.</Callout.Text>
        </Callout.Root>
      )}

      {(member.profileComplete || own) && (
        <Text as="p" size="1" color="gray" mt="4">
          Last updated {formatDateTime(member.lastUpdated)}
        </Text>
      )}

      <Separator size="4" my="4" />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="2">
          <Button
            ref={previousButton}
            variant="soft"
            color="gray"
            disabled={!previous}
            onClick={() => previous && go(previous, -1)}
            aria-label="Previous member"
          >
            <ChevronLeftIcon /> Previous
          </Button>
          {position >= 0 && (
            <Text size="1" color="gray" aria-live="polite">
              {position + 1} of {list.length}
            </Text>
          )}
          <Button
            ref={nextButton}
            variant="soft"
            color="gray"
            disabled={!next}
            onClick={() => next && go(next, 1)}
            aria-label="Next member"
          >
            Next <ChevronRightIcon />
          </Button>
        </Flex>
        {own && (
          <Button onClick={() => onEdit(member)}>
            <Pencil1Icon /> Update Profile
          </Button>
        )}
      </Flex>
    </Dialog.Content>
  );
}

function LongText({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Heading as="h3" size="2" mb="1" color="gray">
        {title}
      </Heading>
      <Text as="p" size="2" className="pre-wrap">
        {text}
      </Text>
    </Box>
  );
}

/** "Coming · Sat, Aug 22 to Mon, Aug 31 · Bus": the answer, and the days when the member shows them. */
function seasonLine(season: NonNullable<MemberDto["season"]>) {
  const parts = [ANSWER_WORDS[season.answer]];
  if (season.arrival && season.departure) parts.push(`${formatDay(season.arrival, "short")} to ${formatDay(season.departure, "short")}`);
  else if (season.arrival) parts.push(`arrives ${formatDay(season.arrival, "short")}`);
  if (season.travelMode) parts.push(season.travelMode);
  return parts.join(" · ");
}

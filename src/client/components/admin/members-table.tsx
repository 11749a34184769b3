import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, CheckCircledIcon, EnvelopeClosedIcon, Pencil1Icon, TrashIcon } from "@radix-ui/react-icons";
import { Badge, Button, Flex, IconButton, Table, Text, Tooltip } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fragment, memo } from "react";
import type { ProfileStatus } from "../../../shared/constants";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { refreshAfterChange, sendInvite } from "../../api/admin";
import { errorMessage } from "../../api/client";
import type { DashboardGroup, MemberSort, MemberSortKey } from "../../lib/admin-members";
import { timeAgo } from "../../lib/directory";
import { formatDateTime } from "../../lib/format";
import { StatusBadge } from "../directory/status-badge";
import { toast } from "../toast";
import { AccommodationCell } from "./accommodation-cell";
import { SponsorCell } from "./sponsor-cell";

interface MembersTableProps {
  groups: DashboardGroup[];
  grouped: boolean;
  /** Only under the Newbie/Virgin filter (SPEC §2). */
  showSponsor: boolean;
  sort: MemberSort;
  onSort: (key: MemberSortKey) => void;
  members: readonly MemberDto[];
  byId: ReadonlyMap<number, MemberDto>;
  typeOf: ReadonlyMap<string, string>;
  suggestionsId: string;
  onEdit: (member: MemberDto) => void;
  onDelete: (member: MemberDto) => void;
}

type Column = { label: string; sortKey?: MemberSortKey };

export function MembersTable(props: MembersTableProps) {
  const { groups, grouped, showSponsor, sort, onSort } = props;
  const columns: Column[] = [
    { label: "Member", sortKey: "name" },
    { label: "Email", sortKey: "email" },
    { label: "Status", sortKey: "status" },
    { label: "Profile", sortKey: "profileStatus" },
    ...(showSponsor ? [{ label: "Sponsor" }] : []),
    { label: "Accommodation", sortKey: "accommodation" },
    { label: "Activity", sortKey: "lastUpdated" },
    { label: "Actions" },
  ];
  return (
    <div className="admin-table-scroll" data-testid="members-table">
      <Table.Root variant="surface" size="2">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <HeaderCell key={column.label} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {groups.map((group) => (
            <Fragment key={group.key ?? "\u0000none"}>
              {grouped && (
                <Table.Row className="group-row">
                  <Table.RowHeaderCell colSpan={columns.length} scope="colgroup">
                    <Flex align="center" gap="2">
                      <Text weight="bold" data-testid="group-label">
                        {group.label}
                      </Text>
                      <Badge color="gray" radius="full">
                        {group.members.length}
                      </Badge>
                    </Flex>
                  </Table.RowHeaderCell>
                </Table.Row>
              )}
              {group.members.map((m) => (
                <MemberRow
                  key={m.id}
                  member={m}
                  showSponsor={showSponsor}
                  members={props.members}
                  byId={props.byId}
                  type={m.accommodation ? props.typeOf.get(m.accommodation) : undefined}
                  suggestionsId={props.suggestionsId}
                  onEdit={props.onEdit}
                  onDelete={props.onDelete}
                />
              ))}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}

function HeaderCell({ column, sort, onSort }: { column: Column; sort: MemberSort; onSort: (key: MemberSortKey) => void }) {
  if (!column.sortKey) return <Table.ColumnHeaderCell>{column.label}</Table.ColumnHeaderCell>;
  const key = column.sortKey;
  const active = sort.key === key;
  const Arrow = !active ? CaretSortIcon : sort.direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Table.ColumnHeaderCell aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
      <Button variant="ghost" color="gray" highContrast={active} onClick={() => onSort(key)} className="sort-button">
        {column.label}
        <Arrow aria-hidden color={active ? undefined : "var(--gray-8)"} />
      </Button>
    </Table.ColumnHeaderCell>
  );
}

const PROFILE_COLORS: Record<ProfileStatus, "gray" | "blue" | "green"> = { Empty: "gray", Submitted: "blue", Complete: "green" };

interface RowProps {
  member: MemberDto;
  showSponsor: boolean;
  members: readonly MemberDto[];
  byId: ReadonlyMap<number, MemberDto>;
  type: string | undefined;
  suggestionsId: string;
  onEdit: (member: MemberDto) => void;
  onDelete: (member: MemberDto) => void;
}

const MemberRow = memo(function MemberRow({ member, showSponsor, members, byId, type, suggestionsId, onEdit, onDelete }: RowProps) {
  const name = displayName(member);
  return (
    <Table.Row align="center" data-testid="admin-member-row">
      <Table.RowHeaderCell>
        <Flex direction="column">
          <Text weight="medium">{name}</Text>
          <Text size="1" color="gray">
            {member.playaName ? `“${member.playaName}”` : !member.name?.trim() ? "No name yet" : null}
          </Text>
          {member.adminNotes && (
            // Private admin notes (issue 14): the list admins receive carries them; members' never does.
            <Text size="1" color="amber" className="admin-note" title={member.adminNotes} data-testid="admin-note">
              Note: {member.adminNotes}
            </Text>
          )}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text size="2" style={{ whiteSpace: "nowrap" }}>
          {member.email}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={member.status} />
      </Table.Cell>
      <Table.Cell>
        <Flex align="center" gap="1">
          <Badge color={PROFILE_COLORS[member.profileStatus] ?? "gray"} variant="soft">
            {member.profileStatus}
          </Badge>
          {member.profileComplete && (
            <Text color="green" title="Profile complete">
              <CheckCircledIcon aria-label="Profile complete" />
            </Text>
          )}
        </Flex>
      </Table.Cell>
      {showSponsor && (
        <Table.Cell>
          <SponsorCell member={member} members={members} byId={byId} />
        </Table.Cell>
      )}
      <Table.Cell>
        <AccommodationCell member={member} type={type} suggestionsId={suggestionsId} />
      </Table.Cell>
      <Table.Cell>
        <Text size="2" title={formatDateTime(member.lastUpdated)} style={{ whiteSpace: "nowrap" }}>
          {timeAgo(new Date(member.lastUpdated))}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <RowActions member={member} name={name} onEdit={onEdit} onDelete={onDelete} />
      </Table.Cell>
    </Table.Row>
  );
});

function RowActions({ member, name, onEdit, onDelete }: { member: MemberDto; name: string; onEdit: (m: MemberDto) => void; onDelete: (m: MemberDto) => void }) {
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => sendInvite(member.id),
    onSuccess: async () => {
      toast({ title: "Invite Sent", description: `An invitation has been sent to ${member.email}.` });
      await refreshAfterChange(queryClient);
    },
    onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to send invitation"), variant: "destructive" }),
  });
  return (
    <Flex gap="2">
      <Tooltip content="Edit member">
        <IconButton variant="soft" size="1" aria-label={`Edit ${name}`} onClick={() => onEdit(member)}>
          <Pencil1Icon />
        </IconButton>
      </Tooltip>
      <Tooltip content={member.inviteSent ? "Send invitation again" : "Send invitation"}>
        <IconButton variant="soft" color="gray" size="1" aria-label={`Send invitation to ${name}`} onClick={() => invite.mutate()} loading={invite.isPending}>
          <EnvelopeClosedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Delete member">
        <IconButton variant="soft" color="red" size="1" aria-label={`Delete ${name}`} onClick={() => onDelete(member)}>
          <TrashIcon />
        </IconButton>
      </Tooltip>
    </Flex>
  );
}

import {
  ArrowDownIcon,
  ArrowUpIcon,
  CaretSortIcon,
  CheckCircledIcon,
  EnvelopeClosedIcon,
  Pencil1Icon,
  TrashIcon,
} from "@radix-ui/react-icons";
import { Badge, Button, Flex, IconButton, Table, Text } from "@radix-ui/themes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { memo, useMemo, useState } from "react";
import type { ProfileStatus } from "../../../shared/constants";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { sendInvite } from "../../api/onboarding";
import type { DashboardGroup, MemberSort, MemberSortKey } from "../../lib/admin-members";
import { timeAgo } from "../../lib/directory";
import { formatDateTime } from "../../lib/format";
import { SpacerRow, useWindowRows } from "../../lib/use-window-rows";
import { StatusBadge } from "../directory/status-badge";
import { toast, toastError } from "../toast";
import { AccommodationCell } from "./accommodation-cell";
import { SponsorCell } from "./sponsor-cell";
import { tableRowCount } from "./table-row-count";
import { refreshAfter } from "../../api/query-keys";

interface MembersTableProps {
  groups: DashboardGroup[];
  grouped: boolean;
  /** Only under the Newbie/Virgin filter (docs/product.md#members-tab). */
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

type Column = { label: string; sortKey?: MemberSortKey; width: string };
type Item = { kind: "group"; group: DashboardGroup } | { kind: "member"; member: MemberDto };

/** Fixed column widths: windowed rows must not resize the columns as they come and go. */
const COLUMNS: Column[] = [
  { label: "Member", sortKey: "name", width: "20%" },
  { label: "Email", sortKey: "email", width: "21%" },
  { label: "Status", sortKey: "status", width: "96px" },
  { label: "Profile", sortKey: "profileStatus", width: "118px" },
  { label: "Sponsor", width: "16%" },
  { label: "Accommodation", sortKey: "accommodation", width: "16%" },
  { label: "Activity", sortKey: "lastUpdated", width: "104px" },
  { label: "Actions", width: "116px" },
];

export function MembersTable(props: MembersTableProps) {
  const { groups, grouped, showSponsor, sort, onSort } = props;
  // One invitation mutation for the whole table rather than one per row: rows stay cheap to mount.
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState<ReadonlySet<number>>(() => new Set());
  const invite = useMutation({
    mutationFn: (member: MemberDto) => sendInvite(member.id),
    onMutate: (member) => setInviting((ids) => new Set(ids).add(member.id)),
    onSuccess: async (_data, member) => {
      toast({ title: "Invite Sent", description: `An invitation has been sent to ${member.email}.` });
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Failed to send invitation"),
    onSettled: (_data, _error, member) =>
      setInviting((ids) => {
        const next = new Set(ids);
        next.delete(member.id);
        return next;
      }),
  });
  const columns = showSponsor ? COLUMNS : COLUMNS.filter((c) => c.label !== "Sponsor");
  // Group headers and members in one list, so a grouped table is windowed the same way.
  const items = useMemo<Item[]>(
    () =>
      groups.flatMap((group) => [
        ...(grouped ? [{ kind: "group" as const, group }] : []),
        ...group.members.map((member) => ({ kind: "member" as const, member })),
      ]),
    [groups, grouped],
  );
  const rows = useWindowRows<HTMLDivElement>({
    count: items.length,
    estimate: 61,
    getKey: (i) => {
      const item = items[i];
      return item.kind === "group" ? `g:${item.group.key ?? ""}` : item.member.id;
    },
  });
  return (
    <>
      <Text as="p" size="1" color="gray" className="table-scroll-hint">
        Swipe the table sideways for email, status and the rest; actions stay on the right.
      </Text>
      <div className="admin-table-scroll" data-testid="members-table" ref={rows.anchor}>
        <Table.Root variant="surface" size="2" className="fixed-table" ref={tableRowCount(items.length + 1)}>
          <colgroup>
            {columns.map((c) => (
              <col key={c.label} style={{ width: c.width }} />
            ))}
          </colgroup>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <HeaderCell key={column.label} column={column} sort={sort} onSort={onSort} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <SpacerRow height={rows.before} columns={columns.length} />
            {rows.items.map((v) => {
              const item = items[v.index];
              return item.kind === "group" ? (
                <Table.Row
                  key={v.key}
                  className="group-row"
                  data-index={v.index}
                  ref={rows.virtualizer.measureElement}
                  aria-rowindex={v.index + 2}
                >
                  <Table.RowHeaderCell colSpan={columns.length} scope="colgroup">
                    <Flex align="center" gap="2">
                      <Text weight="bold" data-testid="group-label" className="truncate">
                        {item.group.label}
                      </Text>
                      <Badge color="gray" radius="full">
                        {item.group.members.length}
                      </Badge>
                    </Flex>
                  </Table.RowHeaderCell>
                </Table.Row>
              ) : (
                <MemberRow
                  key={v.key}
                  index={v.index}
                  measure={rows.virtualizer.measureElement}
                  member={item.member}
                  showSponsor={showSponsor}
                  members={props.members}
                  byId={props.byId}
                  type={item.member.accommodation ? props.typeOf.get(item.member.accommodation) : undefined}
                  suggestionsId={props.suggestionsId}
                  onEdit={props.onEdit}
                  onDelete={props.onDelete}
                  onInvite={invite.mutate}
                  inviting={inviting.has(item.member.id)}
                />
              );
            })}
            <SpacerRow height={rows.after} columns={columns.length} />
          </Table.Body>
        </Table.Root>
      </div>
    </>
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
  index: number;
  measure: (element: Element | null) => void;
  member: MemberDto;
  showSponsor: boolean;
  members: readonly MemberDto[];
  byId: ReadonlyMap<number, MemberDto>;
  type: string | undefined;
  suggestionsId: string;
  onEdit: (member: MemberDto) => void;
  onDelete: (member: MemberDto) => void;
  onInvite: (member: MemberDto) => void;
  inviting: boolean;
}

// Rows are plain elements styled with Radix tokens (admin.css) rather than Radix layout primitives,
// and the actions use `title` rather than a Tooltip each: a screenful of rows mounts on every
// filter or search change, and each primitive costs props parsing (as the directory's cards).
const MemberRow = memo(function MemberRow({
  index,
  measure,
  member,
  showSponsor,
  members,
  byId,
  type,
  suggestionsId,
  onEdit,
  onDelete,
  onInvite,
  inviting,
}: RowProps) {
  const name = displayName(member);
  const sub = member.playaName ? `“${member.playaName}”` : !member.name?.trim() ? "No name yet" : null;
  return (
    <tr className="rt-TableRow admin-row" data-testid="admin-member-row" data-index={index} ref={measure} aria-rowindex={index + 2}>
      <th className="rt-TableCell rt-TableRowHeaderCell" scope="row">
        <span className="truncate admin-row-name" title={name}>
          {name}
        </span>
        {sub && <span className="truncate admin-row-sub">{sub}</span>}
        {member.adminNotes && (
          // Private admin notes (issue 14): the list admins receive carries them; members' never does.
          <span className="truncate admin-row-sub admin-note" title={member.adminNotes} data-testid="admin-note">
            Note: {member.adminNotes}
          </span>
        )}
      </th>
      <td className="rt-TableCell">
        <span className="truncate" title={member.email}>
          {member.email}
        </span>
      </td>
      <td className="rt-TableCell">
        <StatusBadge status={member.status} />
      </td>
      <td className="rt-TableCell">
        <span className="admin-row-profile">
          <Badge color={PROFILE_COLORS[member.profileStatus] ?? "gray"} variant="soft">
            {member.profileStatus}
          </Badge>
          {member.profileComplete && <CheckCircledIcon aria-label="Profile complete" color="var(--green-11)" />}
        </span>
      </td>
      {showSponsor && (
        <td className="rt-TableCell">
          <SponsorCell member={member} members={members} byId={byId} />
        </td>
      )}
      <td className="rt-TableCell">
        <AccommodationCell member={member} type={type} suggestionsId={suggestionsId} />
      </td>
      <td className="rt-TableCell">
        <span className="truncate" title={formatDateTime(member.lastUpdated)}>
          {timeAgo(new Date(member.lastUpdated))}
        </span>
      </td>
      <td className="rt-TableCell">
        <RowActions member={member} name={name} onEdit={onEdit} onDelete={onDelete} onInvite={onInvite} inviting={inviting} />
      </td>
    </tr>
  );
});

function RowActions({
  member,
  name,
  onEdit,
  onDelete,
  onInvite,
  inviting,
}: Pick<RowProps, "member" | "onEdit" | "onDelete" | "onInvite" | "inviting"> & { name: string }) {
  // An invitation only makes sense before the member's profile exists (the server refuses it after).
  const inviteHint = member.profileCreated
    ? "Profile already created: no invitation needed"
    : member.inviteSent
      ? "Send invitation again"
      : "Send invitation";
  return (
    <div className="admin-row-actions">
      <IconButton variant="soft" size="1" aria-label={`Edit ${name}`} title="Edit member" onClick={() => onEdit(member)}>
        <Pencil1Icon />
      </IconButton>
      <IconButton
        variant="soft"
        color="gray"
        size="1"
        aria-label={`Send invitation to ${name}`}
        title={inviteHint}
        onClick={() => onInvite(member)}
        loading={inviting}
        disabled={member.profileCreated}
      >
        <EnvelopeClosedIcon />
      </IconButton>
      <IconButton variant="soft" color="red" size="1" aria-label={`Delete ${name}`} title="Delete member" onClick={() => onDelete(member)}>
        <TrashIcon />
      </IconButton>
    </div>
  );
}

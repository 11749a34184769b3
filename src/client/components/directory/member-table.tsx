import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, EyeOpenIcon, Pencil1Icon } from "@radix-ui/react-icons";
import { Button, Flex, IconButton, Table, Text } from "@radix-ui/themes";
import { memo } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName, isOwnProfile, type SortKey, type SortState } from "../../lib/directory";
import { AccommodationIcon } from "./accommodation-icon";
import { MemberPhoto } from "./member-photo";
import { StatusBadge } from "./status-badge";

/** `width`: the share each column gets in grouped tables, so every group's table lines up with the others. */
const COLUMNS: { key: SortKey; label: string; width: string }[] = [
  { key: "name", label: "Member", width: "32%" },
  { key: "location", label: "Location", width: "22%" },
  { key: "status", label: "Status", width: "14%" },
  { key: "burns", label: "Burns", width: "10%" },
  { key: "accommodation", label: "Accommodation", width: "22%" },
];

interface MemberTableProps {
  members: MemberDto[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  onOpen: (id: number) => void;
  onEdit: (member: MemberDto) => void;
  viewerEmail: string | null;
  typeOf: ReadonlyMap<string, string>;
  /** Ungrouped, the table also has a photo column and an Actions column (docs/product.md#member-directory). */
  full: boolean;
  labelledBy?: string;
}

export function MemberTable({ members, sort, onSort, onOpen, onEdit, viewerEmail, typeOf, full, labelledBy }: MemberTableProps) {
  return (
    <Table.Root
      variant="surface"
      size="2"
      aria-labelledby={labelledBy}
      data-testid="member-table"
      // Grouped, there is one table per group: fixed column widths keep them aligned (issue 12).
      layout={full ? "auto" : "fixed"}
      className={full ? undefined : "member-table-grouped"}
    >
      {!full && (
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
      )}
      <Table.Header>
        <Table.Row>
          {full && (
            <Table.ColumnHeaderCell width="56px">
              <span className="visually-hidden">Photo</span>
            </Table.ColumnHeaderCell>
          )}
          {COLUMNS.map((column) => {
            const active = sort.key === column.key;
            const SortIcon = !active ? CaretSortIcon : sort.direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
            return (
              <Table.ColumnHeaderCell
                key={column.key}
                aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
              >
                <Button
                  variant="ghost"
                  color="gray"
                  highContrast={active}
                  size="2"
                  onClick={() => onSort(column.key)}
                  className="sort-button"
                >
                  {column.label}
                  <SortIcon aria-hidden color={active ? undefined : "var(--gray-8)"} />
                </Button>
              </Table.ColumnHeaderCell>
            );
          })}
          {full && <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((m) => (
          <MemberRow
            key={m.id}
            member={m}
            own={isOwnProfile(m, viewerEmail)}
            type={m.accommodation ? typeOf.get(m.accommodation) : undefined}
            full={full}
            onOpen={onOpen}
            onEdit={onEdit}
          />
        ))}
      </Table.Body>
    </Table.Root>
  );
}

interface RowProps {
  member: MemberDto;
  own: boolean;
  type: string | undefined;
  full: boolean;
  onOpen: (id: number) => void;
  onEdit: (member: MemberDto) => void;
}

const MemberRow = memo(function MemberRow({ member, own, type, full, onOpen, onEdit }: RowProps) {
  const name = displayName(member);
  return (
    <Table.Row
      align="center"
      className="member-row"
      data-testid="member-row"
      data-member-row-id={member.id}
      onClick={() => onOpen(member.id)}
    >
      {full && (
        <Table.Cell>
          <MemberPhoto url={member.photoUrl} className="member-row-photo" />
        </Table.Cell>
      )}
      <Table.RowHeaderCell>
        <Flex direction="column">
          <Text weight="medium">
            {/* Keyboard users open the profile here; a click anywhere on the row does the same. */}
            <button
              type="button"
              className="link-button"
              onClick={(e) => {
                e.stopPropagation();
                onOpen(member.id);
              }}
            >
              {name}
            </button>
          </Text>
          <Text size="1" color="gray">
            {member.playaName ? `“${member.playaName}”` : !member.name?.trim() ? "No name yet" : null}
          </Text>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>{member.location?.trim() || <Text color="gray">No location</Text>}</Table.Cell>
      <Table.Cell>
        <StatusBadge status={member.status} />
      </Table.Cell>
      <Table.Cell>{member.burnYears ?? 0}</Table.Cell>
      <Table.Cell>
        {member.accommodation ? (
          <Flex align="center" gap="2">
            <AccommodationIcon type={type} size={16} />
            {member.accommodation}
          </Flex>
        ) : (
          <Text color="gray">None</Text>
        )}
      </Table.Cell>
      {full && (
        <Table.Cell justify="end">
          <Flex gap="2" justify="end" onClick={(e) => e.stopPropagation()}>
            <IconButton
              variant="soft"
              color="gray"
              size="1"
              aria-label={`View ${name}`}
              title="View profile"
              onClick={() => onOpen(member.id)}
            >
              <EyeOpenIcon />
            </IconButton>
            {own && (
              <IconButton variant="soft" size="1" aria-label="Edit your profile" title="Edit your profile" onClick={() => onEdit(member)}>
                <Pencil1Icon />
              </IconButton>
            )}
          </Flex>
        </Table.Cell>
      )}
    </Table.Row>
  );
});

import { SearchField } from "./search-field";
import { statusCounts, type StatusFilter } from "../../../shared/member-filters";
import { answerCounts, matchesAnswer, type AnswerFilter } from "../../../shared/season-filter";
import { seasonQuery } from "../../api/season";
import { AnswerFilters } from "../directory/directory-toolbar";
import { Badge, Button, Card, Flex, Select, Text } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import type { MemberDto } from "../../../shared/members";
import { displayName } from "../../../shared/profile";
import { deleteMember } from "../../api/admin";
import { accommodationsQuery, membersQuery } from "../../api/members";
import {
  dashboardMembers,
  DEFAULT_MEMBER_SORT,
  effectiveGroupBy,
  groupByOptions,
  groupDashboardMembers,
  MEMBER_FILTERS,
  nextMemberSort,
  type MemberGroupBy,
  type MemberSort,
  type MemberSortKey,
} from "../../lib/admin-members";
import { useFirstRenderMark, useUpdateMarks } from "../directory/use-update-marks";
import { EditProfileDialog } from "../edit-profile-dialog";
import { useReturnFocus } from "../../lib/return-focus";
import { toast, toastError } from "../toast";
import { AddMemberDialog } from "./add-member-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { SpreadsheetButtons } from "./members-import-dialog";
import { MembersTable } from "./members-table";
import { QueryState } from "../query-state";
import { Field } from "../field";
import { refreshAfter } from "../../api/query-keys";
import { DUES_STATUS_LABELS, DUES_STATUSES, type DuesStatus } from "../../../shared/dues";
import { duesQuery } from "../../api/dues";

const NO_MEMBERS: MemberDto[] = [];
const GROUP_LABELS: Record<MemberGroupBy, string> = { none: "None", sponsor: "Sponsor", accommodation: "Accommodation" };
const SORT_LABELS: Record<MemberSortKey, string> = {
  name: "Name",
  email: "Email",
  status: "Status",
  profileStatus: "Profile status",
  lastUpdated: "Last updated",
  profileComplete: "Profile complete",
  accommodation: "Accommodation",
};

export function MembersTab() {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const accommodations = useQuery(accommodationsQuery);
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [answer, setAnswer] = useState<AnswerFilter>("any");
  const seasonOpen = useQuery(seasonQuery).data?.season?.status === "open";
  const answerFilter = seasonOpen ? answer : "any";
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search);
  const [chosenGroupBy, setGroupBy] = useState<MemberGroupBy>("none");
  const [sort, setSort] = useState<MemberSort>(DEFAULT_MEMBER_SORT);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MemberDto | null>(null);
  const suggestionsId = useId();
  // Filter by this season's dues status (issue 26): the Dues tab's data, asked for only when used.
  const [duesFilter, setDuesFilter] = useState<DuesStatus | "all">("all");
  const dues = useQuery({ ...duesQuery, enabled: duesFilter !== "all" });

  const everyone = members.data ?? NO_MEMBERS;
  const answers = useMemo(() => (seasonOpen ? answerCounts(everyone) : null), [seasonOpen, everyone]);
  const all = useMemo(() => {
    const answering = answerFilter === "any" ? everyone : everyone.filter((m) => matchesAnswer(m, answerFilter));
    if (duesFilter === "all") return answering;
    const status = new Map((dues.data?.members ?? []).map((m) => [m.memberId, m.status]));
    return answering.filter((m) => status.get(m.id) === duesFilter);
  }, [everyone, answerFilter, duesFilter, dues.data]);
  const groupBy = effectiveGroupBy(filter, chosenGroupBy);
  const counts = useMemo(() => statusCounts(all), [all]);
  const byId = useMemo(() => new Map(everyone.map((m) => [m.id, m])), [everyone]);
  const typeOf = useMemo(() => new Map((accommodations.data ?? []).map((a) => [a.name, a.type])), [accommodations.data]);
  const groups = useMemo(
    () => groupDashboardMembers(dashboardMembers(all, filter, query, sort), groupBy, byId),
    [all, filter, query, sort, groupBy, byId],
  );
  const shown = groups.reduce((n, g) => n + g.members.length, 0);
  const editing = editingId === null ? null : (byId.get(editingId) ?? null);

  // Benchmark marks (bench/browser.mjs): data → first rows, and each search or filter change.
  useFirstRenderMark(shown > 0, "admin-members", "directory:data");
  const beginUpdate = useUpdateMarks(search === query, "admin-members");
  // Closing the editor puts focus back on the row's Edit button (WCAG 2.4.3).
  const returnFocus = useReturnFocus();
  const { remember } = returnFocus;
  const onEdit = useCallback(
    (m: MemberDto) => {
      remember();
      setEditingId(m.id);
    },
    [remember],
  );
  const onFilter = (next: StatusFilter) => {
    if (next === filter) return;
    beginUpdate();
    setFilter(next);
  };

  const remove = useMutation({
    mutationFn: (m: MemberDto) => deleteMember(m.id),
    onSuccess: async (_, m) => {
      toast({ title: "Member Deleted", description: `${displayName(m)} has been removed.` });
      setDeleting(null);
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Failed to delete member"),
  });

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center" justify="between">
        <Flex gap="2" wrap="wrap" role="group" aria-label="Filter members by status">
          {MEMBER_FILTERS.map((f) => {
            const active = f.key === filter;
            return (
              <Button
                key={f.key}
                variant={active ? "solid" : "soft"}
                color={active ? undefined : "gray"}
                aria-pressed={active}
                onClick={() => onFilter(f.key)}
              >
                {f.label}
                <Badge variant={active ? "surface" : "soft"} color={active ? undefined : "gray"} radius="full">
                  {counts[f.key]}
                </Badge>
              </Button>
            );
          })}
        </Flex>
        {answers && (
          <AnswerFilters
            counts={answers}
            answer={answerFilter}
            onAnswer={(next) => {
              beginUpdate();
              setAnswer((current) => (current === next ? "any" : next));
            }}
          />
        )}
        <Flex gap="2" wrap="wrap">
          <SpreadsheetButtons />
          <AddMemberDialog />
        </Flex>
      </Flex>

      <Flex gap="3" wrap="wrap" align="end">
        <SearchField
          placeholder="Name, email, playa name, location or status"
          value={search}
          onChange={(value) => {
            beginUpdate();
            setSearch(value);
          }}
          style={{ flex: "1 1 240px", minWidth: 0 }}
        />
        <Field label="Group by">
          {(id) => (
            <Select.Root value={groupBy} onValueChange={(v) => setGroupBy(v as MemberGroupBy)}>
              <Select.Trigger id={id} />
              <Select.Content position="popper">
                {groupByOptions(filter).map((g) => (
                  <Select.Item key={g} value={g}>
                    {GROUP_LABELS[g]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </Field>
        <Field label="Dues">
          {(id) => (
            <Select.Root
              value={duesFilter}
              onValueChange={(v) => {
                beginUpdate();
                setDuesFilter(v as DuesStatus | "all");
              }}
            >
              <Select.Trigger id={id} />
              <Select.Content position="popper">
                <Select.Item value="all">Any dues status</Select.Item>
                {DUES_STATUSES.map((status) => (
                  <Select.Item key={status} value={status}>
                    {DUES_STATUS_LABELS[status]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </Field>
        <Field label="Sort by">
          {(id) => (
            <Select.Root value={sort.key} onValueChange={(key) => setSort(nextMemberSort(sort, key as MemberSortKey))}>
              <Select.Trigger id={id} />
              <Select.Content position="popper">
                {(Object.keys(SORT_LABELS) as MemberSortKey[]).map((key) => (
                  <Select.Item key={key} value={key}>
                    {SORT_LABELS[key]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </Field>
      </Flex>

      <datalist id={suggestionsId}>
        {(accommodations.data ?? []).map((a) => (
          <option key={a.name} value={a.name} />
        ))}
      </datalist>

      <QueryState query={members} loading="Loading members…" failed="Could not load members" card>
        {() =>
          shown === 0 ? (
            <Card>
              <Text as="p" weight="medium">
                {everyone.length === 0 ? "No members yet" : "No members match your search"}
              </Text>
              <Text as="p" size="2" color="gray">
                {everyone.length === 0
                  ? "Members will appear here once they've been added to the camp."
                  : "Try adjusting your search terms or filters"}
              </Text>
            </Card>
          ) : (
            <>
              <Text size="1" color="gray" aria-live="polite">
                Showing {shown} of {everyone.length} members
              </Text>
              <MembersTable
                groups={groups}
                grouped={groupBy !== "none"}
                showSponsor={filter === "newbie"}
                sort={sort}
                onSort={(key) => setSort(nextMemberSort(sort, key))}
                members={everyone}
                byId={byId}
                typeOf={typeOf}
                suggestionsId={suggestionsId}
                onEdit={onEdit}
                onDelete={setDeleting}
              />
            </>
          )
        }
      </QueryState>

      <EditProfileDialog member={editing} adminMode onClose={() => setEditingId(null)} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
      <ConfirmDialog
        title="Delete Member"
        question={
          deleting ? `Are you sure you want to delete ${displayName(deleting)} (${deleting.email})? This action cannot be undone.` : null
        }
        confirmLabel="Delete Member"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Flex>
  );
}

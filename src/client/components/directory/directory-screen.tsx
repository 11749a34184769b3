import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Box, Button, Callout, Container, Flex } from "@radix-ui/themes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { MemberDto } from "../../../shared/members";
import type { CurrentUser } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { accommodationsQuery, membersQuery, myProfileQuery, OfflineError } from "../../api/members";
import { announce } from "../../lib/announce";
import { useBackground } from "../../lib/background";
import { useDocumentTitle } from "../../lib/document-title";
import { useReturnFocus } from "../../lib/return-focus";
import { MAIN_PROPS } from "../skip-link";
import {
  DEFAULT_SORT,
  defaultDirection,
  groupByAccommodation,
  isOwnProfile,
  latestUpdate,
  withOwnProfile,
  nextSort,
  visibleMembers,
  warmDirectoryIntl,
  type SortKey,
  type SortState,
} from "../../lib/directory";
import { lazyWithPreload, useOnceTrue } from "../../lib/lazy";
import { statusCounts, type StatusFilter } from "../../../shared/member-filters";
import { answerCounts, type AnswerFilter } from "../../../shared/season-filter";
import { seasonQuery } from "../../api/season";
import { AppHeader } from "../app-header";
import { DirectoryResults } from "./directory-results";
import { DirectoryToolbar, type DirectoryView, type GroupBy } from "./directory-toolbar";
import { EmptyState } from "./empty-state";
import { LastUpdated } from "./last-updated";
import { MemberSkeletons } from "./member-skeletons";
import { MemberTable } from "./member-table-lazy";
import { OfflineBanner } from "./offline-banner";
import { useFirstRenderMark, useUpdateMarks } from "./use-update-marks";

const NO_MEMBERS: MemberDto[] = [];
const NO_IDS: ReadonlyMap<number, MemberDto> = new Map();

// The dialogs are not part of the first load (the profile form brings zod along): they download
// when the member first points at or focuses something on the screen, and render once opened.
const MemberDetailDialog = lazyWithPreload(() => import("./member-detail-dialog").then((m) => m.MemberDetailDialog));
// The member's own dues card (issue 26): its own small chunk, after the directory.
const OwnDuesCard = lazy(() => import("../dues/own-dues-card"));
const EditProfileDialog = lazyWithPreload(() => import("../edit-profile-dialog").then((m) => m.EditProfileDialog));
// "Are you coming this year?" (issue 25): only while a season is open, so it loads when one is.
const SeasonAnswerBar = lazyWithPreload(() => import("./season-answer").then((m) => m.SeasonAnswerBar));
const preloadOnIntent = () => {
  MemberDetailDialog.preload();
  EditProfileDialog.preload();
  MemberTable.preload();
};

/** The home screen: the member directory (docs/product.md#member-directory). */
export function DirectoryScreen({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const membersResult = useQuery(membersQuery);
  // A member's own entry in the list may lack what they keep for admins: their own profile fills it.
  const own = useQuery({ ...myProfileQuery, enabled: user.type === "member" });
  const accommodations = useQuery(accommodationsQuery);
  const background = useBackground("home");
  // The cards wait for the member's own profile and the accommodations as well (small, asked for
  // with the list, they arrive with it): one render of the list rather than one per answer, each a
  // long task on a slow phone.
  const waiting = membersResult.isPending || (user.type === "member" && own.isPending) || accommodations.isPending;
  const list = (!waiting && membersResult.data) || NO_MEMBERS;
  const members = useMemo(() => (list === NO_MEMBERS ? NO_MEMBERS : withOwnProfile(list, own.data)), [list, own.data]);

  const [filter, setFilter] = useState<StatusFilter>("all");
  const [answer, setAnswer] = useState<AnswerFilter>("any");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [view, setView] = useState<DirectoryView>("cards");
  const [groupBy, setGroupBy] = useState<GroupBy>("none");
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<MemberDto | null>(null);

  // "This year" counts only while a season is open (the list then carries the answers).
  const season = useQuery(seasonQuery).data?.season;
  const seasonOpen = season?.status === "open";
  const answerFilter = seasonOpen ? answer : "any";
  // The list follows the data and the controls a beat later: the search box, the buttons and the
  // selects answer at once, and React renders the filtered, sorted list of thousands in the
  // background, yielding to the next keystroke or click (and dropping a render it overtakes).
  const shownMembers = useDeferredValue(members, NO_MEMBERS);
  const shownFilter = useDeferredValue(filter);
  const shownAnswer = useDeferredValue(answerFilter);
  const shownSearch = useDeferredValue(search);
  const shownSort = useDeferredValue(sort);
  const shownView = useDeferredValue(view);
  const shownGroupBy = useDeferredValue(groupBy);
  const settled =
    shownMembers === members &&
    shownFilter === filter &&
    shownAnswer === answerFilter &&
    shownSearch === search &&
    shownSort === sort &&
    shownView === view &&
    shownGroupBy === groupBy;
  const counts = useMemo(() => statusCounts(shownMembers), [shownMembers]);
  const answers = useMemo(() => (seasonOpen ? answerCounts(shownMembers) : null), [seasonOpen, shownMembers]);
  const visible = useMemo(
    () => visibleMembers(shownMembers, shownFilter, shownSearch, shownSort, shownAnswer),
    [shownMembers, shownFilter, shownSearch, shownSort, shownAnswer],
  );
  const groups = useMemo(
    () => (shownGroupBy === "accommodation" ? groupByAccommodation(visible, shownSort) : null),
    [shownGroupBy, visible, shownSort],
  );
  // Previous/next in the detail modal walk the list in the order it is shown.
  const shownOrder = useMemo(() => (groups ? groups.flatMap((g) => g.members) : visible), [groups, visible]);
  const typeOf = useMemo(() => new Map((accommodations.data ?? []).map((a) => [a.name, a.type])), [accommodations.data]);
  const latest = useMemo(() => latestUpdate(shownMembers), [shownMembers]);

  useDocumentTitle("Directory");
  useEffect(warmDirectoryIntl, []);
  // Result counts and the empty state are announced when the filter or search changes (WCAG 4.1.3).
  const filtered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced when the filter or search changes, not on every poll
  useEffect(() => {
    if (!membersResult.isSuccess || shownMembers.length === 0) return;
    if (!filtered.current) {
      filtered.current = true;
      return;
    }
    announce(
      visible.length === 0 ? "No members match your search" : `${visible.length} ${visible.length === 1 ? "member" : "members"} shown`,
    );
  }, [shownFilter, shownAnswer, shownSearch, membersResult.isSuccess, shownMembers.length === 0]);

  // Closing a dialog puts focus back on the card or row that opened it, or that member's card.
  // lastShown: the member whose card or row opened the dialog.
  const lastShown = useRef<number | null>(null);
  const returnFocus = useReturnFocus(
    useCallback(
      () =>
        document.querySelector<HTMLElement>(
          `[data-member-id="${lastShown.current}"] button, [data-member-row-id="${lastShown.current}"] button`,
        ),
      [],
    ),
  );

  const detailShown = useOnceTrue(openId !== null);
  // Only the detail modal looks members up by id: built when it first opens, not with the first cards.
  const byId = useMemo(() => (detailShown ? new Map(shownMembers.map((m) => [m.id, m])) : NO_IDS), [detailShown, shownMembers]);
  const editShown = useOnceTrue(editing !== null);

  const beginUpdate = useUpdateMarks(settled);
  useFirstRenderMark(!waiting && membersResult.isSuccess && shownMembers === members);

  // Stable handlers: the toolbar is memoised, and re-renders only when what it shows changes (not
  // when the member's own profile, the accommodations or the background arrive).
  const onFilter = useCallback(
    (next: StatusFilter) => {
      if (next === filter) return;
      beginUpdate();
      setFilter(next);
    },
    [filter, beginUpdate],
  );
  const onAnswer = useCallback(
    (next: AnswerFilter) => {
      beginUpdate();
      setAnswer((current) => (current === next ? "any" : next));
    },
    [beginUpdate],
  );
  const onSearch = useCallback(
    (next: string) => {
      beginUpdate();
      setSearch(next);
    },
    [beginUpdate],
  );
  const onSortKey = useCallback(
    (key: SortKey) => {
      if (key === sort.key) return;
      beginUpdate();
      setSort({ key, direction: defaultDirection(key) });
    },
    [sort.key, beginUpdate],
  );
  const onColumnSort = useCallback(
    (key: SortKey) => {
      beginUpdate();
      setSort((current) => nextSort(current, key));
    },
    [beginUpdate],
  );
  const onFlipDirection = useCallback(() => {
    beginUpdate();
    setSort((current) => nextSort(current, current.key));
  }, [beginUpdate]);
  const onView = useCallback(
    (next: DirectoryView) => {
      beginUpdate();
      setView(next);
    },
    [beginUpdate],
  );
  const onGroupBy = useCallback(
    (next: GroupBy) => {
      if (next === groupBy) return;
      beginUpdate();
      setGroupBy(next);
    },
    [groupBy, beginUpdate],
  );

  const { remember } = returnFocus;
  const onOpen = useCallback(
    (id: number) => {
      if (!document.activeElement?.closest("[role=dialog]")) lastShown.current = id;
      remember();
      setOpenId(id);
    },
    [remember],
  );
  // A member edits only their own profile, and always from GET /api/my-profile: the list's copy
  // may lack what they keep for admins, and saving that would blank it.
  const onEdit = useCallback(
    async (member: MemberDto) => {
      if (!document.activeElement?.closest("[role=dialog]")) lastShown.current = member.id;
      remember();
      setOpenId(null);
      const own = user.type === "member" ? await queryClient.ensureQueryData(myProfileQuery).catch(() => null) : null;
      setEditing(own ?? member);
    },
    [remember, queryClient, user.type],
  );

  const openOwnProfile = useCallback(async () => {
    const own = members.find((m) => isOwnProfile(m, user.email)) ?? (await queryClient.fetchQuery(myProfileQuery));
    if (own) await onEdit(own);
  }, [members, user.email, queryClient, onEdit]);
  const lastUpdated = useMemo(() => <LastUpdated latest={latest} />, [latest]);

  const viewerEmail = user.email;
  return (
    <Box className="home" onPointerOver={preloadOnIntent} onFocus={preloadOnIntent}>
      {background && <div className="home-background" style={{ backgroundImage: `url("${background}")` }} aria-hidden />}
      <Container size="4" px={{ initial: "3", sm: "4" }} pb="8">
        <AppHeader
          title="Camp Member Directory"
          subtitle={lastUpdated}
          user={user}
          onProfile={user.type === "member" ? openOwnProfile : undefined}
        />
        <main {...MAIN_PROPS}>
          <OfflineBanner />
          {user.type === "member" && seasonOpen && (
            <Suspense>
              <SeasonAnswerBar />
            </Suspense>
          )}
          {user.type === "member" && (
            <Suspense fallback={null}>
              <OwnDuesCard />
            </Suspense>
          )}
          <DirectoryToolbar
            counts={counts}
            filter={filter}
            onFilter={onFilter}
            answers={answers}
            answer={answerFilter}
            onAnswer={onAnswer}
            search={search}
            onSearch={onSearch}
            sort={sort}
            onSortKey={onSortKey}
            onFlipDirection={onFlipDirection}
            view={view}
            onView={onView}
            groupBy={groupBy}
            onGroupBy={onGroupBy}
          />
          {waiting || (shownMembers === NO_MEMBERS && members !== NO_MEMBERS) ? (
            <MemberSkeletons />
          ) : membersResult.isError && members.length === 0 ? (
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Flex direction="column" gap="2" align="start">
                <Callout.Text>
                  {membersResult.error instanceof OfflineError
                    ? membersResult.error.message
                    : `Could not load the members: ${errorMessage(membersResult.error, "please try again.")}`}
                </Callout.Text>
                <Button size="1" variant="soft" color="red" onClick={() => membersResult.refetch()}>
                  Try again
                </Button>
              </Flex>
            </Callout.Root>
          ) : shownMembers.length === 0 ? (
            <EmptyState kind="no-members" />
          ) : visible.length === 0 ? (
            <EmptyState kind="no-matches" />
          ) : (
            // Always mounted while there are results: a switch to the table before its code is in
            // keeps the cards on screen until it is (the list is a deferred render).
            // aria-busy while the list lags behind the controls; the results themselves (memoised)
            // re-render only when the deferred list does.
            <div className="directory-results" aria-busy={!settled || undefined}>
              <Suspense>
                <DirectoryResults
                  view={shownView}
                  members={visible}
                  groups={groups}
                  sort={shownSort}
                  onSort={onColumnSort}
                  onOpen={onOpen}
                  onEdit={onEdit}
                  viewerEmail={viewerEmail}
                  typeOf={typeOf}
                />
              </Suspense>
            </div>
          )}
        </main>
      </Container>
      {detailShown && (
        <Suspense>
          <MemberDetailDialog
            member={openId === null ? null : (byId.get(openId) ?? null)}
            list={shownOrder}
            byId={byId}
            typeOf={typeOf}
            viewerEmail={viewerEmail}
            onNavigate={onOpen}
            onClose={() => setOpenId(null)}
            onEdit={onEdit}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          />
        </Suspense>
      )}
      {editShown && (
        <Suspense>
          <EditProfileDialog member={editing} onClose={() => setEditing(null)} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
        </Suspense>
      )}
    </Box>
  );
}

import { Button, Flex, Text } from "@radix-ui/themes";
import { memo, useId, useMemo } from "react";
import type { MemberDto } from "../../../shared/members";
import { firstOfGroups, isOwnProfile, type MemberGroup, type SortKey, type SortState } from "../../lib/directory";
import type { DirectoryView } from "./directory-toolbar";
import { GroupHeader } from "./group-header";
import { MemberCard } from "./member-card";
import { MemberGrid } from "./member-grid";
import { MemberTable } from "./member-table-lazy";
import { useShownCount } from "./use-shown-count";

interface DirectoryResultsProps {
  view: DirectoryView;
  members: MemberDto[];
  groups: MemberGroup[] | null;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onOpen: (id: number) => void;
  onEdit: (member: MemberDto) => void;
  viewerEmail: string | null;
  typeOf: ReadonlyMap<string, string>;
}

/** The cards or the table(s), grouped by accommodation or not, a screenful first and more on the way down. */
export const DirectoryResults = memo(function DirectoryResults(props: DirectoryResultsProps) {
  const { view, members, groups } = props;
  const { count, sentinel, all } = useShownCount(groups ?? members, members.length);
  // Grouped, the budget runs through the groups in order: later groups appear as it grows.
  const shownGroups = useMemo(() => (groups ? firstOfGroups(groups, count) : null), [groups, count]);
  const shownMembers = useMemo(() => members.slice(0, count), [members, count]);

  return (
    <>
      {shownGroups ? (
        <Flex direction="column" gap="6">
          {shownGroups.map(({ group, members }) => (
            <Group key={group.label} group={group} {...props} members={members} />
          ))}
        </Flex>
      ) : (
        <>
          {/* The level between the page's h1 and the cards' h3 (groups have their own h2s). */}
          <h2 className="visually-hidden">Members</h2>
          {view === "cards" ? <Cards {...props} members={shownMembers} /> : <MemberTable {...props} members={shownMembers} full />}
        </>
      )}
      {count < members.length && (
        <Flex ref={sentinel} justify="center" align="center" gap="3" py="5">
          <Text size="2" color="gray">
            Showing {count} of {members.length} members
          </Text>
          <Button variant="soft" color="gray" size="1" onClick={all}>
            Show all
          </Button>
        </Flex>
      )}
    </>
  );
});

function Group({ group, ...props }: DirectoryResultsProps & { group: MemberGroup }) {
  const id = useId();
  const type = group.accommodation ? props.typeOf.get(group.accommodation) : undefined;
  return (
    <section aria-labelledby={id} data-testid="member-group">
      <GroupHeader group={group} type={type} id={id} />
      {props.view === "cards" ? <Cards {...props} labelledBy={id} /> : <MemberTable {...props} full={false} labelledBy={id} />}
    </section>
  );
}

function Cards({ members, viewerEmail, typeOf, onOpen, onEdit, labelledBy }: DirectoryResultsProps & { labelledBy?: string }) {
  return (
    <MemberGrid role="list" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : "Members"}>
      {members.map((m) => (
        // biome-ignore lint/a11y/useSemanticElements: the grid lays out divs; a <ul> would bring list styles to undo
        <div role="listitem" key={m.id} className="member-card-cell">
          <MemberCard
            member={m}
            own={isOwnProfile(m, viewerEmail)}
            accommodationType={m.accommodation ? typeOf.get(m.accommodation) : undefined}
            onOpen={onOpen}
            onEdit={onEdit}
          />
        </div>
      ))}
    </MemberGrid>
  );
}

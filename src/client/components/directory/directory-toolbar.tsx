import { ArrowDownIcon, ArrowUpIcon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Badge, Button, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { memo } from "react";
import { ToolbarSelect } from "./toolbar-select";
import { type DirectoryView, ViewToggle } from "./view-toggle";

export type { DirectoryView };
import type { StatusCounts, StatusFilter } from "../../../shared/member-filters";
import { ANSWER_FILTERS, type AnswerCounts, type AnswerFilter } from "../../../shared/season-filter";
import { FILTERS, SORT_KEYS, type SortKey, type SortState } from "../../lib/directory";

export type GroupBy = "none" | "accommodation";

interface DirectoryToolbarProps {
  counts: StatusCounts;
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  /** This season's answers, while a season is open (null otherwise). */
  answers: AnswerCounts | null;
  answer: AnswerFilter;
  onAnswer: (answer: AnswerFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  sort: SortState;
  onSortKey: (key: SortKey) => void;
  onFlipDirection: () => void;
  view: DirectoryView;
  onView: (view: DirectoryView) => void;
  groupBy: GroupBy;
  onGroupBy: (groupBy: GroupBy) => void;
}

const SORT_OPTIONS = SORT_KEYS.map((s) => ({ value: s.key, label: s.label }));
const GROUP_OPTIONS = [
  { value: "none", label: "None" },
  { value: "accommodation", label: "Accommodation" },
] as const;

/**
 * Memoised: the directory re-renders as each of its lists arrives, while the toolbar's inputs seldom
 * change (counts are compared by value: a new list with the same counts keeps the toolbar as it is).
 */
export const DirectoryToolbar = memo(function DirectoryToolbar(props: DirectoryToolbarProps) {
  const { counts, filter, sort } = props;
  const ascending = sort.direction === "asc";
  return (
    <Flex direction="column" gap="3" mb="4">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label="Filter members">
        {FILTERS.map((f) => {
          const active = f.key === filter;
          return (
            <Button
              key={f.key}
              variant={active ? "solid" : "soft"}
              color={active ? undefined : "gray"}
              aria-pressed={active}
              onClick={() => props.onFilter(f.key)}
            >
              {f.label}
              <Badge variant={active ? "surface" : "soft"} color={active ? undefined : "gray"} radius="full">
                {counts[f.key]}
              </Badge>
            </Button>
          );
        })}
        {counts.unassigned > 0 && (
          <Text size="1" color="gray">
            {counts.unassigned} unassigned
          </Text>
        )}
      </Flex>
      {props.answers && <AnswerFilters counts={props.answers} answer={props.answer} onAnswer={props.onAnswer} />}
      <Flex gap="3" wrap="wrap" align="end">
        <TextField.Root
          className="directory-search"
          type="search"
          placeholder="Search by name, playa name, location…"
          aria-label="Search members"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden />
          </TextField.Slot>
        </TextField.Root>
        <Flex gap="1" align="center">
          <ToolbarSelect label="Sort by" prefix="Sort:" value={sort.key} options={SORT_OPTIONS} onChange={props.onSortKey} />
          <IconButton
            variant="soft"
            color="gray"
            onClick={props.onFlipDirection}
            aria-label={ascending ? "Ascending; sort descending" : "Descending; sort ascending"}
            title={ascending ? "Ascending" : "Descending"}
          >
            {ascending ? <ArrowUpIcon /> : <ArrowDownIcon />}
          </IconButton>
        </Flex>
        <ToolbarSelect label="Group by" prefix="Group:" value={props.groupBy} options={GROUP_OPTIONS} onChange={props.onGroupBy} />
        <ViewToggle view={props.view} onView={props.onView} />
      </Flex>
    </Flex>
  );
}, sameProps);

/** "This year": Coming / Maybe / Not coming / No answer, each with its count; a second tap clears it. */
export function AnswerFilters({
  counts,
  answer,
  onAnswer,
}: {
  counts: AnswerCounts;
  answer: AnswerFilter;
  onAnswer: (a: AnswerFilter) => void;
}) {
  return (
    <Flex gap="2" wrap="wrap" align="center" role="group" aria-label="Filter by this year's answer">
      <Text size="1" color="gray" aria-hidden>
        This year:
      </Text>
      {ANSWER_FILTERS.map((f) => {
        const active = f.key === answer;
        return (
          <Button
            key={f.key}
            size="1"
            variant={active ? "solid" : "soft"}
            color={active ? undefined : "gray"}
            aria-pressed={active}
            onClick={() => onAnswer(f.key)}
          >
            {f.label}
            <Badge variant={active ? "surface" : "soft"} color={active ? undefined : "gray"} radius="full">
              {counts[f.key]}
            </Badge>
          </Button>
        );
      })}
    </Flex>
  );
}

function sameProps(a: DirectoryToolbarProps, b: DirectoryToolbarProps) {
  return (Object.keys(a) as (keyof DirectoryToolbarProps)[]).every((key) =>
    key === "counts"
      ? sameCounts(a.counts, b.counts)
      : key === "answers"
        ? JSON.stringify(a.answers) === JSON.stringify(b.answers)
        : Object.is(a[key], b[key]),
  );
}

const sameCounts = (a: StatusCounts, b: StatusCounts) =>
  a.all === b.all && a.veteran === b.veteran && a.newbie === b.newbie && a.unassigned === b.unassigned;

// The directory's "This year" filter (issue 25), in its own module: the directory's first load
// carries only this, not the season's other rules (see docs/decisions/004).
import type { SeasonAnswer } from "./season";

export const ANSWER_FILTERS = [
  { key: "yes", label: "Coming" },
  { key: "maybe", label: "Maybe" },
  { key: "no", label: "Not coming" },
  { key: "none", label: "No answer" },
] as const;
export type AnswerFilter = "any" | (typeof ANSWER_FILTERS)[number]["key"];
export type AnswerCounts = Record<(typeof ANSWER_FILTERS)[number]["key"], number>;

export const matchesAnswer = (member: { season?: { answer: SeasonAnswer } }, filter: AnswerFilter) =>
  filter === "any" || (filter === "none" ? !member.season : member.season?.answer === filter);

export function answerCounts(members: readonly { season?: { answer: SeasonAnswer } }[]): AnswerCounts {
  const counts: AnswerCounts = { yes: 0, maybe: 0, no: 0, none: 0 };
  for (const m of members) counts[m.season?.answer ?? "none"]++;
  return counts;
}

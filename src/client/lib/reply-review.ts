// The Needs Review list's pure rules: the field-by-field diff and the editable draft.
import { needsReplaceChoice, type ReplyReviewDto } from "../../shared/onboarding";
import { PARSED_FIELDS, type ParsedInfo } from "./manual-email";

type Key = keyof ParsedInfo;
const NUMERIC = new Set<Key>(["burnYears", "firstBurn"]);

const shown = (value: string | number | null) => (value === null || value === "" ? null : String(value));

export interface ReviewRow {
  key: Key;
  label: string;
  current: string | null;
  proposed: string | null;
  /** Applying changes this field. */
  changes: boolean;
  /** …and it would replace a different value the profile already has: only if the admin ticks "Replace". */
  replaces: boolean;
}

export function reviewFields(review: Pick<ReplyReviewDto, "current" | "proposed">): ReviewRow[] {
  return PARSED_FIELDS.map(({ key, label }) => {
    const current = shown(review.current[key]);
    const proposed = shown(review.proposed[key]);
    const changes = proposed !== null && proposed !== current;
    return { key, label, current, proposed, changes, replaces: needsReplaceChoice(current, proposed) };
  });
}

export type ReviewDraft = Record<Key, string> & { toFields(): ParsedInfo };

/** The proposal as editable text; an emptied box means "leave this field as it is". */
export function reviewDraft(review: Pick<ReplyReviewDto, "proposed">): ReviewDraft {
  const values = Object.fromEntries(PARSED_FIELDS.map(({ key }) => [key, shown(review.proposed[key]) ?? ""])) as Record<Key, string>;
  return {
    ...values,
    toFields(this: Record<Key, string>) {
      return Object.fromEntries(
        PARSED_FIELDS.map(({ key }) => {
          const text = (this[key] ?? "").trim();
          if (text === "") return [key, null];
          return [key, NUMERIC.has(key) ? (/^\d+$/.test(text) ? Number(text) : text) : text];
        }),
      ) as ParsedInfo;
    },
  };
}

/** The ticked "Replace" boxes that still matter for the values about to be applied (the server's rule). */
export const replaceChoices = (
  rows: readonly Pick<ReviewRow, "key" | "current">[],
  values: Record<Key, string | number | null>,
  ticked: ReadonlySet<Key>,
) => rows.filter((row) => ticked.has(row.key) && needsReplaceChoice(row.current, values[row.key])).map((row) => row.key);

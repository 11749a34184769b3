import { isBlank } from "../../shared/profile";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile } from "./schema";

export type CurrentProfile = { readonly [K in ExtractedField]?: string | number | null };

/**
 * The extracted values that may be written: extraction fills gaps only. It never overwrites or blanks
 * what the member already has (0 burns is a value, not a gap), and never touches any other field,
 * whatever keys `extracted` carries.
 */
export function mergeExtracted(
  current: CurrentProfile,
  extracted: ExtractedProfile,
): { updates: Partial<ExtractedProfile>; updatedFields: ExtractedField[] } {
  const updates: Record<string, string | number> = {};
  const updatedFields: ExtractedField[] = [];
  for (const field of EXTRACTED_FIELDS) {
    const value = extracted[field];
    if (isBlank(value) || !isBlank(current[field])) continue;
    updates[field] = value!;
    updatedFields.push(field);
  }
  return { updates: updates as Partial<ExtractedProfile>, updatedFields };
}

export interface FieldChange {
  field: ExtractedField;
  current: string | number | null;
  proposed: string | number | null;
  /** fill: a blank gets a value; keep: the member's value stays (extraction never overwrites). */
  action: "fill" | "keep";
}

/** What applying `extracted` would do, field by field, for the fields it found. */
export function previewMerge(current: CurrentProfile, extracted: ExtractedProfile): FieldChange[] {
  return EXTRACTED_FIELDS.filter((field) => !isBlank(extracted[field])).map((field) => ({
    field,
    current: current[field] ?? null,
    proposed: extracted[field],
    action: isBlank(current[field]) ? "fill" : "keep",
  }));
}

// Care details (issue 26): what a member may write about themselves. PUT /api/members/me/care
// replaces all five fields; blank means none.
import { z } from "zod";
import { CARE_LIMITS, isLoosePhone, PHONE_MESSAGE } from "./care-fields";

const text = (label: string, max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
    .refine((value) => value === null || value.length <= max, `${label} must be at most ${max} characters`);

export const careSchema = z.strictObject({
  emergencyName: text("Emergency contact name", CARE_LIMITS.emergencyName),
  emergencyRelation: text("Relation", CARE_LIMITS.emergencyRelation),
  emergencyPhone: text("Emergency contact phone", CARE_LIMITS.emergencyPhone).refine((v) => v === null || isLoosePhone(v), PHONE_MESSAGE),
  dietary: text("Dietary needs", CARE_LIMITS.dietary),
  medicalNote: text("Medical note", CARE_LIMITS.medicalNote),
});
export type CareInput = z.output<typeof careSchema>;

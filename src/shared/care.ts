// Care details (issue 26): what a member may write about themselves. PUT /api/members/me/care
// replaces all five fields; blank means none.
import { z } from "zod";
import { CARE_LIMITS, isLoosePhone, PHONE_MESSAGE } from "./care-fields";
import { optionalText } from "./validation";

export const careSchema = z.strictObject({
  emergencyName: optionalText("Emergency contact name", CARE_LIMITS.emergencyName),
  emergencyRelation: optionalText("Relation", CARE_LIMITS.emergencyRelation),
  emergencyPhone: optionalText("Emergency contact phone", CARE_LIMITS.emergencyPhone).refine(
    (v) => v === null || isLoosePhone(v),
    PHONE_MESSAGE,
  ),
  dietary: optionalText("Dietary needs", CARE_LIMITS.dietary),
  medicalNote: optionalText("Medical note", CARE_LIMITS.medicalNote),
});
export type CareInput = z.output<typeof careSchema>;

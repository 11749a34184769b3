// The care-details part of Edit Profile (issue 26): form values, the checks, the request body.
import { CARE_LIMITS, isLoosePhone, PHONE_MESSAGE, type CareDetails } from "../../shared/care-fields";

export type CareFormValues = Record<keyof CareDetails, string>;
const CARE_KEYS = ["emergencyName", "emergencyRelation", "emergencyPhone", "dietary", "medicalNote"] as const;

export const careFormFrom = (care: CareDetails): CareFormValues =>
  Object.fromEntries(CARE_KEYS.map((key) => [key, care[key] ?? ""])) as CareFormValues;

export const careFormChanged = (a: CareFormValues, b: CareFormValues) => CARE_KEYS.some((key) => a[key].trim() !== b[key].trim());

export function careFormErrors(values: CareFormValues): Partial<Record<keyof CareDetails, string>> {
  const phone = values.emergencyPhone.trim();
  return phone && !isLoosePhone(phone) ? { emergencyPhone: PHONE_MESSAGE } : {};
}

export const toCareInput = (values: CareFormValues): CareDetails =>
  Object.fromEntries(CARE_KEYS.map((key) => [key, values[key].trim().slice(0, CARE_LIMITS[key]) || null])) as unknown as CareDetails;

// Care details (issue 26): the shapes and the loose phone rule, with no zod, so the member's Edit
// Profile can check a phone number without loading a validation library.

export const CARE_LIMITS = {
  emergencyName: 100,
  emergencyRelation: 60,
  emergencyPhone: 20,
  dietary: 500,
  medicalNote: 2000,
} as const;

export interface CareDetails {
  emergencyName: string | null;
  emergencyRelation: string | null;
  emergencyPhone: string | null;
  dietary: string | null;
  medicalNote: string | null;
}

export const EMPTY_CARE: CareDetails = {
  emergencyName: null,
  emergencyRelation: null,
  emergencyPhone: null,
  dietary: null,
  medicalNote: null,
};

/** Checked loosely and stored as typed: 6–20 of digits, spaces and + ( ) - . with at least 5 digits. */
export const PHONE_MESSAGE = "Phone must be 6–20 characters of digits, spaces and + ( ) - . (at least 5 digits)";
export const isLoosePhone = (value: string) => /^[0-9 +().-]{6,20}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;

// The one shape every extractor (Workers AI or the built-in parser) must produce. AI output is
// untrusted: it is re-validated here, and only these nine fields can ever come out.
import { z } from "zod";
import { BURNS_MAX, currentYear, FIRST_BURN_MIN } from "../../shared/constants";
import { TEXT_LIMITS } from "../../shared/member-fields";
import { textOrNull } from "../../shared/profile";

export type ExtractedTextField = "name" | "playaName" | "homeTown" | "location" | "country" | "bio" | "campHistory";
/** An extracted value fills a profile field, so it is capped at that field's limit: the same numbers. */
export const EXTRACTED_TEXT_LIMITS: Pick<typeof TEXT_LIMITS, ExtractedTextField> = TEXT_LIMITS;
export type ExtractedField = ExtractedTextField | "burnYears" | "firstBurn";

export const EXTRACTED_FIELDS = [
  "name",
  "playaName",
  "homeTown",
  "location",
  "country",
  "burnYears",
  "firstBurn",
  "bio",
  "campHistory",
] as const satisfies readonly ExtractedField[];

/** How each field is named to organisers (the review diff, the log, the manual pages). */
export const FIELD_LABELS: Record<ExtractedField, string> = {
  name: "Full name",
  playaName: "Playa name",
  homeTown: "Home town",
  location: "Location",
  country: "Country of Birth",
  burnYears: "Burns attended",
  firstBurn: "First burn",
  bio: "Bio",
  campHistory: "Camp history",
};

// An over-long bio is cut rather than refused: one chatty answer must not sink the whole extraction.
const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => textOrNull(value?.trim().slice(0, max)));

// Out-of-range numbers are refused: they mean the reply was misread, not that it was long.
// The year bound is read at parse time: in workerd, Date at module scope is not the real time.
const burnYears = z
  .number()
  .int()
  .min(0)
  .max(BURNS_MAX)
  .nullish()
  .transform((n) => n ?? null);
const firstBurn = z
  .number()
  .int()
  .min(FIRST_BURN_MIN)
  .nullish()
  .refine((n) => n == null || n <= currentYear(), "First burn cannot be in the future")
  .transform((n) => n ?? null);

/** The nine profile fields an extraction may fill; unknown keys are stripped, absent ones become null. */
export const extractedProfileSchema = z.object({
  name: text(EXTRACTED_TEXT_LIMITS.name),
  playaName: text(EXTRACTED_TEXT_LIMITS.playaName),
  homeTown: text(EXTRACTED_TEXT_LIMITS.homeTown),
  location: text(EXTRACTED_TEXT_LIMITS.location),
  country: text(EXTRACTED_TEXT_LIMITS.country),
  burnYears,
  firstBurn,
  bio: text(EXTRACTED_TEXT_LIMITS.bio),
  campHistory: text(EXTRACTED_TEXT_LIMITS.campHistory),
});
export type ExtractedProfile = z.output<typeof extractedProfileSchema>;

const nullableText = (max: number, description: string) => ({ type: ["string", "null"], maxLength: max, description });

/**
 * JSON Schema for Workers AI JSON mode:
 * `response_format: { type: "json_schema", json_schema: extractedProfileJsonSchema }`.
 * firstBurn has no maximum here (a constant cannot know the year); the zod schema checks it.
 */
export const extractedProfileJsonSchema = {
  type: "object",
  properties: {
    name: nullableText(EXTRACTED_TEXT_LIMITS.name, "Full real-world name"),
    playaName: nullableText(EXTRACTED_TEXT_LIMITS.playaName, "Nickname used at the festival (playa name)"),
    homeTown: nullableText(EXTRACTED_TEXT_LIMITS.homeTown, "Town the person grew up in or calls home"),
    location: nullableText(EXTRACTED_TEXT_LIMITS.location, "Where the person lives now"),
    country: nullableText(EXTRACTED_TEXT_LIMITS.country, "Country of birth"),
    burnYears: {
      type: ["integer", "null"],
      minimum: 0,
      maximum: BURNS_MAX,
      description: "Number of burns already attended; 0 for a first-timer",
    },
    firstBurn: {
      type: ["integer", "null"],
      minimum: FIRST_BURN_MIN,
      description: `Year of the first burn attended, ${FIRST_BURN_MIN} or later; null for a first-timer`,
    },
    bio: nullableText(EXTRACTED_TEXT_LIMITS.bio, "What the person tells about themselves, in their words"),
    campHistory: nullableText(EXTRACTED_TEXT_LIMITS.campHistory, "Theme camps the person has been part of"),
  },
  required: [...EXTRACTED_FIELDS],
  additionalProperties: false,
} as const;

export const emptyExtractedProfile = (): ExtractedProfile => ({
  name: null,
  playaName: null,
  homeTown: null,
  location: null,
  country: null,
  burnYears: null,
  firstBurn: null,
  bio: null,
  campHistory: null,
});

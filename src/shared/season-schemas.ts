// The season's request bodies (issue 25), validated on the Worker and in the admin's forms.
import { z } from "zod";
import { FIRST_BURN_MIN, YEAR_MAX } from "./constants";
import { isIsoDay, SEASON_ANSWERS } from "./season";

const isoDay = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD)` }).refine(isIsoDay, `${label} must be a date (YYYY-MM-DD)`);
const optionalDay = (label: string) => z.union([isoDay(label), z.null(), z.literal("").transform(() => null)]);
const days = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and 60`)
    .max(60, `${label} must be between 0 and 60`);
const TRAVEL_MODE_MAX = 40;
const PASS_REASON_MAX = 500;

const travelModes = z
  .array(
    z
      .string()
      .trim()
      .min(1, "A travel mode cannot be blank")
      .max(TRAVEL_MODE_MAX, `A travel mode must be at most ${TRAVEL_MODE_MAX} characters`),
  )
  .min(1, "Give at least one travel mode")
  .max(20, "At most 20 travel modes")
  .refine((modes) => new Set(modes.map((m) => m.toLowerCase())).size === modes.length, "Travel modes must differ");

const seasonSettings = {
  name: z.string().trim().min(1, "Name cannot be blank").max(100, "Name must be at most 100 characters"),
  festivalStart: isoDay("Festival start"),
  festivalEnd: isoDay("Festival end"),
  buildDays: days("Build days"),
  strikeDays: days("Strike days"),
  passDays: days("Days earlier with a pass"),
  passQuota: z
    .number({ error: "Pass quota must be a number" })
    .int("Pass quota must be a whole number")
    .min(0, "Pass quota cannot be negative")
    .max(10_000, "Pass quota must be at most 10000"),
  travelModes,
};

const festivalOrder = (s: { festivalStart?: string; festivalEnd?: string }) =>
  !s.festivalStart || !s.festivalEnd || s.festivalEnd >= s.festivalStart;
const orderMessage = { message: "The festival cannot end before it starts", path: ["festivalEnd"] };

/** POST /api/admin/seasons: open a season. */
export const openSeasonSchema = z
  .strictObject({
    year: z
      .number({ error: "Year must be a number" })
      .int("Year must be a whole number")
      .min(FIRST_BURN_MIN, `Year must be between ${FIRST_BURN_MIN} and ${YEAR_MAX}`)
      .max(YEAR_MAX, `Year must be between ${FIRST_BURN_MIN} and ${YEAR_MAX}`),
    name: seasonSettings.name.optional(),
    festivalStart: seasonSettings.festivalStart,
    festivalEnd: seasonSettings.festivalEnd,
    buildDays: seasonSettings.buildDays.default(0),
    strikeDays: seasonSettings.strikeDays.default(0),
    passDays: seasonSettings.passDays.default(0),
    passQuota: seasonSettings.passQuota.default(0),
    travelModes: travelModes.optional(),
  })
  .refine(festivalOrder, orderMessage);

/** PUT /api/admin/seasons/current: the open season's settings. */
export const seasonSettingsSchema = z
  .strictObject({
    name: seasonSettings.name.optional(),
    festivalStart: seasonSettings.festivalStart.optional(),
    festivalEnd: seasonSettings.festivalEnd.optional(),
    buildDays: seasonSettings.buildDays.optional(),
    strikeDays: seasonSettings.strikeDays.optional(),
    passDays: seasonSettings.passDays.optional(),
    passQuota: seasonSettings.passQuota.optional(),
    travelModes: travelModes.optional(),
    rosterLocked: z.boolean({ error: "rosterLocked must be true or false" }).optional(),
  })
  .refine(festivalOrder, orderMessage);

/** PUT /api/season/me: the member's answer, days and travel. Omitted keys stay as they are. */
export const seasonAnswerSchema = z.strictObject({
  answer: z.enum(SEASON_ANSWERS, { error: "Answer must be yes, maybe or no" }).optional(),
  arrival: optionalDay("Arrival").optional(),
  departure: optionalDay("Departure").optional(),
  travelMode: z.union([z.string().trim().max(TRAVEL_MODE_MAX), z.null()]).optional(),
  showDaysToMembers: z.boolean({ error: "showDaysToMembers must be true or false" }).optional(),
});
export type SeasonAnswerInput = z.input<typeof seasonAnswerSchema>;

/** POST /api/season/me/pass: a request for an early-arrival pass. */
export const passRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Give a reason" })
    .trim()
    .min(1, "Give a reason")
    .max(PASS_REASON_MAX, `The reason must be at most ${PASS_REASON_MAX} characters`),
});

/** POST /api/admin/seasons/current/passes/:id/decision */
export const passDecisionSchema = z.strictObject({
  decision: z.enum(["granted", "declined"], { error: "Decision must be granted or declined" }),
});

/** PUT /api/admin/members/:id/camp-years: the years with the camp (past seasons). */
export const campYearsSchema = z.strictObject({
  years: z
    .array(
      z
        .number()
        .int("A year must be a whole number")
        .min(FIRST_BURN_MIN, `Years run from ${FIRST_BURN_MIN}`)
        .max(YEAR_MAX, `Years run to ${YEAR_MAX}`),
    )
    .max(100, "At most 100 years"),
});

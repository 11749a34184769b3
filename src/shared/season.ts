// The camp's season (issue 25): the rules both sides use. No zod here (the directory imports it at
// first load); the request schemas are in season-schemas.ts.
import { FIRST_BURN_MIN, YEAR_MAX } from "./constants";

export const SEASON_ANSWERS = ["yes", "maybe", "no"] as const;
export type SeasonAnswer = (typeof SEASON_ANSWERS)[number];
export const ANSWER_LABELS: Record<SeasonAnswer, string> = { yes: "Yes", maybe: "Maybe", no: "No" };
/** The answer as the directory's filters and the detail modal say it. */
export const ANSWER_WORDS: Record<SeasonAnswer, string> = { yes: "Coming", maybe: "Maybe", no: "Not coming" };

export const PASS_STATUSES = ["requested", "granted", "declined"] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/** What the directory and the member's own controls know about the current season. */
export type SeasonSummary = {
  id: number;
  year: number;
  name: string;
  festivalStart: string;
  festivalEnd: string;
  buildDays: number;
  strikeDays: number;
  passQuota: number;
  passDays: number;
  travelModes: string[];
  rosterLocked: boolean;
  status: "open" | "closed";
};

/** A member's answer for the current season as other members may see it (days only if allowed). */
export interface MemberSeasonDto {
  answer: SeasonAnswer;
  arrival?: string | null;
  departure?: string | null;
  travelMode?: string | null;
}

// ISO days ('YYYY-MM-DD') are calendar days: arithmetic in UTC never meets a daylight-saving change.
const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written as YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);

type Window = Pick<SeasonSummary, "festivalStart" | "festivalEnd" | "buildDays" | "strikeDays" | "passDays">;

/** The days a member may be on site: build to strike, and a granted pass's days earlier. */
export function allowedDays(season: Window, hasGrantedPass: boolean): { earliest: string; latest: string } {
  const early = season.buildDays + (hasGrantedPass ? season.passDays : 0);
  return { earliest: addDays(season.festivalStart, -early), latest: addDays(season.festivalEnd, season.strikeDays) };
}

/** "Saturday, August 22, 2026" for an ISO day (the festival's calendar, no time zone shift). */
export const formatDay = (day: string, style: "long" | "short" = "long") =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    ...(style === "long"
      ? { weekday: "long", month: "long", day: "numeric", year: "numeric" }
      : { weekday: "short", month: "short", day: "numeric" }),
  });

/** Why these days cannot be saved, in the member's words; null when they can. */
export function daysProblem(season: Window, arrival: string | null, departure: string | null, hasGrantedPass: boolean): string | null {
  if (arrival && !isIsoDay(arrival)) return "Arrival must be a date (YYYY-MM-DD)";
  if (departure && !isIsoDay(departure)) return "Departure must be a date (YYYY-MM-DD)";
  if (arrival && departure && departure < arrival) return "Departure cannot be before arrival";
  const { earliest, latest } = allowedDays(season, hasGrantedPass);
  const range = `${formatDay(earliest, "short")} to ${formatDay(latest, "short")}`;
  if (arrival && (arrival < earliest || arrival > latest)) {
    return arrival < earliest && !hasGrantedPass && season.passDays > 0
      ? `Arrival must be between ${range}; an early-arrival pass allows up to ${season.passDays} days earlier`
      : `Arrival must be between ${range}`;
  }
  if (departure && (departure < earliest || departure > latest)) return `Departure must be between ${range}`;
  return null;
}

/** Every day from the earliest possible arrival to the last strike day, with how many are on site. */
export function headcount(
  season: Window,
  stays: readonly { arrival: string | null; departure: string | null }[],
): { day: string; count: number }[] {
  const { earliest } = allowedDays(season, true);
  const { latest } = allowedDays(season, false);
  const span = daysBetween(earliest, latest);
  const counts = new Array<number>(span + 1).fill(0);
  for (const { arrival, departure } of stays) {
    if (!arrival || !departure) continue;
    const from = Math.max(0, daysBetween(earliest, arrival));
    const to = Math.min(span, daysBetween(earliest, departure));
    for (let i = from; i <= to; i++) counts[i]++;
  }
  return counts.map((count, i) => ({ day: addDays(earliest, i), count }));
}

/**
 * Burn count and first burn kept consistent with the years with the camp (issue 25). The years are
 * festival years, so a member who camped with us in N years has been to at least N burns, and their
 * first burn was no later than their first year with us. What the member wrote stands unless it
 * contradicts that:
 * - first burn: empty, or later than the earliest camp year → the earliest camp year;
 * - burns attended: empty, or fewer than the number of camp years → the number of camp years.
 * No camp years → nothing changes.
 */
export function consistentBurns(
  profile: { burnYears: number | null; firstBurn: number | null },
  campYears: readonly number[],
): { burnYears: number | null; firstBurn: number | null } {
  if (campYears.length === 0) return { burnYears: profile.burnYears, firstBurn: profile.firstBurn };
  const earliest = Math.min(...campYears);
  const count = new Set(campYears).size;
  return {
    firstBurn: profile.firstBurn === null || profile.firstBurn > earliest ? earliest : profile.firstBurn,
    burnYears: profile.burnYears === null || profile.burnYears < count ? count : profile.burnYears,
  };
}

/** "2019;2022;2023" (the CSV column) ⇄ years, sorted and without repeats. */
export const formatCampYears = (years: readonly number[]) => [...new Set(years)].sort((a, b) => a - b).join(";");
export function parseCampYears(text: string): number[] | string {
  const parts = text
    .split(/[;,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const years: number[] = [];
  for (const part of parts) {
    const n = Number(part);
    if (!Number.isInteger(n) || n < FIRST_BURN_MIN || n > YEAR_MAX)
      return `"${part}" is not a year between ${FIRST_BURN_MIN} and ${YEAR_MAX}`;
    years.push(n);
  }
  return [...new Set(years)].sort((a, b) => a - b);
}

import { queryOptions } from "@tanstack/react-query";
import type { PassStatus, SeasonAnswer, SeasonSummary } from "../../shared/season";
import type { SeasonAnswerInput } from "../../shared/season-schemas";
import { queryKeys } from "./query-keys";
import { api, ApiError, type Api, type Ok } from "./client";
import { OfflineError, withOfflineCopy } from "./members";

export interface MySeason {
  season: SeasonSummary | null;
  me: {
    answer: SeasonAnswer;
    arrival: string | null;
    departure: string | null;
    travelMode: string | null;
    showDaysToMembers: boolean;
  } | null;
  pass: { status: PassStatus; reason: string } | null;
  allowed: { earliest: string; latest: string } | null;
}

/** The current season and the member's own answer; kept offline like the list (read-only there). */
export const seasonQuery = queryOptions({
  queryKey: queryKeys.season,
  queryFn: async ({ signal }): Promise<MySeason | null> => {
    try {
      return await withOfflineCopy<MySeason>("season", "/api/season", signal, false);
    } catch (error) {
      if (error instanceof OfflineError) return null;
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  networkMode: "always",
});

export const saveMyAnswer = (input: SeasonAnswerInput) => api<MySeason["me"]>("/api/season/me", { method: "PUT", body: input });
export const requestPass = (reason: string) => api<MySeason["pass"]>("/api/season/me/pass", { method: "POST", body: { reason } });

// ---- Admin ----
export type SeasonRoster = NonNullable<Ok<Api["admin"]["seasons"]["current"]["roster"]["$get"]>>;
export type SeasonListItem = Ok<Api["admin"]["seasons"]["$get"]>[number];

export const adminSeasonsQuery = queryOptions({
  queryKey: queryKeys.adminSeasons,
  queryFn: ({ signal }) => api<SeasonListItem[]>("/api/admin/seasons", { signal }),
});
export const seasonRosterQuery = queryOptions({
  queryKey: queryKeys.seasonRoster,
  queryFn: ({ signal }) => api<SeasonRoster | null>("/api/admin/seasons/current/roster", { signal }),
});

export const openSeason = (body: unknown) => api<SeasonSummary>("/api/admin/seasons", { method: "POST", body });
export const updateSeason = (body: unknown) => api<SeasonSummary>("/api/admin/seasons/current", { method: "PUT", body });
export const closeSeason = () => api<SeasonSummary & { recorded: number }>("/api/admin/seasons/current/close", { method: "POST" });
export const decidePass = (id: number, decision: "granted" | "declined") =>
  api<{ id: number; status: PassStatus; mailError: string | null }>(`/api/admin/seasons/current/passes/${id}/decision`, {
    method: "POST",
    body: { decision },
  });
export const setCampYears = (memberId: number, years: number[]) =>
  api<{ years: number[] }>(`/api/admin/members/${memberId}/camp-years`, { method: "PUT", body: { years } });

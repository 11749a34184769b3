// Losing the session (the member was deleted, the session ended or expired) shows as a 401 on the
// next request, usually the 30 s poll. Instead of leaving a stale list on screen, the app forgets
// everything it had loaded and goes to /auth with a message (issue 12, defect 8).
import type { QueryClient } from "@tanstack/react-query";
import { authStatusQuery } from "../api/auth";
import { ApiError } from "../api/client";
import { queryKeys } from "../api/query-keys";

export const SESSION_ENDED = { title: "Session ended", description: "You have been signed out. Please sign in again." } as const;

/** Drops the signed-in user and every member datum cached in memory (the config stays). */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(authStatusQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.authStatus[0] && q.queryKey[0] !== queryKeys.config[0] });
}

let onSessionLost: (() => void) | null = null;

/** main.tsx registers what to do (it owns the router). */
export const setSessionLostHandler = (handler: () => void) => {
  onSessionLost = handler;
};

/**
 * For every failed query and mutation: a 401 while someone was signed in means the session is gone.
 * A 401 with nobody signed in (a wrong admin password, a wrong code) is the request's own answer.
 */
export function noticeUnauthorized(queryClient: QueryClient, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  if (!queryClient.getQueryData(authStatusQuery.queryKey)) return false;
  forgetSession(queryClient);
  onSessionLost?.();
  return true;
}

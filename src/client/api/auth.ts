import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { claimOfflineData, clearLogoutPending, isNetworkError, keptOwner, logoutPending, markOffline, markOnline } from "../lib/offline";
import { api, ApiError } from "./client";
import { queryKeys } from "../lib/query-keys";

export type CurrentUser =
  | { type: "member"; id: number; email: string; isAdmin: false }
  | { type: "admin"; id: number; username: string; email: null; isAdmin: true };

async function serverUser(): Promise<CurrentUser | null> {
  if (logoutPending()) {
    await logout();
    clearLogoutPending();
    return null;
  }
  try {
    return (await api<{ user: CurrentUser }>("/api/auth/status")).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null: a 401 here means "nobody", not an error (SPEC §7). The answer
 * decides whose data this device may keep (copies of anyone else's go first); with no
 * connection, the user the kept copies belong to, so the directory opens offline.
 */
export const authStatusQuery = queryOptions({
  queryKey: queryKeys.authStatus,
  queryFn: async (): Promise<CurrentUser | null> => {
    let user: CurrentUser | null;
    try {
      user = await serverUser();
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      await markOffline();
      return logoutPending() ? null : keptOwner<CurrentUser>();
    }
    markOnline();
    await claimOfflineData(user);
    return user;
  },
  networkMode: "always",
});

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api<{ campName: string; development: boolean }>("/api/config"),
});

export const sendMagicLink = (email: string) => api<{ message: string }>("/api/send-magic-link", { body: { email } });
export const verifyToken = (token: string) => api<{ redirect: string }>("/api/auth/verify", { body: { token } });
export const verifyCode = (email: string, code: string) =>
  api<{ redirect: string }>("/api/auth/verify-code", { body: { email, code } });
export const adminLogin = (username: string, password: string) =>
  api<{ user: CurrentUser }>("/api/auth/admin/login", { body: { username, password } });
export const logout = () => api<{ message: string }>("/api/logout", { method: "POST" });

/** Asks the server again, whatever is cached (after a sign-in). */
export const refreshAuthStatus = (queryClient: QueryClient) => queryClient.fetchQuery({ ...authStatusQuery, staleTime: 0 });
/** A new admin's one-time set-password link: sets the password and signs them in. */
export const setAdminPassword = (token: string, password: string) =>
  api<{ user: CurrentUser }>("/api/auth/admin/set-password", { body: { token, password } });

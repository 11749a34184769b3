import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { claimOfflineData, clearLogoutPending, isNetworkError, keptOwner, logoutPending, markOffline, markOnline } from "./offline";
import { api, ApiError, type Api, type JsonBody, type Ok } from "./client";
import { queryKeys } from "./query-keys";

type Auth = Api["auth"];
type StatusAnswer = Ok<Auth["status"]["$get"]>;
export type CurrentUser = StatusAnswer["user"];

async function serverUser(): Promise<CurrentUser | null> {
  if (logoutPending()) {
    await logout();
    clearLogoutPending();
    return null;
  }
  try {
    return (await api<StatusAnswer>("/api/auth/status")).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null: a 401 here means "nobody", not an error. The answer
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
  queryFn: () => api<Ok<Api["config"]["$get"]>>("/api/config"),
});

type MagicLink = Api["send-magic-link"]["$post"];
export const sendMagicLink = (email: string) =>
  api<Ok<MagicLink>>("/api/send-magic-link", { body: { email } satisfies JsonBody<MagicLink> });
export const verifyToken = (token: string) =>
  api<Ok<Auth["verify"]["$post"]>>("/api/auth/verify", { body: { token } satisfies JsonBody<Auth["verify"]["$post"]> });
export const verifyCode = (email: string, code: string) =>
  api<Ok<Auth["verify-code"]["$post"]>>("/api/auth/verify-code", {
    body: { email, code } satisfies JsonBody<Auth["verify-code"]["$post"]>,
  });
// Both sign-ins answer with the user /auth/status gives (typed so, a drift fails the type check).
export const adminLogin = (username: string, password: string): Promise<{ user: CurrentUser }> =>
  api<Ok<Auth["admin"]["login"]["$post"]>>("/api/auth/admin/login", {
    body: { username, password } satisfies JsonBody<Auth["admin"]["login"]["$post"]>,
  });
export const logout = () => api<Ok<Api["logout"]["$post"]>>("/api/logout", { method: "POST" });

/** Asks the server again, whatever is cached (after a sign-in). */
export const refreshAuthStatus = (queryClient: QueryClient) => queryClient.fetchQuery({ ...authStatusQuery, staleTime: 0 });
/** A new admin's one-time set-password link: sets the password and signs them in. */
export const setAdminPassword = (token: string, password: string): Promise<{ user: CurrentUser }> =>
  api<Ok<Auth["admin"]["set-password"]["$post"]>>("/api/auth/admin/set-password", {
    body: { token, password } satisfies JsonBody<Auth["admin"]["set-password"]["$post"]>,
  });
/** An emailed sign-in link for an admin (the way in when the password form is locked). */
export const sendAdminLink = (username: string) =>
  api<Ok<Auth["admin"]["send-link"]["$post"]>>("/api/auth/admin/send-link", {
    body: { username } satisfies JsonBody<Auth["admin"]["send-link"]["$post"]>,
  });
export const verifyAdminLink = (token: string): Promise<{ user: CurrentUser }> =>
  api<Ok<Auth["admin"]["verify-link"]["$post"]>>("/api/auth/admin/verify-link", {
    body: { token } satisfies JsonBody<Auth["admin"]["verify-link"]["$post"]>,
  });

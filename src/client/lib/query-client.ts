import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { noticeUnauthorized } from "./session";

// No interval or focus refetch by default, data never stale, nothing retried.
// Queries that poll (members, stats, workflow status) set their own 30 s interval.
// A 401 anywhere while signed in ends the session on this side too (src/client/lib/session.ts).
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => noticeUnauthorized(queryClient, error) }),
  mutationCache: new MutationCache({ onError: (error) => noticeUnauthorized(queryClient, error) }),
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

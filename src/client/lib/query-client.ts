import { QueryClient } from "@tanstack/react-query";

// SPEC §9: no interval or focus refetch by default, data never stale, nothing retried.
// Queries that poll (members, stats, workflow status) set their own 30 s interval.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

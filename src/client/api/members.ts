import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import type { AdminMemberUpdateInput, MemberDto, OwnProfileInput } from "../../shared/members";
import { api, ApiError } from "./client";

/** Every member; polled every 30 s (SPEC §9), the server answers 304 when nothing changed. */
export const membersQuery = queryOptions({
  queryKey: ["members"],
  queryFn: async ({ signal }) => {
    const members = await api<MemberDto[]>("/api/members", { signal });
    // The first arrival on this page, for the directory benchmark.
    if (performance.getEntriesByName("directory:data").length === 0) performance.mark("directory:data");
    return members;
  },
  refetchInterval: POLL_INTERVAL_MS,
});

/** The signed-in member's own profile, or null: visitors get 401 and admins (who have none) 403. */
export const myProfileQuery = queryOptions({
  queryKey: ["my-profile"],
  queryFn: async (): Promise<MemberDto | null> => {
    try {
      return await api<MemberDto>("/api/my-profile");
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
  },
});

export interface AccommodationListItem {
  name: string;
  type: string;
}

export const accommodationsQuery = queryOptions({
  queryKey: ["accommodations"],
  queryFn: () => api<AccommodationListItem[]>("/api/accommodations"),
});

export const updateOwnProfile = (input: OwnProfileInput) => api<MemberDto>("/api/members/me", { method: "PUT", body: input });

export const updateMemberAsAdmin = (id: number, input: AdminMemberUpdateInput) =>
  api<MemberDto>(`/api/admin/members/${id}`, { method: "PUT", body: input });

export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append("photo", file);
  return api<{ photoUrl: string }>("/api/upload-photo", { body: form });
}

/** After a profile changes: show it at once, then refresh everything that counts members. */
export async function afterProfileUpdate(queryClient: QueryClient, updated: MemberDto) {
  queryClient.setQueryData<MemberDto[]>(membersQuery.queryKey, (list) => list?.map((m) => (m.id === updated.id ? updated : m)));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: membersQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ["admin", "stats"] }),
    queryClient.invalidateQueries({ queryKey: myProfileQuery.queryKey }),
  ]);
}

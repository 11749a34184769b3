// Dues (issue 26): the Dues tab's calls (admin, lazy chunk) and the member's own dues card.
import { queryOptions } from "@tanstack/react-query";
import { api, type Api, type JsonBody, type Ok } from "./client";

type Dues = Api["admin"]["dues"];
export type DuesOverview = Ok<Dues["$get"]>;
export type DuesMemberRow = DuesOverview["members"][number];
export type DuesPayment = Ok<Dues["members"][":id"]["payments"]["$get"]>[number];

export const duesKeys = {
  overview: ["admin", "dues"] as const,
  payments: (memberId: number) => ["admin", "dues", "payments", memberId] as const,
  own: ["my-dues"] as const,
};

export const duesQuery = queryOptions({
  queryKey: duesKeys.overview,
  queryFn: ({ signal }) => api<DuesOverview>("/api/admin/dues", { signal }),
});

export const paymentsQuery = (memberId: number) =>
  queryOptions({
    queryKey: duesKeys.payments(memberId),
    queryFn: ({ signal }) => api<DuesPayment[]>(`/api/admin/dues/members/${memberId}/payments`, { signal }),
  });

export const saveDuesSettings = (input: JsonBody<Dues["settings"]["$put"]>) =>
  api("/api/admin/dues/settings", { method: "PUT", body: input });
export const addTier = (input: JsonBody<Dues["tiers"]["$post"]>) => api("/api/admin/dues/tiers", { body: input });
export const updateTier = (id: number, input: JsonBody<Dues["tiers"][":id"]["$put"]>) =>
  api(`/api/admin/dues/tiers/${id}`, { method: "PUT", body: input });
export const deleteTier = (id: number) => api(`/api/admin/dues/tiers/${id}`, { method: "DELETE" });
export const setMemberDues = (memberId: number, input: JsonBody<Dues["members"][":id"]["$put"]>) =>
  api(`/api/admin/dues/members/${memberId}`, { method: "PUT", body: input });
export const recordPayment = (memberId: number, input: JsonBody<Dues["members"][":id"]["payments"]["$post"]>) =>
  api(`/api/admin/dues/members/${memberId}/payments`, { body: input });
export const deletePayment = (id: number) => api(`/api/admin/dues/payments/${id}`, { method: "DELETE" });

/** The signed-in member's own dues, or null (no season, no tiers, not coming). Never kept offline. */
export const ownDuesQuery = queryOptions({
  queryKey: duesKeys.own,
  queryFn: ({ signal }) => api<Ok<Api["members"]["me"]["dues"]["$get"]>>("/api/members/me/dues", { signal }),
  retry: false,
});

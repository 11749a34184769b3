// Care details (issue 26). Never kept: not in the offline copy, not in the query cache once the
// dialog closes (gcTime 0), and each admin read is a fresh request the server records.
import { queryOptions } from "@tanstack/react-query";
import { api, type Api, type JsonBody, type Ok } from "./client";

type OwnCareRoute = Api["members"]["me"]["care"]["$put"];
export type OwnCare = Ok<Api["members"]["me"]["care"]["$get"]>;
export type AdminCare = Ok<Api["admin"]["members"][":id{[0-9]+}"]["care"]["$get"]>;

export const ownCareQuery = queryOptions({
  queryKey: ["my-care"],
  queryFn: ({ signal }) => api<OwnCare>("/api/members/me/care", { signal }),
  gcTime: 0,
  staleTime: 0,
});

export const saveOwnCare = (input: JsonBody<OwnCareRoute>) => api<Ok<OwnCareRoute>>("/api/members/me/care", { method: "PUT", body: input });

/** One audited read on the server each time it is called. */
export const readMemberCare = (memberId: number) => api<AdminCare>(`/api/admin/members/${memberId}/care`);

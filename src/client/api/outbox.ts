import { queryOptions } from "@tanstack/react-query";
import { api, type Api, type Ok } from "./client";
import { queryKeys } from "./query-keys";

export type OutboxEntry = Ok<Api["admin"]["outbox"]["$get"]>[number];

export const outboxQuery = queryOptions({
  queryKey: queryKeys.outbox,
  queryFn: () => api<OutboxEntry[]>("/api/admin/outbox"),
});

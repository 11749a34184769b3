import { queryOptions } from "@tanstack/react-query";
import { api, type Api, type Ok } from "./client";

export type OutboxEntry = Ok<Api["admin"]["outbox"]["$get"]>[number];

export const outboxQuery = queryOptions({
  queryKey: ["admin", "outbox"],
  queryFn: () => api<OutboxEntry[]>("/api/admin/outbox"),
});

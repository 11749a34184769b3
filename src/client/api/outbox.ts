import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { queryKeys } from "../lib/query-keys";

export interface OutboxEntry {
  id: number;
  memberId: number | null;
  toAddress: string;
  template: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  error: string | null;
  transport: string | null;
  answer: string | null;
  explanation: string | null;
  replyTo: string | null;
  createdAt: string;
  html?: string | null;
  text?: string | null;
}

export const outboxQuery = queryOptions({
  queryKey: queryKeys.outbox,
  queryFn: () => api<OutboxEntry[]>("/api/admin/outbox"),
});

// Onboarding and the email pipeline (SPEC §7): workflow status, actions, logs, manual processing.
// Admin-only: imported by the dashboard's tabs and the manual pages, all lazily loaded.
import { queryOptions } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import { REQUEST_MISSING_INFORMATION, type LogEntry, type ReplyReviewDto, type WorkflowStatus } from "../../shared/onboarding";
import type { ParsedInfo } from "../lib/manual-email";
import { api, ApiError } from "./client";
import { queryKeys } from "../lib/query-keys";

export const workflowQuery = queryOptions({
  queryKey: queryKeys.workflow,
  queryFn: async ({ signal }) => {
    const list = await api<WorkflowStatus[]>("/api/admin/member-workflow-status", { signal });
    // The first arrival on this page, for the benchmark (as "directory:data" for the members).
    if (performance.getEntriesByName("onboarding:data").length === 0) performance.mark("onboarding:data");
    return list;
  },
  refetchInterval: POLL_INTERVAL_MS,
});

const emailPath = (email: string) => encodeURIComponent(email);

export const memberLogsQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.memberLogs(email),
    // The log grows with every step: read it again each time the dialog opens.
    staleTime: 0,
    queryFn: ({ signal }) => api<LogEntry[]>(`/api/admin/member-logs/${emailPath(email)}`, { signal }),
  });

export interface ApplyResult {
  memberName: string;
  updatedFields: string[];
  extractor: "workers-ai" | "parser" | "manual";
  profileCreated: boolean;
  /** Nothing was written: the reply waits under "Needs Review". */
  heldForReview?: boolean;
  reasons?: string[];
}

/** Initial invitation and resend are the same call (409 once the profile is created). */
export const sendInvitation = (id: number) => api<{ memberName: string }>(`/api/admin/members/${id}/invite`, { method: "POST" });
export const requestMissingInformation = (id: number) =>
  api<{ memberName: string }>(`/api/admin/members/${id}/invite`, { body: { actionType: REQUEST_MISSING_INFORMATION } });
export const sendWelcome = (id: number) => api<{ memberName: string }>(`/api/admin/members/${id}/welcome`, { method: "POST" });
/** Re-runs extraction on the member's stored reply; sends no email. */
export const manualProfileUpdate = (email: string) => api<ApplyResult>(`/api/admin/members/${emailPath(email)}/update-profile`, { method: "POST" });

export const sendProfileUpdateEmail = (memberEmail: string) => api<{ memberName: string }>("/api/admin/send-profile-update-email", { body: { memberEmail } });

export function processManualEmail(input: { memberEmail: string; emailContent: string; profilePhoto?: File | null }) {
  const form = new FormData();
  form.append("memberEmail", input.memberEmail.trim());
  form.append("emailContent", input.emailContent);
  if (input.profilePhoto) form.append("profilePhoto", input.profilePhoto);
  return api<ApplyResult>("/api/admin/process-manual-email", { body: form });
}

export interface TestResult {
  parsedInfo: ParsedInfo;
  extractor: "workers-ai" | "parser";
  fallbackReason: string | null;
}

export const testEmailProcessing = (memberEmail: string, testContent: string) =>
  api<TestResult>("/api/admin/test-email-processing", { body: { memberEmail: memberEmail.trim(), testContent } });
export const applyTestResults = (memberEmail: string, parsedInfo: ParsedInfo) =>
  api<ApplyResult>("/api/admin/apply-test-results", { body: { memberEmail: memberEmail.trim(), parsedInfo } });

export interface PipelineHealth {
  mailSending: boolean;
  mailTransport?: string;
  mailApiKey?: boolean;
  mailFrom: string;
  ai: boolean;
  replyAddress: string;
  environment: string;
  /** stuck: at received/failed for over two minutes (the sweep re-drives them); inProgress: younger. */
  inbound: { total: number; review: number; rejected: number; failed: number; stuck?: number; inProgress?: number };
  outbound?: { failed: number; pending: number; unverified: number; explanation: string | null };
}

export interface RawInbound {
  id: number;
  headersOnly: boolean;
  size: number;
  truncated: boolean;
  headers: string;
  raw: string;
}

export const rawInbound = (id: number) => api<RawInbound>(`/api/admin/inbound/${id}/raw`);
export const reprocessInbound = (id: number) => api<{ id: number; status: InboundMessage["status"]; reason: string | null }>(`/api/admin/inbound/${id}/reprocess`, { method: "POST" });

export interface TestEmailResult {
  ok: boolean;
  transport: string;
  answer: string;
  explanation?: string | null;
}
export const sendTestEmail = (to: string) => api<TestEmailResult>("/api/admin/test-email", { body: { to: to.trim() } });

export interface InboundMessage {
  id: number;
  messageId: string | null;
  fromAddress: string;
  toAddress: string;
  subject: string | null;
  memberId: number | null;
  status: "received" | "applied" | "review" | "rejected" | "failed" | "pending";
  reason: string | null;
  createdAt: string;
}

export const pipelineHealthQuery = queryOptions({
  queryKey: queryKeys.pipelineHealth,
  queryFn: ({ signal }) => api<PipelineHealth>("/api/admin/pipeline-health", { signal }),
});

export const inboundQuery = queryOptions({
  queryKey: queryKeys.inbound,
  queryFn: ({ signal }) => api<InboundMessage[]>("/api/admin/inbound", { signal }),
});

/** Replies held for an admin; polled with the workflow status. */
export const replyReviewsQuery = queryOptions({
  queryKey: queryKeys.replyReviews,
  queryFn: ({ signal }) => api<ReplyReviewDto[]>("/api/admin/reply-reviews", { signal }),
  refetchInterval: POLL_INTERVAL_MS,
});

export const applyReplyReview = (id: number, fields?: ParsedInfo) =>
  api<ApplyResult>(`/api/admin/reply-reviews/${id}/apply`, { body: fields ? { fields } : {} });
export const dismissReplyReview = (id: number) => api<{ dismissed: true }>(`/api/admin/reply-reviews/${id}/dismiss`, { method: "POST" });

export interface StoredReply {
  text: string;
  source: "email" | "manual";
  receivedAt: string;
}

/** The member's kept reply, or null when none has arrived yet. */
export async function storedReply(email: string, signal?: AbortSignal): Promise<StoredReply | null> {
  try {
    return await api<StoredReply>(`/api/admin/members/${emailPath(email)}/stored-reply`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface ManualPreview {
  memberName: string;
  extractor: "workers-ai" | "parser";
  parsedInfo: ParsedInfo;
  changes: { field: keyof ParsedInfo; current: string | number | null; proposed: string | number | null; action: "fill" | "keep" }[];
}

/** What process-manual-email would change, without writing anything. */
export function previewManualEmail(input: { memberEmail: string; emailContent: string }) {
  const form = new FormData();
  form.append("memberEmail", input.memberEmail.trim());
  form.append("emailContent", input.emailContent);
  form.append("dryRun", "1");
  return api<ManualPreview>("/api/admin/process-manual-email", { body: form });
}

// Onboarding and the email pipeline (docs/api.md): workflow status, actions, logs, manual processing.
// Admin-only: imported by the dashboard's tabs and the manual pages, all lazily loaded.
import { queryOptions } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "../../shared/constants";
import { REQUEST_MISSING_INFORMATION } from "../../shared/onboarding";
import { api, ApiError, type Api, type JsonBody, type Ok } from "./client";
import { queryKeys } from "./query-keys";

type Admin = Api["admin"];
type ByEmail = Admin["members"][":email"];
type InviteRoute = Admin["members"][":id{[0-9]+}"]["invite"]["$post"];

export const workflowQuery = queryOptions({
  queryKey: queryKeys.workflow,
  queryFn: async ({ signal }) => {
    const list = await api<Ok<Admin["member-workflow-status"]["$get"]>>("/api/admin/member-workflow-status", { signal });
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
    queryFn: ({ signal }) => api<Ok<Admin["member-logs"][":email"]["$get"]>>(`/api/admin/member-logs/${emailPath(email)}`, { signal }),
  });

/** What applying a reply (emailed, manual, tested or reviewed) did. */
export type ApplyResult = Ok<Admin["apply-test-results"]["$post"]>;

/** Initial invitation and resend are the same call (409 once the profile is created). */
export const sendInvite = (id: number) => api<Ok<InviteRoute>>(`/api/admin/members/${id}/invite`, { method: "POST" });
export const requestMissingInformation = (id: number) =>
  api<Ok<InviteRoute>>(`/api/admin/members/${id}/invite`, {
    body: { actionType: REQUEST_MISSING_INFORMATION } satisfies JsonBody<InviteRoute>,
  });
export const sendWelcome = (id: number) =>
  api<Ok<Admin["members"][":id{[0-9]+}"]["welcome"]["$post"]>>(`/api/admin/members/${id}/welcome`, { method: "POST" });
/** Re-runs extraction on the member's stored reply; sends no email. */
export const manualProfileUpdate = (email: string) =>
  api<Ok<ByEmail["update-profile"]["$post"]>>(`/api/admin/members/${emailPath(email)}/update-profile`, { method: "POST" });

export const sendProfileUpdateEmail = (memberEmail: string) =>
  api<Ok<Admin["send-profile-update-email"]["$post"]>>("/api/admin/send-profile-update-email", {
    body: { memberEmail } satisfies JsonBody<Admin["send-profile-update-email"]["$post"]>,
  });

export function processManualEmail(input: { memberEmail: string; emailContent: string; profilePhoto?: File | null }) {
  const form = new FormData();
  form.append("memberEmail", input.memberEmail.trim());
  form.append("emailContent", input.emailContent);
  if (input.profilePhoto) form.append("profilePhoto", input.profilePhoto);
  // The server's null means "this inbound message was applied before"; a manual reply has no
  // inbound message, so it always gets a result.
  return api<Exclude<ManualAnswer, ManualPreview>>("/api/admin/process-manual-email", { body: form }) as Promise<ApplyResult>;
}

type TestRoute = Admin["test-email-processing"]["$post"];
export type TestResult = Ok<TestRoute>;

export const testEmailProcessing = (memberEmail: string, testContent: string) =>
  api<TestResult>("/api/admin/test-email-processing", {
    body: { memberEmail: memberEmail.trim(), testContent } satisfies JsonBody<TestRoute>,
  });
type ApplyTestRoute = Admin["apply-test-results"]["$post"];
export const applyTestResults = (memberEmail: string, parsedInfo: JsonBody<ApplyTestRoute>["parsedInfo"]) =>
  api<ApplyResult>("/api/admin/apply-test-results", {
    body: { memberEmail: memberEmail.trim(), parsedInfo } satisfies JsonBody<ApplyTestRoute>,
  });

type InboundRoute = Admin["inbound"][":id{[0-9]+}"];
export type InboundMessage = Ok<Admin["inbound"]["$get"]>[number];

export const rawInbound = (id: number) => api<Ok<InboundRoute["raw"]["$get"]>>(`/api/admin/inbound/${id}/raw`);
export const reprocessInbound = (id: number) =>
  api<Ok<InboundRoute["reprocess"]["$post"]>>(`/api/admin/inbound/${id}/reprocess`, { method: "POST" });

export const sendTestEmail = (to: string) =>
  api<Ok<Admin["test-email"]["$post"]>>("/api/admin/test-email", {
    body: { to: to.trim() } satisfies JsonBody<Admin["test-email"]["$post"]>,
  });

export type PipelineHealth = Ok<Admin["pipeline-health"]["$get"]>;
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
  queryFn: ({ signal }) => api<Ok<Admin["reply-reviews"]["$get"]>>("/api/admin/reply-reviews", { signal }),
  refetchInterval: POLL_INTERVAL_MS,
});

type ReviewRoute = Admin["reply-reviews"][":id{[0-9]+}"];
/** `replace`: the filled fields the admin chose to overwrite; every other filled field is kept. */
type ApplyReviewBody = JsonBody<ReviewRoute["apply"]["$post"]>;
export const applyReplyReview = (id: number, fields: ApplyReviewBody["fields"], replace: NonNullable<ApplyReviewBody["replace"]>) =>
  api<Ok<ReviewRoute["apply"]["$post"]>>(`/api/admin/reply-reviews/${id}/apply`, {
    body: { ...(fields ? { fields } : {}), replace } satisfies JsonBody<ReviewRoute["apply"]["$post"]>,
  });
export const dismissReplyReview = (id: number) =>
  api<Ok<ReviewRoute["dismiss"]["$post"]>>(`/api/admin/reply-reviews/${id}/dismiss`, { method: "POST" });

type StoredReply = Ok<ByEmail["stored-reply"]["$get"]>;

/** The member's kept reply, or null when none has arrived yet. */
export async function storedReply(email: string, signal?: AbortSignal): Promise<StoredReply | null> {
  try {
    return await api<StoredReply>(`/api/admin/members/${emailPath(email)}/stored-reply`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

type ManualAnswer = Ok<Admin["process-manual-email"]["$post"]>;
export type ManualPreview = Extract<ManualAnswer, { changes: unknown }>;

/** What process-manual-email would change, without writing anything. */
export function previewManualEmail(input: { memberEmail: string; emailContent: string }) {
  const form = new FormData();
  form.append("memberEmail", input.memberEmail.trim());
  form.append("emailContent", input.emailContent);
  form.append("dryRun", "1");
  return api<ManualPreview>("/api/admin/process-manual-email", { body: form });
}

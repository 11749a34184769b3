import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Every query's key, in one place. Admin keys start with "admin", so a prefix names a group: the
 * member-logs key without an email, for instance, is every member's logs.
 */
export const queryKeys = {
  authStatus: ["auth", "status"],
  config: ["config"],
  members: ["members"],
  myProfile: ["my-profile"],
  accommodations: ["accommodations"],
  season: ["season"],
  adminSeasons: ["admin", "seasons"],
  seasonRoster: ["admin", "season-roster"],
  stats: ["admin", "stats"],
  adminAccommodations: ["admin", "accommodations"],
  accommodationTypes: ["admin", "accommodation-types"],
  reminderSettings: ["admin", "reminder-settings"],
  admins: ["admin", "admins"],
  applicationSettings: ["admin", "application-settings"],
  applications: (state?: string) => ["admin", "applications", ...(state === undefined ? [] : [state])],
  emailTemplates: ["admin", "email-templates"],
  workflow: ["admin", "workflow"],
  memberLogs: (email?: string) => ["admin", "member-logs", ...(email === undefined ? [] : [email])],
  replyReviews: ["admin", "reply-reviews"],
  storedReply: (email: string) => ["admin", "stored-reply", email],
  pipelineHealth: ["admin", "pipeline-health"],
  inbound: ["admin", "inbound"],
  inboundRaw: (id: number) => ["admin", "inbound-raw", id],
  outbox: ["admin", "outbox"],
  audit: (memberId: number | null, adminId: number | null) => ["admin", "audit", memberId, adminId],
} as const;

/**
 * What each kind of change makes stale. Invalidating refetches only the queries on screen; the
 * others refetch when next shown, so a list here costs nothing until it is looked at.
 */
const STALE_AFTER = {
  /** A member, an accommodation or a type added, changed or deleted: the lists and every count. */
  members: [
    queryKeys.members,
    queryKeys.myProfile,
    queryKeys.stats,
    queryKeys.accommodations,
    queryKeys.adminAccommodations,
    queryKeys.accommodationTypes,
  ],
  /** An onboarding step (invitation, reply, welcome): the flags, the profiles, the counts and the mail. */
  onboarding: [
    queryKeys.applications(),
    queryKeys.workflow,
    queryKeys.replyReviews,
    queryKeys.memberLogs(),
    queryKeys.members,
    queryKeys.stats,
    queryKeys.outbox,
  ],
  /** The season, an answer, a pass or the years with the camp: the lists carry answers and years. */
  season: [queryKeys.season, queryKeys.adminSeasons, queryKeys.seasonRoster, queryKeys.members, queryKeys.myProfile],
  /** Mail sent or received outside onboarding (a test email, a reprocessed message). */
  pipeline: [queryKeys.pipelineHealth, queryKeys.inbound, queryKeys.outbox],
} satisfies Record<string, QueryKey[]>;

/** The one refresh after a change: everything `changes` make stale. */
export function refreshAfter(queryClient: QueryClient, ...changes: (keyof typeof STALE_AFTER)[]) {
  const keys = new Set<QueryKey>(changes.flatMap((change): readonly QueryKey[] => STALE_AFTER[change]));
  return Promise.all([...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { APPLICATION_STATES, SPONSOR_DECISIONS } from "../../shared/applications";
import { PROFILE_STATUSES, STATUSES, TEMPLATE_NAMES } from "../../shared/constants";
import type { ExtractedProfile } from "../../email/extract/schema";
import { REPLY_NOTES } from "../../shared/onboarding";
import { PASS_STATUSES, SEASON_ANSWERS } from "../../shared/season";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);
const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
// A row that belongs to one member (or one season) and goes when they are deleted.
const memberIdColumn = () => integer("member_id").references((): AnySQLiteColumn => members.id, { onDelete: "cascade" });
const seasonIdColumn = () => integer("season_id").references((): AnySQLiteColumn => seasons.id, { onDelete: "cascade" });

export const accommodations = sqliteTable(
  "accommodations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    managerId: integer("manager_id").references((): AnySQLiteColumn => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("accommodations_name_unique").on(t.name), index("accommodations_type_idx").on(t.type)],
);

export const members = sqliteTable(
  "members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name"),
    playaName: text("playa_name"),
    homeTown: text("home_town"),
    location: text("location"),
    country: text("country"),
    // A name string (docs/decisions/002); the foreign key keeps it pointing at a real accommodation,
    // follows renames and becomes null when the accommodation is deleted.
    accommodation: text("accommodation").references((): AnySQLiteColumn => accommodations.name, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
    status: text("status", { enum: STATUSES }),
    profileStatus: text("profile_status", { enum: PROFILE_STATUSES }).notNull().default("Empty"),
    burnYears: integer("burn_years"),
    firstBurn: integer("first_burn"),
    bio: text("bio"),
    campHistory: text("camp_history"),
    sponsorId: integer("sponsor_id").references((): AnySQLiteColumn => members.id, { onDelete: "set null" }),
    sponsorName: text("sponsor_name"),
    photoUrl: text("photo_url"),
    profileComplete: flag("profile_complete"),
    inviteSent: flag("invite_sent"),
    emailReplied: flag("email_replied"),
    profileCreated: flag("profile_created"),
    welcomeSent: flag("welcome_sent"),
    // The secret part of this member's reply address (reply+<token>@domain), see docs/product.md#replies.
    replyToken: text("reply_token").notNull().default(sql`(lower(hex(randomblob(16))))`),
    // Private to admins: never in a member-visible response (see members/privacy.ts).
    adminNotes: text("admin_notes"),
    // The member's privacy choices: true = "admins only" (left out of what other members receive).
    hideEmail: flag("hide_email"),
    hideLocation: flag("hide_location"),
    hideHomeTown: flag("hide_home_town"),
    hideCountry: flag("hide_country"),
    hideFromDirectory: flag("hide_from_directory"),
    // Set by send-all when it claims the member for a batch (one statement), see onboarding/queries.
    inviteClaimedAt: integer("invite_claimed_at", { mode: "timestamp_ms" }),
    // Mail from the member that was not a profile (issue 23, migration 0021): away (auto-reply),
    // declined, or "later". Shown on the Onboarding tab; cleared when a profile is applied.
    replyNote: text("reply_note", { enum: REPLY_NOTES }),
    replyNoteAt: integer("reply_note_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    lastUpdated: integer("last_updated", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("members_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("members_reply_token_unique").on(t.replyToken),
    index("members_status_idx").on(t.status),
    index("members_accommodation_idx").on(t.accommodation),
    index("members_sponsor_idx").on(t.sponsorId),
    index("members_last_updated_idx").on(t.lastUpdated),
    check("members_status_check", sql`${t.status} IS NULL OR ${t.status} IN (${inList(STATUSES)})`),
    check("members_reply_note_check", sql`${t.replyNote} IS NULL OR ${t.replyNote} IN (${inList(REPLY_NOTES)})`),
    check("members_profile_status_check", sql`${t.profileStatus} IN (${inList(PROFILE_STATUSES)})`),
    check("members_burn_years_check", sql`${t.burnYears} IS NULL OR ${t.burnYears} >= 0`),
    check("members_first_burn_check", sql`${t.firstBurn} IS NULL OR ${t.firstBurn} BETWEEN 1986 AND 2200`),
    check("members_sponsor_not_self", sql`${t.sponsorId} IS NULL OR ${t.sponsorId} <> ${t.id}`),
  ],
);

export const admins = sqliteTable(
  "admins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Sessions started before this time (ms) are refused: a password change ends the other sessions. */
    sessionsNotBefore: integer("sessions_not_before").notNull().default(0),
    /** False while an admin added with a set-password link has not used it (their hash is random). */
    passwordSet: integer("password_set", { mode: "boolean" }).notNull().default(true),
    /** Where an emailed sign-in link goes (issue 24): a way in that failed guesses cannot block. */
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admins_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("admins_email_unique").on(sql`lower(${t.email})`),
  ],
);

export const magicLinkTokens = sqliteTable(
  "magic_link_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: memberIdColumn().notNull(),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("magic_link_tokens_hash_unique").on(t.tokenHash), index("magic_link_tokens_member_idx").on(t.memberId)],
);

export const emailTemplates = sqliteTable(
  "email_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name", { enum: TEMPLATE_NAMES }).notNull(),
    subject: text("subject").notNull(),
    htmlContent: text("html_content").notNull(),
    description: text("description").notNull().default(""),
    variables: text("variables", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("email_templates_name_unique").on(t.name),
    check("email_templates_name_check", sql`${t.name} IN (${inList(TEMPLATE_NAMES)})`),
  ],
);

/** Key/value settings, e.g. the R2 keys of the home and login backgrounds. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Every outbound message. Bodies are kept only in local development (they hold sign-in links). */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    error: text("error"),
    transport: text("transport"),
    /** The transport's answer, verbatim. */
    answer: text("answer"),
    /** A plain explanation of a failure we recognise (e.g. an unverified destination address). */
    explanation: text("explanation"),
    replyTo: text("reply_to"),
    html: text("html"),
    text: text("text"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt),
    index("outbox_member_idx").on(t.memberId),
    index("outbox_status_idx").on(t.status, t.template),
  ],
);

/** Every inbound email and what became of it: the Debug tab's pipeline view and the review queue. */
export const inboundMessages = sqliteTable(
  "inbound_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: text("message_id").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject"),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    rawKey: text("raw_key"),
    // "ignored": the reply was not a profile (an auto-reply, a decline, "later"); nothing was applied.
    status: text("status", { enum: ["received", "applied", "review", "rejected", "failed", "pending", "ignored"] })
      .notNull()
      .default("received"),
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // A duplicate is the same message from the same sender to the same address (issue 24, item 4).
    uniqueIndex("inbound_message_sender_unique").on(t.messageId, t.fromAddress, t.toAddress),
    index("inbound_created_idx").on(t.createdAt),
    index("inbound_status_idx").on(t.status, t.createdAt),
  ],
);

/** Every uploaded photo and who uploaded it (ownership, quotas, orphan removal). */
export const uploads = sqliteTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    ownerKind: text("owner_kind", { enum: ["member", "admin", "inbound"] }).notNull(),
    ownerId: integer("owner_id"),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerKind, t.ownerId, t.createdAt)],
);

/** Fixed-window counters for rate limits and login back-off (D1 is strongly consistent; KV is not). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

/** When each invited member was last invited and how many reminders the sweep has sent them. */
export const inviteReminders = sqliteTable("invite_reminders", {
  memberId: memberIdColumn().primaryKey(),
  invitedAt: integer("invited_at").notNull(),
  count: integer("count").notNull().default(0),
  lastRemindedAt: integer("last_reminded_at"),
});

/** Every change an admin made: who, what, which target, before → after. Kept for a year. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // No foreign key: the row outlives the admin; the username is kept as it was.
    adminId: integer("admin_id"),
    adminUsername: text("admin_username").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    targetLabel: text("target_label"),
    changes: text("changes", { mode: "json" }).$type<Record<string, { before: unknown; after: unknown }> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_admin_idx").on(t.adminId),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/** One-time set-password links for new admins; only the SHA-256 of the token is stored. */
export const adminPasswordTokens = sqliteTable("admin_password_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  adminId: integer("admin_id")
    .notNull()
    .references(() => admins.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Emailed admin sign-in links (issue 24): single use, one hour, only the SHA-256 stored. */
export const adminLoginTokens = sqliteTable(
  "admin_login_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_login_tokens_admin_idx").on(t.adminId)],
);

export type Member = typeof members.$inferSelect;
export type Accommodation = typeof accommodations.$inferSelect;
export type EmailTemplate = typeof emailTemplates.$inferSelect;

/** Replies waiting for an admin: a doubtful extraction, or a sender that did not match the reply address. */
export const replyReviews = sqliteTable(
  "reply_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: memberIdColumn().notNull(),
    inboundId: integer("inbound_id").references(() => inboundMessages.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["doubtful", "sender"] }).notNull(),
    source: text("source", { enum: ["email", "manual"] }).notNull(),
    /** JSON array of plain-English reasons. */
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull(),
    replyText: text("reply_text").notNull(),
    /** JSON: the nine extracted fields. */
    proposed: text("proposed", { mode: "json" }).$type<ExtractedProfile>().notNull(),
    extractor: text("extractor").notNull(),
    photoUrl: text("photo_url"),
    status: text("status", { enum: ["pending", "applied", "dismissed", "superseded"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("reply_reviews_member_status_idx").on(t.memberId, t.status), index("reply_reviews_status_idx").on(t.status)],
);
export type ReplyReview = typeof replyReviews.$inferSelect;

// Issue 25: the camp's season (migration 0022). Per-season facts are rows keyed by (season, member).
export const CAMP_YEAR_SOURCES = ["season", "admin", "import"] as const;

export const seasons = sqliteTable(
  "seasons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    year: integer("year").notNull(),
    name: text("name").notNull(),
    /** ISO days, 'YYYY-MM-DD'. */
    festivalStart: text("festival_start").notNull(),
    festivalEnd: text("festival_end").notNull(),
    /** Days before the festival anyone coming may arrive, and after it they may stay. */
    buildDays: integer("build_days").notNull().default(0),
    strikeDays: integer("strike_days").notNull().default(0),
    passQuota: integer("pass_quota").notNull().default(0),
    /** How many days earlier than build a granted early-arrival pass lets its holder arrive. */
    passDays: integer("pass_days").notNull().default(0),
    travelModes: text("travel_modes", { mode: "json" }).$type<string[]>().notNull().default(sql`'["Own vehicle","Bus","Ride share"]'`),
    rosterLocked: flag("roster_locked"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    /** Exactly one row has it (partial unique index): the open season, or the last one closed. */
    isCurrent: flag("is_current"),
    openedAt: integer("opened_at", { mode: "timestamp_ms" }).notNull().default(now),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("seasons_year_unique").on(t.year),
    uniqueIndex("seasons_one_current").on(t.isCurrent).where(sql`${t.isCurrent} = 1`),
    uniqueIndex("seasons_one_open").on(t.status).where(sql`${t.status} = 'open'`),
    check("seasons_status_check", sql`${t.status} IN ('open', 'closed')`),
    check("seasons_year_check", sql`${t.year} BETWEEN 1986 AND 2200`),
    check(
      "seasons_dates_check",
      sql`date(${t.festivalStart}) = ${t.festivalStart} AND date(${t.festivalEnd}) = ${t.festivalEnd} AND ${t.festivalEnd} >= ${t.festivalStart}`,
    ),
    check(
      "seasons_days_check",
      sql`${t.buildDays} BETWEEN 0 AND 60 AND ${t.strikeDays} BETWEEN 0 AND 60 AND ${t.passDays} BETWEEN 0 AND 60 AND ${t.passQuota} >= 0`,
    ),
  ],
);

export const seasonMembers = sqliteTable(
  "season_members",
  {
    seasonId: seasonIdColumn().notNull(),
    memberId: memberIdColumn().notNull(),
    answer: text("answer", { enum: SEASON_ANSWERS }).notNull(),
    arrival: text("arrival"),
    departure: text("departure"),
    travelMode: text("travel_mode"),
    /** The member's choice: other members see the days only when true. */
    showDaysToMembers: flag("show_days_to_members"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.memberId] }),
    index("season_members_member_idx").on(t.memberId),
    check("season_members_answer_check", sql`${t.answer} IN (${inList(SEASON_ANSWERS)})`),
    check("season_members_days_check", sql`${t.arrival} IS NULL OR ${t.departure} IS NULL OR ${t.departure} >= ${t.arrival}`),
  ],
);

export const earlyArrivalRequests = sqliteTable(
  "early_arrival_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    seasonId: seasonIdColumn().notNull(),
    memberId: memberIdColumn().notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: PASS_STATUSES }).notNull().default("requested"),
    decidedBy: text("decided_by"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("early_arrival_season_member_unique").on(t.seasonId, t.memberId),
    index("early_arrival_season_status_idx").on(t.seasonId, t.status),
    check("early_arrival_status_check", sql`${t.status} IN (${inList(PASS_STATUSES)})`),
  ],
);

export const memberCampYears = sqliteTable(
  "member_camp_years",
  {
    memberId: memberIdColumn().notNull(),
    year: integer("year").notNull(),
    source: text("source", { enum: CAMP_YEAR_SOURCES }).notNull().default("admin"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.year] }),
    check("member_camp_years_year_check", sql`${t.year} BETWEEN 1986 AND 2200`),
    check("member_camp_years_source_check", sql`${t.source} IN (${inList(CAMP_YEAR_SOURCES)})`),
  ],
);

export type Season = typeof seasons.$inferSelect;
export type SeasonMember = typeof seasonMembers.$inferSelect;
export type EarlyArrivalRequest = typeof earlyArrivalRequests.$inferSelect;
/** Applications to join (issue 27): the public form's answers, the sponsor's vouch, the admins' decision. */
export const applications = sqliteTable(
  "applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    playaName: text("playa_name"),
    burns: integer("burns").notNull(),
    about: text("about").notNull(),
    homeTown: text("home_town"),
    location: text("location"),
    country: text("country"),
    firstBurn: integer("first_burn"),
    sponsorEmail: text("sponsor_email").notNull(),
    /** The Veteran the sponsor address belonged to when the application came in (else null: nobody asked). */
    sponsorId: integer("sponsor_id").references(() => members.id, { onDelete: "set null" }),
    state: text("state", { enum: APPLICATION_STATES }).notNull().default("new"),
    sponsorDecision: text("sponsor_decision", { enum: SPONSOR_DECISIONS }).notNull().default("none"),
    /** SHA-256 of the single-use vouch link's token; cleared once used or once the application is decided. */
    vouchTokenHash: text("vouch_token_hash"),
    vouchExpiresAt: integer("vouch_expires_at"),
    sponsorAnsweredAt: integer("sponsor_answered_at"),
    decidedAt: integer("decided_at"),
    decidedBy: text("decided_by"),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("applications_open_email_unique").on(t.email).where(sql`${t.state} IN ('new', 'vouched', 'declined')`),
    uniqueIndex("applications_vouch_token_unique").on(t.vouchTokenHash),
    index("applications_state_idx").on(t.state, t.createdAt),
    check("applications_state_check", sql`${t.state} IN (${inList(APPLICATION_STATES)})`),
    check("applications_sponsor_decision_check", sql`${t.sponsorDecision} IN (${inList(SPONSOR_DECISIONS)})`),
    check("applications_burns_check", sql`${t.burns} >= 0`),
  ],
);
export type Application = typeof applications.$inferSelect;

/**
 * A member's care details (issue 26): their own table, joined into no member-visible query, the
 * offline copy or the members export. Only the member and admins read it; every admin read of
 * the medical note writes an audit row (care/care.ts).
 */
export const memberCare = sqliteTable("member_care", {
  memberId: memberIdColumn().primaryKey(),
  emergencyName: text("emergency_name"),
  emergencyRelation: text("emergency_relation"),
  emergencyPhone: text("emergency_phone"),
  dietary: text("dietary"),
  medicalNote: text("medical_note"),
  updatedAt: updatedAt(),
});
export type MemberCare = typeof memberCare.$inferSelect;

/** Dues settings per season (issue 26): currency, how to pay, the reminder schedule. */
export const seasonDues = sqliteTable("season_dues", {
  seasonId: seasonIdColumn().primaryKey(),
  currency: text("currency").notNull().default("USD"),
  payLink: text("pay_link"),
  instructions: text("instructions"),
  dueDate: text("due_date"),
  remindEveryDays: integer("remind_every_days").notNull().default(7),
  remindMax: integer("remind_max").notNull().default(3),
  remindersEnabled: flag("reminders_enabled"),
  updatedAt: updatedAt(),
});

/** A season's dues tiers; the first by position is what a member without a tier owes. */
export const duesTiers = sqliteTable(
  "dues_tiers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    seasonId: seasonIdColumn().notNull(),
    name: text("name").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("dues_tiers_season_name_unique").on(t.seasonId, sql`lower(${t.name})`),
    check("dues_tiers_amount_check", sql`${t.amountMinor} >= 0`),
  ],
);

/** A member's tier for a season, a waiver, an admin's note. */
export const memberDues = sqliteTable(
  "member_dues",
  {
    seasonId: seasonIdColumn().notNull(),
    memberId: memberIdColumn().notNull(),
    tierId: integer("tier_id").references(() => duesTiers.id, { onDelete: "set null" }),
    waived: flag("waived"),
    note: text("note"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.memberId] })],
);

/** Payments recorded by admins (several per member). */
export const duesPayments = sqliteTable(
  "dues_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    seasonId: seasonIdColumn().notNull(),
    memberId: memberIdColumn().notNull(),
    amountMinor: integer("amount_minor").notNull(),
    paidOn: text("paid_on").notNull(),
    note: text("note"),
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dues_payments_season_member_idx").on(t.seasonId, t.memberId)],
);

/** One claimed reminder slot per (season, member, slot day): at most one reminder each. */
export const duesReminders = sqliteTable(
  "dues_reminders",
  {
    seasonId: seasonIdColumn().notNull(),
    memberId: memberIdColumn().notNull(),
    dueDate: text("due_date").notNull(),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.memberId, t.dueDate] })],
);

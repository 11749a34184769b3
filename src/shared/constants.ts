// Business constants (docs/product.md#limits), shared by the Worker and the client.
export const STATUSES = ["Virgin", "Newbie", "Veteran"] as const;
export type Status = (typeof STATUSES)[number];
export const STATUS_ORDER: Record<Status, number> = { Virgin: 0, Newbie: 1, Veteran: 2 };

export const PROFILE_STATUSES = ["Empty", "Submitted", "Complete"] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const TEMPLATE_NAMES = [
  "magic_link",
  "welcome",
  "invite",
  "profile_update",
  "reminder",
  "vouch_request",
  "application_rejected",
  "early_arrival_decision",
  "dues_reminder",
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const SESSION_TTL_SECONDS = 90 * 24 * 60 * 60;
export const MAGIC_LINK_TTL_MS = 60 * 60 * 1000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

/** An email template's subject (the Email tab; issue 24 says so in words rather than cutting it). */
export const TEMPLATE_SUBJECT_MAX = 250;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const MB = 1024 * 1024;
// Upload limits and kinds: src/shared/uploads.ts.
export const JSON_BODY_MAX_BYTES = 10 * MB;
export const EMAIL_CONTENT_MAX = 50_000;

export const FIRST_BURN_MIN = 1986;
/** This year, read when a value is checked, never at module scope: in workerd, Date there is not the real time. */
export const currentYear = () => new Date().getFullYear();
/** The last year D1 accepts for a first burn, a season or a year with the camp (its CHECKs say 1986–2200). */
export const YEAR_MAX = 2200;
/** Burns attended: a whole number from 0 to this, wherever a profile, an application or an extraction carries it. */
export const BURNS_MAX = 100;
export const DISPLAY_TIME_ZONE = "America/Los_Angeles";
export const POLL_INTERVAL_MS = 30_000;

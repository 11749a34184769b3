// Applications to join (issue 27): what the public form sends, the admin settings, and the words
// both sides use for an application's state and its sponsor's answer.
import { z } from "zod";
import { BURNS_MAX } from "./constants";
import { burnsRangeMessage, firstBurnInRange, firstBurnRangeMessage, TEXT_LIMITS } from "./member-fields";
import { emailSchema } from "./validation";

/** new → (vouched | declined by the sponsor) → approved | rejected by an admin. */
export const APPLICATION_STATES = ["new", "vouched", "declined", "approved", "rejected"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
/** Still waiting for an admin: one of these per address at most. */
export const OPEN_STATES = ["new", "vouched", "declined"] as const satisfies readonly ApplicationState[];

export const STATE_LABELS: Record<ApplicationState, string> = {
  new: "New",
  vouched: "Vouched",
  declined: "Declined by sponsor",
  approved: "Approved",
  rejected: "Rejected",
};

/** none: the sponsor address named no Veteran, so nobody was asked. pending: asked, no answer yet. */
export const SPONSOR_DECISIONS = ["none", "pending", "vouched", "declined"] as const;
export type SponsorDecision = (typeof SPONSOR_DECISIONS)[number];
/** What an admin sees: "no-answer" is a pending request whose link expired. */
export type SponsorView = "not-asked" | "waiting" | "vouched" | "declined" | "no-answer";
export const SPONSOR_VIEW_LABELS: Record<SponsorView, string> = {
  "not-asked": "Not asked (not a veteran member)",
  waiting: "Waiting for the sponsor",
  vouched: "Vouched",
  declined: "Doesn't know them",
  "no-answer": "No answer in time",
};

export function sponsorView(decision: SponsorDecision, expiresAt: number | null, now = Date.now()): SponsorView {
  if (decision === "none") return "not-asked";
  if (decision === "pending") return expiresAt !== null && expiresAt <= now ? "no-answer" : "waiting";
  return decision;
}

/** The one answer to every accepted application, whoever the addresses belong to (decision 017). */
export const APPLY_THANKS = "Thanks, we'll be in touch.";

export const APPLY_LIMITS = { about: 2000, turnstileToken: 2048, honeypot: 500 } as const;
/** Far above any honest form (all fields at their limits are about 7 KB of JSON). */
export const APPLY_BODY_MAX_BYTES = 16 * 1024;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .optional()
    .transform((value) => value ?? null);

/** POST /api/applications. Unknown keys are refused; `website` is the honeypot (humans leave it empty). */
export const applicationSchema = z.strictObject({
  name: required("Name", TEXT_LIMITS.name),
  email: emailSchema,
  playaName: optional("Playa name", TEXT_LIMITS.playaName),
  burns: z
    .number({ error: "Burns attended must be a number" })
    .int("Burns attended must be a whole number")
    .min(0, burnsRangeMessage("Burns attended"))
    .max(BURNS_MAX, burnsRangeMessage("Burns attended")),
  about: required("A few lines about yourself", APPLY_LIMITS.about),
  homeTown: optional("Home town", TEXT_LIMITS.homeTown),
  location: optional("Location", TEXT_LIMITS.location),
  country: optional("Country of Birth", TEXT_LIMITS.country),
  firstBurn: z
    .number({ error: "First burn year must be a number" })
    .int("First burn year must be a whole number")
    .refine((n) => firstBurnInRange(n), { error: () => firstBurnRangeMessage() })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  sponsorEmail: emailSchema,
  website: z.string().max(APPLY_LIMITS.honeypot).optional(),
  turnstileToken: z.string().max(APPLY_LIMITS.turnstileToken).optional(),
});
export type ApplicationAnswers = z.output<typeof applicationSchema>;

/** Settings → Applications. */
export const applicationSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  linkText: z
    .string({ error: "The link's wording is required" })
    .trim()
    .min(1, "The link's wording is required")
    .max(40, "The link's wording must be at most 40 characters"),
  vouchDays: z
    .number({ error: "The vouch window must be a number of days" })
    .int("The vouch window must be a whole number of days")
    .min(1, "The vouch window must be between 1 and 60 days")
    .max(60, "The vouch window must be between 1 and 60 days"),
});
export type ApplicationSettings = z.output<typeof applicationSettingsSchema>;
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = { enabled: false, linkText: "Apply to join", vouchDays: 7 };

export const vouchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is invalid, expired or already used.");
export const vouchSchema = z.strictObject({ token: vouchTokenSchema, decision: z.enum(["vouch", "decline"]) });

/** Burns decide the new member's status: none yet is a Virgin, any is a Newbie (new to the camp). */
export const statusFromBurns = (burns: number) => (burns === 0 ? ("Virgin" as const) : ("Newbie" as const));

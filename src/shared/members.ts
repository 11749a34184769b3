// The zod rules for writing members (docs/product.md#member-fields, #limits). The shapes themselves are in member-fields.ts,
// which has no zod, so the member's first page load does not carry a validation library.
export type { MemberDto } from "./member-fields";
import { z } from "zod";
import { PROFILE_STATUSES, STATUSES } from "./constants";
import { burnsInRange, burnsProblem, burnsRangeMessage, firstBurnInRange, firstBurnRangeMessage, TEXT_LIMITS } from "./member-fields";
import { isBlank } from "./profile";
import { emailSchema, optionalText } from "./validation";

/** Optional whole number; "" and null mean unknown. Numeric strings from form fields are accepted. */
const wholeNumber = (label: string) =>
  z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
    if (isBlank(value)) return null;
    const n = typeof value === "number" ? value : Number((value as string).trim());
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a whole number` });
      return z.NEVER;
    }
    return n;
  });

const burnYears = wholeNumber("Number of burns").refine((n) => n === null || burnsInRange(n), burnsRangeMessage());
const firstBurn = wholeNumber("First burn year")
  // 0 is what the form sends for "not a number"; it means unknown.
  .transform((n) => (n === 0 ? null : n))
  // The message names this year when the value is checked (a message built at module scope would not).
  .refine((n) => n === null || firstBurnInRange(n), { error: () => firstBurnRangeMessage() });
// Only a photo uploaded with /api/upload-photo: the server decodes, normalises and checks ownership
// (src/worker/uploads/ownership.ts) and refuses anything else.
const photoUrl = z.union([z.string().max(500), z.null()]);

const visibility = z.enum(["members", "admins"], { error: 'Visibility must be "members" or "admins"' });

/** Edit Profile → Privacy: who sees email, location, home town and country; hide from the directory. */
const privacySchema = z.strictObject({
  email: visibility.optional(),
  location: visibility.optional(),
  homeTown: visibility.optional(),
  country: visibility.optional(),
  hideFromDirectory: z.boolean().optional(),
});

/** Both burn fields in one request must agree (burnsProblem); one alone is checked against the row. */
const burnsAgree = (value: { burnYears?: number | null; firstBurn?: number | null }, ctx: z.RefinementCtx) => {
  const problem = burnsProblem(value.burnYears, value.firstBurn);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["burnYears"] });
};

const ownProfileFields = {
  name: optionalText("Name", TEXT_LIMITS.name).optional(),
  playaName: optionalText("Playa name", TEXT_LIMITS.playaName).optional(),
  homeTown: optionalText("Home town", TEXT_LIMITS.homeTown).optional(),
  location: optionalText("Location", TEXT_LIMITS.location).optional(),
  country: optionalText("Country of Birth", TEXT_LIMITS.country).optional(),
  burnYears: burnYears.optional(),
  firstBurn: firstBurn.optional(),
  bio: optionalText("Bio", TEXT_LIMITS.bio).optional(),
  campHistory: optionalText("Camp history", TEXT_LIMITS.campHistory).optional(),
  photoUrl: photoUrl.optional(),
  privacy: privacySchema.optional(),
};
/** What a member may change on their own profile: PUT /api/members/me. Unknown keys are refused. */
export const ownProfileSchema = z.strictObject(ownProfileFields).superRefine(burnsAgree);
export type OwnProfileInput = z.input<typeof ownProfileSchema>;

const status = z.union([z.enum(STATUSES), z.literal(""), z.null()]).transform((value) => (value === "" ? null : value));

/** PUT /api/admin/members/{id}: any subset of the full profile, the sponsor pair or the accommodation. */
export const adminMemberUpdateSchema = z
  .strictObject({
    ...ownProfileFields,
    email: emailSchema.optional(),
    accommodation: optionalText("Accommodation", TEXT_LIMITS.accommodation).optional(),
    status: status.optional(),
    profileStatus: z.enum(PROFILE_STATUSES).optional(),
    sponsorId: z.union([z.number().int().positive(), z.null()]).optional(),
    sponsorName: optionalText("Sponsor name", TEXT_LIMITS.sponsorName).optional(),
    /** Private to admins (issue 14). */
    adminNotes: optionalText("Admin notes", TEXT_LIMITS.adminNotes).optional(),
  })
  .superRefine(burnsAgree);
export type AdminMemberUpdateInput = z.input<typeof adminMemberUpdateSchema>;

/** POST /api/admin/members */
export const addMemberSchema = z.strictObject({
  email: emailSchema,
  name: optionalText("Name", TEXT_LIMITS.name).optional(),
  status: status.optional(),
});

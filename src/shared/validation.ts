import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "./constants";
import { textOrNull } from "./profile";

/** Optional text: trimmed; blank or whitespace-only becomes null (blank counts as missing); too long is refused in words. */
export const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()])
    .transform(textOrNull)
    .refine((value) => value === null || value.length <= max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX, "Email is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const magicLinkRequestSchema = z.object({ email: emailSchema });

const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);
const passwordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const adminLoginSchema = z.object({ username, password: passwordSchema });

/** POST /api/admin/admins: a first password, or none for a one-time set-password link. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const USERNAME_PATTERN_MESSAGE = "Use letters, digits and . _ @ - only in a username";
export const newAdminSchema = z.strictObject({
  username: username.regex(USERNAME_PATTERN, USERNAME_PATTERN_MESSAGE),
  password: passwordSchema.optional(),
  /** Where an emailed sign-in link goes (a way in that failed password guesses cannot block). */
  email: emailSchema.optional(),
});

/** PUT /api/admin/admins/me/email: the signed-in admin's own sign-in address, or null to remove it. */
export const adminEmailSchema = z.strictObject({ email: z.union([emailSchema, z.null()]) });

/** POST /api/auth/admin/send-link: the same answer whether or not the username exists. */
export const adminLinkRequestSchema = z.object({ username });

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: "Current password is required" }).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});

export const setPasswordSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid or expired link"),
  password: passwordSchema,
});

export const verifyTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid token"),
});

export const verifyCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code has 6 digits"),
});

// Dues (issue 26): what admins send. Amounts arrive as text ("12.50") and are read strictly in
// the season's currency by the domain code (parseAmount), which knows the currency.
import { z } from "zod";
import { isCurrency } from "./dues";
import { textOrNull } from "./profile";
import { isIsoDay } from "./season";
import { optionalText } from "./validation";

const day = (label: string) =>
  z
    .union([z.string(), z.null()])
    .transform(textOrNull)
    .refine((v) => v === null || isIsoDay(v), `${label} must be a date written YYYY-MM-DD`);

/** Typed like "12.50"; a JSON number is read as its decimal text. */
const amountInput = z.union([z.string().max(20, "The amount is too long"), z.number()]).transform(String);

export const duesSettingsSchema = z.strictObject({
  currency: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .refine(isCurrency, "Currency must be a three-letter ISO code, like USD or EUR"),
  payLink: optionalText("Pay link", 500).refine(
    (v) => v === null || /^https:\/\/[^\s<>"]+$/i.test(v),
    "The pay link must be an https:// address",
  ),
  instructions: optionalText("Instructions", 2000),
  dueDate: day("Due date"),
  remindersEnabled: z.boolean({ error: "remindersEnabled must be true or false" }),
  remindEveryDays: z.number().int("Days must be a whole number").min(1, "Remind every 1 to 60 days").max(60, "Remind every 1 to 60 days"),
  remindMax: z.number().int("Maximum must be a whole number").min(0, "At most 0 to 10 reminders").max(10, "At most 0 to 10 reminders"),
});
export type DuesSettingsInput = z.output<typeof duesSettingsSchema>;

const tierName = z
  .string()
  .transform((v) => v.trim())
  .refine((v) => v.length >= 1, "Give the tier a name")
  .refine((v) => v.length <= 60, "Tier name must be at most 60 characters");

export const tierCreateSchema = z.strictObject({ name: tierName, amount: amountInput });
export const tierUpdateSchema = z.strictObject({
  name: tierName.optional(),
  amount: amountInput.optional(),
  position: z.number().int().min(0).max(1000).optional(),
});

export const memberDuesSchema = z.strictObject({
  tierId: z.number().int().positive().nullable().optional(),
  waived: z.boolean().optional(),
  note: optionalText("Note", 500).optional(),
});

export const paymentSchema = z.strictObject({
  amount: amountInput,
  paidOn: z
    .string()
    .transform((v) => v.trim())
    .refine(isIsoDay, "Paid on must be a date written YYYY-MM-DD"),
  note: optionalText("Note", 200).optional(),
});

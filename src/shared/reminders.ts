// Reminders for unanswered invitations (issue 14): the settings both sides validate.
import { z } from "zod";

export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  days: z
    .number({ error: "Days must be a number" })
    .int("Days must be a whole number")
    .min(1, "Days must be between 1 and 60")
    .max(60, "Days must be between 1 and 60"),
  max: z
    .number({ error: "Maximum must be a number" })
    .int("Maximum must be a whole number")
    .min(0, "Maximum must be between 0 and 5")
    .max(5, "Maximum must be between 0 and 5"),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { enabled: true, days: 7, max: 2 };

import { Hono } from "hono";
import { reminderSettingsSchema } from "../../shared/reminders";
import { diff } from "../audit/log";
import { parseJson } from "../lib/json";
import { audit } from "../middleware/audit";
import { readReminderSettings, writeReminderSettings } from "../reminders/reminders";
import type { AppEnv } from "../types";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/reminder-settings", async (c) => c.json(await readReminderSettings(c.var.db)))
  .put("/reminder-settings", async (c) => {
    const next = await parseJson(c, reminderSettingsSchema);
    const before = await readReminderSettings(c.var.db);
    await writeReminderSettings(c.var.db, next);
    audit(c, { action: "settings.reminders", targetType: "settings", targetLabel: "Invitation reminders", changes: diff(before, next) });
    return c.json(next);
  });

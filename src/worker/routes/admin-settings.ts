import { Hono } from "hono";
import { reminderSettingsSchema } from "../../shared/reminders";
import { diff } from "../audit/log";
import { jsonBody } from "../lib/json";
import { audit } from "../middleware/audit";
import { readReminderSettings, writeReminderSettings } from "../reminders/reminders";
import type { AppEnv } from "../types";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/reminder-settings", async (c) => c.json(await readReminderSettings(c.var.db)))
  .put("/reminder-settings", jsonBody(reminderSettingsSchema), async (c) => {
    const next = c.req.valid("json");
    const before = await readReminderSettings(c.var.db);
    await writeReminderSettings(c.var.db, next);
    audit(c, { action: "settings.reminders", targetType: "settings", targetLabel: "Invitation reminders", changes: diff(before, next) });
    return c.json(next);
  });

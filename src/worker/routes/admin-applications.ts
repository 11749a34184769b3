import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { APPLICATION_STATES, applicationSettingsSchema } from "../../shared/applications";
import { sendRejectionEmail } from "../applications/emails";
import {
  approveApplication,
  listApplications,
  readApplicationSettings,
  rejectApplication,
  writeApplicationSettings,
} from "../applications/queries";
import { diff } from "../audit/log";
import { jsonBody, paramOf, queryOf } from "../lib/json";
import { audit } from "../middleware/audit";
import { onboardingStub } from "../onboarding/member-onboarding";
import type { AppEnv } from "../types";

const id = paramOf("id", z.coerce.number().int().positive());
const stateFilter = queryOf(z.object({ state: z.enum(APPLICATION_STATES, { error: "Unknown state" }).optional() }));

/** Settings → Applications and the Onboarding tab's Applications section (issue 27). */
export const adminApplicationsRoutes = new Hono<AppEnv>()
  .get("/application-settings", async (c) => c.json(await readApplicationSettings(c.var.db)))
  .put("/application-settings", jsonBody(applicationSettingsSchema), async (c) => {
    const next = c.req.valid("json");
    const before = await readApplicationSettings(c.var.db);
    await writeApplicationSettings(c.var.db, next);
    audit(c, { action: "settings.applications", targetType: "settings", targetLabel: "Applications", changes: diff(before, next) });
    return c.json(next);
  })
  .get("/applications", stateFilter, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await listApplications(c.var.db, c.req.valid("query").state));
  })
  // Creates the member, then the invitation, or the welcome when the answers already fill the profile.
  .post("/applications/:id/approve", id, async (c) => {
    const user = c.var.user!;
    const decision = await approveApplication(c.var.db, c.req.valid("param").id, user.isAdmin ? user.username : "?");
    if (!decision.ok) throw new HTTPException(decision.status, { message: decision.message });
    const { row, memberId } = decision;
    audit(c, {
      action: "application.approve",
      targetType: "application",
      targetId: row.id,
      targetLabel: `${row.name} <${row.email}>`,
      changes: { state: { before: "open", after: "approved" }, memberId: { before: null, after: memberId ?? null } },
    });
    audit(c, { action: "member.create-from-application", targetType: "member", targetId: memberId ?? null, targetLabel: row.name });
    let email: { sent: "invite" | "welcome" | null; message?: string } = { sent: null };
    if (memberId) {
      const stub = onboardingStub(c.env, memberId);
      const welcome = (await c.var.db.query.members.findFirst({ where: (m, { eq }) => eq(m.id, memberId) }))?.profileCreated;
      const outcome = welcome ? await stub.sendWelcome(memberId) : await stub.sendInvite(memberId);
      email = outcome.ok ? { sent: welcome ? "welcome" : "invite" } : { sent: null, message: outcome.message };
    }
    return c.json({ id: row.id, state: row.state, memberId: memberId ?? null, email });
  })
  .post(
    "/applications/:id/reject",
    id,
    jsonBody(z.strictObject({ sendEmail: z.boolean({ error: "sendEmail must be true or false" }) })),
    async (c) => {
      const user = c.var.user!;
      const { sendEmail } = c.req.valid("json");
      const decision = await rejectApplication(c.var.db, c.req.valid("param").id, user.isAdmin ? user.username : "?");
      if (!decision.ok) throw new HTTPException(decision.status, { message: decision.message });
      const { row } = decision;
      audit(c, {
        action: "application.reject",
        targetType: "application",
        targetId: row.id,
        targetLabel: `${row.name} <${row.email}>`,
        changes: { state: { before: "open", after: "rejected" }, emailSent: { before: null, after: sendEmail } },
      });
      let email: { sent: boolean; message?: string } = { sent: false };
      if (sendEmail) {
        try {
          await sendRejectionEmail(c.env, c.var.db, row);
          email = { sent: true };
        } catch (error) {
          email = { sent: false, message: error instanceof Error ? error.message : String(error) };
        }
      }
      return c.json({ id: row.id, state: row.state, email });
    },
  );

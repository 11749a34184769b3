import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { auditHandled, audit } from "../middleware/audit";
import { membersCsv } from "../members/csv";
import { applyImport, IMPORT_MAX_BYTES, planImport } from "../members/import";
import { allMembers } from "../members/queries";
import { onboardingStub } from "../onboarding/member-onboarding";
import { queryOf } from "../lib/json";
import { readForm } from "../uploads/store";
import { SEND_ALL_BATCH } from "./admin-onboarding";
import { campYearsQuery, groupYears } from "../seasons/camp-years";
import type { AppEnv } from "../types";

const flag = z
  .enum(["0", "1", "true", "false"], { error: "Use 1 or 0" })
  .optional()
  .transform((v) => v === "1" || v === "true");
const importQuery = z.object({ dryRun: flag, invite: flag });

async function uploadedFile(request: Request): Promise<ArrayBuffer> {
  const form = await readForm(request, IMPORT_MAX_BYTES);
  const file = form.get("file");
  if (!(file instanceof File)) throw new HTTPException(400, { message: "No file in field 'file'" });
  if (file.size === 0) throw new HTTPException(400, { message: "The file is empty" });
  if (file.size > IMPORT_MAX_BYTES)
    throw new HTTPException(413, { message: `File too large: the limit is ${IMPORT_MAX_BYTES / (1024 * 1024)}MB` });
  return file.arrayBuffer();
}

export const adminCsvRoutes = new Hono<AppEnv>()
  .get("/members.csv", async (c) => {
    const [rows, years] = await Promise.all([allMembers(c.var.db), campYearsQuery(c.var.db)]);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(membersCsv(rows, groupYears(years)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${date}.csv"`,
      "Cache-Control": "no-store",
    });
  })
  // ?dryRun=1 previews and writes nothing. Without it the same file is read again and written in
  // one batch, or not at all when a row has an error (422). ?invite=1 then invites the new members.
  .post("/members/import", queryOf(importQuery), async (c) => {
    const { dryRun, invite } = c.req.valid("query");
    const plan = await planImport(c.var.db, await uploadedFile(c.req.raw));
    if (dryRun) {
      auditHandled(c);
      return c.json({ dryRun: true, ...plan });
    }
    if (plan.errors.length)
      return c.json({ message: `The file has ${plan.errors.length} row(s) with errors; nothing was imported`, ...plan }, 422);
    if (plan.create.length + plan.update.length === 0) {
      auditHandled(c); // nothing to change
      return c.json({ dryRun: false, created: 0, updated: 0, unchanged: plan.unchanged, invited: 0, inviteFailures: [], notInvited: 0 });
    }
    const user = c.var.user!;
    // The batch writes its own audit rows; only the invitations below are recorded after it.
    const { createdIds } = await applyImport(c.var.db, { id: user.id, username: user.type === "admin" ? user.username : "" }, plan);
    let invited = 0;
    const inviteFailures: { memberId: number; message: string }[] = [];
    if (invite) {
      for (const id of createdIds.slice(0, SEND_ALL_BATCH)) {
        const outcome = await onboardingStub(c.env, id).sendInvite(id);
        if (outcome.ok) invited++;
        else inviteFailures.push({ memberId: id, message: outcome.message });
      }
    }
    if (invited) audit(c, { action: "members.import-invite", targetType: "import", targetLabel: `${invited} invitation(s) sent` });
    else auditHandled(c);
    return c.json({
      dryRun: false,
      created: plan.create.length,
      updated: plan.update.length,
      unchanged: plan.unchanged,
      invited,
      inviteFailures,
      // Past one batch, the rest are invited with Send Invites.
      notInvited: invite ? createdIds.length - invited : createdIds.length,
    });
  });

import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { EMAIL_CONTENT_MAX } from "../../shared/constants";
import { UPLOADS } from "../../shared/uploads";
import { REQUEST_MISSING_INFORMATION, type LogEntry } from "../../shared/onboarding";
import { emailSchema } from "../../shared/validation";
import { previewMerge } from "../../email/extract/merge-extracted";
import { extractedProfileSchema } from "../../email/extract/schema";
import { splitReply } from "../../email/reply-text";
import { displayName } from "../../shared/profile";
import { notModified } from "../lib/etag";
import { jsonBody } from "../lib/json";
import { audit, auditHandled } from "../middleware/audit";
import { dataVersion, findMember, notFound } from "../members/queries";
import { extractProfile } from "../onboarding/extract";
import { onboardingStub } from "../onboarding/member-onboarding";
import { unwrapOutcome } from "../onboarding/outcome";
import { claimUninvited, countUninvited, memberByEmailOr404, releaseClaim, workflowStatus } from "../onboarding/queries";
import { readForm, readUpload, storePhoto } from "../uploads/store";
import type { AppEnv } from "../types";

/** At most this many invitations per request keeps a send-all well inside a Worker's limits. */
export const SEND_ALL_BATCH = 25;

// The invite call's body is optional: empty means "send the invitation".
const inviteBody = z.object({ actionType: z.literal(REQUEST_MISSING_INFORMATION).optional() }).strict();
const emailContent = z
  .string({ error: "Email content is required" })
  .trim()
  .min(1, "Email content is required")
  .max(EMAIL_CONTENT_MAX, `Email content must be at most ${EMAIL_CONTENT_MAX} characters`);

export const adminOnboardingRoutes = new Hono<AppEnv>()
  .post("/members/:id{[0-9]+}/invite", jsonBody(inviteBody, { optional: true }), async (c) => {
    const { actionType } = c.req.valid("json");
    const member = await findMember(c.var.db, Number(c.req.param("id")));
    if (!member) throw notFound();
    const stub = onboardingStub(c.env, member.id);
    const result = unwrapOutcome(actionType ? await stub.requestMissingInfo(member.id) : await stub.sendInvite(member.id));
    audit(c, {
      action: actionType ? "member.request-missing-info" : "member.invite",
      targetType: "member",
      targetId: member.id,
      targetLabel: displayName(member),
    });
    return c.json({ ...result, action: actionType ?? "invite" });
  })
  .post("/members/:id{[0-9]+}/welcome", async (c) => {
    const member = await findMember(c.var.db, Number(c.req.param("id")));
    if (!member) throw notFound();
    const result = unwrapOutcome(await onboardingStub(c.env, member.id).sendWelcome(member.id));
    audit(c, { action: "member.welcome", targetType: "member", targetId: member.id, targetLabel: displayName(member) });
    return c.json(result);
  })
  // Sends one batch and says how many are left; the client calls again until none remain.
  .post("/send-all-invites", async (c) => {
    const batch = await claimUninvited(c.var.db, SEND_ALL_BATCH);
    let sent = 0;
    const failures: { memberId: number; message: string }[] = [];
    for (const { id } of batch) {
      const outcome = await onboardingStub(c.env, id).sendInvite(id);
      if (outcome.ok) sent++;
      else {
        failures.push({ memberId: id, message: outcome.message });
        await releaseClaim(c.var.db, id);
      }
    }
    const remaining = await countUninvited(c.var.db);
    if (sent) audit(c, { action: "members.send-all-invites", targetType: "request", targetLabel: `${sent} invitation(s) sent` });
    else auditHandled(c);
    return c.json({ sent, failed: failures.length, failures, remaining });
  })
  .post("/send-profile-update-email", jsonBody(z.object({ memberEmail: emailSchema })), async (c) => {
    const { memberEmail } = c.req.valid("json");
    const member = await memberByEmailOr404(c.var.db, memberEmail);
    const result = unwrapOutcome(await onboardingStub(c.env, member.id).requestMissingInfo(member.id));
    audit(c, { action: "member.request-missing-info", targetType: "member", targetId: member.id, targetLabel: displayName(member) });
    return c.json(result);
  })
  .get("/member-workflow-status", async (c) => {
    return notModified(c, `W/"workflow-${await dataVersion(c.var.db)}"`) ?? c.json(await workflowStatus(c.var.db));
  })
  .get("/member-logs/:email", async (c) => {
    const member = await memberByEmailOr404(c.var.db, emailSchema.parse(c.req.param("email")));
    // Typed here: through the stub, the entries' free-form `data` would type the answer as `never`.
    const log: LogEntry[] = await onboardingStub(c.env, member.id).getLog();
    return c.json(log);
  })
  .post("/process-manual-email", async (c) => {
    const form = await readForm(c.req.raw, UPLOADS.photo.maxBytes);
    const memberEmail = emailSchema.parse(form.get("memberEmail") ?? "");
    const content = emailContent.parse(form.get("emailContent") ?? "");
    const member = await memberByEmailOr404(c.var.db, memberEmail);
    // Only the member's own words reach the extractor, as with an emailed reply.
    const { reply, quoted } = splitReply(content);
    if (form.get("dryRun") === "1") {
      // What processing would change, without writing anything: shown before the admin confirms.
      const extraction = await extractProfile(c.env, reply, { quoted });
      auditHandled(c); // a preview writes nothing
      return c.json({
        memberName: displayName(member),
        extractor: extraction.extractor,
        parsedInfo: extraction.fields,
        changes: previewMerge(member, extraction.fields),
      });
    }
    let photoUrl: string | null = null;
    const photo = form.get("profilePhoto");
    if (photo instanceof File && photo.size > 0) {
      const upload = await readUpload(form, "profilePhoto", UPLOADS.photo);
      photoUrl = await storePhoto(c.env.FILES, c.var.db, upload, { kind: "admin", id: c.var.user!.id });
    }
    const result = unwrapOutcome(
      await onboardingStub(c.env, member.id).receiveReply(member.id, { source: "manual", text: reply, quoted, photoUrl }),
    );
    audit(c, {
      action: "member.manual-email",
      targetType: "member",
      targetId: member.id,
      targetLabel: displayName(member),
      changes: result ? { updatedFields: { before: null, after: result.updatedFields } } : null,
    });
    return c.json(result);
  })
  // The member's stored reply, for the manual pages (404 when none has arrived).
  .get("/members/:email/stored-reply", async (c) => {
    const member = await memberByEmailOr404(c.var.db, emailSchema.parse(c.req.param("email")));
    const stored = await onboardingStub(c.env, member.id).storedReply();
    if (!stored) throw new HTTPException(404, { message: "No reply from this member has been received yet" });
    c.header("Cache-Control", "private, no-store");
    return c.json({ text: stored.text, source: stored.source, receivedAt: new Date(stored.receivedAt).toISOString() });
  })
  .post("/members/:email/update-profile", async (c) => {
    const member = await memberByEmailOr404(c.var.db, emailSchema.parse(c.req.param("email")));
    const result = unwrapOutcome(await onboardingStub(c.env, member.id).reprocessStoredReply(member.id));
    audit(c, {
      action: "member.reprocess-reply",
      targetType: "member",
      targetId: member.id,
      targetLabel: displayName(member),
      changes: { updatedFields: { before: null, after: result.updatedFields } },
    });
    return c.json(result);
  })
  // Extracts without saving, so an admin can look before applying.
  .post("/test-email-processing", jsonBody(z.object({ memberEmail: emailSchema, testContent: emailContent })), async (c) => {
    const { memberEmail, testContent } = c.req.valid("json");
    await memberByEmailOr404(c.var.db, memberEmail);
    const { reply, quoted } = splitReply(testContent);
    const extraction = await extractProfile(c.env, reply, { quoted });
    auditHandled(c); // a test saves nothing
    return c.json({ parsedInfo: extraction.fields, extractor: extraction.extractor, fallbackReason: extraction.fallbackReason ?? null });
  })
  .post("/apply-test-results", jsonBody(z.object({ memberEmail: emailSchema, parsedInfo: extractedProfileSchema.strict() })), async (c) => {
    const { memberEmail, parsedInfo } = c.req.valid("json");
    const member = await memberByEmailOr404(c.var.db, memberEmail);
    const result = unwrapOutcome(await onboardingStub(c.env, member.id).applyFields(member.id, parsedInfo));
    audit(c, {
      action: "member.apply-test-results",
      targetType: "member",
      targetId: member.id,
      targetLabel: displayName(member),
      changes: { updatedFields: { before: null, after: result.updatedFields } },
    });
    return c.json(result);
  });

import { Hono } from "hono";
import { TEMPLATE_SUBJECT_MAX } from "../../shared/constants";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { cleanSubject, unknownVariables } from "../../email/render";
import { sanitizeTemplateHtml } from "../../email/sanitize";
import { templateBodyProblem } from "../../shared/email-templates";
import { isBlank } from "../../shared/profile";
import { diff } from "../audit/log";
import { jsonBody } from "../lib/json";
import { audit } from "../middleware/audit";
import { findTemplate, listTemplates, updateTemplate, type EmailTemplate } from "../templates/queries";
import type { AppEnv } from "../types";

const templateUpdate = z.strictObject({
  subject: z
    .string({ error: "Subject is required" })
    .transform(cleanSubject)
    .pipe(z.string().min(1, "Subject is required").max(TEMPLATE_SUBJECT_MAX, `Subject must be at most ${TEMPLATE_SUBJECT_MAX} characters`)),
  htmlContent: z
    .string({ error: "Content is required" })
    .max(100_000, "The template is too long")
    .refine((html) => !isBlank(html), "Content is required"),
});

const toDto = (row: EmailTemplate) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export const adminTemplatesRoutes = new Hono<AppEnv>()
  .get("/email-templates", async (c) => {
    return c.json((await listTemplates(c.var.db)).map(toDto));
  })
  // The HTML is sanitised here, before it is stored: the editor's own filtering is not a defence.
  .put("/email-templates/:id{[0-9]+}", jsonBody(templateUpdate), async (c) => {
    const id = Number(c.req.param("id"));
    const input = c.req.valid("json");
    const current = await findTemplate(c.var.db, id);
    if (!current) throw new HTTPException(404, { message: "Template not found" });
    const htmlContent = await sanitizeTemplateHtml(input.htmlContent);
    // Checked on what would be stored: the sanitiser may have dropped the only content.
    const problem = templateBodyProblem(current.name, htmlContent);
    if (problem) throw new HTTPException(400, { message: problem });
    const row = await updateTemplate(c.var.db, id, { subject: input.subject, htmlContent });
    audit(c, {
      action: "template.update",
      targetType: "template",
      targetId: row.id,
      targetLabel: row.name,
      changes: diff({ subject: current.subject, htmlContent: current.htmlContent }, { subject: row.subject, htmlContent: row.htmlContent }),
    });
    const unknown = unknownVariables(`${input.subject} ${htmlContent}`, current.variables);
    return c.json({ ...toDto(row), unknownVariables: unknown });
  });

// The one way mail leaves the app: render a stored template, build MIME, send with the
// send_email binding, and record the attempt in the outbox.
import { EmailMessage } from "cloudflare:email";
import { eq } from "drizzle-orm";
import type { TemplateName } from "../shared/constants";
import { wrapInLayout } from "../email/layout";
import { buildMime } from "../email/mime";
import { cleanSubject, htmlToText, renderTemplate, type TemplateVars } from "../email/render";
import { sanitizeTemplateHtml } from "../email/sanitize";
import type { Db } from "./db/client";
import { emailTemplates, outbox } from "./db/schema";

export class MailError extends Error {}

export interface SendRequest {
  template: TemplateName;
  to: string;
  memberId?: number | null;
  replyTo?: string;
  vars: TemplateVars;
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";

export async function sendTemplate(env: Env, db: Db, request: SendRequest): Promise<{ outboxId: number }> {
  const template = await db.query.emailTemplates.findFirst({ where: eq(emailTemplates.name, request.template) });
  if (!template) throw new MailError(`Email template ${request.template} is missing`);
  const vars = { campName: env.CAMP_NAME, ...request.vars };
  const subject = cleanSubject(renderTemplate(template.subject, vars, { escape: false }));
  // Sanitised again after rendering: a value substituted into a link (href="{{x}}") must not become
  // a javascript: link, whatever a member typed into the field behind it.
  const body = await sanitizeTemplateHtml(renderTemplate(template.htmlContent, vars, { escape: true }));
  const html = wrapInLayout(body, env.CAMP_NAME);
  const text = htmlToText(body);
  const keepBody = isDevelopment(env);

  const [row] = await db
    .insert(outbox)
    .values({
      memberId: request.memberId ?? null,
      toAddress: request.to,
      template: request.template,
      subject,
      replyTo: request.replyTo ?? null,
      html: keepBody ? html : null,
      text: keepBody ? text : null,
    })
    .returning({ id: outbox.id });

  try {
    const { raw } = buildMime({
      from: { name: env.CAMP_NAME, addr: env.MAIL_FROM },
      to: request.to,
      replyTo: request.replyTo,
      subject,
      html,
      text,
    });
    await env.MAILER.send(new EmailMessage(env.MAIL_FROM, request.to, raw));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(outbox).set({ status: "failed", error: message.slice(0, 500) }).where(eq(outbox.id, row.id));
    throw new MailError(`Failed to send email: ${message}`);
  }
  await db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, row.id));
  return { outboxId: row.id };
}

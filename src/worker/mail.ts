// The one way mail leaves the app: render a stored template, build MIME, hand it to the configured
// transport (src/worker/transports.ts), and record the attempt and the transport's answer in the outbox.
import { desc, eq } from "drizzle-orm";
import type { TemplateName } from "../shared/constants";
import { wrapInLayout } from "../email/layout";
import { buildMime, type OutgoingMessage } from "../email/mime";
import { cleanSubject, htmlToText, renderTemplate, type TemplateVars } from "../email/render";
import { sanitizeTemplateHtml } from "../email/sanitize";
import type { Db } from "./db/client";
import { emailTemplates, outbox } from "./db/schema";
import { transmit, transportName, type TransportAnswer } from "./transports";

export class MailError extends Error {}

export interface SendRequest {
  template: TemplateName;
  to: string;
  memberId?: number | null;
  replyTo?: string;
  vars: TemplateVars;
  /** An outbox row reserved earlier (a welcome recorded with the profile it follows): sent in place. */
  outboxId?: number;
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";

/** A stored template rendered for one message: subject, the HTML in its layout, the plain text. */
export async function renderMessage(env: Env, db: Db, request: Pick<SendRequest, "template" | "vars">) {
  const template = await db.query.emailTemplates.findFirst({ where: eq(emailTemplates.name, request.template) });
  if (!template) throw new MailError(`Email template ${request.template} is missing`);
  const vars = { campName: env.CAMP_NAME, ...request.vars };
  const subject = cleanSubject(renderTemplate(template.subject, vars, { escape: false }));
  // Sanitised again after rendering: a value substituted into a link (href="{{x}}") must not become
  // a javascript: link, whatever a member typed into the field behind it.
  const body = await sanitizeTemplateHtml(renderTemplate(template.htmlContent, vars, { escape: true }));
  return { subject, html: wrapInLayout(body, env.CAMP_NAME), text: htmlToText(body) };
}

/** Records the message, sends it, records the answer. Throws MailError when the transport refused it. */
type Message = Omit<OutgoingMessage, "from"> & { template: string; memberId?: number | null; outboxId?: number };

export async function sendMessage(env: Env, db: Db, message: Message) {
  const keepBody = isDevelopment(env);
  const transport = (() => {
    try {
      return transportName(env);
    } catch {
      return String(env.MAIL_TRANSPORT);
    }
  })();
  const fields = {
    memberId: message.memberId ?? null,
    toAddress: message.to,
    template: message.template,
    subject: message.subject,
    replyTo: message.replyTo ?? null,
    transport,
    html: keepBody ? message.html : null,
    text: keepBody ? message.text : null,
  };
  const [row] = message.outboxId
    ? await db
        .update(outbox)
        .set({ ...fields, status: "pending", createdAt: new Date() })
        .where(eq(outbox.id, message.outboxId))
        .returning({ id: outbox.id })
    : await db.insert(outbox).values(fields).returning({ id: outbox.id });

  let result: TransportAnswer;
  try {
    const full = { ...message, from: { name: env.CAMP_NAME, addr: env.MAIL_FROM } };
    const { raw, messageId } = buildMime(full);
    result = await transmit(env, { ...full, raw, messageId, outboxId: row.id });
  } catch (error) {
    result = { ok: false, answer: error instanceof Error ? error.message : String(error) };
  }
  await db
    .update(outbox)
    .set({
      status: result.ok ? "sent" : "failed",
      answer: result.answer.slice(0, 1000),
      error: result.ok ? null : result.answer.slice(0, 500),
      explanation: result.explanation ?? null,
    })
    .where(eq(outbox.id, row.id));
  if (!result.ok) throw new MailError(`Failed to send email: ${result.explanation ?? result.answer}`);
  return { outboxId: row.id, answer: result.answer };
}

export async function sendTemplate(env: Env, db: Db, request: SendRequest): Promise<{ outboxId: number }> {
  const rendered = await renderMessage(env, db, request);
  return sendMessage(env, db, {
    ...rendered,
    to: request.to,
    replyTo: request.replyTo,
    template: request.template,
    memberId: request.memberId,
    outboxId: request.outboxId,
  });
}

/** The Debug tab's "Send a test email": a short message through the configured transport. */
export async function sendTestEmail(env: Env, db: Db, to: string) {
  const text = `This is a test message from ${env.CAMP_NAME}'s directory, sent through the "${String(env.MAIL_TRANSPORT)}" transport. If you can read it, mail from the directory reaches this address.`;
  try {
    const { answer } = await sendMessage(env, db, {
      template: "test",
      to,
      subject: `Test email from ${env.CAMP_NAME}`,
      text,
      html: `<p>${text}</p>`,
    });
    return { ok: true, transport: String(env.MAIL_TRANSPORT), answer };
  } catch {
    const row = await db.query.outbox.findFirst({ where: eq(outbox.toAddress, to), orderBy: (o, { desc }) => desc(o.id) });
    return { ok: false, transport: String(env.MAIL_TRANSPORT), answer: row?.answer ?? "", explanation: row?.explanation ?? null };
  }
}

/** The last 100 messages the outbox recorded, newest first (the Debug tab). */
export const recentOutbox = (db: Db) => db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);

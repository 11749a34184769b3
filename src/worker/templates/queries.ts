// The stored email templates the admin edits (docs/product.md#email-tab); mail.ts renders them.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailTemplates } from "../db/schema";

export type EmailTemplate = typeof emailTemplates.$inferSelect;

export const listTemplates = (db: Db) => db.select().from(emailTemplates).orderBy(emailTemplates.id);

export const findTemplate = (db: Db, id: number) => db.query.emailTemplates.findFirst({ where: eq(emailTemplates.id, id) });

export async function updateTemplate(db: Db, id: number, content: { subject: string; htmlContent: string }): Promise<EmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...content, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row;
}

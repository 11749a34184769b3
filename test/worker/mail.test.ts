import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailTemplates } from "../../src/worker/db/schema";
import { sendTemplate } from "../../src/worker/mail";
import { createMember, db, lastMailTo } from "./helpers";

describe("sendTemplate", () => {
  it("escapes member-supplied values and re-sanitises links filled from them", async () => {
    const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, "invite"));
    await db
      .update(emailTemplates)
      .set({ htmlContent: '<p>Hi {{name}}</p><p><a href="{{name}}">me</a></p>' })
      .where(eq(emailTemplates.id, template.id));
    try {
      const member = await createMember({ name: "javascript:alert(1)" });
      await sendTemplate(env, db, {
        template: "invite",
        to: member.email,
        memberId: member.id,
        vars: { name: `<b onmouseover="x">javascript:alert(1)</b>` },
      });
      const mail = await lastMailTo(member.email);
      expect(mail!.html).not.toContain("<b onmouseover");
      expect(mail!.html).toContain("&lt;b onmouseover=");
      expect(mail!.html).not.toMatch(/href="[^"]*javascript/i);
      expect(mail!.text).toContain("Hi <b onmouseover");
    } finally {
      await db.update(emailTemplates).set({ htmlContent: template.htmlContent }).where(eq(emailTemplates.id, template.id));
    }
  });

  it("keeps subjects on one line whatever the template holds", async () => {
    const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, "invite"));
    await db.update(emailTemplates).set({ subject: "Hello {{name}}" }).where(eq(emailTemplates.id, template.id));
    try {
      const member = await createMember();
      await sendTemplate(env, db, { template: "invite", to: member.email, vars: { name: "x\r\nBcc: victim@example.com" } });
      expect((await lastMailTo(member.email))!.subject).toBe("Hello x Bcc: victim@example.com");
    } finally {
      await db.update(emailTemplates).set({ subject: template.subject }).where(eq(emailTemplates.id, template.id));
    }
  });
});

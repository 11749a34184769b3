import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailTemplates } from "../../src/worker/db/schema";
import { sendTemplate } from "../../src/worker/mail";
import { adminCookie, call, createMember, db, lastMailTo } from "./helpers";

describe("sendTemplate", () => {
  it("escapes member-supplied values and re-sanitises links filled from them", async () => {
    const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, "invite"));
    await db.update(emailTemplates).set({ htmlContent: '<p>Hi {{name}}</p><p><a href="{{name}}">me</a></p>' }).where(eq(emailTemplates.id, template.id));
    try {
      const member = await createMember({ name: "javascript:alert(1)" });
      await sendTemplate(env, db, { template: "invite", to: member.email, memberId: member.id, vars: { name: `<b onmouseover="x">javascript:alert(1)</b>` } });
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

describe("PUT /api/admin/email-templates/{id}", () => {
  it("sanitises the HTML before storing it and reports unknown variables", async () => {
    const cookie = await adminCookie();
    const list = await (await call("/api/admin/email-templates", { cookie })).json<Array<{ id: number; name: string; htmlContent: string; subject: string }>>();
    const welcome = list.find((t) => t.name === "welcome")!;
    const response = await call(`/api/admin/email-templates/${welcome.id}`, {
      method: "PUT",
      body: { subject: "Welcome {{name}}\r\nBcc: x@y.z", htmlContent: '<p onclick="x()">Hi {{name}} {{nmae}}</p><img src=x onerror=alert(1)><a href="{{magicLink}}">in</a><script>alert(1)</script>' },
      cookie,
    });
    expect(response.status).toBe(200);
    const saved = await response.json<{ subject: string; htmlContent: string; unknownVariables: string[] }>();
    expect(saved.subject).toBe("Welcome {{name}} Bcc: x@y.z");
    expect(saved.htmlContent).not.toMatch(/onclick|onerror|<script/i);
    expect(saved.htmlContent).toContain('href="{{magicLink}}"');
    expect(saved.unknownVariables).toEqual(["nmae"]);
    await call(`/api/admin/email-templates/${welcome.id}`, { method: "PUT", body: { subject: welcome.subject, htmlContent: welcome.htmlContent }, cookie });
  });

  it("refuses an empty body, or one without the link or list its kind needs, in the Email tab's words", async () => {
    const cookie = await adminCookie();
    const list = await (await call("/api/admin/email-templates", { cookie })).json<Array<{ id: number; name: string; htmlContent: string; subject: string }>>();
    const byName = (name: string) => list.find((t) => t.name === name)!;
    const put = (name: string, htmlContent: string) =>
      call(`/api/admin/email-templates/${byName(name).id}`, { method: "PUT", body: { subject: byName(name).subject, htmlContent }, cookie });
    const refused = async (name: string, html: string) => {
      const response = await put(name, html);
      expect(response.status).toBe(400);
      return (await response.json<{ message: string }>()).message;
    };
    // Quill's empty document, and a body the sanitiser empties.
    expect(await refused("welcome", "<p><br></p>")).toBe("The body of the Welcome template is empty. Write the email before saving.");
    expect(await refused("invite", "<p>&nbsp;</p><script>alert(1)</script>")).toContain("The body of the Invite template is empty");
    expect(await refused("welcome", "<p>Welcome {{name}}</p>")).toBe(
      "The Welcome template must contain {{magicLink}} (the member's sign-in link). Insert it from Available variables.",
    );
    expect(await refused("magic_link", "<p>Your code: {{code}}</p>")).toContain("{{magicLink}}");
    expect(await refused("profile_update", "<p>Please send us your {{missingFields}}</p>")).toContain("{{#each missingFields}}{{this}}{{/each}}");
    // Nothing was stored by the refusals.
    const after = await (await call("/api/admin/email-templates", { cookie })).json<typeof list>();
    expect(after.map((t) => t.htmlContent)).toEqual(list.map((t) => t.htmlContent));
    // The invite needs no variable, only content; a link as a plain-text placeholder is enough for the welcome.
    expect((await put("invite", "<p>Reply to join us.</p>")).status).toBe(200);
    expect((await put("welcome", "<p>Sign in: {{ magicLink }}</p>")).status).toBe(200);
    for (const name of ["invite", "welcome"]) await put(name, byName(name).htmlContent);
  });

  it("refuses blank subjects and unknown ids", async () => {
    const cookie = await adminCookie();
    expect((await call("/api/admin/email-templates/1", { method: "PUT", body: { subject: " \r\n ", htmlContent: "<p>x</p>" }, cookie })).status).toBe(400);
    expect((await call("/api/admin/email-templates/999", { method: "PUT", body: { subject: "x", htmlContent: "<p>x</p>" }, cookie })).status).toBe(404);
  });
});

describe("GET /api/members compression", () => {
  it("asks the runtime to gzip the list for clients that accept it", async () => {
    const cookie = await adminCookie();
    const response = await call("/api/members", { cookie, headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await (await call("/api/members", { cookie })).text();
    const bytes = await response.arrayBuffer();
    // Called directly, the bytes arrive as sent: gzip of exactly the plain list.
    const unzipped = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
    expect(unzipped).toBe(plain);
  });
});

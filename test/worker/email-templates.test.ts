import { describe, expect, it } from "vitest";
import { adminCookie, call } from "./helpers";

describe("PUT /api/admin/email-templates/{id}", () => {
  it("sanitises the HTML before storing it and reports unknown variables", async () => {
    const cookie = await adminCookie();
    const list = await (await call("/api/admin/email-templates", { cookie })).json<
      Array<{ id: number; name: string; htmlContent: string; subject: string }>
    >();
    const welcome = list.find((t) => t.name === "welcome")!;
    const response = await call(`/api/admin/email-templates/${welcome.id}`, {
      method: "PUT",
      body: {
        subject: "Welcome {{name}}\r\nBcc: x@y.z",
        htmlContent:
          '<p onclick="x()">Hi {{name}} {{nmae}}</p><img src=x onerror=alert(1)><a href="{{magicLink}}">in</a><script>alert(1)</script>',
      },
      cookie,
    });
    expect(response.status).toBe(200);
    const saved = await response.json<{ subject: string; htmlContent: string; unknownVariables: string[] }>();
    expect(saved.subject).toBe("Welcome {{name}} Bcc: x@y.z");
    expect(saved.htmlContent).not.toMatch(/onclick|onerror|<script/i);
    expect(saved.htmlContent).toContain('href="{{magicLink}}"');
    expect(saved.unknownVariables).toEqual(["nmae"]);
    await call(`/api/admin/email-templates/${welcome.id}`, {
      method: "PUT",
      body: { subject: welcome.subject, htmlContent: welcome.htmlContent },
      cookie,
    });
  });

  it("refuses an empty body, or one without the link or list its kind needs, in the Email tab's words", async () => {
    const cookie = await adminCookie();
    const list = await (await call("/api/admin/email-templates", { cookie })).json<
      Array<{ id: number; name: string; htmlContent: string; subject: string }>
    >();
    const byName = (name: string) => list.find((t) => t.name === name)!;
    const put = (name: string, htmlContent: string) =>
      call(`/api/admin/email-templates/${byName(name).id}`, {
        method: "PUT",
        body: { subject: byName(name).subject, htmlContent },
        cookie,
      });
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
    expect(await refused("profile_update", "<p>Please send us your {{missingFields}}</p>")).toContain(
      "{{#each missingFields}}{{this}}{{/each}}",
    );
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
    expect(
      (await call("/api/admin/email-templates/1", { method: "PUT", body: { subject: " \r\n ", htmlContent: "<p>x</p>" }, cookie })).status,
    ).toBe(400);
    expect(
      (await call("/api/admin/email-templates/999", { method: "PUT", body: { subject: "x", htmlContent: "<p>x</p>" }, cookie })).status,
    ).toBe(404);
  });
});

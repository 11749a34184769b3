import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { adminEmailSchema, changePasswordSchema, newAdminSchema } from "../../shared/validation";
import { changeOwnPassword, createAdmin, listAdmins, removeAdmin, setOwnEmail } from "../admins/queries";
import { jsonBody } from "../lib/json";
import { startSession } from "../lib/session";
import { audit } from "../middleware/audit";
import type { AppEnv } from "../types";

export const adminAdminsRoutes = new Hono<AppEnv>()
  .get("/admins", async (c) => {
    const me = c.var.user!.id;
    return c.json((await listAdmins(c.var.db)).map((a) => ({ ...a, isYou: a.id === me })));
  })
  .post("/admins", jsonBody(newAdminSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await createAdmin(c.var.db, c.env.APP_ORIGIN, input);
    audit(c, {
      action: input.password ? "admin.create" : "admin.create-with-link",
      targetType: "admin",
      targetId: result.admin.id,
      targetLabel: result.admin.username,
    });
    return c.json(result, 201);
  })
  // Must come before /admins/:id so "me" is not read as an id.
  .put("/admins/me/password", jsonBody(changePasswordSchema), async (c) => {
    const user = c.var.user!;
    if (user.type !== "admin") throw new HTTPException(403, { message: "Admin access required" });
    const { currentPassword, newPassword } = c.req.valid("json");
    await changeOwnPassword(c.var.db, user.id, currentPassword, newPassword);
    // This session stays; every other one of this admin's ends (sessionsNotBefore).
    await startSession(c, { kind: "admin", subjectId: user.id });
    audit(c, { action: "admin.password-change", targetType: "admin", targetId: user.id, targetLabel: user.username });
    return c.json({ message: "Password changed" });
  })
  // Your own address for emailed sign-in links (issue 24): only yours, so no admin can redirect
  // another admin's way in to themselves.
  .put("/admins/me/email", jsonBody(adminEmailSchema), async (c) => {
    const user = c.var.user!;
    if (user.type !== "admin") throw new HTTPException(403, { message: "Admin access required" });
    const { email } = c.req.valid("json");
    const updated = await setOwnEmail(c.var.db, user.id, email);
    audit(c, { action: "admin.email-change", targetType: "admin", targetId: user.id, targetLabel: user.username });
    return c.json({ message: email ? "Email address saved" : "Email address removed", email: updated.email });
  })
  .delete("/admins/:id{[0-9]+}", async (c) => {
    const removed = await removeAdmin(c.var.db, Number(c.req.param("id")));
    audit(c, { action: "admin.remove", targetType: "admin", targetId: removed.id, targetLabel: removed.username });
    return c.json({ message: "Admin removed", id: removed.id, you: removed.id === c.var.user!.id });
  });

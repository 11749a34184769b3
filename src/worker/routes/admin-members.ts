import { Hono } from "hono";
import { addMemberSchema, adminMemberUpdateSchema } from "../../shared/members";
import { displayName } from "../../shared/profile";
import { diff } from "../audit/log";
import { jsonBody } from "../lib/json";
import { audit } from "../middleware/audit";
import { toAdminMemberDto } from "../members/dto";
import { replacedPhoto } from "../members/photos";
import { addMember, adminUpdateMember, deleteMember } from "../members/queries";
import { onboardingStub } from "../onboarding/member-onboarding";
import type { AppEnv } from "../types";

export const adminMembersRoutes = new Hono<AppEnv>()
  .post("/members", jsonBody(addMemberSchema), async (c) => {
    const created = await addMember(c.var.db, c.req.valid("json"));
    audit(c, {
      action: "member.create",
      targetType: "member",
      targetId: created.id,
      targetLabel: displayName(created),
      changes: diff(null, { email: created.email, name: created.name, status: created.status }),
    });
    return c.json(toAdminMemberDto(created), 201);
  })
  .put("/members/:id{[0-9]+}", jsonBody(adminMemberUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const { before, after } = await adminUpdateMember(c.var.db, Number(c.req.param("id")), input, c.var.user!.id);
    await replacedPhoto(c.var.db, c.env.FILES, before.photoUrl, after.photoUrl);
    audit(c, {
      action: "member.update",
      targetType: "member",
      targetId: after.id,
      targetLabel: displayName(after),
      changes: diff(before, after),
    });
    return c.json(toAdminMemberDto(after));
  })
  .delete("/members/:id{[0-9]+}", async (c) => {
    const deleted = await deleteMember(c.var.db, Number(c.req.param("id")));
    await replacedPhoto(c.var.db, c.env.FILES, deleted.photoUrl, null);
    await onboardingStub(c.env, deleted.id).destroy();
    audit(c, {
      action: "member.delete",
      targetType: "member",
      targetId: deleted.id,
      targetLabel: `${displayName(deleted)} <${deleted.email}>`,
    });
    return c.json({ message: "Member deleted", id: deleted.id });
  });

import { Hono } from "hono";
import { addMemberSchema, adminMemberUpdateSchema } from "../../shared/members";
import { parseJson } from "../lib/json";
import { toMemberDto } from "../members/dto";
import { replacedPhoto } from "../members/photos";
import { addMember, adminUpdateMember, deleteMember } from "../members/queries";
import { onboardingStub } from "../onboarding/member-onboarding";
import type { AppEnv } from "../types";

export const adminMembersRoutes = new Hono<AppEnv>()
  .post("/members", async (c) => {
    const created = await addMember(c.var.db, await parseJson(c, addMemberSchema));
    return c.json(toMemberDto(created), 201);
  })
  .put("/members/:id{[0-9]+}", async (c) => {
    const input = await parseJson(c, adminMemberUpdateSchema);
    const { before, after } = await adminUpdateMember(c.var.db, Number(c.req.param("id")), input, c.var.user!.id);
    await replacedPhoto(c.var.db, c.env.FILES, before.photoUrl, after.photoUrl);
    return c.json(toMemberDto(after));
  })
  .delete("/members/:id{[0-9]+}", async (c) => {
    const deleted = await deleteMember(c.var.db, Number(c.req.param("id")));
    await replacedPhoto(c.var.db, c.env.FILES, deleted.photoUrl, null);
    await onboardingStub(c.env, deleted.id).destroy();
    return c.json({ message: "Member deleted", id: deleted.id });
  });

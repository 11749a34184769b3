import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requireMember } from "../middleware/auth";
import { toOwnMemberDto } from "../members/dto";
import { findMember } from "../members/queries";
import { campYearsOf } from "../seasons/camp-years";
import type { AppEnv } from "../types";

export const meRoutes = new Hono<AppEnv>().get("/my-profile", requireMember, async (c) => {
  const member = await findMember(c.var.db, c.var.user!.id);
  if (!member) throw new HTTPException(401, { message: "Not signed in" });
  return c.json({ ...toOwnMemberDto(member), campYears: await campYearsOf(c.var.db, member.id) });
});

import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { members } from "../db/schema";
import { requireMember } from "../middleware/auth";
import { toOwnMemberDto } from "../members/dto";
import type { AppEnv } from "../types";

export const meRoutes = new Hono<AppEnv>().get("/my-profile", requireMember, async (c) => {
  const member = await c.var.db.query.members.findFirst({ where: eq(members.id, c.var.user!.id) });
  if (!member) throw new HTTPException(401, { message: "Not signed in" });
  return c.json(toOwnMemberDto(member));
});

import { Hono } from "hono";
import { ownProfileSchema } from "../../shared/members";
import { parseJson } from "../lib/json";
import { requireMember, requireUser } from "../middleware/auth";
import { toMemberDto } from "../members/dto";
import { dataVersion, listMembers, updateOwnProfile } from "../members/queries";
import { replacedPhoto } from "../members/photos";
import type { AppEnv } from "../types";

export const membersRoutes = new Hono<AppEnv>()
  // Polled every 30 s by every open directory: an unchanged list costs one tiny read and a 304.
  .get("/members", requireUser, async (c) => {
    const etag = `W/"members-${await dataVersion(c.var.db)}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", "private, no-cache");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    // Naming the encoding is enough: the Workers runtime compresses the body itself.
    if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) c.header("Content-Encoding", "gzip");
    c.header("Vary", "Accept-Encoding");
    return c.json(await listMembers(c.var.db));
  })
  .put("/members/me", requireMember, async (c) => {
    const input = await parseJson(c, ownProfileSchema);
    const { before, after } = await updateOwnProfile(c.var.db, c.var.user!.id, input);
    await replacedPhoto(c.env.FILES, before.photoUrl, after.photoUrl);
    return c.json(toMemberDto(after));
  });

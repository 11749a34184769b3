import { Hono } from "hono";
import { ownProfileSchema } from "../../shared/members";
import { parseJson } from "../lib/json";
import { requireMember, requireUser } from "../middleware/auth";
import { toMemberDto } from "../members/dto";
import { dataVersion, membersJson, updateOwnProfile } from "../members/queries";
import { replacedPhoto } from "../members/photos";
import type { AppEnv } from "../types";

// The serialised list of the latest data version this isolate has seen. The version changes with
// every write (triggers in migration 0002), so a hit is always current; a miss rebuilds it.
let cached: { version: string; json: string } | null = null;

export const membersRoutes = new Hono<AppEnv>()
  // Polled every 30 s by every open directory: an unchanged list costs one tiny read and a 304.
  .get("/members", requireUser, async (c) => {
    const version = await dataVersion(c.var.db);
    c.header("Cache-Control", "private, no-cache");
    if (c.req.header("if-none-match") === `W/"members-${version}"`) {
      c.header("ETag", `W/"members-${version}"`);
      return c.body(null, 304);
    }
    if (cached?.version !== version) cached = await membersJson(c.var.db);
    c.header("ETag", `W/"members-${cached.version}"`);
    // Naming the encoding is enough: the Workers runtime compresses the body itself.
    if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) c.header("Content-Encoding", "gzip");
    c.header("Vary", "Accept-Encoding");
    return c.body(cached.json, 200, { "Content-Type": "application/json" });
  })
  .put("/members/me", requireMember, async (c) => {
    const input = await parseJson(c, ownProfileSchema);
    const { before, after } = await updateOwnProfile(c.var.db, c.var.user!.id, input);
    await replacedPhoto(c.env.FILES, before.photoUrl, after.photoUrl);
    return c.json(toMemberDto(after));
  });

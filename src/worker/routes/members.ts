import { Hono } from "hono";
import { ownProfileSchema } from "../../shared/members";
import { parseJson } from "../lib/json";
import { requireMember, requireUser } from "../middleware/auth";
import { toMemberDto } from "../members/dto";
import { dataVersion, membersJson, updateOwnProfile } from "../members/queries";
import { replacedPhoto } from "../members/photos";
import type { AppEnv } from "../types";

// The serialised (and, once asked for, gzipped) list of the latest data version this isolate has
// seen. The version changes with every write (triggers in migration 0002), so a hit is always
// current; a miss rebuilds it. Polls of a large camp then cost no query, serialisation or compression.
let cached: { version: string; json: string; gzip?: ArrayBuffer } | null = null;

const gzip = (text: string) => new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();

export const membersRoutes = new Hono<AppEnv>()
  // Polled every 30 s by every open directory: an unchanged list costs no read of its own (the
  // session middleware read the version with the user) and a 304.
  .get("/members", requireUser, async (c) => {
    const version = c.var.dataVersion ?? (await dataVersion(c.var.db));
    c.header("Cache-Control", "private, no-cache");
    if (c.req.header("if-none-match") === `W/"members-${version}"`) {
      c.header("ETag", `W/"members-${version}"`);
      return c.body(null, 304);
    }
    if (cached?.version !== version) cached = await membersJson(c.var.db);
    const entry = cached;
    const headers = { "Content-Type": "application/json", ETag: `W/"members-${entry.version}"`, "Cache-Control": "private, no-cache", Vary: "Accept-Encoding" };
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return new Response(entry.json, { headers });
    entry.gzip ??= await gzip(entry.json);
    // Already compressed: "manual" tells the runtime to send the bytes as they are.
    return new Response(entry.gzip, { headers: { ...headers, "Content-Encoding": "gzip" }, encodeBody: "manual" });
  })
  .put("/members/me", requireMember, async (c) => {
    const input = await parseJson(c, ownProfileSchema);
    const { before, after } = await updateOwnProfile(c.var.db, c.var.user!.id, input);
    await replacedPhoto(c.var.db, c.env.FILES, before.photoUrl, after.photoUrl);
    return c.json(toMemberDto(after));
  });

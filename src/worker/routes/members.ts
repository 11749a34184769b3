import { Hono } from "hono";
import { ownProfileSchema } from "../../shared/members";
import { notModified } from "../lib/etag";
import { jsonBody } from "../lib/json";
import { requireMember, requireUser } from "../middleware/auth";
import { toOwnMemberDto } from "../members/dto";
import { dataVersion, membersJson, updateOwnProfile, type ListView } from "../members/queries";
import { replacedPhoto } from "../members/photos";
import { campYearsOf } from "../seasons/camp-years";
import type { AppEnv } from "../types";

// The serialised (and, once asked for, gzipped) list of the latest data version this isolate has
// seen, one per view: what every member sees (privacy applied, no admin notes) and what admins see.
// The version changes with every write (triggers in migration 0002), so a hit is always current;
// a miss rebuilds it. Polls of a large camp then cost no query, serialisation or compression.
const cache: Record<ListView, { version: string; json: string; gzip?: ArrayBuffer } | null> = { member: null, admin: null };

const gzip = (text: string) => new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();

export const membersRoutes = new Hono<AppEnv>()
  // Polled every 30 s by every open directory: an unchanged list costs no read of its own (the
  // session middleware read the version with the user) and a 304.
  .get("/members", requireUser, async (c) => {
    const view: ListView = c.var.user!.isAdmin ? "admin" : "member";
    // The two views never share an ETag, so a browser used by both never gets the wrong one's 304.
    const tag = (version: string) => (view === "admin" ? `W/"members-${version}-admin"` : `W/"members-${version}"`);
    const version = c.var.dataVersion ?? (await dataVersion(c.var.db));
    const unchanged = notModified(c, tag(version));
    if (unchanged) return unchanged;
    if (cache[view]?.version !== version) cache[view] = await membersJson(c.var.db, view);
    const entry = cache[view]!;
    const headers = {
      "Content-Type": "application/json",
      ETag: tag(entry.version),
      "Cache-Control": "private, no-cache",
      Vary: "Accept-Encoding",
    };
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return new Response(entry.json, { headers });
    entry.gzip ??= await gzip(entry.json);
    // Already compressed: "manual" tells the runtime to send the bytes as they are.
    return new Response(entry.gzip, { headers: { ...headers, "Content-Encoding": "gzip" }, encodeBody: "manual" });
  })
  .put("/members/me", requireMember, jsonBody(ownProfileSchema), async (c) => {
    const input = c.req.valid("json");
    const { before, after } = await updateOwnProfile(c.var.db, c.var.user!.id, input);
    await replacedPhoto(c.var.db, c.env.FILES, before.photoUrl, after.photoUrl);
    return c.json({ ...toOwnMemberDto(after), campYears: await campYearsOf(c.var.db, after.id) });
  });

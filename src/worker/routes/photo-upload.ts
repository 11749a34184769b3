import { Hono } from "hono";
import { UPLOADS } from "../../shared/uploads";
import { requireUser } from "../middleware/auth";
import { readForm, readUpload, storePhoto } from "../uploads/store";
import type { AppEnv } from "../types";

/** POST /api/upload-photo: a profile photo, stored at once (within the member's daily quota); the profile form saves its URL later. */
export const photoUploadRoutes = new Hono<AppEnv>().post("/upload-photo", requireUser, async (c) => {
  const form = await readForm(c.req.raw, UPLOADS.photo.maxBytes);
  const photo = await readUpload(form, "photo", UPLOADS.photo);
  const user = c.var.user!;
  const owner = { kind: user.type, id: user.id };
  return c.json({ photoUrl: await storePhoto(c.env.FILES, c.var.db, photo, owner) }, 201);
});

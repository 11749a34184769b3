import { Hono } from "hono";
import { PHOTO_MAX_BYTES } from "../../shared/constants";
import { requireUser } from "../middleware/auth";
import { checkQuota, recordUpload } from "../uploads/ownership";
import { extensionOf, putImage, readForm, readUpload } from "../uploads/store";
import type { AppEnv } from "../types";

export const PHOTO_RULE = { field: "photo", maxBytes: PHOTO_MAX_BYTES, kinds: ["jpeg", "png", "gif", "webp"], label: "jpeg, jpg, png, gif or webp" } as const;

export const uploadRoutes = new Hono<AppEnv>().post("/upload-photo", requireUser, async (c) => {
  const form = await readForm(c.req.raw, PHOTO_MAX_BYTES);
  const { bytes, kind } = await readUpload(form, { ...PHOTO_RULE, kinds: [...PHOTO_RULE.kinds] });
  const user = c.var.user!;
  const owner = { kind: user.type, id: user.id };
  await checkQuota(c.var.db, owner, bytes.byteLength);
  const key = `photos/${crypto.randomUUID()}.${extensionOf(kind)}`;
  await putImage(c.env.FILES, key, bytes, kind);
  await recordUpload(c.var.db, key, owner, bytes.byteLength);
  return c.json({ photoUrl: `/uploads/${key}` }, 201);
});

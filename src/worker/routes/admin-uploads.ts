import { Hono } from "hono";
import { z } from "zod";
import { typeNameSchema } from "../../shared/accommodation-schemas";
import { UPLOADS } from "../../shared/uploads";
import { iconKey } from "../accommodations/icons";
import { setBackground } from "../uploads/backgrounds";
import { extensionOf, keyFromUploadUrl, readForm, readUpload, storeFile } from "../uploads/store";
import type { AppEnv } from "../types";

const backgroundType = z.enum(["home", "auth"], { error: "type must be 'home' or 'auth'" });

// Icons and backgrounds count against the uploading admin's daily quota like their other files.
export const adminUploadsRoutes = new Hono<AppEnv>()
  .post("/upload-accommodation-icon", async (c) => {
    const form = await readForm(c.req.raw, UPLOADS.icon.maxBytes);
    const type = typeNameSchema.parse(form.get("accommodationType") ?? "");
    const icon = await readUpload(form, "icon", UPLOADS.icon);
    await storeFile(c.env.FILES, c.var.db, iconKey(type), icon, { kind: "admin", id: c.var.user!.id });
    return c.json({ accommodationType: type });
  })
  .post("/upload-background", async (c) => {
    const form = await readForm(c.req.raw, UPLOADS.background.maxBytes);
    const type = backgroundType.parse(form.get("type"));
    const background = await readUpload(form, "background", UPLOADS.background);
    const key = `backgrounds/${crypto.randomUUID()}.${extensionOf(background.kind)}`;
    await storeFile(c.env.FILES, c.var.db, key, background, { kind: "admin", id: c.var.user!.id });
    const previous = await setBackground(c.var.db, type, key);
    if (previous && previous !== key && keyFromUploadUrl(`/uploads/${previous}`)) await c.env.FILES.delete(previous);
    return c.json({ type, url: `/api/background/${type}` });
  });

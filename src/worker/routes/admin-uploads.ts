import { Hono } from "hono";
import { z } from "zod";
import { typeNameSchema } from "../../shared/accommodation-schemas";
import { UPLOADS } from "../../shared/uploads";
import { iconKey } from "../accommodations/icons";
import { setBackground } from "../uploads/backgrounds";
import { extensionOf, keyFromUploadUrl, putImage, readForm, readUpload } from "../uploads/store";
import type { AppEnv } from "../types";

const backgroundType = z.enum(["home", "auth"], { error: "type must be 'home' or 'auth'" });

export const adminUploadsRoutes = new Hono<AppEnv>()
  .post("/upload-accommodation-icon", async (c) => {
    const form = await readForm(c.req.raw, UPLOADS.icon.maxBytes);
    const type = typeNameSchema.parse(form.get("accommodationType") ?? "");
    const { bytes, kind } = await readUpload(form, "icon", UPLOADS.icon);
    await putImage(c.env.FILES, iconKey(type), bytes, kind);
    return c.json({ accommodationType: type });
  })
  .post("/upload-background", async (c) => {
    const form = await readForm(c.req.raw, UPLOADS.background.maxBytes);
    const type = backgroundType.parse(form.get("type"));
    const { bytes, kind } = await readUpload(form, "background", UPLOADS.background);
    const key = `backgrounds/${crypto.randomUUID()}.${extensionOf(kind)}`;
    await putImage(c.env.FILES, key, bytes, kind);
    const previous = await setBackground(c.var.db, type, key);
    if (previous && previous !== key && keyFromUploadUrl(`/uploads/${previous}`)) await c.env.FILES.delete(previous);
    return c.json({ type, url: `/api/background/${type}` });
  });

import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { typeNameSchema } from "../../shared/accommodation-schemas";
import { BACKGROUND_MAX_BYTES, ICON_MAX_BYTES } from "../../shared/constants";
import { iconKey } from "../accommodations/icons";
import { settings } from "../db/schema";
import { extensionOf, keyFromUploadUrl, putImage, readForm, readUpload } from "../uploads/store";
import type { AppEnv } from "../types";

const backgroundType = z.enum(["home", "auth"], { error: "type must be 'home' or 'auth'" });

export const adminUploadsRoutes = new Hono<AppEnv>()
  .post("/upload-accommodation-icon", async (c) => {
    const form = await readForm(c.req.raw, ICON_MAX_BYTES);
    const type = typeNameSchema.parse(form.get("accommodationType") ?? "");
    const { bytes, kind } = await readUpload(form, { field: "icon", maxBytes: ICON_MAX_BYTES, kinds: ["jpeg", "png", "svg", "webp"], label: "jpeg, jpg, png, svg or webp" });
    await putImage(c.env.FILES, iconKey(type), bytes, kind);
    return c.json({ accommodationType: type });
  })
  .post("/upload-background", async (c) => {
    const form = await readForm(c.req.raw, BACKGROUND_MAX_BYTES);
    const type = backgroundType.parse(form.get("type"));
    const { bytes, kind } = await readUpload(form, { field: "background", maxBytes: BACKGROUND_MAX_BYTES, kinds: ["jpeg", "png", "gif", "webp"], label: "jpeg, jpg, png, gif or webp" });
    const key = `backgrounds/${crypto.randomUUID()}.${extensionOf(kind)}`;
    await putImage(c.env.FILES, key, bytes, kind);
    const settingKey = `background:${type}`;
    const previous = await c.var.db.query.settings.findFirst({ where: eq(settings.key, settingKey) });
    await c.var.db
      .insert(settings)
      .values({ key: settingKey, value: key })
      .onConflictDoUpdate({ target: settings.key, set: { value: key, updatedAt: new Date() } });
    if (previous && previous.value !== key && keyFromUploadUrl(`/uploads/${previous.value}`)) await c.env.FILES.delete(previous.value);
    return c.json({ type, url: `/api/background/${type}` });
  });

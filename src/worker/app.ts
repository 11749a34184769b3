import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { JSON_BODY_MAX_BYTES } from "../shared/constants";
import { createDb } from "./db/client";
import { auditTrail } from "./middleware/audit";
import { requireAdmin, session } from "./middleware/auth";
import { csrf } from "./middleware/csrf";
import { onError } from "./middleware/errors";
import { accommodationsRoutes } from "./routes/accommodations";
import { adminAccommodationsRoutes } from "./routes/admin-accommodations";
import { adminApplicationsRoutes } from "./routes/admin-applications";
import { adminAdminsRoutes } from "./routes/admin-admins";
import { adminAuditRoutes } from "./routes/admin-audit";
import { adminCareRoutes } from "./routes/admin-care";
import { adminCsvRoutes } from "./routes/admin-csv";
import { adminDuesRoutes } from "./routes/admin-dues";
import { adminSeasonsRoutes } from "./routes/admin-seasons";
import { adminSettingsRoutes } from "./routes/admin-settings";
import { adminMembersRoutes } from "./routes/admin-members";
import { adminOnboardingRoutes } from "./routes/admin-onboarding";
import { adminPipelineRoutes } from "./routes/admin-pipeline";
import { adminReviewsRoutes } from "./routes/admin-reviews";
import { adminStatsRoutes } from "./routes/admin-stats";
import { adminTemplatesRoutes } from "./routes/admin-templates";
import { adminUploadsRoutes } from "./routes/admin-uploads";
import { applicationsRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { backgroundRoutes } from "./routes/background";
import { careRoutes } from "./routes/care";
import { configRoutes } from "./routes/config";
import { duesRoutes } from "./routes/dues";
import { filesRoutes } from "./routes/files";
import { meRoutes } from "./routes/me";
import { manifestRoutes } from "./routes/manifest";
import { membersRoutes } from "./routes/members";
import { photoUploadRoutes } from "./routes/photo-upload";
import { seasonRoutes } from "./routes/season";
import type { AppEnv } from "./types";

const admin = new Hono<AppEnv>()
  // Before /members/:id: "members.csv" and "members/import" are not member ids anyway, but keep
  // the spreadsheet routes first so they read as what they are.
  .route("/", adminCsvRoutes)
  .route("/", adminMembersRoutes)
  .route("/", adminCareRoutes)
  .route("/", adminDuesRoutes)
  .route("/", adminStatsRoutes)
  .route("/", adminAccommodationsRoutes)
  .route("/", adminUploadsRoutes)
  .route("/", adminOnboardingRoutes)
  .route("/", adminReviewsRoutes)
  .route("/", adminTemplatesRoutes)
  .route("/", adminPipelineRoutes)
  .route("/", adminAdminsRoutes)
  .route("/", adminAuditRoutes)
  .route("/", adminSettingsRoutes)
  .route("/", adminSeasonsRoutes)
  .route("/", adminApplicationsRoutes);

const api = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: (c) => c.json({ message: "Request body too large" }, 413) }))
  .use(csrf)
  .use("/admin/*", requireAdmin)
  .use("/admin/*", auditTrail)
  .route("/", configRoutes)
  .route("/", authRoutes)
  .route("/", meRoutes)
  .route("/", membersRoutes)
  .route("/", careRoutes)
  .route("/", duesRoutes)
  .route("/", seasonRoutes)
  .route("/", accommodationsRoutes)
  .route("/", photoUploadRoutes)
  .route("/", backgroundRoutes)
  .route("/", applicationsRoutes)
  .route("/admin", admin)
  .all("*", (c) => c.json({ message: "Not found" }, 404));

export const app = new Hono<AppEnv>()
  .use(secureHeaders({ crossOriginResourcePolicy: "same-origin" }))
  .use(async (c, next) => {
    c.set("db", createDb(c.env.DB));
    await next();
  })
  .use(session)
  .route("/api", api)
  .route("/uploads", filesRoutes)
  .route("/", manifestRoutes)
  .onError(onError);

export type AppType = typeof app;

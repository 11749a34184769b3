import { Hono } from "hono";
import { z } from "zod";
import { EXTRACTED_FIELDS, extractedProfileSchema } from "../../email/extract/schema";

import { jsonBody } from "../lib/json";
import { audit } from "../middleware/audit";
import { onboardingStub } from "../onboarding/member-onboarding";
import { unwrapOutcome } from "../onboarding/outcome";
import { findReview, pendingReviews } from "../onboarding/reviews";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../types";

const noSuchReview = () => new HTTPException(404, { message: "No such reply waiting for review" });
// `replace`: the filled fields the admin chose to overwrite (Needs Review's "Replace" boxes); any
// other filled field keeps its value (issue 24).
const applyBody = z
  .object({
    fields: extractedProfileSchema.strict().optional(),
    replace: z.array(z.enum(EXTRACTED_FIELDS)).max(EXTRACTED_FIELDS.length).optional(),
  })
  .strict();

/** Replies held for an admin (Onboarding tab, "Needs Review"): list, apply (as proposed or edited), dismiss. */
export const adminReviewsRoutes = new Hono<AppEnv>()
  .get("/reply-reviews", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await pendingReviews(c.var.db));
  })
  // An empty body applies the reply as proposed.
  .post("/reply-reviews/:id{[0-9]+}/apply", jsonBody(applyBody, { optional: true }), async (c) => {
    const { fields, replace } = c.req.valid("json");
    const review = await findReview(c.var.db, Number(c.req.param("id")));
    if (!review) throw noSuchReview();
    const result = unwrapOutcome(
      await onboardingStub(c.env, review.memberId).applyReview(review.memberId, review.id, fields ?? null, replace ?? []),
    );
    audit(c, {
      action: fields ? "review.apply-edited" : "review.apply",
      targetType: "member",
      targetId: review.memberId,
      targetLabel: `reply review #${review.id}`,
    });
    return c.json(result);
  })
  .post("/reply-reviews/:id{[0-9]+}/dismiss", async (c) => {
    const review = await findReview(c.var.db, Number(c.req.param("id")));
    if (!review) throw noSuchReview();
    const result = unwrapOutcome(await onboardingStub(c.env, review.memberId).dismissReview(review.memberId, review.id));
    audit(c, { action: "review.dismiss", targetType: "member", targetId: review.memberId, targetLabel: `reply review #${review.id}` });
    return c.json(result);
  });

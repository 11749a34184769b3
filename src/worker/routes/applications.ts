import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { APPLY_BODY_MAX_BYTES, APPLY_THANKS, applicationSchema, vouchSchema, vouchTokenSchema } from "../../shared/applications";
import { mailAfterApplying } from "../applications/emails";
import { answerVouch, insertApplication, lookVouch, readApplicationSettings } from "../applications/queries";
import { turnstilePasses } from "../applications/turnstile";
import { clientIp, jsonBody, queryOf } from "../lib/json";
import { hit } from "../lib/rate-limit";
import { randomToken, sha256Hex } from "../lib/tokens";
import type { AppEnv } from "../types";
import { tooMany } from "./auth";

const APPLY_RATE_LIMITS = {
  perIp: { max: 10, windowSeconds: 60 * 60 },
  perAddress: { max: 3, windowSeconds: 60 * 60 },
  perSponsor: { max: 10, windowSeconds: 24 * 60 * 60 },
};

const INVALID_VOUCH = "This link is invalid, expired or already used.";
const invalidVouch = () => new HTTPException(400, { message: INVALID_VOUCH });

/** The public front door (issue 27): apply, and the sponsor's vouch page. Decision 017. */
export const applicationsRoutes = new Hono<AppEnv>()
  .post(
    "/applications",
    bodyLimit({ maxSize: APPLY_BODY_MAX_BYTES, onError: (c) => c.json({ message: "Request body too large" }, 413) }),
    jsonBody(applicationSchema),
    async (c) => {
      const db = c.var.db;
      const settings = await readApplicationSettings(db);
      if (!settings.enabled) throw new HTTPException(404, { message: "Applications are closed." });
      const answers = c.req.valid("json");
      const ip = clientIp(c);
      tooMany(c, await hit(db, `apply-ip:${ip}`, APPLY_RATE_LIMITS.perIp));
      tooMany(c, await hit(db, `apply-addr:${answers.email}`, APPLY_RATE_LIMITS.perAddress));
      tooMany(c, await hit(db, `apply-sponsor:${answers.sponsorEmail}`, APPLY_RATE_LIMITS.perSponsor));
      const thanks = () => c.json({ message: APPLY_THANKS });
      // A filled honeypot is a bot: the same answer, nothing stored or sent.
      if (answers.website) return thanks();
      if (!(await turnstilePasses(c.env, answers.turnstileToken, ip)))
        throw new HTTPException(400, { message: "The security check did not pass. Please try it again." });
      const token = randomToken(32);
      const stored = await insertApplication(db, answers, await sha256Hex(token), settings.vouchDays);
      c.executionCtx.waitUntil(
        mailAfterApplying(c.env, db, answers, stored, token, settings.vouchDays).catch((error) =>
          console.error("application mail failed", error),
        ),
      );
      return thanks();
    },
  )
  // Opening the link shows the answers and two buttons; only the POST behind a button spends it.
  .get("/vouch", queryOf(z.object({ token: vouchTokenSchema })), async (c) => {
    c.header("Cache-Control", "no-store");
    const application = await lookVouch(c.var.db, c.req.valid("query").token);
    if (!application) throw invalidVouch();
    return c.json(application);
  })
  .post("/vouch", jsonBody(vouchSchema, { onInvalid: (c) => c.json({ message: INVALID_VOUCH }, 400) }), async (c) => {
    const { token, decision } = c.req.valid("json");
    const answered = await answerVouch(c.var.db, token, decision);
    if (!answered) throw invalidVouch();
    return c.json({
      decision,
      message:
        decision === "vouch"
          ? `Thank you. You vouched for ${answered.name}; the admins will decide.`
          : `Thank you. The admins will know you don't know ${answered.name}.`,
    });
  });

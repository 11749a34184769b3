import { Hono } from "hono";
import { passRequestSchema, seasonAnswerSchema } from "../../shared/season-schemas";
import { jsonBody } from "../lib/json";
import { requireMember, requireUser } from "../middleware/auth";
import { requestPass } from "../seasons/passes";
import { saveAnswer, seasonForMember } from "../seasons/roster";
import { seasonSummary } from "../seasons/seasons";
import type { AppEnv } from "../types";

export const seasonRoutes = new Hono<AppEnv>()
  // The current season and, for a member, their own answer, days and pass.
  .get("/season", requireUser, async (c) => {
    const user = c.var.user!;
    const { season, me, pass, allowed } = await seasonForMember(c.var.db, user.type === "member" ? user.id : null);
    return c.json({
      season: season ? seasonSummary(season) : null,
      me: me
        ? {
            answer: me.answer,
            arrival: me.arrival,
            departure: me.departure,
            travelMode: me.travelMode,
            showDaysToMembers: me.showDaysToMembers,
          }
        : null,
      pass: pass ? { status: pass.status, reason: pass.reason } : null,
      allowed,
    });
  })
  .put("/season/me", requireMember, jsonBody(seasonAnswerSchema), async (c) => {
    const saved = await saveAnswer(c.var.db, c.var.user!.id, c.req.valid("json"));
    return c.json({
      answer: saved.answer,
      arrival: saved.arrival,
      departure: saved.departure,
      travelMode: saved.travelMode,
      showDaysToMembers: saved.showDaysToMembers,
    });
  })
  .post("/season/me/pass", requireMember, jsonBody(passRequestSchema), async (c) => {
    const pass = await requestPass(c.var.db, c.var.user!.id, c.req.valid("json").reason);
    return c.json({ status: pass.status, reason: pass.reason }, 201);
  });

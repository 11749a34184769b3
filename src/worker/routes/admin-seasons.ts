import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { displayName } from "../../shared/profile";
import { headcount } from "../../shared/season";
import { campYearsSchema, openSeasonSchema, passDecisionSchema, seasonSettingsSchema } from "../../shared/season-schemas";
import { diff } from "../audit/log";
import { jsonBody, paramOf } from "../lib/json";
import { audit } from "../middleware/audit";
import { toCsv } from "../members/csv";
import { findMember } from "../members/queries";
import { setCampYears } from "../seasons/camp-years";
import { currentSeason } from "../seasons/current";
import { decidePass, passList, sendDecisionEmail } from "../seasons/passes";
import { roster } from "../seasons/roster";
import { allSeasons, closeSeason, openNewSeason, seasonSummary, updateSeason } from "../seasons/seasons";
import type { AppEnv } from "../types";

const id = z.coerce.number({ error: "Invalid id" }).int("Invalid id").positive("Invalid id");

async function current(db: AppEnv["Variables"]["db"]) {
  const season = await currentSeason(db);
  if (!season) throw new HTTPException(404, { message: "No season is open yet" });
  return season;
}

const csvHeaders = (name: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${name}"`,
  "Cache-Control": "no-store",
});

export const adminSeasonsRoutes = new Hono<AppEnv>()
  .get("/seasons", async (c) =>
    c.json(
      (await allSeasons(c.var.db)).map((s) => ({
        ...seasonSummary(s),
        isCurrent: s.isCurrent,
        openedAt: s.openedAt,
        closedAt: s.closedAt,
      })),
    ),
  )
  .post("/seasons", jsonBody(openSeasonSchema), async (c) => {
    const season = await openNewSeason(c.var.db, c.req.valid("json"));
    audit(c, {
      action: "season.open",
      targetType: "season",
      targetId: season.id,
      targetLabel: season.name,
      changes: diff(null, seasonSummary(season)),
    });
    return c.json(seasonSummary(season), 201);
  })
  .put("/seasons/current", jsonBody(seasonSettingsSchema), async (c) => {
    const { before, after } = await updateSeason(c.var.db, c.req.valid("json"));
    audit(c, {
      action: "season.update",
      targetType: "season",
      targetId: after.id,
      targetLabel: after.name,
      changes: diff(seasonSummary(before), seasonSummary(after)),
    });
    return c.json(seasonSummary(after));
  })
  .post("/seasons/current/close", async (c) => {
    const { season, recorded } = await closeSeason(c.var.db);
    audit(c, {
      action: "season.close",
      targetType: "season",
      targetId: season.id,
      targetLabel: `${season.name}: ${recorded} member(s) recorded as came`,
    });
    return c.json({ ...seasonSummary(season), recorded });
  })
  // Everything the Season tab shows: the season, every member's answer, the passes, the headcount.
  // Before the first season there is nothing to show: null (not a 404), the tab then offers to open one.
  .get("/seasons/current/roster", async (c) => {
    const season = await currentSeason(c.var.db);
    if (!season) return c.json(null);
    const [rows, passes] = await Promise.all([roster(c.var.db, season.id), passList(c.var.db, season.id)]);
    const coming = rows.filter((r) => r.answer === "yes");
    return c.json({
      season: seasonSummary(season),
      counts: {
        yes: coming.length,
        maybe: rows.filter((r) => r.answer === "maybe").length,
        no: rows.filter((r) => r.answer === "no").length,
        unanswered: rows.filter((r) => !r.answer).length,
        granted: passes.filter((p) => p.status === "granted").length,
      },
      roster: rows,
      passes,
      headcount: headcount(season, coming),
    });
  })
  .get("/seasons/current/roster.csv", async (c) => {
    const season = await current(c.var.db);
    const rows = await roster(c.var.db, season.id);
    const data = rows
      .filter((r) => r.answer)
      .map((r) => [displayName(r), r.playaName, r.email, r.answer, r.arrival, r.departure, r.travelMode, r.pass ?? ""]);
    return c.body(
      toCsv(["Name", "Playa name", "Email", "Coming", "Arrival", "Departure", "Travel", "Early-arrival pass"], data),
      200,
      csvHeaders(`roster-${season.year}.csv`),
    );
  })
  .get("/seasons/current/passes.csv", async (c) => {
    const season = await current(c.var.db);
    const passes = await passList(c.var.db, season.id);
    const data = passes
      .filter((p) => p.status === "granted")
      .map((p) => [displayName(p), p.playaName, p.email, p.reason, p.arrival, p.decidedBy, p.decidedAt?.toISOString() ?? null]);
    return c.body(
      toCsv(["Name", "Playa name", "Email", "Reason", "Arrival", "Granted by", "Granted at"], data),
      200,
      csvHeaders(`early-arrival-passes-${season.year}.csv`),
    );
  })
  .post("/seasons/current/passes/:id/decision", paramOf("id", id), jsonBody(passDecisionSchema), async (c) => {
    const user = c.var.user!;
    const { season, before, after } = await decidePass(
      c.var.db,
      c.req.valid("param").id,
      c.req.valid("json").decision,
      user.type === "admin" ? user.username : "",
    );
    const member = await findMember(c.var.db, after.memberId);
    audit(c, {
      action: `season.pass-${after.status === "granted" ? "grant" : "decline"}`,
      targetType: "member",
      targetId: after.memberId,
      targetLabel: member ? displayName(member) : null,
      changes: { earlyArrivalPass: { before: before.status, after: after.status } },
    });
    const mailError = await sendDecisionEmail(c.env, c.var.db, season, after);
    return c.json({ id: after.id, status: after.status, mailError });
  })
  .put("/members/:id/camp-years", paramOf("id", id), jsonBody(campYearsSchema), async (c) => {
    const memberId = c.req.valid("param").id;
    const member = await findMember(c.var.db, memberId);
    if (!member) throw new HTTPException(404, { message: "Member not found" });
    const { before, after } = await setCampYears(c.var.db, memberId, c.req.valid("json").years);
    audit(c, {
      action: "member.camp-years",
      targetType: "member",
      targetId: memberId,
      targetLabel: displayName(member),
      changes: diff({ campYears: before }, { campYears: after }),
    });
    return c.json({ years: after });
  });

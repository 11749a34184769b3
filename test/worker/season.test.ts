// Issue 25: the season, its roster, early-arrival passes and the years with the camp, through the
// real Worker against the real local D1.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, earlyArrivalRequests, memberCampYears, members, seasonMembers, seasons } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, lastMailTo, memberCookie } from "./helpers";

type Json = Record<string, unknown>;
const json = async <T = Json>(response: Response) => (await response.json()) as T;

const SEASON = {
  year: 2031,
  festivalStart: "2031-08-24",
  festivalEnd: "2031-09-01",
  buildDays: 3,
  strikeDays: 2,
  passDays: 4,
  passQuota: 3,
};

async function openSeason(admin: string, body: Json = SEASON) {
  const response = await call("/api/admin/seasons", { body, cookie: admin });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<{ id: number; year: number; name: string }>(response);
}

const answer = (cookie: string, body: Json) => call("/api/season/me", { method: "PUT", body, cookie });

async function comingMember(values: Partial<typeof members.$inferInsert> = {}) {
  const member = await createMember(values);
  const cookie = await memberCookie(member);
  expect((await answer(cookie, { answer: "yes" })).status).toBe(200);
  return { member, cookie };
}

// Seasons are camp-wide: each test starts without any (the cascade removes their rows).
beforeEach(async () => {
  await db.delete(seasons);
});

describe("POST /api/admin/seasons", () => {
  it("opens one current season; a second open, or the same year again, is a 409 and changes nothing", async () => {
    const admin = await adminCookie();
    const season = await openSeason(admin);
    expect(season).toMatchObject({ year: 2031, name: "Season 2031", passQuota: 3 });

    const twice = await call("/api/admin/seasons", { body: { ...SEASON, year: 2032 }, cookie: admin });
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe("The Season 2031 season is still open: close it before opening another");

    expect((await call("/api/admin/seasons/current/close", { method: "POST", cookie: admin })).status).toBe(200);
    const sameYear = await call("/api/admin/seasons", { body: SEASON, cookie: admin });
    expect(sameYear.status).toBe(409);
    expect((await json(sameYear)).message).toBe("A season for 2031 already exists");

    const next = await openSeason(admin, { ...SEASON, year: 2032, festivalStart: "2032-08-22", festivalEnd: "2032-08-30" });
    const rows = await db.select().from(seasons);
    expect(rows.filter((s) => s.isCurrent).map((s) => s.id)).toEqual([next.id]);
    expect(rows).toHaveLength(2);
  });

  it("parallel opens create exactly one open season", async () => {
    const admin = await adminCookie();
    const responses = await Promise.all(
      [2033, 2034, 2035, 2036, 2037].map((year) =>
        call("/api/admin/seasons", {
          body: { ...SEASON, year, festivalStart: `${year}-08-24`, festivalEnd: `${year}-09-01` },
          cookie: admin,
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await db.select().from(seasons)).toHaveLength(1);
  });

  it("refuses bad dates with a clear 400", async () => {
    const admin = await adminCookie();
    const backwards = await call("/api/admin/seasons", { body: { ...SEASON, festivalEnd: "2031-08-01" }, cookie: admin });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await json(backwards))).toContain("The festival cannot end before it starts");
    const notADay = await call("/api/admin/seasons", { body: { ...SEASON, festivalStart: "2031-02-30" }, cookie: admin });
    expect(notADay.status).toBe(400);
    expect(await db.select().from(seasons)).toHaveLength(0);
  });

  it("is for admins only", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    expect((await call("/api/admin/seasons", { body: SEASON, cookie })).status).toBe(403);
    expect((await call("/api/admin/seasons", { body: SEASON })).status).toBe(401);
  });
});

describe("PUT /api/season/me", () => {
  it("saves the answer, days and travel; the roster shows them; a locked roster refuses changes", async () => {
    const admin = await adminCookie();
    await openSeason(admin);
    const { member, cookie } = await comingMember({ name: "Coming Cleo" });
    const saved = await answer(cookie, { arrival: "2031-08-22", departure: "2031-09-02", travelMode: "bus" });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await json(saved)).toMatchObject({ answer: "yes", arrival: "2031-08-22", departure: "2031-09-02", travelMode: "Bus" });

    const mine = await json<{ me: Json; allowed: Json }>(await call("/api/season", { cookie }));
    expect(mine.me).toMatchObject({ answer: "yes", arrival: "2031-08-22" });
    expect(mine.allowed).toEqual({ earliest: "2031-08-21", latest: "2031-09-03" });

    const lock = await call("/api/admin/seasons/current", { method: "PUT", body: { rosterLocked: true }, cookie: admin });
    expect(lock.status).toBe(200);
    const locked = await answer(cookie, { answer: "no" });
    expect(locked.status).toBe(409);
    expect((await json(locked)).message).toBe("The Season 2031 roster is locked: ask an admin to change your answer");
    const row = await db.query.seasonMembers.findFirst({ where: eq(seasonMembers.memberId, member.id) });
    expect(row?.answer).toBe("yes");
  });

  it("refuses a departure before the arrival, days outside the season and unknown travel, changing nothing", async () => {
    const admin = await adminCookie();
    await openSeason(admin);
    const { member, cookie } = await comingMember();
    expect((await answer(cookie, { arrival: "2031-08-25", departure: "2031-08-30" })).status).toBe(200);
    const cases: [Json, string][] = [
      [{ arrival: "2031-08-28", departure: "2031-08-26" }, "Departure cannot be before arrival"],
      [{ departure: "2031-08-24" }, "Departure cannot be before arrival"],
      [{ arrival: "2031-08-20" }, "Arrival must be between Thu, Aug 21 to Wed, Sep 3; an early-arrival pass allows up to 4 days earlier"],
      [{ departure: "2031-09-04" }, "Departure must be between Thu, Aug 21 to Wed, Sep 3"],
      [{ travelMode: "Helicopter" }, "Travel must be one of: Own vehicle, Bus, Ride share"],
      [{ arrival: "tomorrow" }, "Arrival must be a date (YYYY-MM-DD)"],
    ];
    for (const [body, message] of cases) {
      const response = await answer(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await json(response))).toContain(message);
    }
    const row = await db.query.seasonMembers.findFirst({ where: eq(seasonMembers.memberId, member.id) });
    expect(row).toMatchObject({ arrival: "2031-08-25", departure: "2031-08-30", travelMode: null });
  });

  it("without an open season: 404; after close: 409 and nothing changed", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    const none = await answer(cookie, { answer: "yes" });
    expect(none.status).toBe(404);
    expect((await json(none)).message).toBe("No season is open yet");

    const admin = await adminCookie();
    const empty = await call("/api/admin/seasons/current/roster", { cookie: admin });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toBeNull();
    expect((await call("/api/admin/seasons/current/roster.csv", { cookie: admin })).status).toBe(404);
    await openSeason(admin);
    expect((await answer(cookie, { answer: "maybe" })).status).toBe(200);
    expect((await call("/api/admin/seasons/current/close", { method: "POST", cookie: admin })).status).toBe(200);
    const closed = await answer(cookie, { answer: "yes" });
    expect(closed.status).toBe(409);
    expect((await json(closed)).message).toBe("The Season 2031 season is closed");
    const settings = await call("/api/admin/seasons/current", { method: "PUT", body: { passQuota: 9 }, cookie: admin });
    expect(settings.status).toBe(409);
    const row = await db.query.seasonMembers.findFirst({ where: eq(seasonMembers.memberId, member.id) });
    expect(row?.answer).toBe("maybe");
    expect((await db.select().from(seasons))[0].passQuota).toBe(3);
  });
});

describe("GET /api/members with the season", () => {
  it("carries every member's answer; another member's days only when that member shows them", async () => {
    const admin = await adminCookie();
    await openSeason(admin);
    const shy = await comingMember({ name: "Shy Sam" });
    const open = await comingMember({ name: "Open Olu" });
    expect((await answer(shy.cookie, { arrival: "2031-08-23", departure: "2031-08-30" })).status).toBe(200);
    expect((await answer(open.cookie, { arrival: "2031-08-24", departure: "2031-08-31", showDaysToMembers: true })).status).toBe(200);

    const seen = await json<{ id: number; season?: Json }[]>(await call("/api/members", { cookie: open.cookie }));
    expect(seen.find((m) => m.id === shy.member.id)?.season).toEqual({ answer: "yes" });
    expect(seen.find((m) => m.id === open.member.id)?.season).toEqual({
      answer: "yes",
      arrival: "2031-08-24",
      departure: "2031-08-31",
      travelMode: null,
    });
    const raw = await (await call("/api/members", { cookie: open.cookie, headers: { "accept-encoding": "identity" } })).text();
    expect(raw).not.toContain("2031-08-23");

    const admins = await json<{ id: number; season?: Json }[]>(await call("/api/members", { cookie: admin }));
    expect(admins.find((m) => m.id === shy.member.id)?.season).toMatchObject({ arrival: "2031-08-23" });
  });
});

describe("early-arrival passes", () => {
  it("12 parallel grants against a quota of 3 grant exactly 3; the rest get a clear 409", async () => {
    const admin = await adminCookie();
    const season = await openSeason(admin);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const member = await createMember({ name: `Builder ${i}` });
      await db.insert(seasonMembers).values({ seasonId: season.id, memberId: member.id, answer: "yes" });
      const [row] = await db
        .insert(earlyArrivalRequests)
        .values({ seasonId: season.id, memberId: member.id, reason: "build crew" })
        .returning();
      ids.push(row.id);
    }
    const responses = await Promise.all(
      ids.map((id) => call(`/api/admin/seasons/current/passes/${id}/decision`, { body: { decision: "granted" }, cookie: admin })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect((await json(refused[0])).message).toBe("All 3 early-arrival passes are granted: raise the quota or decline another first");
    const granted = await db.select().from(earlyArrivalRequests).where(eq(earlyArrivalRequests.status, "granted"));
    expect(granted).toHaveLength(3);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "season.pass-grant"));
    expect(audits.filter((a) => granted.some((g) => g.memberId === a.targetId))).toHaveLength(3);

    // the quota cannot drop below what is granted
    const lower = await call("/api/admin/seasons/current", { method: "PUT", body: { passQuota: 2 }, cookie: admin });
    expect(lower.status).toBe(409);
  });

  it("request, grant (email, audit, earlier arrival), decline frees the pass", async () => {
    const admin = await adminCookie();
    await openSeason(admin);
    const { member, cookie } = await comingMember({ name: "Kitchen Kai" });
    const early = await answer(cookie, { arrival: "2031-08-18" });
    expect(early.status).toBe(400);

    const asked = await call("/api/season/me/pass", { body: { reason: "Kitchen set-up" }, cookie });
    expect(asked.status).toBe(201);
    const blank = await call("/api/season/me/pass", { body: { reason: "   " }, cookie });
    expect(blank.status).toBe(400);

    const roster = await json<{ passes: { id: number; status: string; reason: string }[] }>(
      await call("/api/admin/seasons/current/roster", { cookie: admin }),
    );
    const pass = roster.passes.find((p) => p.reason === "Kitchen set-up")!;
    const grant = await call(`/api/admin/seasons/current/passes/${pass.id}/decision`, { body: { decision: "granted" }, cookie: admin });
    expect(grant.status).toBe(200);
    expect(await json(grant)).toMatchObject({ status: "granted", mailError: null });
    const mail = await lastMailTo(member.email);
    expect(mail).toMatchObject({ template: "early_arrival_decision", subject: "Your early-arrival pass for Season 2031: granted" });
    expect(mail?.html).toContain("Sunday, August 17, 2031");

    expect((await answer(cookie, { arrival: "2031-08-18" })).status).toBe(200);
    const again = await call("/api/season/me/pass", { body: { reason: "again" }, cookie });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("Your request was already granted");

    const decline = await call(`/api/admin/seasons/current/passes/${pass.id}/decision`, { body: { decision: "declined" }, cookie: admin });
    expect(decline.status).toBe(200);
    expect((await lastMailTo(member.email))?.subject).toBe("Your early-arrival pass for Season 2031: declined");
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "season.pass-decline"), eq(auditLog.targetId, member.id)));
    expect(audit[0]?.changes).toEqual({ earlyArrivalPass: { before: "granted", after: "declined" } });
  });

  it("a member who has not said yes cannot ask", async () => {
    const admin = await adminCookie();
    await openSeason(admin);
    const member = await createMember();
    const cookie = await memberCookie(member);
    expect((await answer(cookie, { answer: "maybe" })).status).toBe(200);
    const asked = await call("/api/season/me/pass", { body: { reason: "art" }, cookie });
    expect(asked.status).toBe(409);
    expect(await db.select().from(earlyArrivalRequests)).toHaveLength(0);
  });
});

describe("the headcount and the CSVs", () => {
  it("counts people on site per day from build to strike and exports the roster and the passes", async () => {
    const admin = await adminCookie();
    const season = await openSeason(admin);
    const a = await comingMember({ name: "=HYPERLINK(evil)" });
    const b = await comingMember({ name: "Bea" });
    expect((await answer(a.cookie, { arrival: "2031-08-22", departure: "2031-08-25" })).status).toBe(200);
    expect((await answer(b.cookie, { arrival: "2031-08-24", departure: "2031-08-24", travelMode: "Own vehicle" })).status).toBe(200);
    const data = await json<{ headcount: { day: string; count: number }[]; counts: Json }>(
      await call("/api/admin/seasons/current/roster", { cookie: admin }),
    );
    expect(data.headcount[0]).toEqual({ day: "2031-08-17", count: 0 });
    expect(data.headcount.at(-1)).toEqual({ day: "2031-09-03", count: 0 });
    expect(data.headcount.find((d) => d.day === "2031-08-24")?.count).toBe(2);
    expect(data.headcount.find((d) => d.day === "2031-08-23")?.count).toBe(1);
    expect(data.headcount.find((d) => d.day === "2031-08-26")?.count).toBe(0);
    expect(data.counts).toMatchObject({ yes: 2 });

    const csv = await call("/api/admin/seasons/current/roster.csv", { cookie: admin });
    expect(csv.headers.get("content-disposition")).toContain("roster-2031.csv");
    const text = await csv.text();
    expect(text).toContain("Name,Playa name,Email,Coming,Arrival,Departure,Travel,Early-arrival pass");
    expect(text).toContain("'=HYPERLINK(evil)");
    expect(text).toContain("Bea,,");

    await db
      .insert(earlyArrivalRequests)
      .values({ seasonId: season.id, memberId: b.member.id, reason: "art car", status: "granted", decidedBy: "x" });
    const passes = await (await call("/api/admin/seasons/current/passes.csv", { cookie: admin })).text();
    expect(passes).toContain("art car");
    expect(passes).not.toContain("HYPERLINK");
  });
});

describe("the years with the camp", () => {
  it("closing records the year for every member who answered yes, and makes burns and first burn consistent", async () => {
    const admin = await adminCookie();
    await openSeason(admin);
    const fresh = await comingMember({ name: "Fresh", burnYears: null, firstBurn: null });
    const veteran = await comingMember({ name: "Vet", burnYears: 9, firstBurn: 2012 });
    const wrong = await comingMember({ name: "Wrong", burnYears: 0, firstBurn: 2035 });
    const maybe = await createMember({ name: "Maybe" });
    expect((await answer(await memberCookie(maybe), { answer: "maybe" })).status).toBe(200);

    const closed = await call("/api/admin/seasons/current/close", { method: "POST", cookie: admin });
    expect(closed.status).toBe(200);
    expect(await json(closed)).toMatchObject({ status: "closed", recorded: 3 });
    const years = await db.select().from(memberCampYears);
    expect(
      years
        .filter((y) => y.year === 2031)
        .map((y) => y.memberId)
        .sort(),
    ).toEqual([fresh.member.id, veteran.member.id, wrong.member.id].sort());
    expect(years.every((y) => y.memberId !== maybe.id)).toBe(true);

    const byId = async (id: number) => (await db.query.members.findFirst({ where: eq(members.id, id) }))!;
    expect(await byId(fresh.member.id)).toMatchObject({ burnYears: 1, firstBurn: 2031 });
    expect(await byId(veteran.member.id)).toMatchObject({ burnYears: 9, firstBurn: 2012 });
    expect(await byId(wrong.member.id)).toMatchObject({ burnYears: 1, firstBurn: 2031 });

    // closing twice: 409
    expect((await call("/api/admin/seasons/current/close", { method: "POST", cookie: admin })).status).toBe(409);

    // the member list carries the years; admins edit past years
    const list = await json<{ id: number; campYears: number[] }[]>(await call("/api/members", { cookie: fresh.cookie }));
    expect(list.find((m) => m.id === veteran.member.id)?.campYears).toEqual([2031]);
    const edit = await call(`/api/admin/members/${fresh.member.id}/camp-years`, {
      method: "PUT",
      body: { years: [2019, 2031, 2019] },
      cookie: admin,
    });
    expect(edit.status).toBe(200);
    expect(await json(edit)).toEqual({ years: [2019, 2031] });
    expect(await byId(fresh.member.id)).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    const bad = await call(`/api/admin/members/${fresh.member.id}/camp-years`, { method: "PUT", body: { years: [1900] }, cookie: admin });
    expect(bad.status).toBe(400);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.camp-years"), eq(auditLog.targetId, fresh.member.id)));
    expect(audit[0]?.changes).toEqual({ campYears: { before: [2031], after: [2019, 2031] } });
  });
});

describe("Years with camp in the members CSV", () => {
  const csvForm = (text: string) => {
    const f = new FormData();
    f.append("file", new File([text], "members.csv", { type: "text/csv" }));
    return f;
  };

  it("exports the years, imports them for new and existing members (burns follow), refuses a bad year changing nothing", async () => {
    const admin = await adminCookie();
    const existing = await createMember({ name: "Old Hand", burnYears: 5, firstBurn: 2015 });
    await db.insert(memberCampYears).values({ memberId: existing.id, year: 2018, source: "admin" });
    const exported = await (await call("/api/admin/members.csv", { cookie: admin })).text();
    expect(exported.split("\r\n")[0]).toContain("Years with camp");
    expect(exported).toContain("2018");

    const newEmail = `new-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const bad = `Email,Years with camp\r\n${existing.email},2019;someday\r\n`;
    const refused = await call("/api/admin/members/import", { body: csvForm(bad), cookie: admin });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await json(refused))).toContain('Years with camp: \\"someday\\" is not a year between 1986 and 2200');
    expect((await db.select().from(memberCampYears).where(eq(memberCampYears.memberId, existing.id))).map((y) => y.year)).toEqual([2018]);

    const good = `Email,Name,Years with camp\r\n${existing.email},Old Hand,2012;2018;2022\r\n${newEmail},New Face,2023;2024\r\n`;
    const imported = await call("/api/admin/members/import", { body: csvForm(good), cookie: admin });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await json(imported)).toMatchObject({ created: 1, updated: 1 });
    const years = async (id: number) =>
      (await db.select().from(memberCampYears).where(eq(memberCampYears.memberId, id))).map((y) => y.year).sort();
    expect(await years(existing.id)).toEqual([2012, 2018, 2022]);
    const created = (await db.query.members.findFirst({ where: eq(members.email, newEmail) }))!;
    expect(await years(created.id)).toEqual([2023, 2024]);
    expect(created).toMatchObject({ burnYears: 2, firstBurn: 2023 });
    expect(await db.query.members.findFirst({ where: eq(members.id, existing.id) })).toMatchObject({ burnYears: 5, firstBurn: 2012 });
  });
});

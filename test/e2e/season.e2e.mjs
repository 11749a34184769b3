// Issue 25 end to end: an admin opens a season on the Season tab; members answer "Are you coming
// this year?" from the directory on a phone, set their days and ask for early-arrival passes; the
// admin grants up to the quota (also in parallel), reads the headcount chart, exports the CSVs,
// locks the roster and closes the season; the years with the camp then show on the profile.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, test } from "node:test";
import { magicLinkMail, newAdminContext, readOutbox, startCamp, stopCamp } from "./browser.mjs";

const SHOTS = "test/e2e/screenshots";
mkdirSync(SHOTS, { recursive: true });
const me = {
  email: "sunny.dunes@example.com",
  name: "Sunny Dunes",
  status: "Newbie",
  location: "Reno, NV",
  burnYears: null,
  firstBurn: null,
};
const others = [
  { email: "vera@example.com", name: "Vera Voyager", status: "Veteran", burnYears: 12, firstBurn: 2009, bio: "Camp lead." },
  { email: "otto@example.com", name: "Otto Ortiz", status: "Veteran", burnYears: 8, firstBurn: 2014 },
  { email: "nia@example.com", name: "Nia Novak", status: "Newbie", burnYears: 1, firstBurn: 2024 },
  { email: "una@example.com", name: "Una Unsure" },
];

let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members: [...others, me] })));
after(() => stopCamp({ server, browser }));

/** A browser context signed in as this member through the emailed link (POSTed like the page does). */
async function memberContext(email, viewport = { width: 375, height: 800 }) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  const sent = await context.request.post(`${server.origin}/api/send-magic-link`, { data: { email }, headers: { origin: server.origin } });
  assert.ok(sent.ok());
  const mail = await magicLinkMail(browser, server, email);
  const token = /\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.html)[1];
  const verified = await context.request.post(`${server.origin}/api/auth/verify`, {
    data: { token },
    headers: { origin: server.origin },
    maxRedirects: 0,
  });
  assert.ok(verified.status() < 400, `verify: ${verified.status()}`);
  return context;
}

const adminContext = (viewport = { width: 1280, height: 900 }) => newAdminContext(browser, server, { viewport, reducedMotion: "reduce" });

/** Polls `check` in the page until it is true. */
async function until(page, check, timeout = 90_000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${check}`);
    await page.waitForTimeout(100);
  }
}

// A GET is read again once when the connection it was sent on had been closed by the server (an idle keep-alive
// socket reset while other contexts were busy, "socket hang up"): reading twice changes nothing.
async function get(context, path) {
  try {
    return await context.request.get(`${server.origin}${path}`);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return context.request.get(`${server.origin}${path}`);
  }
}
const put = (context, path, data) => context.request.put(`${server.origin}${path}`, { data, headers: { origin: server.origin } });
const post = (context, path, data) => context.request.post(`${server.origin}${path}`, { data, headers: { origin: server.origin } });

test("a season from opening to closing, at 1280 and 375 px", async () => {
  const errors = [];
  // 1. The admin opens the season on the Season tab.
  const admin = await adminContext();
  const adminPage = await admin.newPage();
  adminPage.on("pageerror", (e) => errors.push(e.message));
  await adminPage.goto(`${server.origin}/admin/season`);
  await adminPage.getByRole("heading", { name: "Open a season" }).waitFor();
  await adminPage.getByLabel("Year").fill("2030");
  await adminPage.getByLabel("Festival starts").fill("2030-08-25");
  await adminPage.getByLabel("Festival ends").fill("2030-09-02");
  await adminPage.getByLabel("Early-arrival passes").fill("2");
  await adminPage.getByRole("button", { name: "Open season" }).click();
  await adminPage.getByRole("heading", { name: "Season 2030" }).waitFor();
  // Opening it again through the API: a clear 409.
  const twice = await post(admin, "/api/admin/seasons", { year: 2031, festivalStart: "2031-08-24", festivalEnd: "2031-09-01" });
  assert.equal(twice.status(), 409);
  assert.match((await twice.json()).message, /still open/);

  // 2. A member on a phone answers with one tap and sets their days.
  const sunny = await memberContext(me.email);
  const phone = await sunny.newPage();
  phone.on("pageerror", (e) => errors.push(e.message));
  await phone.goto(`${server.origin}/`);
  const question = phone.getByRole("group", { name: /Are you coming this year\?/ });
  await question.waitFor();
  await question.getByRole("button", { name: "Yes" }).click();
  await question.getByRole("button", { name: "Yes", pressed: true }).waitFor();
  await phone.getByRole("button", { name: "Your days" }).waitFor();
  await phone.getByTestId("member-card").first().waitFor();
  await phone.screenshot({ path: `${SHOTS}/season-directory-375.png` });
  await phone.getByRole("button", { name: "Your days" }).click();
  const dialog = phone.getByRole("dialog", { name: "Your days for Season 2030" });
  await dialog.waitFor();
  // A departure before the arrival: a clear error, nothing saved.
  await dialog.getByLabel("Arrival", { exact: true }).fill("2030-08-27");
  await dialog.getByLabel("Departure", { exact: true }).fill("2030-08-26");
  await dialog.getByRole("button", { name: "Save days" }).click();
  await dialog.getByText("Departure cannot be before arrival").waitFor();
  await dialog.getByLabel("Departure", { exact: true }).fill("2030-09-01");
  await dialog.getByText("Show my arrival days to other members").click();
  await dialog.getByRole("textbox", { name: /Why do you need to arrive early/ }).fill("Build crew: shade structure");
  await dialog.getByRole("button", { name: "Request a pass" }).click();
  await dialog.getByText("Your request is").waitFor();
  await phone.screenshot({ path: `${SHOTS}/season-days-375.png` });
  await dialog.getByRole("button", { name: "Save days" }).click();
  await dialog.waitFor({ state: "detached" });
  await phone.getByText(/Mon, Aug 26 to Sun, Sep 1|Tue, Aug 27 to Sun, Sep 1/).waitFor();

  // 3. Three more members answer and ask through the API (as their phones would).
  const contexts = [];
  for (const [i, m] of others.entries()) {
    const context = await memberContext(m.email);
    contexts.push(context);
    const answer = i === 3 ? "maybe" : "yes";
    assert.equal((await put(context, "/api/season/me", { answer })).status(), 200);
    if (answer === "yes") {
      assert.equal(
        (await put(context, "/api/season/me", { arrival: "2030-08-23", departure: "2030-08-30", travelMode: "Bus" })).status(),
        200,
      );
      assert.equal((await post(context, "/api/season/me/pass", { reason: `Art car ${i}` })).status(), 201);
    }
  }
  // Outside the season: refused, clearly.
  const outside = await put(contexts[0], "/api/season/me", { arrival: "2030-08-01" });
  assert.equal(outside.status(), 400);
  assert.match((await outside.json()).message, /^Arrival must be between/);

  // 4. Grants in parallel against a quota of 2: exactly two land.
  const roster = await (await get(admin, "/api/admin/seasons/current/roster")).json();
  assert.equal(roster.passes.length, 4);
  const grants = await Promise.all(
    roster.passes.map((p) => post(admin, `/api/admin/seasons/current/passes/${p.id}/decision`, { decision: "granted" })),
  );
  assert.deepEqual(grants.map((r) => r.status()).sort(), [200, 200, 409, 409]);
  const emailed = (await readOutbox(admin.request, server.origin, server.admin)).filter((m) => m.template === "early_arrival_decision");
  assert.equal(emailed.length, 2);

  // 5. The Season tab: counts, passes, chart (with its text table), CSVs.
  await adminPage.reload();
  await adminPage.getByRole("heading", { name: /Early-arrival requests \(2 of 2 granted\)/ }).waitFor();
  const pending = adminPage.locator(".season-pass").filter({ hasText: "requested" }).first();
  await pending.getByRole("button", { name: /^Grant/ }).click();
  await adminPage.getByText("All 2 early-arrival passes are granted: raise the quota or decline another first").first().waitFor();
  assert.equal(await adminPage.locator("svg.headcount-chart rect").count(), 17);
  const hiddenRows = await adminPage.locator("table.visually-hidden tbody tr").count();
  assert.equal(hiddenRows, 17);
  await adminPage.getByRole("group", { name: "Answers so far" }).getByText("Coming 4").waitFor();
  await adminPage.screenshot({ path: `${SHOTS}/season-admin-1280.png`, fullPage: true });
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await adminPage.screenshot({ path: `${SHOTS}/season-admin-375.png`, fullPage: true });
  const rosterCsv = await (await get(admin, "/api/admin/seasons/current/roster.csv")).text();
  assert.match(rosterCsv, /Sunny Dunes,,sunny\.dunes@example\.com,yes,2030-08-27,2030-09-01,,(granted|requested)\r\n/);
  const passesCsv = await (await get(admin, "/api/admin/seasons/current/passes.csv")).text();
  assert.equal(passesCsv.trim().split("\r\n").length, 3);

  // 6. The directory filters by this year's answer, with counts; days show only when allowed.
  await phone.reload();
  const thisYear = phone.getByRole("group", { name: "Filter by this year's answer" });
  await thisYear.getByRole("button", { name: /Coming\s*4/ }).click();
  await phone.getByTestId("member-card").filter({ hasText: "Una Unsure" }).waitFor({ state: "detached" });
  assert.equal(await phone.getByTestId("member-card").count(), 4);
  await thisYear.getByRole("button", { name: /Maybe\s*1/ }).click();
  await phone.getByTestId("member-card").filter({ hasText: "Una Unsure" }).waitFor();
  await phone.screenshot({ path: `${SHOTS}/season-directory-maybe-375.png` });
  const otherView = await (await get(contexts[0], "/api/members")).json();
  assert.deepEqual(otherView.find((m) => m.name === "Sunny Dunes").season.answer, "yes");
  assert.ok(otherView.find((m) => m.name === "Sunny Dunes").season.arrival, "Sunny chose to show her days");
  assert.equal(otherView.find((m) => m.name === "Otto Ortiz").season.arrival, undefined);

  // 7. Offline, from the copy on the phone: the answers, the counts and the days that are shown.
  await until(phone, async () => {
    if (!navigator.serviceWorker.controller) return false;
    const data = await caches.open("camp-offline-data-v1");
    return Boolean(await data.match("/offline/data/members")) && Boolean(await data.match("/offline/data/season"));
  });
  await sunny.setOffline(true);
  await phone.reload();
  await phone.getByText("You're offline: answer when you're back online.").waitFor();
  assert.ok(await phone.getByRole("button", { name: "Maybe", exact: true }).isDisabled());
  await phone
    .getByRole("group", { name: "Filter by this year's answer" })
    .getByRole("button", { name: /Coming\s*4/ })
    .waitFor();
  await phone.getByTestId("member-card").filter({ hasText: "Sunny Dunes" }).getByRole("button", { name: "Sunny Dunes" }).click();
  await phone.getByTestId("member-detail").getByText("Coming · Tue, Aug 27 to Sun, Sep 1").waitFor();
  await phone.keyboard.press("Escape");
  await sunny.setOffline(false);

  // 8. Locked: the control is disabled and says why.
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.getByRole("switch").click();
  await adminPage.getByText("Members can no longer change their answers.").first().waitFor();
  await phone.reload();
  await phone.getByText(/The roster is locked/).waitFor();
  assert.ok(await phone.getByRole("button", { name: "No", exact: true }).isDisabled());

  // 9. Closing records the year for everyone who said yes; the profile shows it.
  await adminPage.getByRole("button", { name: "Close season" }).click();
  await adminPage.getByRole("alertdialog").getByRole("button", { name: "Close season" }).click();
  await adminPage.getByRole("heading", { name: "Open a season" }).waitFor();
  await phone.reload();
  await phone.getByTestId("member-card").filter({ hasText: "Vera Voyager" }).getByRole("button", { name: "Vera Voyager" }).click();
  const detail = phone.getByTestId("member-detail");
  await detail.getByText("Years with the camp").waitFor();
  await detail.getByText("2030").first().waitFor();
  await phone.screenshot({ path: `${SHOTS}/season-detail-375.png` });
  const mine = await (await get(sunny, "/api/my-profile")).json();
  assert.deepEqual(mine.campYears, [2030]);
  assert.equal(mine.burnYears, 1);
  assert.equal(mine.firstBurn, 2030);
  const closedEdit = await put(sunny, "/api/season/me", { answer: "no" });
  assert.equal(closedEdit.status(), 409);

  for (const c of [admin, sunny, ...contexts]) await c.close();
  assert.deepEqual(errors, []);
});

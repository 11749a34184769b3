// Issue 15: the directory on a phone with no signal. A member signs in, loads the directory, goes
// offline and reloads: the directory, search and the detail modal work under the offline banner;
// saving a profile is refused with what was typed kept; back online it syncs; after logout an
// offline reload shows no member data.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { signInMember, startCamp, stopCamp } from "./browser.mjs";

const me = {
  email: "sunny.dunes@example.com",
  name: "Sunny Dunes",
  status: "Newbie",
  location: "Reno, NV",
  burnYears: 2,
  firstBurn: 2022,
  bio: "Builds shade.",
};
const members = [
  {
    email: "vera@example.com",
    name: "Vera Voyager",
    playaName: "Compass",
    status: "Veteran",
    location: "Portland, OR",
    burnYears: 12,
    firstBurn: 2009,
    bio: "Camp lead.",
    campHistory: "Founded the camp.",
  },
  {
    email: "otto@example.com",
    name: "Otto Ortiz",
    status: "Veteran",
    location: "Oakland, CA",
    burnYears: 8,
    firstBurn: 2014,
    bio: "Kitchen.",
  },
  me,
];

let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members })));
after(() => stopCamp({ server, browser }));

async function signIn(page) {
  await signInMember(page, browser, server, me.email);
}

/** Polls `check` in the page until it is true (page.waitForFunction does not await a promise). */
async function until(page, check, timeout = 90_000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${check}`);
    await page.waitForTimeout(100);
  }
}

/** The service worker in charge (shell precached) and the member's copies kept. */
const offlineReady = (page) =>
  until(page, async () => {
    if (!navigator.serviceWorker.controller) return false;
    const data = await caches.open("camp-offline-data-v1");
    return Boolean(await data.match("/offline/data/members")) && Boolean(await data.match("/offline/data/accommodations"));
  });

const cards = (page) => page.getByTestId("member-card");

test("the directory reads offline, refuses an offline save, syncs back, and logout leaves nothing", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await offlineJourney(context);
  } finally {
    // Closed even after a failure: a context left open with its service worker kept the file alive.
    await context.close();
  }
});

async function offlineJourney(context) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page);
  await cards(page).filter({ hasText: "Vera Voyager" }).waitFor();
  await offlineReady(page);

  // The installable manifest carries the camp's configured name.
  const manifest = await (await page.request.get(`${server.origin}/manifest.webmanifest`)).json();
  assert.equal(manifest.short_name, "Camp Mirage");
  assert.equal(manifest.display, "standalone");

  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "Camp Member Directory" }).waitFor();
  await page
    .getByTestId("offline-banner")
    .getByText(/^Offline — directory as of \d\d:\d\d$/)
    .waitFor();
  await cards(page).filter({ hasText: "Otto Ortiz" }).waitFor();
  assert.equal(await cards(page).count(), 3);

  // Search and the detail modal, from the copy on the device.
  await page.getByPlaceholder(/search/i).fill("vera");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="member-card"]').length === 1);
  await cards(page).first().click();
  const detail = page.getByRole("dialog");
  await detail.getByText("Founded the camp.").waitFor();
  await page.keyboard.press("Escape");
  await detail.waitFor({ state: "detached" });
  await page.getByPlaceholder(/search/i).fill("");

  // Saving a profile offline is refused, and what was typed stays.
  await page.getByRole("button", { name: "Profile", exact: true }).click();
  const form = page.getByTestId("edit-profile");
  await form.getByLabel("Location").fill("Black Rock City");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await form.getByTestId("offline-save-refused").waitFor();
  assert.equal(await form.getByLabel("Location").inputValue(), "Black Rock City");
  await form.getByRole("button", { name: "Cancel" }).click();
  await form.waitFor({ state: "detached" });

  // Meanwhile the camp changes on the server; back online, the directory syncs.
  const admin = await browser.newContext();
  await admin.request.post(`${server.origin}/api/auth/admin/login`, { data: server.admin, headers: { origin: server.origin } });
  const list = await (await admin.request.get(`${server.origin}/api/members`)).json();
  const otto = list.find((m) => m.email === "otto@example.com");
  const renamed = await admin.request.put(`${server.origin}/api/admin/members/${otto.id}`, {
    data: { name: "Otto Online" },
    headers: { origin: server.origin },
  });
  assert.ok(renamed.ok(), `rename failed: ${renamed.status()}`);
  await admin.close();
  await context.setOffline(false);
  // The app retries every 10 s while offline (the browser may not fire "online"): a loaded machine
  // can take a few rounds.
  await cards(page).filter({ hasText: "Otto Online" }).waitFor({ timeout: 90_000 });
  await page.getByTestId("offline-banner").waitFor({ state: "detached" });

  // Logout deletes every kept member datum: an offline reload shows the login screen, no member.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(`${server.origin}/auth`);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("button", { name: "ENTER" }).waitFor();
  const text = await page.locator("body").innerText();
  for (const name of ["Vera Voyager", "Otto", "Sunny Dunes"]) assert.ok(!text.includes(name), `${name} shown after logout`);
  const leftovers = await page.evaluate(async () => {
    const names = await caches.keys();
    const left = [];
    for (const name of names.filter((n) => n.startsWith("camp-offline")))
      left.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return left;
  });
  assert.deepEqual(leftovers, []);
  assert.deepEqual(errors, []);
}

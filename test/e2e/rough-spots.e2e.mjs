// Issue 24 (8–11): the rough spots a newcomer met, at 1280 and 375 px. Needs Review in Pacific time
// and no silent overwrite of a filled name; only the manual update that can work is offered; forms
// say what is wrong instead of cutting text or disabling a button; the cards, the member's own
// card and the admin tab bar read clearly.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { newAdminContext, screenshotsAtTwoWidths, signInMember, startCamp, stopCamp } from "./browser.mjs";

const sky = {
  email: "sky.doubt@example.com",
  name: "Sky Doubt",
  playaName: "Starling",
  inviteSent: true,
  emailReplied: true,
  profileCreated: true,
  replyToken: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
};
const ivy = { email: "ivy.invited@example.com", name: "Ivy Invited", inviteSent: true };
const hana = {
  email: "hana.hidden@example.com",
  name: "Hana Wilhelmina Hidden-Featherstonehaugh",
  status: "Newbie",
  burnYears: 0,
  firstBurn: 2016,
  hideFromDirectory: true,
  sponsorName: "Bartholomew Longname-Formerly-Of-Camp",
};
const members = [sky, ivy, hana, { email: "otto@example.com", name: "Otto Ortiz", status: "Veteran", burnYears: 4, firstBurn: 2018 }];

let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members })));
after(() => stopCamp({ server, browser }));

const adminContext = (width = 1280) => newAdminContext(browser, server, { viewport: { width, height: 900 } });

async function memberContext(email, width) {
  const context = await browser.newContext({ viewport: { width, height: 850 } });
  const page = await context.newPage();
  await signInMember(page, browser, server, email);
  return { context, page };
}

const toast = (page, text) => page.locator(".toast").getByText(text).first().waitFor();

async function deliverReply(text) {
  const from = sky.email;
  const to = `reply+${sky.replyToken}@camp.example.org`;
  const raw = [`From: ${from}`, `To: ${to}`, "Subject: Re: Welcome", `Message-ID: <${crypto.randomUUID()}@example.com>`, "", text].join(
    "\r\n",
  );
  const response = await fetch(`${server.origin}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    method: "POST",
    body: raw,
  });
  assert.equal(response.status, 200, await response.text());
}

const skyNow = async (request) => (await (await request.get(`${server.origin}/api/members`)).json()).find((m) => m.email === sky.email);

const shots = screenshotsAtTwoWidths;

test("Needs Review: Pacific time, and a filled name is replaced only when the admin ticks Replace (8)", async () => {
  const context = await adminContext();
  await deliverReply("Full name: Sky\nPlaya name: Nightjar\nNumber of burns attended: 5");
  const [review] = (await (await context.request.get(`${server.origin}/api/admin/reply-reviews`)).json()).filter(
    (r) => r.memberEmail === sky.email,
  );
  assert.ok(review, "the reply is held");
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/onboarding`);
  const card = page.getByTestId("review-card").filter({ hasText: sky.email });
  const pacific = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", dateStyle: "medium", timeStyle: "short" }).format(
    new Date(review.createdAt),
  );
  await card.getByText(`received ${pacific}`).waitFor();
  const replace = card.getByRole("checkbox", { name: "Replace full name" });
  assert.equal(await replace.getAttribute("aria-checked"), "false");
  await card.locator('[data-field="name"]').getByText("(keeps “Sky Doubt”)").waitFor();
  await shots(page, "needs-review-replace");
  await page.setViewportSize({ width: 1280, height: 900 });

  // A plain Apply fills the empty burns and keeps both filled names.
  await card.getByRole("button", { name: "Apply", exact: true }).click();
  await toast(page, /Kept as they were: Full name, Playa name/);
  await card.waitFor({ state: "detached" });
  assert.deepEqual((({ name, playaName, burnYears }) => ({ name, playaName, burnYears }))(await skyNow(context.request)), {
    name: "Sky Doubt",
    playaName: "Starling",
    burnYears: 5,
  });

  // With the box ticked, the name is replaced, and only the name.
  await deliverReply("Full name: Sky\nPlaya name: Nightjar");
  await page.reload();
  const next = page.getByTestId("review-card").filter({ hasText: sky.email });
  await next.getByRole("checkbox", { name: "Replace full name" }).click();
  await next.locator('[data-field="name"]').getByText("(“Sky Doubt” will be replaced)").waitFor();
  await next.getByRole("button", { name: "Apply", exact: true }).click();
  await toast(page, /Kept as they were: Playa name/);
  const after = await skyNow(context.request);
  assert.deepEqual([after.name, after.playaName], ["Sky", "Starling"]);
  await context.close();
});

test("the manual update by email is offered only once the member has replied, and says why not (9)", async () => {
  const context = await adminContext(375);
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/onboarding`);
  const row = page.getByTestId("onboarding-row").filter({ hasText: ivy.email });
  await row.getByRole("button", { name: /^Onboarding actions for/ }).click();
  const item = page.getByRole("menuitem", { name: /^Manual profile update by email/ });
  assert.equal(await item.getAttribute("data-disabled"), "");
  await item.getByText("Available once the member has replied").waitFor();
  await context.close();
});

test("forms say what is wrong instead of cutting a paste short or disabling the button (10)", async () => {
  const context = await adminContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/accommodations`);
  const form = page.getByRole("form", { name: "Add accommodation" });
  await form.getByLabel("Name").focus();
  // insertText is what a paste does: an input's maxLength would cut it to 100 characters.
  await page.keyboard.insertText("D".repeat(500));
  assert.equal((await form.getByLabel("Name").inputValue()).length, 500);
  await form.getByText("Name is 500 characters long; at most 100 fit. Shorten it to save.").waitFor();
  await form.getByLabel("Type").fill("RV");
  await form.getByRole("button", { name: "Add Accommodation" }).click();
  await form.getByText("Name is 500 characters long").waitFor();
  const listed = await (await context.request.get(`${server.origin}/api/admin/accommodations`)).json();
  assert.equal(listed.filter((a) => a.name.startsWith("DDD")).length, 0, "nothing stored");
  await shots(page, "accommodation-too-long");
  await page.setViewportSize({ width: 1280, height: 900 });

  // A too-short admin username: the button is not silently disabled; pressing it says why.
  await page.goto(`${server.origin}/admin`);
  await page
    .getByRole("button", { name: /settings/i })
    .first()
    .click();
  const add = page.getByTestId("add-admin");
  await add.getByLabel("Username").fill("ab");
  await add.getByRole("button", { name: "Add Admin" }).click();
  await add.getByText("Username needs at least 3 characters (2 so far).").waitFor();
  await add.getByText(/The first password is required/).waitFor();
  await context.close();
});

test("a member's own card: the whole name, Hidden from members, and burns that make sense (11)", async () => {
  for (const width of [375, 1280]) {
    const { context, page } = await memberContext(hana.email, width);
    const own = page.getByTestId("member-card").filter({ hasText: "Hana" });
    await own.getByText("Hidden from members").waitFor();
    await own.getByText("First burn in 2016").waitFor();
    assert.equal(await own.getByText(/No burns yet · first in/).count(), 0);
    // The name is not cut for the edit button: it wraps, and none of it is hidden.
    const name = own.getByRole("button", { name: hana.name });
    assert.ok(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), "the name is whole");
    const [nameBox, editBox] = [await name.boundingBox(), await own.getByRole("button", { name: "Edit your profile" }).boundingBox()];
    assert.ok(nameBox.x + nameBox.width <= editBox.x, "the name does not run under the edit button");
    await own.screenshot({ path: `test/e2e/screenshots/own-card-${width}.png` });
    await name.click();
    await page.getByTestId("member-detail").getByTestId("hidden-badge").getByText("Hidden from members").waitFor();
    await page.keyboard.press("Escape");

    // 0 burns with a first burn in 2016 is refused in words when saved.
    await own.getByRole("button", { name: "Edit your profile" }).click();
    const form = page.getByTestId("edit-profile");
    await form.getByLabel("First Burn Year").fill("2016");
    await form.getByLabel("Total Burns Attended").fill("0");
    await form.getByRole("button", { name: "Save Profile" }).click();
    await form.getByText("A first burn in 2016 means at least one burn").waitFor();
    await context.close();
  }
});

test("at 375 px every admin tab is in sight; a former-member sponsor stays in its cell (11)", async () => {
  const context = await adminContext(375);
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin`);
  const tabs = page.getByRole("navigation", { name: "Admin sections" });
  for (const label of ["Members", "Onboarding", "Accommodations", "Types", "Debug", "Email"]) {
    const box = await tabs.getByRole("link", { name: label, exact: true }).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `${label} is in sight at 375 px`);
  }
  await page.screenshot({ path: "test/e2e/screenshots/admin-tabs-375.png" });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole("button", { name: /^Newbie/ })
    .first()
    .click();
  const cell = page.getByRole("button", { name: /^Sponsor for Hana/ });
  await cell.waitFor();
  const overflow = await cell.evaluate((button) => {
    const td = button.closest("td");
    const inner = button.getBoundingClientRect();
    const outer = td.getBoundingClientRect();
    return {
      right: inner.right - outer.right,
      textFits: [...button.querySelectorAll("span")].every((s) => s.scrollWidth <= s.clientWidth + 1),
    };
  });
  assert.ok(overflow.right <= 0, `the sponsor stays inside its cell (${overflow.right}px over)`);
  await page.screenshot({ path: "test/e2e/screenshots/admin-sponsor-1280.png" });
  await context.close();
});

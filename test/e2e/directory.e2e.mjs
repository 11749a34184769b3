import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { signInMember, startCamp, stopCamp, toast } from "./browser.mjs";

const SHOTS = "test/e2e/screenshots";
const me = {
  email: "sunny.dunes@example.com",
  name: "Sunny Dunes",
  status: "Newbie",
  location: "Reno, NV",
  accommodation: "RV Row",
  burnYears: 2,
  firstBurn: 2022,
  bio: "Builds shade.",
  sponsorEmail: "vera@example.com",
};
const accommodations = [
  { name: "Dusty Dome", type: "Yurt" },
  { name: "RV Row", type: "RV" },
  { name: "Overflow", type: "tbd" },
];
const members = [
  {
    email: "vera@example.com",
    name: "Vera Voyager",
    playaName: "Compass",
    status: "Veteran",
    location: "Portland, OR",
    accommodation: "Dusty Dome",
    burnYears: 12,
    firstBurn: 2009,
    bio: "Camp lead.",
    campHistory: "Founded the camp.",
  },
  // A photo that is gone from storage: the card must show the placeholder instead.
  {
    email: "otto@example.com",
    name: "Otto Ortiz",
    status: "Veteran",
    location: "Oakland, CA",
    accommodation: "RV Row",
    burnYears: 8,
    firstBurn: 2014,
    bio: "Kitchen.",
    photoUrl: "/uploads/photos/00000000-0000-4000-8000-000000000000.png",
  },
  me,
  { email: "nia@example.com", name: "Nia Novak", status: "Newbie", location: "Austin, TX", burnYears: 1, firstBurn: 2024, bio: "Hello!" },
  { email: "vic@example.com", name: "Vic Virgo", status: "Virgin", location: "Berlin", accommodation: "Overflow", burnYears: 0 },
  { email: "una@example.com" },
];

let server;
let browser;
let storageState;

before(async () => {
  ({ server, browser } = await startCamp({ members, accommodations }));
  // Sign the member in once, through the emailed link, and reuse the session.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInMember(page, browser, server, me.email);
  storageState = await context.storageState();
  await context.close();
});
after(() => stopCamp({ server, browser }));

/** The list once it has caught up with the controls (aria-busy while React renders it in the background). */
const filled = (page) => page.locator(".directory-results:not([aria-busy])").waitFor();
const cardNames = async (page) => {
  await filled(page);
  return page.getByTestId("member-card").locator("h3").allTextContents();
};
const rowNames = async (page) => {
  await filled(page);
  return page.getByTestId("member-row").locator("th button").allTextContents();
};
/** Waits until every image on the page has loaded (or failed), so screenshots show them. */
const imagesSettled = (page) => page.waitForFunction(() => [...document.images].every((img) => img.complete));

async function open(width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.origin}/`);
  await page.getByRole("heading", { name: "Camp Member Directory" }).waitFor();
  await page.getByTestId("member-card").first().waitFor();
  return { context, page, errors };
}

test("a member filters, searches, sorts and groups the directory", async () => {
  const { context, page, errors } = await open(1280);
  await page.getByText(/^Last updated: (just now|\d+ \w+ ago)$/).waitFor();
  assert.equal(await page.getByRole("button", { name: "Profile", exact: true }).count(), 1);
  assert.equal(await page.getByRole("link", { name: "Admin" }).count(), 0);

  // Default: cards, burns most first, ties by name; the edit icon only on my own card.
  assert.deepEqual(await cardNames(page), ["Vera Voyager", "Otto Ortiz", "Sunny Dunes", "Nia Novak", "una", "Vic Virgo"]);
  const editButtons = page.getByRole("button", { name: "Edit your profile" });
  assert.equal(await editButtons.count(), 1);
  assert.equal(await page.getByTestId("member-card").filter({ has: editButtons }).locator("h3").textContent(), "Sunny Dunes");
  await page.getByTestId("member-card").filter({ hasText: "una" }).getByText("Profile Incomplete").waitFor();
  const otto = page.getByTestId("member-card").filter({ hasText: "Otto Ortiz" });
  await otto.locator(".photo-placeholder").waitFor();
  assert.equal(await otto.locator("img.member-card-photo").count(), 0, "the broken photo is hidden");

  // Filters with counts; the member without a status is 'unassigned'.
  await page.getByRole("button", { name: "All Members 6" }).waitFor();
  await page.getByText("1 unassigned").waitFor();
  await page.getByRole("button", { name: "Veterans 2" }).click();
  assert.deepEqual(await cardNames(page), ["Vera Voyager", "Otto Ortiz"]);
  await page.getByRole("button", { name: "Newbies/Virgins 3" }).click();
  assert.deepEqual(await cardNames(page), ["Sunny Dunes", "Nia Novak", "Vic Virgo"]);
  await page.getByRole("button", { name: /^All Members/ }).click();

  // Search: any field, any case; nothing found shows the empty state.
  const search = page.getByRole("searchbox", { name: "Search members" });
  await search.fill("OAKLAND");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="member-card"]').length === 1);
  assert.deepEqual(await cardNames(page), ["Otto Ortiz"]);
  await search.fill("dusty dome");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="member-card"]').length === 1);
  assert.deepEqual(await cardNames(page), ["Vera Voyager"]);
  await search.fill("nobody-here");
  await page.getByRole("heading", { name: "No members match your search" }).waitFor();
  await page.getByText("Try adjusting your search terms or filters").waitFor();
  await search.fill("");
  await page.getByTestId("member-card").nth(5).waitFor();

  // Sort dropdown.
  // A native select: the phone's own picker (toolbar-select.tsx).
  const sortBy = page.getByRole("combobox", { name: "Sort by" });
  await sortBy.selectOption({ label: "Name" });
  await page.getByText("Sort: Name").waitFor();
  assert.deepEqual(await cardNames(page), ["Nia Novak", "Otto Ortiz", "Sunny Dunes", "una", "Vera Voyager", "Vic Virgo"]);

  // Table: headers sort, the active one flips; photo and Actions columns when ungrouped.
  await page.getByRole("radio", { name: "Table" }).click();
  const table = page.getByTestId("member-table");
  await table.waitFor();
  await table.getByRole("columnheader", { name: "Actions" }).waitFor();
  assert.deepEqual(await rowNames(page), ["Nia Novak", "Otto Ortiz", "Sunny Dunes", "una", "Vera Voyager", "Vic Virgo"]);
  await table.getByRole("button", { name: "Burns" }).click();
  // The list (and its headers) follow the click in a background render: wait for it.
  await table.getByRole("columnheader", { name: "Burns" }).and(page.locator('[aria-sort="descending"]')).waitFor();
  assert.deepEqual((await rowNames(page)).slice(0, 2), ["Vera Voyager", "Otto Ortiz"]);
  await table.getByRole("button", { name: "Burns" }).click();
  await table.getByRole("columnheader", { name: "Burns" }).and(page.locator('[aria-sort="ascending"]')).waitFor();
  assert.deepEqual((await rowNames(page)).slice(0, 2), ["una", "Vic Virgo"]);
  await table.getByRole("button", { name: "Status" }).click();
  assert.deepEqual(await rowNames(page), ["una", "Vic Virgo", "Nia Novak", "Sunny Dunes", "Otto Ortiz", "Vera Voyager"]);

  // Grouped by accommodation: one table per group with a count, no photo or Actions column.
  await page.getByRole("combobox", { name: "Group by" }).selectOption({ label: "Accommodation" });
  const groups = page.getByTestId("member-group");
  await filled(page);
  assert.deepEqual(await groups.locator("h2").allTextContents(), ["Dusty Dome", "Overflow", "RV Row", "No accommodation assigned"]);
  assert.equal(await groups.filter({ hasText: "RV Row" }).getByText("2 members").count(), 1);
  assert.equal(await groups.filter({ hasText: "Dusty Dome" }).getByText("1 member", { exact: true }).count(), 1);
  assert.equal(await page.getByTestId("member-table").count(), 4);
  assert.equal(await page.getByRole("columnheader", { name: "Actions" }).count(), 0);
  // The unknown type shows '?'.
  await groups.filter({ hasText: "Overflow" }).getByRole("img", { name: "Unknown" }).first().waitFor();

  await page.getByRole("radio", { name: "Cards" }).click();
  await groups.first().getByTestId("member-card").waitFor();
  await imagesSettled(page);
  await page.screenshot({ path: `${SHOTS}/directory-grouped-1280.png`, fullPage: true });

  // The benchmark's marks are there.
  const marks = await page.evaluate(() =>
    ["directory:data", "directory:rendered", "directory:update-start", "directory:update-end"].map(
      (n) => performance.getEntriesByName(n).length > 0,
    ),
  );
  assert.deepEqual(marks, [true, true, true, true]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a member opens profiles and steps through them", async () => {
  const { context, page, errors } = await open(1280);
  await page.getByTestId("member-card").filter({ hasText: "Vera Voyager" }).getByRole("button", { name: "Vera Voyager" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Vera Voyager" }).waitFor();
  await dialog.getByText("Founded the camp.").waitFor();
  await dialog.getByText("1 of 6").waitFor();
  assert.equal(await dialog.getByRole("button", { name: "Previous member" }).isDisabled(), true);
  assert.equal(await dialog.getByRole("button", { name: "Update Profile" }).count(), 0);
  // Someone else's profile shows 'Last updated' only when it is complete (Vera's lacks a country).
  assert.equal(await dialog.getByText(/^Last updated/).count(), 0);
  await dialog.getByRole("button", { name: "Next member" }).click();
  await dialog.getByRole("heading", { name: "Otto Ortiz" }).waitFor();
  await page.keyboard.press("ArrowRight");
  await dialog.getByRole("heading", { name: "Sunny Dunes" }).waitFor();
  // My own profile: sponsor by name, 'Last updated', and the Update Profile button.
  await dialog.getByText("Vera Voyager").waitFor();
  await dialog.getByText(/^Last updated \w{3} \d{1,2}, \d{4}/).waitFor();
  await dialog.getByRole("button", { name: "Update Profile" }).waitFor();
  await page.keyboard.press("ArrowLeft");
  await dialog.getByRole("heading", { name: "Otto Ortiz" }).waitFor();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await dialog.getByRole("heading", { name: "una" }).waitFor();
  await dialog.getByText("Profile Incomplete - This member hasn't submitted their profile information yet.").waitFor();
  await dialog.getByText("No name yet").first().waitFor();
  await dialog.getByText("No location").waitFor();
  assert.equal(await dialog.getByText(/^Last updated/).count(), 0);
  await page.keyboard.press("ArrowRight");
  await dialog.getByRole("heading", { name: "Vic Virgo" }).waitFor();
  assert.equal(await dialog.getByRole("button", { name: "Next member" }).isDisabled(), true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a member edits their own profile with a photo and sees it on their card", async () => {
  const { context, page, errors } = await open(1280);
  await page.getByRole("button", { name: "Profile", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.waitFor();
  for (const section of ["Basic Information", "Burn Experience", "About You"])
    await dialog.getByRole("heading", { name: section }).waitFor();
  assert.equal(await dialog.getByLabel("Full Name").inputValue(), "Sunny Dunes");
  assert.equal(await dialog.getByLabel("Country of Birth").count(), 1);
  // A member cannot change email, accommodation or status here.
  assert.equal(await dialog.getByLabel("Email").count(), 0);
  assert.equal(await dialog.getByLabel("Accommodation").count(), 0);

  // The photo checks run before any upload.
  const photoInput = dialog.locator('input[type="file"]');
  await photoInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await toast(page, "Please select an image smaller than 5MB.");
  await photoInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await toast(page, "Invalid File Type");

  // A real image, drawn by the browser itself.
  const painter = await context.newPage();
  await painter.setContent(
    '<div style="width:120px;height:120px;background:radial-gradient(circle at 50% 35%,#fde68a 0 22%,transparent 23%),linear-gradient(160deg,#f97316,#9d174d)"></div>',
  );
  const png = await painter.locator("div").screenshot();
  await painter.close();
  await photoInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await toast(page, "Profile photo uploaded successfully.");

  await dialog.getByLabel("Playa Name").fill("Shade Maker");
  await dialog.getByLabel("Total Burns Attended").fill("3");
  await dialog.getByLabel("Bio").fill("Builds shade and fixes bikes.");
  // An impossible first burn year stops the save; nothing typed is lost.
  await dialog.getByLabel("First Burn Year").fill("1985");
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await dialog.getByText(/First burn year must be between 1986 and \d{4}/).waitFor();
  assert.equal(await dialog.getByLabel("Playa Name").inputValue(), "Shade Maker");
  await dialog.getByLabel("First Burn Year").fill("2021");
  await page.screenshot({ path: `${SHOTS}/directory-edit-1280.png` });

  // Escape with unsaved changes asks first; declining keeps the dialog and everything typed.
  const asked = new Promise((resolve) =>
    page.once("dialog", (d) => {
      resolve(d.message());
      void d.dismiss();
    }),
  );
  await dialog.getByLabel("Bio").focus();
  await page.keyboard.press("Escape");
  assert.equal(await asked, "Discard your unsaved changes to this profile?");
  assert.equal(await dialog.getByLabel("Playa Name").inputValue(), "Shade Maker");
  assert.equal(await dialog.count(), 1);

  // A save the server refuses keeps the dialog open with everything typed.
  await page.route(
    "**/api/members/me",
    (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Try again in a moment"}' }),
    { times: 1 },
  );
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await page.locator(".toast-destructive").getByText("Update Failed", { exact: true }).waitFor();
  await toast(page, "Try again in a moment");
  assert.equal(await dialog.getByLabel("Bio").inputValue(), "Builds shade and fixes bikes.");
  assert.equal(await dialog.getByLabel("First Burn Year").inputValue(), "2021");

  // The dialog (with its Privacy section) reaches the bottom of the screen, where the toast sits
  // above everything: close it as a user would before saving again.
  await page.locator(".toast").getByRole("button", { name: "Close" }).click();
  await page.locator(".toast").waitFor({ state: "detached" });
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await toast(page, "Profile has been successfully updated.");
  await dialog.waitFor({ state: "detached" });

  const card = page.getByTestId("member-card").filter({ hasText: "Sunny Dunes" });
  await card.getByText("“Shade Maker”").waitFor();
  await card.getByText("3 burns · first in 2021").waitFor();
  const photo = card.locator("img.member-card-photo");
  await photo.waitFor();
  assert.match(await photo.getAttribute("src"), /^\/uploads\/photos\/[0-9a-f-]+\.png$/);
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await photo.elementHandle());
  await imagesSettled(page);
  await page.screenshot({ path: `${SHOTS}/directory-cards-1280.png` });

  // The server kept it: a fresh load shows the same.
  await page.reload();
  await page.getByTestId("member-card").filter({ hasText: "Shade Maker" }).locator("img.member-card-photo").waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("the directory works at 375 px", async () => {
  const { context, page, errors } = await open(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, "no sideways scrolling");
  await imagesSettled(page);
  await page.screenshot({ path: `${SHOTS}/directory-cards-375.png` });
  await page.getByRole("radio", { name: "Table" }).click();
  await page.getByTestId("member-table").waitFor();
  await page.screenshot({ path: `${SHOTS}/directory-table-375.png` });
  await page.getByRole("button", { name: "Vera Voyager", exact: true }).click();
  await page.getByRole("dialog").getByRole("heading", { name: "Vera Voyager" }).waitFor();
  await imagesSettled(page);
  await page.screenshot({ path: `${SHOTS}/directory-detail-375.png` });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Profile", exact: true }).click();
  await page.getByRole("dialog", { name: "Edit Profile" }).getByRole("button", { name: "Save Profile" }).waitFor();
  await page.screenshot({ path: `${SHOTS}/directory-edit-375.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("an 80-character name ends in an ellipsis on its card, and opening it never scrolls the card sideways", async () => {
  const name = "Bartholomew Maximilian Featherstonehaugh-Cholmondeley of the Greater Black Rocks";
  assert.equal(name.length, 80);
  const email = "bartholomew.maximilian.featherstonehaugh.cholmondeley@blackrockdesert.example.com";
  const adminSide = await browser.newContext();
  assert.ok(
    (
      await adminSide.request.post(`${server.origin}/api/auth/admin/login`, { data: server.admin, headers: { origin: server.origin } })
    ).ok(),
  );
  const created = await adminSide.request.post(`${server.origin}/api/admin/members`, {
    data: { email, name, status: "Veteran" },
    headers: { origin: server.origin },
  });
  assert.equal(created.status(), 201);
  const { id } = await created.json();

  const { context, page, errors } = await open(375);
  const card = page.getByTestId("member-card").filter({ hasText: name });
  const button = card.getByRole("button", { name, exact: true });
  await button.waitFor();
  const fitsItsCard = () =>
    button.evaluate((el) => {
      const cardBox = el.closest(".member-card").getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return {
        clipped: el.scrollWidth > el.clientWidth,
        ellipsis: getComputedStyle(el).textOverflow,
        inside: box.right <= cardBox.right + 0.5,
        scrolled: el.closest(".member-card").scrollLeft,
      };
    });
  assert.deepEqual(await fitsItsCard(), { clipped: true, ellipsis: "ellipsis", inside: true, scrolled: 0 });

  await button.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name }).waitFor();
  // The email wraps at its "@" and dots, not inside a word, and nothing in the dialog scrolls sideways.
  const mail = dialog.getByRole("link", { name: email });
  assert.ok((await mail.locator("wbr").count()) >= 4);
  assert.equal(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), true);
  // Each line of the address starts at one of its parts (after a <wbr>), never inside one.
  const lines = await mail.locator(".break-email").evaluate((el) => {
    const tops = new Set();
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      if (rects.length !== 1) return -1; // a part broken across lines
      tops.add(Math.round(rects[0].top));
    }
    return tops.size;
  });
  assert.ok(lines >= 2, `the address wraps at 375 px, between its parts (${lines})`);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.deepEqual(await fitsItsCard(), { clipped: true, ellipsis: "ellipsis", inside: true, scrolled: 0 });
  assert.deepEqual(errors, []);
  assert.ok((await adminSide.request.delete(`${server.origin}/api/admin/members/${id}`, { headers: { origin: server.origin } })).ok());
  await adminSide.close();
  await context.close();
});

// The main flows with the keyboard only: Tab, Enter, the arrow keys and Escape; focus is checked
// at each step (WCAG 2.1.1, 2.4.3).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { magicLinkMail, signInAdmin, startCamp, stopCamp, toast } from "./browser.mjs";

const me = { email: "sunny.dunes@example.com", name: "Sunny Dunes", status: "Newbie", location: "Reno, NV", burnYears: 2 };
const members = [
  { email: "ada@example.com", name: "Ada Arrow", status: "Veteran", burnYears: 9 },
  { email: "bo@example.com", name: "Bo Beacon", status: "Veteran", burnYears: 5 },
  me,
];
const accommodations = [{ name: "Dusty Dome", type: "Yurt" }];

let server;
let browser;
let campName;

before(async () => {
  ({ server, browser } = await startCamp({ members, accommodations }));
  campName = (await (await fetch(`${server.origin}/api/config`)).json()).campName;
});
after(() => stopCamp({ server, browser }));

/** What has focus: its tag, accessible-ish name and a few attributes to assert on. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase(),
      name: el?.getAttribute("name"),
      text: el?.textContent?.trim(),
      label: el?.getAttribute("aria-label"),
      memberId: el?.closest("[data-member-id]")?.getAttribute("data-member-id") ?? null,
      inDialog: Boolean(el?.closest("[role=dialog]")),
    };
  });
/** Presses Tab until `match(focused)` holds, at most `limit` times. */
async function tabTo(page, match, limit = 30, key = "Tab") {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (match(await focused(page))) return;
  }
  assert.fail(`no Tab stop matched within ${limit} presses (last: ${JSON.stringify(await focused(page))})`);
}
/** A dashboard tab link (Radix repeats the label in a hidden bold copy, hence the repetition). */
const tabLink = (f, label) => f.tag === "a" && new RegExp(`^(${label})+$`).test(f.text);
/** Waits until the focused element satisfies `match` (run in the page), and says where focus is if it never does. */
async function focusReaches(page, match, arg) {
  try {
    await page.waitForFunction(match, arg, { timeout: 10_000 });
  } catch {
    assert.fail(`focus did not arrive (${match}); it is on ${JSON.stringify(await focused(page))}`);
  }
}
const titled = (page, title) => page.waitForFunction((t) => document.title === t, title, { timeout: 10_000 });
/** Only the current section's link carries aria-current (Radix TabNav doubles the label, hence the repeat). */
const onlyCurrent = (page, label) =>
  page.waitForFunction((l) => [...document.querySelectorAll("[aria-current]")].map((a) => a.textContent).join("|") === l + l, label, {
    timeout: 10_000,
  });

async function signedInMember() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}/auth`);
  await page.getByRole("button", { name: "ENTER" }).waitFor();
  // The skip link is the first stop, ENTER the next.
  await page.keyboard.press("Tab");
  assert.equal((await focused(page)).text, "Skip to main content");
  await tabTo(page, (f) => f.text === "ENTER");
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "email");
  await page.keyboard.type(me.email);
  await page.keyboard.press("Enter");
  await toast(page, "Check your email for a secure login link.");

  const mail = await magicLinkMail(browser, server, me.email);
  const code = /<strong>(\d{6})<\/strong>/.exec(mail.html)[1];
  await tabTo(page, (f) => f.label === null && f.tag === "input" && f.name !== "email");
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.origin}/`);
  await page.getByTestId("member-card").first().waitFor();
  return { context, page };
}

test("a member signs in with the code, opens a member, steps on, closes and lands on the same card, then edits and saves their profile", async () => {
  const { context, page } = await signedInMember();
  await titled(page, `Directory — ${campName}`);

  // The skip link jumps past the header to the directory.
  await page.keyboard.press("Tab");
  assert.equal((await focused(page)).text, "Skip to main content");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "main");

  // The view toggle is a radio group: the arrow keys select.
  await tabTo(page, (f) => f.text === "CardsCards");
  await page.keyboard.press("ArrowRight");
  await page.getByTestId("member-row").first().waitFor();
  await page.keyboard.press("ArrowLeft");
  await page.getByTestId("member-card").first().waitFor();

  // Open the first card by Tab and Enter, step to the next member, close: focus is back on that card.
  await tabTo(page, (f) => f.memberId !== null);
  const opener = await focused(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("member-detail");
  await dialog.waitFor();
  const firstTitle = await dialog.getByRole("heading").first().textContent();
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((title) => document.querySelector("[data-testid=member-detail] h2")?.textContent !== title, firstTitle);
  // At the last member, Next is disabled: focus stays in the dialog.
  await tabTo(page, (f) => f.label === "Next member");
  for (let i = 0; i < members.length && (await focused(page)).label === "Next member"; i++) await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Next member" }).and(page.locator(":disabled")).waitFor();
  const atEnd = await focused(page);
  assert.ok(
    atEnd.inDialog && atEnd.label === "Previous member",
    `focus moves to Previous when Next becomes disabled (${JSON.stringify(atEnd)})`,
  );
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  // Radix returns focus in a task after the dialog unmounts: wait for it to land, then check where.
  await focusReaches(page, () => document.activeElement && document.activeElement !== document.body);
  const back = await focused(page);
  assert.equal(back.memberId, opener.memberId, "focus returns to the card that opened the dialog");

  // Edit the own profile from its card and save with Enter; focus comes back to the edit button.
  const own = page.getByTestId("member-card").filter({ hasText: me.name });
  await own.getByRole("button", { name: "Edit your profile" }).focus();
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("edit-profile");
  await editor.waitFor();
  await tabTo(page, (f) => f.name === "playaName");
  await page.keyboard.type("Shade Maker");
  await page.keyboard.press("Enter");
  await toast(page, "Profile has been successfully updated.");
  await editor.waitFor({ state: "detached" });
  await focusReaches(page, () => document.activeElement && document.activeElement !== document.body);
  assert.equal((await focused(page)).label, "Edit your profile");
  await own.getByText("“Shade Maker”").waitFor();
  await context.close();
});

test("an admin chooses a dashboard section and assigns an accommodation in a cell, by keyboard", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAdmin(context, server);
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin`);
  await page.getByTestId("admin-member-row").first().waitFor();
  await titled(page, `Admin · Members — ${campName}`);
  await onlyCurrent(page, "Members");

  await tabTo(page, (f) => tabLink(f, "Onboarding"), 60);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.origin}/admin/onboarding`);
  await focusReaches(page, () => document.activeElement?.tagName === "H2" && document.activeElement.textContent === "Onboarding");
  await titled(page, `Admin · Onboarding — ${campName}`);
  await onlyCurrent(page, "Onboarding");
  await page.getByTestId("live-announcer").getByText("Onboarding section").waitFor({ state: "attached" });

  // Back to Members: Shift+Tab from the heading reaches the tab bar.
  await tabTo(page, (f) => tabLink(f, "Members"), 60, "Shift+Tab");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.origin}/admin`);
  await page.getByTestId("admin-member-row").first().waitFor();
  await tabTo(page, (f) => f.label === "Accommodation for Ada Arrow: none. Assign", 80);
  await page.keyboard.press("Enter");
  await focusReaches(page, () => document.activeElement?.getAttribute("aria-label") === "Accommodation for Ada Arrow");
  await page.keyboard.type("Dusty Dome");
  await page.keyboard.press("Enter");
  await focusReaches(page, () => document.activeElement?.getAttribute("aria-label") === "Accommodation for Ada Arrow: Dusty Dome. Change");
  await context.close();
});

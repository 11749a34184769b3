// Issue 26 in a real browser, at 1280 and 375 px: an admin sets the season's tiers, records a
// payment and reads the picture; a member fills in their care details and sees their own dues;
// an admin's read of the medical note is audited, and nothing of it reaches the member's offline copy.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { executeSql } from "../../scripts/lib/local.mjs";
import { newAdminContext, signInMember, startCamp, stopCamp, toast } from "./browser.mjs";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
const members = [
  { email: "dana.dues@example.com", name: "Dana Dues", status: "Veteran" },
  { email: "owen.owes@example.com", name: "Owen Owes", status: "Newbie" },
  { email: "mo.maybe@example.com", name: "Mo Maybe", status: "Newbie" },
];
const NOTE = "Asthma, inhaler in the left tent pocket MED-E2E-42";
let server;
let browser;

before(async () => {
  const seasonSql = `INSERT INTO seasons (year, name, festival_start, festival_end, status, is_current) VALUES (2026, 'Season 2026', '2026-08-30', '2026-09-07', 'open', 1);
    INSERT INTO season_members (season_id, member_id, answer) SELECT 1, id, CASE WHEN email LIKE 'mo.%' THEN 'maybe' ELSE 'yes' END FROM members;`;
  ({ server, browser } = await startCamp({ members, beforeStart: () => executeSql(seasonSql) }));
});
after(() => stopCamp({ server, browser }));

const adminContext = (width = 1280) =>
  newAdminContext(browser, server, { viewport: { width, height: 900 }, acceptDownloads: true, reducedMotion: "reduce" });

async function memberContext(email, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await signInMember(page, browser, server, email);
  return { context, page };
}

test("an admin sets tiers and settings, records a payment, reads the picture, filters and exports", async () => {
  const context = await adminContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/dues`);
  await page.getByRole("heading", { name: "Dues · Season 2026" }).waitFor();

  const tiers = page.getByTestId("dues-tiers");
  // A bad amount is refused with the server's reason and nothing is added.
  await tiers.getByLabel("New tier name").fill("Full");
  await tiers.getByLabel("Amount (USD)").fill("-5");
  await tiers.getByRole("button", { name: "Add tier" }).click();
  await toast(page, "The amount cannot be negative");
  await tiers.getByLabel("Amount (USD)").fill("180.00");
  await tiers.getByRole("button", { name: "Add tier" }).click();
  await toast(page, "Tier Added");
  await tiers.getByLabel("Amount of tier Full").waitFor();

  const settings = page.getByTestId("dues-settings");
  await settings.getByLabel("Pay link (https://…)").fill("https://pay.example.org/camp");
  await settings.getByLabel("How to pay (shown to members)").fill("Or cash to Bea at build weekend.");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await toast(page, "Dues Settings Saved");

  await page.getByTestId("dues-figures").getByText("$0.00 of $360.00 (0%)").waitFor();
  await page.getByRole("button", { name: "Payments of Dana Dues" }).click();
  const dialog = page.getByTestId("payments-dialog");
  await dialog.getByLabel("Amount (USD)").fill("12.505");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await toast(page, "At most 2 decimals in USD");
  await dialog.getByLabel("Amount (USD)").fill("90");
  await dialog.getByLabel("Note (method, reference)").fill("Venmo");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await toast(page, "Payment Recorded");
  await dialog.getByRole("cell", { name: "Venmo" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByTestId("dues-figures").getByText("$90.00 of $360.00 (25%)").waitFor();
  const chart = page.getByTestId("dues-chart").getByRole("img");
  assert.equal(await chart.getAttribute("aria-label"), "Collected $90.00 of $360.00 expected (25%)");
  await page.getByTestId("dues-chart").getByText("Partly paid 1").waitFor();
  await page.screenshot({ path: `${SHOTS}dues-1280.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export payments (CSV)" }).click()]);
  const csv = readFileSync(await download.path(), "utf8");
  assert.ok(csv.startsWith("\uFEFFName,Email,Amount,Currency,Paid on,Note,Recorded by"));
  assert.match(csv, /Dana Dues,dana\.dues@example\.com,90\.00,USD,\d{4}-\d{2}-\d{2},Venmo,/);

  // Members tab: filter by dues status.
  await page.goto(`${server.origin}/admin`);
  await page.getByTestId("admin-member-row").first().waitFor();
  await page.getByRole("combobox", { name: "Dues" }).click();
  await page.getByRole("option", { name: "Partly paid" }).click();
  await page.getByText("Showing 1 of 3 members").waitFor();
  assert.deepEqual(
    await page
      .getByTestId("admin-member-row")
      .getByRole("rowheader")
      .allInnerTexts()
      .then((t) => t.map((x) => x.split("\n")[0])),
    ["Dana Dues"],
  );
  await context.close();

  // The same screen at 375 px: usable, the figures in text.
  const phone = await adminContext(375);
  const small = await phone.newPage();
  await small.goto(`${server.origin}/admin/dues`);
  await small.getByTestId("dues-figures").getByText("$90.00 of $360.00 (25%)").waitFor();
  assert.ok(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), "no sideways scroll of the page");
  await small.screenshot({ path: `${SHOTS}dues-375.png`, fullPage: true });
  await phone.close();
});

test("a member gives care details and sees their own dues; an admin's read of the medical note is audited; nothing reaches the offline copy", async () => {
  for (const width of [1280, 375]) {
    const { context, page } = await memberContext("owen.owes@example.com", width);
    await page.getByTestId("own-dues").getByText("Your dues for Season 2026").waitFor();
    await page.getByTestId("own-dues").getByText("Unpaid").waitFor();
    await page.getByTestId("own-dues").getByRole("link", { name: "https://pay.example.org/camp" }).waitFor();
    if (width === 375) await page.screenshot({ path: `${SHOTS}own-dues-375.png` });

    await page.getByRole("button", { name: "Edit your profile" }).first().click();
    const care = page.getByTestId("care-details");
    await care.waitFor();
    await care.getByLabel("Emergency contact name").fill(`Robin Owes ${width}`);
    await care.getByLabel("Relation").fill("brother");
    await care.getByLabel("Emergency contact phone").fill("call me");
    await care.getByLabel("Dietary needs").fill("No nuts");
    await care.getByLabel("Medical note (optional)").fill(NOTE);
    await page.getByRole("button", { name: "Save Profile" }).click();
    await care.getByText(/Phone must be 6–20 characters/).waitFor();
    await care.getByLabel("Emergency contact phone").fill("+1 (775) 555-0142");
    await care.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}care-${width}.png` });
    await page.getByRole("button", { name: "Save Profile" }).click();
    await toast(page, "Profile Updated");
    // Reopened, it shows what was saved.
    await page.getByRole("button", { name: "Edit your profile" }).first().click();
    await page.getByTestId("care-details").getByLabel("Emergency contact phone").waitFor();
    assert.equal(await page.getByTestId("care-details").getByLabel("Emergency contact phone").inputValue(), "+1 (775) 555-0142");
    assert.equal(await page.getByTestId("care-details").getByLabel("Medical note (optional)").inputValue(), NOTE);
    await page.keyboard.press("Escape");

    // Everything this device keeps for offline reading: no care details.
    await page.waitForFunction(async () => (await caches.keys()).length > 0);
    const kept = await page.evaluate(async () => {
      let text = "";
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          if ((response?.headers.get("content-type") ?? "").includes("image")) continue;
          text += `${request.url}\n${await response?.text()}\n`;
        }
      }
      return text + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    });
    assert.ok(kept.includes("Owen Owes"), "the offline copy is there");
    // (the app's own code, precached, names the fields; no value may be kept)
    for (const secret of ["MED-E2E-42", "Robin Owes", "555-0142", "No nuts"])
      assert.ok(!kept.includes(secret), `offline copy has ${secret}`);
    await context.close();
  }

  // The admin reads the note: one audit row per read.
  const context = await adminContext();
  const page = await context.newPage();
  const reads = async () => {
    const { entries } = await (await context.request.get(`${server.origin}/api/admin/audit?limit=200`)).json();
    return entries.filter((e) => e.action === "member.medical-note.read" && e.targetLabel?.startsWith("Owen Owes"));
  };
  assert.equal((await reads()).length, 0);
  await page.goto(`${server.origin}/admin`);
  await page.getByRole("button", { name: /^Edit Owen Owes/ }).click();
  const panel = page.getByTestId("admin-care");
  await panel.getByRole("button", { name: "Show care details" }).click();
  await panel.getByText(NOTE).waitFor();
  await panel.getByText("+1 (775) 555-0142").waitFor();
  await page.screenshot({ path: `${SHOTS}admin-care-1280.png` });
  await panel.getByRole("button", { name: "Hide care details" }).click();
  await panel.getByRole("button", { name: "Show care details" }).click();
  await panel.getByText(NOTE).waitFor();
  const rows = await reads();
  assert.equal(rows.length, 2);
  assert.ok(rows.every((r) => r.adminUsername === server.admin.username && !JSON.stringify(r).includes("MED-E2E")));

  // The printable emergency list: coming members only; medical notes only when ticked.
  await page.goto(`${server.origin}/admin/emergency-list`);
  const list = page.getByTestId("emergency-list");
  await list.getByText("Robin Owes 375, brother").waitFor();
  assert.equal(await list.getByText("Mo Maybe").count(), 0);
  assert.equal(await list.getByText(NOTE).count(), 0);
  await page.getByLabel("Include medical notes").click();
  await list.getByText(NOTE).waitFor();
  assert.equal((await reads()).length, 3);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `${SHOTS}emergency-list-print.png`, fullPage: true });
  assert.equal(await page.getByRole("button", { name: "Print" }).isVisible(), false);
  await context.close();
});

// Issue 14 in a real browser: export the members, edit the file, import it with a preview and
// confirm; add a second admin (with a password, and with a one-time link) who then signs in.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { signInAdmin, startCamp, stopCamp, toast } from "./browser.mjs";

const members = [
  { email: "olga.organiser@example.com", name: "Olga Organiser", status: "Veteran", location: "Reno" },
  { email: "nico.newbie@example.com", name: "Nico Newbie", status: "Newbie", playaName: "=1+1" },
];
let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members })));
after(() => stopCamp({ server, browser }));

async function adminPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await signInAdmin(context, server);
  return { context, page: await context.newPage() };
}
const row = (page, name) =>
  page.getByTestId("admin-member-row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });

test("export the members, edit the file, import it with a preview, confirm", async () => {
  const { context, page } = await adminPage();
  await page.goto(`${server.origin}/admin`);
  await row(page, "Nico Newbie").waitFor();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
  assert.match(download.suggestedFilename(), /^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync(await download.path(), "utf8");
  assert.ok(exported.startsWith("\uFEFFEmail,Name,Playa name,Status"), "UTF-8 BOM and the header row");
  assert.ok(exported.includes(`"'=1+1"`), "a formula cell is neutralised");

  // Edited as a spreadsheet would: a name changes, a member is added at the end.
  const edited = exported.replace("Nico Newbie", "Nico Nüwbie").replace(/\r\n$/, "\r\nzoe.neu@example.com,Zoë Neu,,Virgin\r\n");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByTestId("import-dialog");
  await dialog.getByTestId("import-file").setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(edited) });
  const preview = dialog.getByTestId("import-preview");
  await preview.getByText("1 new", { exact: true }).waitFor();
  await preview.getByText("1 changed", { exact: true }).waitFor();
  await preview.getByText("Zoë Neu <zoe.neu@example.com>").waitFor();
  await preview.getByText(/Name “Nico Newbie” → “Nico Nüwbie”/).waitFor();
  // The preview wrote nothing.
  assert.equal(await row(page, "Zoë Neu").count(), 0);

  await dialog.getByTestId("confirm-import").click();
  await toast(page, "Import Complete");
  await row(page, "Zoë Neu").waitFor();
  await row(page, "Nico Nüwbie").waitFor();
  // the playa name that looked like a formula came back as it was
  await row(page, "Nico Nüwbie").getByText("“=1+1”").waitFor();
  await context.close();
});

test("add a second admin who signs in; and one with a one-time set-password link", async () => {
  const { context, page } = await adminPage();
  await page.goto(`${server.origin}/admin`);
  await page.getByRole("button", { name: "Settings" }).click();
  const admins = page.getByTestId("admins-settings");
  await admins.getByLabel("Username").fill("second-admin");
  await admins.getByLabel(/First password/).fill("second admin password");
  await admins.getByRole("button", { name: "Add Admin" }).click();
  await toast(page, "Admin added");
  await admins.getByTestId("admin-row").filter({ hasText: "second-admin" }).waitFor();

  const second = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await second.goto(`${server.origin}/auth`);
  await second.getByRole("button", { name: "ENTER" }).click();
  await second.getByRole("tab", { name: "Admin" }).click();
  await second.getByPlaceholder("Enter username").fill("second-admin");
  await second.getByPlaceholder("Enter password").fill("second admin password");
  await second.getByRole("button", { name: "Sign In" }).click();
  await toast(second, "Admin login successful! Redirecting...");
  await second.getByRole("link", { name: "Admin" }).click();
  await second.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

  // With a link instead: shown once, opened by the new admin, who chooses a password.
  await admins.getByLabel("Username").fill("linked-admin");
  await admins.getByRole("radio", { name: "Give a one-time link" }).click();
  await admins.getByRole("button", { name: "Add Admin" }).click();
  const link = (await admins.getByTestId("set-password-link").locator("code").textContent()).trim();
  assert.match(link, /\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  const third = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await third.goto(link.replace(/^https?:\/\/[^/]+/, server.origin));
  await third.getByLabel(/^Password \(at least/).fill("linked admin password");
  await third.getByLabel("Password again").fill("linked admin password");
  await third.getByRole("button", { name: "Set Password" }).click();
  await third.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

  // Removing the second admin ends their session at once: their next call is refused.
  page.on("dialog", (d) => d.accept());
  await admins.getByTestId("admin-row").filter({ hasText: "second-admin" }).getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await toast(page, "Admin removed");
  const status = await second.request.get(`${server.origin}/api/auth/status`);
  assert.equal(status.status(), 401);
  await context.close();
});

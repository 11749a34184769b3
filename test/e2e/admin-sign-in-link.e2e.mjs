// Issue 24, item 6: twenty wrong passwords lock the admin sign-in form, but the real admin still
// gets in with a link emailed to the address they saved under Settings → Admins.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { readOutbox, startCamp, stopCamp, toast } from "./browser.mjs";

let server;
let browser;
const locked = { username: "locked-admin", password: "locked admin password", email: "locked.admin@example.com" };

before(async () => ({ server, browser } = await startCamp()));
after(() => stopCamp({ server, browser }));

test("a locked-out admin signs in with the emailed link; the address is set in Settings → Admins", async () => {
  // The dev admin adds a second admin, who then saves their own email address.
  const dev = await browser.newContext();
  const headers = { origin: server.origin };
  const devLogin = await dev.request.post(`${server.origin}/api/auth/admin/login`, { data: server.admin, headers });
  assert.ok(devLogin.ok(), `dev admin login: ${devLogin.status()} ${await devLogin.text()}`);
  const added = await dev.request.post(`${server.origin}/api/admin/admins`, {
    data: { username: locked.username, password: locked.password },
    headers,
  });
  assert.equal(added.status(), 201);

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  assert.ok((await context.request.post(`${server.origin}/api/auth/admin/login`, { data: locked, headers })).ok());
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin`);
  await page.getByRole("button", { name: "Settings" }).click();
  const settings = page.getByTestId("admins-settings");
  await settings.getByLabel("Your email for sign-in links").fill("not an address");
  await settings.getByRole("button", { name: "Save Email" }).click();
  await settings.getByRole("alert").getByText("Please enter a valid email address").waitFor();
  await settings.getByLabel("Your email for sign-in links").fill(locked.email);
  await settings.getByRole("button", { name: "Save Email" }).click();
  await toast(page, "Email address saved");
  await settings.getByText(`sign-in links to ${locked.email}`).waitFor();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(`${server.origin}/auth`);

  // A stranger guesses: the form locks, for the right password too.
  for (let i = 0; i < 6; i++)
    await context.request.post(`${server.origin}/api/auth/admin/login`, {
      data: { username: locked.username, password: `wrong guess ${i}` },
      headers,
    });
  await page.getByRole("button", { name: "ENTER" }).click();
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByPlaceholder("Enter username").fill(locked.username);
  await page.getByPlaceholder("Enter password").fill(locked.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page
    .locator(".toast")
    .getByText(/Too many attempts.*Email me a sign-in link/)
    .first()
    .waitFor();
  await page.screenshot({ path: "test/e2e/screenshots/admin-sign-in-link-375.png" });

  // The way in the stranger cannot block.
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await toast(page, "Check your email");
  const outbox = await readOutbox(dev.request, server.origin, server.admin);
  const mail = outbox.find((entry) => entry.toAddress === locked.email && entry.template === "admin_sign_in");
  assert.ok(mail, "the sign-in link is in the outbox");
  const path = /\/verify\?for=admin&(?:amp;)?token=[A-Za-z0-9_-]+/.exec(mail.html)[0].replace("&amp;", "&");
  await page.goto(`${server.origin}${path}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.origin}/`);
  await page.goto(`${server.origin}/admin`);
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

  // The audit log says the lock-out happened.
  const audit = await (await dev.request.get(`${server.origin}/api/admin/audit?limit=50`)).json();
  assert.ok(
    audit.entries.some((e) => e.action === "admin.sign-in-locked" && e.targetLabel.startsWith(`${locked.username}: sign-in locked after`)),
    "a lock-out row in the audit log",
  );
  await context.close();
  await dev.close();
});

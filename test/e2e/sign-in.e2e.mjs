import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { magicLinkMail, signInAdmin, startCamp, stopCamp, waitForMail } from "./browser.mjs";

const member = { email: "sunny.dunes@example.com", name: "Sunny Dunes", status: "Newbie" };
let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members: [member] })));
after(() => stopCamp({ server, browser }));

test("a visitor is sent to the login screen and unknown paths show the 404 screen", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/`);
  await page.waitForURL(`${server.origin}/auth`);
  await page.getByRole("button", { name: "ENTER" }).waitFor();
  await page.goto(`${server.origin}/no/such/page`);
  await page.getByText("404 Page Not Found").waitFor();
  // One alignment: heading and text centred like the button, also when they wrap.
  await page.setViewportSize({ width: 375, height: 800 });
  const aligns = await page.evaluate(() => [...document.querySelectorAll("h1, p")].map((el) => getComputedStyle(el).textAlign));
  assert.deepEqual(aligns, ["center", "center"]);
  await page.close();
});

test("the login screen validates before it calls the server", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/auth`);
  await page.getByRole("button", { name: "ENTER" }).click();
  await page.getByRole("dialog").getByText("Access Camp Directory").waitFor();
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await page.locator(".toast").getByText("Please enter your email address.", { exact: true }).waitFor();
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.locator(".toast").getByText("Please enter both username and password.", { exact: true }).waitFor();
  await page.goto(`${server.origin}/auth?error=invalid-link`);
  await page.locator(".toast").getByText("Invalid or expired magic link. Please request a new one.", { exact: true }).waitFor();
  await page.close();
});

test("the dev admin signs in and out; a member signs in with the emailed link", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}/auth`);
  await page.getByRole("button", { name: "ENTER" }).click();
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByPlaceholder("Enter username").fill(server.admin.username);
  await page.getByPlaceholder("Enter password").fill(server.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.locator(".toast").getByText("Admin login successful! Redirecting...", { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("simpleAuth")), "true");
  await page.waitForURL(`${server.origin}/`);
  await page.getByRole("heading", { name: "Camp Member Directory" }).waitFor();
  await page.getByRole("link", { name: "Admin" }).waitFor();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(`${server.origin}/auth`);
  await page.locator(".toast").getByText("Logged Out", { exact: true }).waitFor();

  await page.getByRole("button", { name: "ENTER" }).click();
  await page.getByPlaceholder("Enter your email").fill(member.email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await page.locator(".toast").getByText("Check your email for a secure login link.", { exact: true }).waitFor();
  assert.equal(await page.getByPlaceholder("Enter your email").inputValue(), "");

  // Follow the link from the outbox, as a member would from their inbox.
  const mail = await magicLinkMail(browser, server, member.email);
  assert.ok(mail, "the magic link email is in the outbox");
  const path = /\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.html)[0];
  await page.goto(`${server.origin}${path}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.origin}/`);
  await page.locator(".toast").getByText("You have been successfully logged in.", { exact: true }).waitFor();
  await page.getByTestId("member-card").filter({ hasText: member.name }).getByRole("button", { name: "Edit your profile" }).waitFor();
  await page.screenshot({ path: "test/e2e/screenshots/member-home.png" });

  // The same link cannot be used twice.
  const second = await browser.newPage();
  await second.goto(`${server.origin}${path}`);
  await second.getByRole("button", { name: "Sign in" }).click();
  await second.waitForURL(/\/auth/);
  await second.locator(".toast").getByText("Invalid or expired magic link. Please request a new one.", { exact: true }).waitFor();
  await second.close();

  // A member who opens the dashboard is sent home; one who opens /auth too.
  await page.goto(`${server.origin}/admin`);
  await page.waitForURL(`${server.origin}/`);
  await page.goto(`${server.origin}/auth`);
  await page.waitForURL(`${server.origin}/`);
  await context.close();
});

/** A browser context signed in as a new member, through the emailed link. */
async function memberContext(email, name) {
  const adminSide = await browser.newContext();
  await signInAdmin(adminSide, server);
  const created = await adminSide.request.post(`${server.origin}/api/admin/members`, {
    data: { email, name, status: "Veteran" },
    headers: { origin: server.origin },
  });
  assert.equal(created.status(), 201);
  const { id } = await created.json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  assert.ok(
    (await context.request.post(`${server.origin}/api/send-magic-link`, { data: { email }, headers: { origin: server.origin } })).ok(),
  );
  const mail = await waitForMail(
    adminSide.request,
    server.origin,
    server.admin,
    (m) => m.toAddress === email && m.template === "magic_link",
  );
  const token = /verify\?token=([A-Za-z0-9_-]+)/.exec(mail.html)[1];
  assert.ok((await context.request.post(`${server.origin}/api/auth/verify`, { data: { token }, headers: { origin: server.origin } })).ok());
  return { context, adminSide, id };
}

test("a member whose session ends is sent to the login screen with a message at the next poll", async () => {
  const { context, adminSide, id } = await memberContext("leaving.soon@example.com", "Leaving Soon");
  const page = await context.newPage();
  // The 30 s poll is moved forward by the test's clock, not waited for.
  await page.clock.install();
  await page.goto(`${server.origin}/`);
  await page.getByTestId("member-card").filter({ hasText: "Leaving Soon" }).waitFor();

  const deleted = await adminSide.request.delete(`${server.origin}/api/admin/members/${id}`, { headers: { origin: server.origin } });
  assert.ok(deleted.ok());
  await page.clock.fastForward("00:31");
  await page.waitForURL(`${server.origin}/auth`);
  await page.locator(".toast").getByText("You have been signed out. Please sign in again.", { exact: true }).waitFor();
  await page.getByRole("button", { name: "ENTER" }).waitFor();
  assert.equal(await page.getByTestId("member-card").count(), 0, "no stale list stays on screen");
  await adminSide.close();
  await context.close();
});

test("the sign-in code box stays, naming the address, across the dialog's tabs, closing it and a reload", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}/auth`);
  await page.getByRole("button", { name: "ENTER" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByPlaceholder("Enter your email").fill(member.email);
  await dialog.getByRole("button", { name: "Send Magic Link" }).click();
  const sentTo = dialog.getByTestId("code-sent-to");
  await sentTo.waitFor();
  assert.equal(await sentTo.innerText(), `We sent a sign-in link and code to ${member.email}. Both work for one hour.`);

  await dialog.getByRole("tab", { name: "Admin" }).click();
  await dialog.getByPlaceholder("Enter username").waitFor();
  await dialog.getByRole("tab", { name: "Member" }).click();
  await sentTo.waitFor();
  // The dialog has a close button; reopening it keeps the code box.
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "ENTER" }).click();
  await sentTo.waitFor();
  await page.reload();
  await page.getByRole("button", { name: "ENTER" }).click();
  await sentTo.getByText(member.email).waitFor();

  const mail = await magicLinkMail(browser, server, member.email);
  const code = /<strong>(\d{6})<\/strong>/.exec(mail.html)[1];
  await dialog.getByPlaceholder("123456").fill(code);
  await dialog.getByRole("button", { name: "Sign in with code" }).click();
  await page.waitForURL(`${server.origin}/`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("camp.signInCodeSent")), null, "forgotten once used");
  await context.close();
});

import assert from "node:assert/strict";
import { afterEach } from "node:test";
import { chromium } from "playwright-core";
import { startServer } from "./server.mjs";

export const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });

/**
 * Signs a request context in as admin and returns the first outbox entry `match` accepts, once there
 * is one: a sign-in link is written after the answer to its request (no account enumeration by timing).
 */
export async function waitForMail(request, origin, admin, match, { timeout = 15_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (let outbox = await readOutbox(request, origin, admin); ; outbox = (await request.get(`${origin}/api/admin/outbox`)).json()) {
    const mail = (await outbox).find(match);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no such mail in the outbox after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs a request context in as admin and returns the outbox entries (bodies are kept locally). */
export async function readOutbox(request, origin, admin) {
  const login = await request.post(`${origin}/api/auth/admin/login`, { data: admin, headers: { origin } });
  if (!login.ok()) throw new Error(`admin login for outbox failed: ${login.status()}`);
  return (await request.get(`${origin}/api/admin/outbox`)).json();
}

// What the browser saw go wrong (console errors, failed requests, API answers of 400 and up) and
// the server's last words, printed only when a test fails: a failure on a busy CI machine then says
// more than which locator timed out.
const trail = [];
let trailServer;
const note = (line) => trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
function watch(context) {
  context.on("console", (m) => m.type() === "error" && note(`console: ${m.text()}`));
  context.on("weberror", (e) => note(`page error: ${e.error().message}`));
  context.on("requestfailed", (r) => note(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ""}`));
  context.on("response", (r) => r.status() >= 400 && note(`${r.status()}: ${r.request().method()} ${r.url()}`));
  return context;
}
afterEach((t) => {
  if (!t.passed) {
    const server = trailServer?.output().split("\n").slice(-40).join("\n");
    console.error(
      `--- what the browser saw (${t.name}) ---\n${trail.slice(-60).join("\n") || "nothing"}\n--- the server's last lines ---\n${server ?? ""}`,
    );
  }
  trail.length = 0;
});

/** A server (startServer's options) and Chromium for one test file; `stopCamp` ends both. */
export async function startCamp(options) {
  const server = await startServer(options);
  trailServer = server;
  const browser = await launch();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watch(await newContext(...args));
  return { server, browser };
}

export async function stopCamp({ server, browser }) {
  await browser?.close();
  await server?.stop();
}

/** Waits for the toast that says exactly `text`. */
export const toast = (page, text) => page.locator(".toast").getByText(text, { exact: true }).waitFor();

/** Signs a browser context in as the development admin through the API (no login screen on the way). */
export async function signInAdmin(context, server) {
  const login = await context.request.post(`${server.origin}/api/auth/admin/login`, {
    data: server.admin,
    headers: { origin: server.origin },
  });
  assert.ok(login.ok(), `admin login: ${login.status()} ${await login.text()}`);
  return context;
}

/**
 * The sign-in mail last sent to `email`, read by a context of its own: reading the outbox signs that
 * context in as admin, which must not replace the session of a context under test.
 */
export async function magicLinkMail(browser, server, email) {
  const mailbox = await browser.newContext();
  try {
    return await waitForMail(
      mailbox.request,
      server.origin,
      server.admin,
      (entry) => entry.toAddress === email && entry.template === "magic_link",
    );
  } finally {
    await mailbox.close();
  }
}

/** Signs `page` in as the member `email` the way a member does: the emailed link, then "Sign in". */
export async function signInMember(page, browser, server, email) {
  const sent = await page.request.post(`${server.origin}/api/send-magic-link`, { data: { email }, headers: { origin: server.origin } });
  assert.ok(sent.ok(), `send-magic-link: ${sent.status()}`);
  const mail = await magicLinkMail(browser, server, email);
  await page.goto(`${server.origin}${/\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.html)[0]}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.origin}/`);
}

/** A new browser context (`options` as browser.newContext takes them) signed in as the development admin. */
export async function newAdminContext(browser, server, options) {
  return signInAdmin(await browser.newContext(options), server);
}

/**
 * Full-page screenshots at 1280 and then 375 px (test/e2e/screenshots/<name>-<width>.png), each taken
 * once the page has laid out at that width and checked never to be wider than the window (tables
 * scroll inside their card). The page is left at 375 px.
 */
export async function screenshotsAtTwoWidths(page, name) {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
    // Two frames, so a full-page shot does not catch the layout half reflowed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} fits ${width} px`);
    await page.screenshot({ path: `test/e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

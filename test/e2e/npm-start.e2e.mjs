// Issue 24 (7, 12): what a camp tries first shows what members get. The app started the way
// `npm start` starts it (scripts/start.mjs: migrations, the admin, a build, `vite preview`) on its
// own PORT: the banner says where local mail is read, sign-in links follow the port, the mail and
// sweep handlers answer, and after one visit the directory reads offline.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { startCamp, stopCamp } from "./browser.mjs";

const me = { email: "sunny.dunes@example.com", name: "Sunny Dunes", status: "Newbie", bio: "Builds shade." };
const members = [{ email: "vera@example.com", name: "Vera Voyager", status: "Veteran", bio: "Camp lead." }, me];

let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members, npmStart: true })));
after(() => stopCamp({ server, browser }));

/** Polls `check` in the page until it is true. */
async function until(page, check, timeout = 90_000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${check}`);
    await page.waitForTimeout(100);
  }
}

test("npm start prints the admin and where local mail is read, and serves the local handlers", async () => {
  const banner = server.output();
  assert.match(banner, new RegExp(`Camp directory: ${server.origin}`));
  assert.match(banner, new RegExp(`Development admin: username "${server.admin.username}", password "${server.admin.password}"`));
  assert.match(banner, new RegExp(`read it at ${server.origin}/admin/debugging`));
  const sweep = await fetch(`${server.origin}/cdn-cgi/handler/scheduled`);
  assert.equal(sweep.status, 200);
  // The email handler reaches the Worker, which refuses a stranger in words.
  const mail = await fetch(`${server.origin}/cdn-cgi/handler/email?from=stranger%40example.net&to=reply%2Bnone%40camp.example.org`, {
    method: "POST",
    body: "From: stranger@example.net\r\nTo: reply+none@camp.example.org\r\nMessage-ID: <probe@example.net>\r\nSubject: hi\r\n\r\nhello",
  });
  assert.match(await mail.text(), /Unknown sender/);
});

test("after npm start, one visit, then offline: the directory still reads", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const sent = await page.request.post(`${server.origin}/api/send-magic-link`, {
      data: { email: me.email },
      headers: { origin: server.origin },
    });
    assert.ok(sent.ok());
    // The admin finds the link at a glance in the outbox (Debug tab) and follows it.
    const login = await context.request.post(`${server.origin}/api/auth/admin/login`, {
      data: server.admin,
      headers: { origin: server.origin },
    });
    assert.ok(login.ok());
    await page.goto(`${server.origin}/admin/debugging`);
    const link = page.getByRole("link", { name: `Sign-in link for ${me.email}` });
    // The sign-in link points at this server's own port (APP_ORIGIN follows PORT).
    assert.match(await link.getAttribute("href"), new RegExp(`^${server.origin}/verify\\?token=[A-Za-z0-9_-]+$`));
    const box = await link.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, "the link is in sight at 375 px, no sideways scrolling");
    await page
      .getByTestId("outbox-row")
      .filter({ hasText: me.email })
      .screenshot({ path: "test/e2e/screenshots/outbox-sign-in-link-375.png" });
    await link.click();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.origin}/`);
    await page.getByTestId("member-card").filter({ hasText: "Vera Voyager" }).waitFor();
    await until(page, async () => {
      if (!navigator.serviceWorker.controller) return false;
      const data = await caches.open("camp-offline-data-v1");
      return Boolean(await data.match("/offline/data/members"));
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-banner").waitFor();
    await page.getByTestId("member-card").filter({ hasText: "Vera Voyager" }).waitFor();
    await page.getByTestId("member-card").filter({ hasText: "Sunny Dunes" }).waitFor();
  } finally {
    await context.close();
  }
});

import { chromium } from "playwright-core";

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

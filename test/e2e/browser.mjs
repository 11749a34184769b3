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

/** Signs a request context in as admin and returns the outbox entries (bodies are kept locally). */
export async function readOutbox(request, origin, admin) {
  const login = await request.post(`${origin}/api/auth/admin/login`, { data: admin, headers: { origin } });
  if (!login.ok()) throw new Error(`admin login for outbox failed: ${login.status()}`);
  return (await request.get(`${origin}/api/admin/outbox`)).json();
}

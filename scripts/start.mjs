// `npm start`: what members get, run locally. Local D1 migrations, the development admin, then the
// production build (service worker, offline directory and all) under workerd on http://localhost:5000.
// `npm run dev` (`--dev`): the same set-up with `vite dev` instead: hot reload, but no service worker.
// State persists in .wrangler/state (CAMP_STATE_DIR elsewhere); PORT picks another port.
import { spawn, spawnSync } from "node:child_process";
import { ensureDevVars, migrateLocal, root, upsertAdmin } from "./lib/local.mjs";

const dev = process.argv.includes("--dev");
const vars = ensureDevVars();
console.log("Applying local D1 migrations…");
migrateLocal();
await upsertAdmin(vars.DEV_ADMIN_USERNAME, vars.DEV_ADMIN_PASSWORD);

const port = process.env.PORT ?? "5000";
const origin = `http://localhost:${port}`;
// The Worker builds sign-in links from APP_ORIGIN; locally it follows the port (vite.config.ts).
const env = { ...process.env, PORT: port, CAMP_DEV_ORIGIN: origin };
const vite = `${root}node_modules/.bin/vite`;

if (!dev) {
  console.log("Building the app (npm run dev skips this and hot-reloads instead)…");
  const build = spawnSync(vite, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(vite, [dev ? "dev" : "preview", "--port", port, "--strictPort"], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// The banner once the app answers, so it is the last thing on screen.
for (let tries = 0; tries < 600 && server.exitCode === null; tries++) {
  const up = await fetch(`${origin}/api/config`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) {
    console.log(`
  Camp directory: ${origin}   (${dev ? "development: hot reload, no offline copy" : "the production build: works offline after one visit"})
  Development admin: username "${vars.DEV_ADMIN_USERNAME}", password "${vars.DEV_ADMIN_PASSWORD}"  (from .dev.vars)
  Local mail (sign-in links included) is not delivered: read it at ${origin}/admin/debugging (the outbox)
  A reply by mail: POST ${origin}/cdn-cgi/handler/email?from=…&to=…   A sweep now: ${origin}/cdn-cgi/handler/scheduled
`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

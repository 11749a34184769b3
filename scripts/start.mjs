// `npm start`: local D1 migrations, the development admin, then the app on http://localhost:5000.
import { spawn } from "node:child_process";
import { ensureDevVars, migrateLocal, root, upsertAdmin } from "./lib/local.mjs";

const vars = ensureDevVars();
console.log("Applying local D1 migrations…");
migrateLocal();
await upsertAdmin(vars.DEV_ADMIN_USERNAME, vars.DEV_ADMIN_PASSWORD);

const port = process.env.PORT ?? "5000";
console.log(`
  Camp directory: http://localhost:${port}
  Development admin: username "${vars.DEV_ADMIN_USERNAME}", password "${vars.DEV_ADMIN_PASSWORD}"  (from .dev.vars)
  Magic links are not mailed locally: read them on Admin → Debug (the outbox).
`);

// The Worker builds sign-in links from APP_ORIGIN; in development it follows the port (vite.config.ts).
const env = { ...process.env, CAMP_DEV_ORIGIN: `http://localhost:${port}` };
const vite = spawn(`${root}node_modules/.bin/vite`, ["dev", "--port", port, "--strictPort"], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));

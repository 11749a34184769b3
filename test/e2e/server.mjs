// Starts the production build under `vite preview` (workerd, every binding local) on its own
// state directory and port, with the development admin and any members a test needs.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDevVars, executeSql, migrateLocal, root, sqlString, upsertAdmin } from "../../scripts/lib/local.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "localhost", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startServer({ members = [] } = {}) {
  const stateDir = mkdtempSync(join(tmpdir(), "camp-e2e-"));
  process.env.CAMP_STATE_DIR = stateDir;
  const vars = ensureDevVars();
  migrateLocal();
  await upsertAdmin(vars.DEV_ADMIN_USERNAME, vars.DEV_ADMIN_PASSWORD);
  if (members.length) {
    executeSql(
      members
        .map((m) => `INSERT INTO members (email, name, status) VALUES (${sqlString(m.email)}, ${sqlString(m.name)}, ${sqlString(m.status)});`)
        .join("\n"),
    );
  }
  const port = await freePort();
  const child = spawn(`${root}node_modules/.bin/vite`, ["preview", "--port", String(port), "--strictPort"], {
    cwd: root,
    env: { ...process.env, CAMP_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/config`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`preview did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    admin: { username: vars.DEV_ADMIN_USERNAME, password: vars.DEV_ADMIN_PASSWORD },
    output: () => output,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 300));
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

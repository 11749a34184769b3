// Helpers shared by the project's node-side scripts (start, admin:create, seed, tests, bench).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { hashPassword } from "../../src/worker/lib/password.ts";

export const root = new URL("../../", import.meta.url).pathname;
const wranglerBin = `${root}node_modules/.bin/wrangler`;

/** Runs wrangler with the project's config; --persist-to follows CAMP_STATE_DIR like vite.config.ts. */
export function wrangler(args, { quiet = false } = {}) {
  const full = [...args];
  if (process.env.CAMP_STATE_DIR && full.includes("--local")) full.push("--persist-to", process.env.CAMP_STATE_DIR);
  const result = spawnSync(wranglerBin, full, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
    stdio: quiet ? "pipe" : ["inherit", "inherit", "inherit"],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stdout + result.stderr);
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

export const sqlString = (value) => (value === null || value === undefined ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);

/** Runs SQL against the D1 database, locally or on Cloudflare; `json` returns wrangler's JSON output. */
export function executeSql(sql, { remote = false, json = false } = {}) {
  const target = remote ? ["--remote", "--env", "production"] : ["--local"];
  return wrangler(["d1", "execute", "DB", ...target, "--command", sql, ...(json ? ["--json"] : [])], { quiet: true });
}

export function executeSqlFile(file, { remote = false } = {}) {
  const target = remote ? ["--remote", "--env", "production"] : ["--local"];
  return wrangler(["d1", "execute", "DB", ...target, "--file", file], { quiet: true });
}

export function migrateLocal() {
  wrangler(["d1", "migrations", "apply", "DB", "--local"], { quiet: true });
}

/** Creates the admin, or resets the password of an existing one with that username. */
export async function upsertAdmin(username, password, { remote = false } = {}) {
  const hash = await hashPassword(password);
  const user = sqlString(username);
  executeSql(
    `UPDATE admins SET password_hash = ${sqlString(hash)}, password_set = 1 WHERE lower(username) = lower(${user});
     INSERT INTO admins (username, password_hash) SELECT ${user}, ${sqlString(hash)}
       WHERE NOT EXISTS (SELECT 1 FROM admins WHERE lower(username) = lower(${user}));`,
    { remote },
  );
}

export function readDevVars(file = `${root}.dev.vars`) {
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .map((line) => line.match(/^\s*(\w+)\s*=\s*"?([^"]*)"?\s*$/))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
}

/** First run: .dev.vars from the committed example, with fresh random secrets. */
export function ensureDevVars() {
  const file = `${root}.dev.vars`;
  if (!existsSync(file)) {
    copyFileSync(`${root}.dev.vars.example`, file);
    const text = readFileSync(file, "utf8")
      .replace(/^DEV_ADMIN_PASSWORD="generate"$/m, `DEV_ADMIN_PASSWORD="${randomBytes(9).toString("base64url")}"`)
      .replace(/^SESSION_SECRET="generate"$/m, `SESSION_SECRET="${randomBytes(32).toString("base64url")}"`);
    writeFileSync(file, text, { mode: 0o600 });
  }
  return readDevVars(file);
}

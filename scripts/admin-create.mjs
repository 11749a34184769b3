// `npm run admin:create -- --username NAME [--remote]`: creates an admin (or resets its password).
// The password is read from ADMIN_PASSWORD or asked for without echo.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { migrateLocal, upsertAdmin } from "./lib/local.mjs";

const { values } = parseArgs({ options: { username: { type: "string" }, remote: { type: "boolean", default: false } } });
const username = values.username?.trim();
if (!username || username.length < 3) {
  console.error("usage: npm run admin:create -- --username NAME [--remote]   (username of 3+ characters)");
  process.exit(2);
}

async function askPassword() {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  rl._writeToOutput = (text) => rl.output.write(text.startsWith("Password") ? text : "");
  const answer = await new Promise((resolve) => rl.question("Password (8+ characters): ", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const password = await askPassword();
if (password.length < 8) {
  console.error("The password needs at least 8 characters.");
  process.exit(2);
}
if (!values.remote) migrateLocal();
await upsertAdmin(username, password, { remote: values.remote });
console.log(`Admin "${username}" is ready ${values.remote ? "on Cloudflare (production)" : "in the local database"}.`);

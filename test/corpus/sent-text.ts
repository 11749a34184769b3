// The camp's own emails as the Worker knows them (the seeded templates, migrations/0001 and 0014_b), for
// splitReply's `sentText`: the Worker reads the same templates from D1 (src/worker/inbound.ts).
import { readFileSync } from "node:fs";
import { sentTextOf } from "../../src/email/reply-text";

const MIGRATIONS = ["0001_seed_email_templates.sql", "0014_b_reminder_template.sql"];
const ANSWERED = ["invite", "profile_update", "reminder"];

/** The seeded subjects of the emails members answer, as sent under `campName`. */
export function seededSentSubjects(campName: string): string[] {
  const subjects: string[] = [];
  for (const file of MIGRATIONS) {
    const sql = readFileSync(new URL(`../../migrations/${file}`, import.meta.url), "utf8");
    for (const row of sql.matchAll(/\(\s*'([a-z_]+)'\s*,\s*'((?:[^']|'')*)'/g))
      if (ANSWERED.includes(row[1])) subjects.push(row[2].replace(/''/g, "'").replace(/\{\{\s*campName\s*\}\}/g, campName));
  }
  return subjects;
}

export function seededSentText(): string {
  const htmls: string[] = [];
  for (const file of MIGRATIONS) {
    const sql = readFileSync(new URL(`../../migrations/${file}`, import.meta.url), "utf8");
    // ('name', 'subject', 'description', '[…]', '<html…>') rows: the name first, the HTML last.
    for (const row of sql.matchAll(/\(\s*'([a-z_]+)'(?:\s*,\s*'(?:[^']|'')*')*?\s*,\s*'(<(?:[^']|'')*)'\s*\)/g)) {
      if (ANSWERED.includes(row[1])) htmls.push(row[2].replace(/''/g, "'"));
    }
  }
  if (htmls.length < 3) throw new Error(`seeded templates not found (${htmls.length})`);
  return sentTextOf(htmls);
}

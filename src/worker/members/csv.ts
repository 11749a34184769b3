// The members spreadsheet (issue 14): the columns, the export, and reading an uploaded file.
// papaparse does the CSV itself (quoting, embedded newlines, formula escaping); it is pure JS and
// runs on workerd (test/worker/csv.test.ts exercises it there).
import Papa from "papaparse";
import { isBlank } from "../../shared/profile";
import { formatCampYears } from "../../shared/season";
import type { Member } from "../db/schema";

export interface Column {
  field: string;
  header: string;
  /** Other headers that mean the same, compared without case, spaces or punctuation. */
  aliases?: string[];
  /** Exported for reading, ignored on import. */
  readOnly?: boolean;
}

const COLUMNS: Column[] = [
  { field: "email", header: "Email", aliases: ["E-mail", "Email address", "Mail"] },
  { field: "name", header: "Name", aliases: ["Full name", "Member", "Member name"] },
  { field: "playaName", header: "Playa name", aliases: ["Playa", "Nickname"] },
  { field: "status", header: "Status", aliases: ["Burn status", "Member status"] },
  { field: "profileStatus", header: "Profile status", aliases: ["Profile"] },
  { field: "homeTown", header: "Home town", aliases: ["Hometown"] },
  { field: "location", header: "Location", aliases: ["Lives in", "Current location", "City"] },
  { field: "country", header: "Country of Birth", aliases: ["Country", "Birth country"] },
  { field: "burnYears", header: "Burns", aliases: ["Number of burns", "Burns attended", "Total burns", "Burn years"] },
  { field: "firstBurn", header: "First burn", aliases: ["First burn year", "Year of first burn"] },
  { field: "accommodation", header: "Accommodation", aliases: ["Housing", "Lodging"] },
  { field: "sponsor", header: "Sponsor", aliases: ["Sponsor email", "Sponsor name"] },
  { field: "bio", header: "Bio", aliases: ["Biography", "About"] },
  { field: "campHistory", header: "Camp history", aliases: ["Camps"] },
  { field: "adminNotes", header: "Admin notes", aliases: ["Notes", "Private notes"] },
  // Issue 25: "2019;2022;2023". On import the member's years become exactly these (blank: none).
  { field: "campYears", header: "Years with camp", aliases: ["Years with the camp", "Camp years"] },
  { field: "profileComplete", header: "Profile complete", readOnly: true },
  { field: "inviteSent", header: "Invite sent", readOnly: true },
  { field: "emailReplied", header: "Replied", readOnly: true },
  { field: "profileCreated", header: "Profile created", readOnly: true },
  { field: "welcomeSent", header: "Welcome sent", readOnly: true },
  { field: "hideEmail", header: "Email visible to", readOnly: true },
  { field: "hideLocation", header: "Location visible to", readOnly: true },
  { field: "hideHomeTown", header: "Home town visible to", readOnly: true },
  { field: "hideCountry", header: "Country visible to", readOnly: true },
  { field: "hideFromDirectory", header: "Hidden from directory", readOnly: true },
  { field: "lastUpdated", header: "Last updated", readOnly: true },
];

const normalise = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const BY_HEADER = new Map<string, Column>();
for (const column of COLUMNS) for (const name of [column.header, ...(column.aliases ?? [])]) BY_HEADER.set(normalise(name), column);

export const columnFor = (header: string) => BY_HEADER.get(normalise(header)) ?? null;

const yesNo = (value: boolean) => (value ? "yes" : "no");
const audience = (hidden: boolean) => (hidden ? "admins" : "members");

function cell(member: Member, field: string, sponsors: Map<number, string>, years: Map<number, number[]>): string | number | null {
  switch (field) {
    case "campYears":
      return formatCampYears(years.get(member.id) ?? []);
    case "sponsor":
      return member.sponsorId ? (sponsors.get(member.sponsorId) ?? null) : member.sponsorName;
    case "profileComplete":
    case "inviteSent":
    case "emailReplied":
    case "profileCreated":
    case "welcomeSent":
    case "hideFromDirectory":
      return yesNo(member[field]);
    case "hideEmail":
    case "hideLocation":
    case "hideHomeTown":
    case "hideCountry":
      return audience(member[field]);
    case "lastUpdated":
      return member.lastUpdated.toISOString();
    default:
      return (member[field as keyof Member] as string | number | null) ?? null;
  }
}

/**
 * Every member with every field an admin sees. UTF-8 with a BOM so Excel reads it as UTF-8; a cell
 * that starts with = + - @ tab or CR gets a leading ' so no spreadsheet runs it as a formula.
 * A member sponsor is written as their email, so the file reads back into the same link.
 */
export function membersCsv(rows: Member[], campYears: Map<number, number[]> = new Map()): string {
  const emails = new Map(rows.map((m) => [m.id, m.email]));
  const data = rows.map((m) => COLUMNS.map((c) => cell(m, c.field, emails, campYears)));
  return toCsv(
    COLUMNS.map((c) => c.header),
    data,
  );
}

/** Any sheet the admins download, written like the members one (BOM, CRLF, formula guard). */
export const toCsv = (fields: string[], data: (string | number | null)[][]) =>
  `\uFEFF${Papa.unparse({ fields, data }, { escapeFormulae: true, newline: "\r\n" })}\r\n`;

/** Undoes the export's formula guard, so an exported file imports back unchanged. */
export const unescapeFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export interface CsvRow {
  /** The line of the file this row starts on (1 is the header). */
  line: number;
  cells: string[];
}

/** Parses the file's text into rows with their line numbers; blank rows are skipped. */
export function parseCsv(text: string): { header: string[]; rows: CsvRow[]; errors: { line: number; message: string }[] } {
  const body = text.replace(/^\uFEFF/, "");
  const all: CsvRow[] = [];
  const errors: { line: number; message: string }[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    step: (result) => {
      const cells = result.data;
      // A file of one column has no delimiter to detect: that warning is no error.
      const problem = result.errors.find((e) => e.type !== "Delimiter");
      if (problem) errors.push({ line, message: `Could not read this row: ${problem.message}` });
      if (!cells.every(isBlank)) all.push({ line, cells });
      const end = result.meta.cursor;
      for (let i = start; i < end; i++) if (body.charCodeAt(i) === 10) line++;
      start = end;
    },
  });
  const [header, ...rows] = all;
  return { header: header?.cells.map((h) => h.trim()) ?? [], rows, errors };
}

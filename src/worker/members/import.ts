// Importing the members spreadsheet (issue 14). planImport() reads the file against the database
// and says what would happen (rows to create, rows that change an existing member with the fields
// that change, rows with errors and their line); it writes nothing. applyImport() writes a plan
// with no errors in one db.batch(), which D1 runs as one transaction: all of it or none of it.
import { sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { PROFILE_STATUSES, STATUSES } from "../../shared/constants";
import { adminMemberUpdateSchema } from "../../shared/members";
import { canSponsor, displayName } from "../../shared/profile";
import { CSV_IMPORT } from "../../shared/uploads";
import { emailSchema } from "../../shared/validation";
import { auditInsert, diff, type Actor, type FieldChanges } from "../audit/log";
import type { Db } from "../db/client";
import { accommodations, memberCampYears, members, type Member } from "../db/schema";
import { columnFor, parseCsv, unescapeFormula, type Column } from "./csv";
import { parseCampYears } from "../../shared/season";
import { campYearsQuery, groupYears, setCampYearsStatements } from "../seasons/camp-years";
import { keepBurnsConsistent } from "../seasons/seasons";
import { newProfile, profileUpdate, sponsorLinkUpdate } from "./profile-write";

export const IMPORT_MAX_BYTES = CSV_IMPORT.maxBytes;
const IMPORT_MAX_ROWS = 10_000;
/** New or changed members per import: each is one statement of the batch. */
const IMPORT_MAX_WRITES = 900;

type Fields = Partial<
  Pick<
    Member,
    | "email"
    | "name"
    | "playaName"
    | "status"
    | "profileStatus"
    | "homeTown"
    | "location"
    | "country"
    | "burnYears"
    | "firstBurn"
    | "accommodation"
    | "sponsorId"
    | "sponsorName"
    | "bio"
    | "campHistory"
    | "adminNotes"
  >
> & {
  /** A sponsor who is a new member in the same file: linked once the batch has created them. */
  sponsorEmail?: string;
  /** The years with the camp (issue 25): kept in member_camp_years, not on the member row. */
  campYears?: number[];
};

export interface ImportPlan {
  columns: { header: string; field: string }[];
  ignoredColumns: string[];
  create: { line: number; email: string; name: string | null; fields: Fields }[];
  update: { line: number; id: number; email: string; name: string; changes: FieldChanges; fields: Fields }[];
  unchanged: number;
  errors: { line: number; message: string }[];
}

function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HTTPException(400, { message: "The file is not UTF-8 text. Save it as CSV UTF-8 and try again." });
  }
}

function mapColumns(header: string[]) {
  const used = new Map<string, string>();
  const columns: { index: number; header: string; column: Column }[] = [];
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const column = columnFor(name);
    if (!column || column.readOnly) {
      if (name) ignored.push(name);
      return;
    }
    const other = used.get(column.field);
    if (other !== undefined) throw new HTTPException(400, { message: `The columns "${other}" and "${name}" both mean ${column.header}` });
    used.set(column.field, name);
    columns.push({ index, header: name, column });
  });
  if (!used.has("email")) throw new HTTPException(400, { message: "The file needs an Email column (the first row must name the columns)" });
  return { columns, ignored };
}

const oneOf = <T extends string>(values: readonly T[], raw: string, label: string): T | null => {
  if (raw === "") return null;
  const found = values.find((v) => v.toLowerCase() === raw.toLowerCase());
  if (!found) throw new Error(`${label} must be one of ${values.join(", ")} (not "${raw}")`);
  return found;
};

interface Lookups {
  byEmail: Map<string, Member>;
  /** New members in the file (not yet in the database), by email: whether their Status lets them sponsor. */
  newInFile: Map<string, boolean>;
  accommodationNames: Map<string, string>;
}

/** One row's cells as member fields, validated like an admin's edit; throws a message for the row. */
function readRow(cells: Record<string, string>, lookups: Lookups, selfId: number | null): Fields {
  const fields: Fields = {};
  const raw: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(cells)) {
    if (field === "email") continue;
    if (field === "campYears") {
      const years = parseCampYears(value);
      if (typeof years === "string") throw new Error(`Years with camp: ${years}`);
      fields.campYears = years;
    } else if (field === "status") fields.status = oneOf(STATUSES, value, "Status");
    else if (field === "profileStatus") {
      if (value !== "") fields.profileStatus = oneOf(PROFILE_STATUSES, value, "Profile status")!;
    } else if (field === "sponsor") {
      const sponsor = value === "" ? null : lookups.byEmail.get(value.toLowerCase());
      if (value === "") Object.assign(fields, { sponsorId: null, sponsorName: null });
      else if (sponsor) {
        if (sponsor.id === selfId) throw new Error("A member cannot sponsor themselves");
        if (!canSponsor(sponsor)) throw new Error(`The sponsor ${value} is not a Veteran member`);
        Object.assign(fields, { sponsorId: sponsor.id, sponsorName: null });
      } else if (lookups.newInFile.has(value.toLowerCase())) {
        if (!lookups.newInFile.get(value.toLowerCase())) throw new Error(`The sponsor ${value} is not a Veteran member`);
        if (value.toLowerCase() === cells.email.toLowerCase()) throw new Error("A member cannot sponsor themselves");
        Object.assign(fields, { sponsorEmail: value.toLowerCase(), sponsorName: null });
      } else if (value.includes("@")) throw new Error(`No member and no row of this file has the sponsor's email ${value}`);
      else raw.sponsorName = value;
    } else raw[field] = value;
  }
  const parsed = adminMemberUpdateSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid row");
  const { sponsorName, accommodation, ...rest } = parsed.data;
  Object.assign(fields, rest);
  if (sponsorName !== undefined) Object.assign(fields, { sponsorName, sponsorId: null });
  if (accommodation !== undefined)
    fields.accommodation = accommodation === null ? null : (lookups.accommodationNames.get(accommodation.toLowerCase()) ?? accommodation);
  for (const key of Object.keys(fields) as (keyof Fields)[]) if (fields[key] === undefined) delete fields[key];
  return fields;
}

export async function planImport(db: Db, file: ArrayBuffer): Promise<ImportPlan> {
  if (file.byteLength > IMPORT_MAX_BYTES)
    throw new HTTPException(413, { message: `File too large: the limit is ${IMPORT_MAX_BYTES / (1024 * 1024)}MB` });
  const { header, rows, errors: readErrors } = parseCsv(decode(file));
  if (header.length === 0) throw new HTTPException(400, { message: "The file is empty" });
  if (rows.length > IMPORT_MAX_ROWS) throw new HTTPException(400, { message: `The file has more than ${IMPORT_MAX_ROWS} rows` });
  const { columns, ignored } = mapColumns(header);

  const [existing, places, yearRows] = await db.batch([
    db.select().from(members),
    db.select({ name: accommodations.name }).from(accommodations),
    campYearsQuery(db),
  ]);
  const yearsOf = groupYears(yearRows);
  const byEmail = new Map(existing.map((m) => [m.email.toLowerCase(), m]));
  // New members may sponsor each other within the file, whatever the order of their rows.
  const emailAt = columns.find((c) => c.column.field === "email")!.index;
  const statusAt = columns.find((c) => c.column.field === "status")?.index;
  const newInFile = new Map<string, boolean>();
  for (const row of rows) {
    const email = (row.cells[emailAt] ?? "").trim().toLowerCase();
    if (email && !byEmail.has(email) && !newInFile.has(email)) {
      const status =
        STATUSES.find((s) => s.toLowerCase() === (statusAt === undefined ? "" : (row.cells[statusAt] ?? "").trim().toLowerCase())) ?? null;
      newInFile.set(email, canSponsor({ status }));
    }
  }
  const lookups: Lookups = {
    byEmail,
    newInFile,
    accommodationNames: new Map(places.map((p) => [p.name.toLowerCase(), p.name])),
  };

  const plan: ImportPlan = {
    columns: columns.map((c) => ({ header: c.header, field: c.column.field })),
    ignoredColumns: ignored,
    create: [],
    update: [],
    unchanged: 0,
    errors: [...readErrors],
  };
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (plan.errors.some((e) => e.line === row.line)) continue;
    const cells = Object.fromEntries(columns.map((c) => [c.column.field, unescapeFormula((row.cells[c.index] ?? "").trim())]));
    const email = emailSchema.safeParse(cells.email);
    if (!email.success) {
      plan.errors.push({ line: row.line, message: cells.email ? `"${cells.email}" is not a valid email address` : "The email is missing" });
      continue;
    }
    const earlier = seen.get(email.data);
    if (earlier !== undefined) {
      plan.errors.push({ line: row.line, message: `${email.data} is already on line ${earlier}` });
      continue;
    }
    seen.set(email.data, row.line);
    const current = lookups.byEmail.get(email.data);
    try {
      const fields = readRow(cells, lookups, current?.id ?? null);
      if (!current) {
        plan.create.push({ line: row.line, email: email.data, name: fields.name ?? null, fields: { ...fields, email: email.data } });
        continue;
      }
      const before = Object.fromEntries(
        Object.keys(fields).map((k) => [k, k === "campYears" ? (yearsOf.get(current.id) ?? []) : current[k as keyof Member]]),
      );
      const changes = diff(before, fields as Record<string, unknown>);
      if (!changes) plan.unchanged++;
      else plan.update.push({ line: row.line, id: current.id, email: current.email, name: displayName(current), changes, fields });
    } catch (error) {
      plan.errors.push({ line: row.line, message: error instanceof Error ? error.message : String(error) });
    }
  }
  plan.errors.sort((a, b) => a.line - b.line);
  if (plan.create.length + plan.update.length > IMPORT_MAX_WRITES) {
    throw new HTTPException(400, { message: `At most ${IMPORT_MAX_WRITES} new or changed members per import: split the file` });
  }
  return plan;
}

const EMPTY_PROFILE = {
  name: null,
  playaName: null,
  homeTown: null,
  location: null,
  country: null,
  bio: null,
  campHistory: null,
  firstBurn: null,
  burnYears: null,
  status: null,
  sponsorId: null,
  sponsorName: null,
};

/**
 * Writes a plan in one batch (one transaction): accommodations it names that do not exist yet
 * (type 'tbd', as an admin's edit does), the new members, the changes, and an audit row for each.
 */
export async function applyImport(db: Db, actor: Actor, plan: ImportPlan): Promise<{ createdIds: number[] }> {
  if (plan.errors.length)
    throw new HTTPException(422, { message: `The file has ${plan.errors.length} row(s) with errors; nothing was imported` });
  const current = new Map((await db.select().from(members)).map((m) => [m.id, m]));
  const now = new Date();
  const statements = [];
  const newPlaces = new Set<string>();
  for (const row of [...plan.create, ...plan.update]) if (row.fields.accommodation) newPlaces.add(row.fields.accommodation);
  for (const name of newPlaces) statements.push(db.insert(accommodations).values({ name, type: "tbd" }).onConflictDoNothing());

  // A sponsor created by this import gets its id only in the batch: the link is set by SQL after
  // every insert, and completeness is reckoned as sponsored (it will be).
  const SPONSORED = 1;
  const links: { email: string; sponsorEmail: string; statusGiven: boolean }[] = [];
  const yearsChanged: number[] = [];
  for (const row of plan.create) {
    const { sponsorEmail, campYears, ...values } = row.fields;
    if (sponsorEmail) links.push({ email: row.email, sponsorEmail, statusGiven: Boolean(row.fields.profileStatus) });
    const { profileComplete, profileStatus } = newProfile(
      { ...EMPTY_PROFILE, ...values, ...(sponsorEmail ? { sponsorId: SPONSORED } : {}) },
      row.fields.profileStatus,
    );
    statements.push(db.insert(members).values({ ...values, email: row.email, profileComplete, profileStatus }));
    // The new row's id is not known before the batch runs: the audit row looks it up in SQL.
    const newId = sql<number>`(SELECT ${members.id} FROM ${members} WHERE lower(${members.email}) = ${row.email})`;
    if (campYears?.length)
      statements.push(db.insert(memberCampYears).values(campYears.map((year) => ({ memberId: newId, year, source: "import" as const }))));
    statements.push(
      auditInsert(
        db,
        actor,
        {
          action: "member.import-create",
          targetType: "member",
          targetId: newId,
          targetLabel: row.name ?? row.email,
          changes: diff(null, row.fields),
        },
        now,
      ),
    );
  }
  for (const row of plan.update) {
    const member = current.get(row.id);
    if (!member) throw new HTTPException(409, { message: `The member on line ${row.line} was deleted meanwhile; preview again` });
    const { profileStatus, sponsorEmail, campYears, ...fields } = row.fields;
    if (campYears) {
      statements.push(...setCampYearsStatements(db, member.id, campYears, "import"));
      yearsChanged.push(member.id);
    }
    if (fields.accommodation !== undefined && member.accommodation && fields.accommodation !== member.accommodation) {
      // A manager who leaves an accommodation stops managing it (as in an admin's edit).
      statements.push(
        db
          .update(accommodations)
          .set({ managerId: null })
          .where(sql`${accommodations.name} = ${member.accommodation} AND ${accommodations.managerId} = ${member.id}`),
      );
    }
    if (sponsorEmail) links.push({ email: member.email.toLowerCase(), sponsorEmail, statusGiven: Boolean(profileStatus) });
    if (Object.keys(fields).length || sponsorEmail || profileStatus)
      statements.push(
        profileUpdate(db, member, fields, { adminStatus: profileStatus, assume: sponsorEmail ? { sponsorId: SPONSORED } : undefined }),
      );
    statements.push(
      auditInsert(
        db,
        actor,
        { action: "member.import-update", targetType: "member", targetId: member.id, targetLabel: row.name, changes: row.changes },
        now,
      ),
    );
  }
  for (const link of links) statements.push(sponsorLinkUpdate(db, link.email, link.sponsorEmail, link));
  statements.push(
    auditInsert(
      db,
      actor,
      {
        action: "members.import",
        targetType: "import",
        targetLabel: `${plan.create.length} created, ${plan.update.length} updated, ${plan.unchanged} unchanged`,
      },
      now,
    ),
  );
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);

  // The new members' ids, in file order, for the optional invitations.
  const emails = plan.create.map((r) => r.email);
  const created = emails.length
    ? await db
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.email}) IN (SELECT value FROM json_each(${JSON.stringify(emails)}))`)
        .orderBy(members.id)
    : [];
  // Burns and first burn follow the years (consistentBurns): derived, so written after the batch.
  const withYears = new Set(plan.create.filter((r) => r.fields.campYears?.length).map((r) => r.email));
  const createdWithYears = withYears.size
    ? await db
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.email}) IN (SELECT value FROM json_each(${JSON.stringify([...withYears])}))`)
    : [];
  await keepBurnsConsistent(db, [...yearsChanged, ...createdWithYears.map((c) => c.id)]);
  return { createdIds: created.map((c) => c.id) };
}

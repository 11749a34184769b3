// Member reads and writes. Routes call these with (db, input); the rules live here.
import { and, eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { addMemberSchema, adminMemberUpdateSchema, ownProfileSchema } from "../../shared/members";
import type { z } from "zod";
import type { Db } from "../db/client";
import { accommodations, members, settings, type Member } from "../db/schema";
import { findByName } from "../accommodations/queries";
import { checkPhotoUrl } from "../uploads/ownership";
import { adminList, memberVisibleList } from "./dto";
import { DEFAULT_SORT, sortMembers } from "../../shared/member-order";
import { canSponsor } from "../../shared/profile";
import { burnsProblem } from "../../shared/member-fields";
import { profileUpdate, writeProfile } from "./profile-write";
import { campYearsQuery, groupYears } from "../seasons/camp-years";
import { currentAnswersQuery } from "../seasons/roster";

type OwnProfile = z.output<typeof ownProfileSchema>;
type AdminUpdate = z.output<typeof adminMemberUpdateSchema>;
type AddMember = z.output<typeof addMemberSchema>;

export const notFound = () => new HTTPException(404, { message: "Member not found" });
const badRequest = (message: string) => new HTTPException(400, { message });

/** A request that sets one burn field is checked against the other as stored (issue 24). */
function checkBurns(current: Member, changes: Partial<Member>) {
  if (changes.burnYears === undefined && changes.firstBurn === undefined) return;
  const problem = burnsProblem(
    changes.burnYears ?? current.burnYears,
    changes.firstBurn === undefined ? current.firstBurn : changes.firstBurn,
  );
  if (problem) throw badRequest(problem);
}

/** Changes whenever members or accommodations change (triggers in migration 0002). */
export async function dataVersion(db: Db): Promise<string> {
  const row = await db.query.settings.findFirst({ columns: { value: true }, where: eq(settings.key, "data_version") });
  return row?.value ?? "0";
}

export type ListView = "member" | "admin";

/**
 * The list as JSON with the data version it belongs to, read in one batch (one snapshot): the
 * member-visible list (memberVisibleList) or, for admins, everything. In the directory's default
 * order: built once per data version, it spares every phone the first full sort.
 */
export async function membersJson(db: Db, view: ListView): Promise<{ version: string; json: string }> {
  const [version, rows, answers, years] = await db.batch([
    db.query.settings.findFirst({ columns: { value: true }, where: eq(settings.key, "data_version") }),
    db.select().from(members).orderBy(members.id),
    currentAnswersQuery(db),
    campYearsQuery(db),
  ]);
  const facts = { answers: new Map(answers.map((r) => [r.entry.memberId, r.entry])), campYears: groupYears(years) };
  const list = view === "admin" ? adminList(rows, facts) : memberVisibleList(rows, facts);
  return { version: version?.value ?? "0", json: JSON.stringify(sortMembers(list, DEFAULT_SORT)) };
}

export const findMember = (db: Db, id: number) => db.query.members.findFirst({ where: eq(members.id, id) });

/** Every member, in the order they were added (the CSV export). */
export const allMembers = (db: Db) => db.select().from(members).orderBy(members.id);

export const findMemberByEmail = (db: Db, email: string) =>
  db.query.members.findFirst({ where: sql`lower(${members.email}) = ${email.toLowerCase()}` });

/** Drops the keys the request did not send. */
const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Edit Profile → Privacy as the members table's columns ("admins" = hidden from other members). */
function privacyColumns(privacy: OwnProfile["privacy"]): Partial<Member> {
  if (!privacy) return {};
  const hide = (v: "members" | "admins" | undefined) => (v === undefined ? undefined : v === "admins");
  return defined({
    hideEmail: hide(privacy.email),
    hideLocation: hide(privacy.location),
    hideHomeTown: hide(privacy.homeTown),
    hideCountry: hide(privacy.country),
    hideFromDirectory: privacy.hideFromDirectory,
  });
}

export async function updateOwnProfile(db: Db, memberId: number, input: OwnProfile) {
  const current = await findMember(db, memberId);
  if (!current) throw notFound();
  const { privacy, ...fields } = defined(input);
  const changes = { ...fields, ...privacyColumns(privacy) };
  checkBurns(current, changes);
  if (changes.photoUrl !== undefined)
    changes.photoUrl = await checkPhotoUrl(db, changes.photoUrl, { kind: "member", id: memberId }, current.photoUrl);
  const updated = await writeProfile(db, current, changes);
  return { before: current, after: updated };
}

async function checkSponsor(db: Db, memberId: number, sponsorId: number) {
  if (sponsorId === memberId) throw badRequest("A member cannot sponsor themselves");
  const sponsor = await findMember(db, sponsorId);
  if (!sponsor || !canSponsor(sponsor)) throw badRequest("The sponsor must be a Veteran member");
}

export async function adminUpdateMember(db: Db, memberId: number, input: AdminUpdate, adminId: number) {
  const current = await findMember(db, memberId);
  if (!current) throw notFound();
  const { profileStatus, privacy, ...rest } = defined(input);
  const changes: Partial<Member> = { ...rest, ...privacyColumns(privacy) };
  checkBurns(current, changes);
  if (rest.photoUrl !== undefined)
    changes.photoUrl = await checkPhotoUrl(db, rest.photoUrl, { kind: "admin", id: adminId }, current.photoUrl);

  // A sponsor is either a Veteran member or a free-text former member: choosing one clears the other.
  if (input.sponsorId != null && input.sponsorName != null)
    throw badRequest("Choose either a veteran sponsor or a former member, not both");
  if (input.sponsorId != null) {
    await checkSponsor(db, memberId, input.sponsorId);
    changes.sponsorName = null;
  } else if (input.sponsorName != null) {
    changes.sponsorId = null;
  }

  if (input.email && input.email !== current.email.toLowerCase()) {
    const other = await findMemberByEmail(db, input.email);
    if (other && other.id !== memberId) throw new HTTPException(409, { message: "A member with this email already exists" });
  }

  // An accommodation typed by an admin names an existing one whatever its case ("tent city" is
  // "Tent City", as the Accommodations tab's add form holds); one that does not exist yet is created
  // as type 'tbd', so nothing typed is lost (the insert is idempotent: no transaction needed).
  if (input.accommodation) {
    const existing = await findByName(db, input.accommodation);
    if (existing) changes.accommodation = existing.name;
    else await db.insert(accommodations).values({ name: input.accommodation, type: "tbd" }).onConflictDoNothing();
  }
  if (changes.accommodation !== undefined && changes.accommodation !== current.accommodation && current.accommodation) {
    // A manager who leaves an accommodation stops managing it.
    await db
      .update(accommodations)
      .set({ managerId: null })
      .where(and(eq(accommodations.name, current.accommodation), eq(accommodations.managerId, memberId)));
  }
  const updated = await writeProfile(db, current, changes, { adminStatus: profileStatus });
  return { before: current, after: updated };
}

export async function addMember(db: Db, input: AddMember) {
  if (await findMemberByEmail(db, input.email)) throw new HTTPException(409, { message: "A member with this email already exists" });
  const [created] = await db
    .insert(members)
    .values({ email: input.email, name: input.name ?? null, status: input.status ?? null })
    .returning();
  return created;
}

/**
 * Deletes a member. The members they sponsored keep everything but the link (ON DELETE SET NULL),
 * and their completeness is recomputed, since a Virgin or Newbie without a sponsor is incomplete.
 */
export async function deleteMember(db: Db, memberId: number) {
  const sponsored = await db.select().from(members).where(eq(members.sponsorId, memberId));
  const [deleted] = await db.delete(members).where(eq(members.id, memberId)).returning();
  if (!deleted) throw notFound();
  for (const member of sponsored) await profileUpdate(db, member, { sponsorId: null });
  return deleted;
}

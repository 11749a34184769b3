// Care details (issue 26). The member reads and writes their own; an admin reads one member's at a
// time, and that read writes its audit row before the details leave the Worker, so a medical note
// is never seen without a record of who saw whose, and when. Nothing here logs a value.
import { eq, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { EMPTY_CARE, type CareDetails } from "../../shared/care-fields";
import type { CareInput } from "../../shared/care";
import { displayName } from "../../shared/profile";
import { writeAudit, type Actor } from "../audit/log";
import type { Db } from "../db/client";
import { memberCare, type MemberCare } from "../db/schema";
import { findMember, notFound } from "../members/queries";

const details = (row: MemberCare | undefined): CareDetails & { updatedAt: string | null } =>
  row
    ? {
        emergencyName: row.emergencyName,
        emergencyRelation: row.emergencyRelation,
        emergencyPhone: row.emergencyPhone,
        dietary: row.dietary,
        medicalNote: row.medicalNote,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...EMPTY_CARE, updatedAt: null };

export const readCare = async (db: Db, memberId: number) =>
  details(await db.query.memberCare.findFirst({ where: eq(memberCare.memberId, memberId) }));

/** The member's own write: all five fields at once (blank is none). */
export async function writeOwnCare(db: Db, memberId: number, input: CareInput) {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(memberCare)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberCare.memberId, set: values })
    .returning();
  return details(row);
}

/**
 * An admin's read of one member's care details. The audit row is written first (a failure answers
 * 500 and shows nothing); it names the member and says whether a medical note was shown, never
 * what it says.
 */
export async function readCareAsAdmin(db: Db, actor: Actor, memberId: number) {
  const [member, care] = await Promise.all([findMember(db, memberId), readCare(db, memberId)]);
  if (!member) throw notFound();
  const withNote = care.medicalNote !== null;
  await writeAudit(db, actor, [
    {
      action: withNote ? "member.medical-note.read" : "member.care.read",
      targetType: "member",
      targetId: memberId,
      targetLabel: displayName(member),
    },
  ]);
  return { memberId, name: displayName(member), ...care };
}

interface EmergencyRow {
  memberId: number;
  name: string;
  playaName: string | null;
  emergencyName: string | null;
  emergencyRelation: string | null;
  emergencyPhone: string | null;
  dietary: string | null;
  /** Only when asked for, and then each one shown is an audited read. */
  medicalNote?: string | null;
  hasMedicalNote: boolean;
}

/**
 * The emergency list for the safety lead: the current season's members who are coming. Medical
 * notes only with `medical`, and every note included writes its own audit row (whose), in the same
 * batch as a row for the list itself, before anything is returned.
 */
export async function emergencyList(db: Db, actor: Actor, { medical }: { medical: boolean }) {
  const season = await db.query.seasons.findFirst({ where: (s, { eq }) => eq(s.isCurrent, true) });
  if (!season) throw new HTTPException(404, { message: "No season yet: open one on the Season tab first" });
  const rows = await db.all<{
    member_id: number;
    name: string | null;
    email: string;
    playa_name: string | null;
    emergency_name: string | null;
    emergency_relation: string | null;
    emergency_phone: string | null;
    dietary: string | null;
    medical_note: string | null;
  }>(sql`
    SELECT m.id AS member_id, m.name, m.email, m.playa_name, c.emergency_name, c.emergency_relation, c.emergency_phone, c.dietary, c.medical_note
    FROM season_members sm JOIN members m ON m.id = sm.member_id LEFT JOIN member_care c ON c.member_id = m.id
    WHERE sm.season_id = ${season.id} AND sm.answer = 'yes'
    ORDER BY lower(coalesce(m.name, m.email))`);
  const list: EmergencyRow[] = rows.map((r) => ({
    memberId: r.member_id,
    name: displayName(r),
    playaName: r.playa_name,
    emergencyName: r.emergency_name,
    emergencyRelation: r.emergency_relation,
    emergencyPhone: r.emergency_phone,
    dietary: r.dietary,
    hasMedicalNote: r.medical_note !== null,
    ...(medical ? { medicalNote: r.medical_note } : {}),
  }));
  const noteReads = medical
    ? list
        .filter((r) => r.hasMedicalNote)
        .map((r) => ({
          action: "member.medical-note.read",
          targetType: "member" as const,
          targetId: r.memberId,
          targetLabel: `${r.name} (emergency list)`,
        }))
    : [];
  await writeAudit(db, actor, [
    {
      action: medical ? "care.emergency-list.read-with-notes" : "care.emergency-list.read",
      targetType: "request",
      targetLabel: `Emergency list, ${season.name}`,
    },
    ...noteReads,
  ]);
  return { season: { id: season.id, name: season.name }, medical, members: list };
}

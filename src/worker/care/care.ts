// Care details (issue 26). The member reads and writes their own; an admin reads one member's at a
// time, and that read writes its audit row before the details leave the Worker, so a medical note
// is never seen without a record of who saw whose, and when. Nothing here logs a value.
import { eq } from "drizzle-orm";
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

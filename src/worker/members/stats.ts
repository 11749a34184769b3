import { sql } from "drizzle-orm";
import type { Stats } from "../../shared/accommodations";
import type { Db } from "../db/client";
import { members } from "../db/schema";

/** The four dashboard figures in one query. */
export async function memberStats(db: Db): Promise<Stats> {
  const [row] = await db
    .select({
      totalMembers: sql<number>`count(*)`,
      profilesComplete: sql<number>`coalesce(sum(${members.profileComplete}), 0)`,
      invitesSent: sql<number>`coalesce(sum(${members.inviteSent}), 0)`,
      needingAccommodation: sql<number>`coalesce(sum(${members.accommodation} IS NULL), 0)`,
    })
    .from(members);
  return row;
}

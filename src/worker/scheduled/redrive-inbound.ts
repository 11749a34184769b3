// Finishes inbound replies no run finished (the Worker died, or a step failed), from their raw copy
// in R2. Safe to run twice at once: the member's Durable Object applies a row once (see processInbound).
import { and, asc, inArray, lt } from "drizzle-orm";
import { createDb } from "../db/client";
import { inboundMessages } from "../db/schema";
import { processInbound, STUCK_AFTER_MS, UNFINISHED } from "../inbound";
import type { SweepJob } from "./sweep-job";

/** A row that failed this many runs waits for an admin (Debug tab → Reprocess). */
const MAX_ATTEMPTS = 5;
const BATCH = 50;

export const redriveInbound: SweepJob = {
  name: "redrive-inbound",
  async run(env, now) {
    const db = createDb(env.DB);
    const rows = await db
      .select()
      .from(inboundMessages)
      .where(
        and(
          inArray(inboundMessages.status, [...UNFINISHED]),
          lt(inboundMessages.createdAt, new Date(now - STUCK_AFTER_MS)),
          lt(inboundMessages.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(inboundMessages.id))
      .limit(BATCH);
    const outcomes: Record<string, number> = { redriven: rows.length };
    for (const row of rows) {
      const status = await processInbound(env, db, row);
      outcomes[status] = (outcomes[status] ?? 0) + 1;
    }
    return outcomes;
  },
};

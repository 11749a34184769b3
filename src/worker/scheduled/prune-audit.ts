// Sweep job: the audit log keeps a year (issue 14); older rows go.
import { pruneAudit } from "../audit/log";
import { createDb } from "../db/client";
import type { SweepJob } from "./sweep-job";

export const pruneAuditJob: SweepJob = {
  name: "prune-audit",
  async run(env, now) {
    return { deleted: await pruneAudit(createDb(env.DB), now) };
  },
};

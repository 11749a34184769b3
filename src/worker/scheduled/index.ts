// The scheduled() handler (docs/product.md#scheduled-work): every periodic job, run by one Cron Trigger.
// Each job is idempotent and safe when two sweeps overlap; one failing job never stops the others.
// Locally a sweep is fired with `curl "http://localhost:5000/cdn-cgi/handler/scheduled"`
// (`?time=<ms>` sets the sweep's clock, as scripts/crash-drill.mjs does).
import { duesRemindersJob } from "./dues-reminders";
import { inviteRemindersJob } from "./invite-reminders";
import { pruneAuditJob } from "./prune-audit";
import { reconcileOnboarding } from "./reconcile-onboarding";
import { redriveInbound } from "./redrive-inbound";
import { pruneInboundRaw, pruneTokens, pruneUploads } from "./prune";
import type { SweepJob } from "./sweep-job";

/** The jobs, in the order a sweep runs them. Add a job by adding it here. */
// Reminders run after the re-drive and the repair, so they see replies and state the sweep just fixed.
const SWEEP_JOBS: SweepJob[] = [
  redriveInbound,
  reconcileOnboarding,
  inviteRemindersJob,
  duesRemindersJob,
  pruneInboundRaw,
  pruneUploads,
  pruneTokens,
  pruneAuditJob,
];

export interface SweepReport {
  startedAt: number;
  jobs: { name: string; ok: boolean; result?: Record<string, number>; error?: string }[];
}

export async function runSweep(env: Env, now = Date.now(), jobs: SweepJob[] = SWEEP_JOBS): Promise<SweepReport> {
  const report: SweepReport = { startedAt: now, jobs: [] };
  for (const job of jobs) {
    try {
      const result = await job.run(env, now);
      report.jobs.push({ name: job.name, ok: true, ...(result ? { result } : {}) });
    } catch (error) {
      console.error(`sweep job ${job.name} failed`, error);
      report.jobs.push({ name: job.name, ok: false, error: String(error) });
    }
  }
  return report;
}

// Awaited rather than left to waitUntil, so a locally fired sweep answers once it is done.
export async function handleScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  const report = await runSweep(env, controller.scheduledTime || Date.now());
  console.log("sweep", JSON.stringify(report));
}

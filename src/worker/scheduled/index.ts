// The scheduled() handler (DESIGN "Scheduled work"): every periodic job, run by one Cron Trigger.
// Each job is idempotent and safe when two sweeps overlap; one failing job never stops the others.
// Locally a sweep is fired with `curl "http://localhost:5000/cdn-cgi/handler/scheduled"`.
import { inviteRemindersJob } from "./invite-reminders";
import { pruneAuditJob } from "./prune-audit";

export interface SweepJob {
  name: string;
  run(env: Env, now: number): Promise<Record<string, number> | void>;
}

/** The jobs, in the order a sweep runs them. Add a job by adding it here. */
export const SWEEP_JOBS: SweepJob[] = [inviteRemindersJob, pruneAuditJob];

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

export async function handleScheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(runSweep(env).then((report) => console.log("sweep", JSON.stringify(report))));
}

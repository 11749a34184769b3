/** One periodic job of the sweep (index.ts runs them in order); idempotent, safe when two sweeps overlap. */
export interface SweepJob {
  name: string;
  run(env: Env, now: number): Promise<Record<string, number> | undefined>;
}

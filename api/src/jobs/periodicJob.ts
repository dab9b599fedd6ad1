import type { Queryable } from '../db/database';
import { claimJobLease } from './lease';

export interface PeriodicJobOptions {
  /** The lease's name: one per job, the same on every replica. */
  name: string;
  /** How often this replica offers to run it; 0 never (tests run the job by hand). */
  periodMs: number;
  /**
   * How long a claim keeps other replicas off; default most of a period (then the job runs about once per
   * period across replicas). A job that only must not run twice at once takes a short lease.
   */
  leaseMs?: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * Slightly shorter than the period, so that the replica that ran last time can claim the next period on its own
 * timer, while a replica that died mid-job holds it up for less than one period.
 */
const LEASE_SHARE = 0.9;

/**
 * A job that runs about once per period across all replicas (docs/operations.md#scaling-the-api): each
 * replica's timer claims the job's lease in the database (jobs/lease.ts) and runs it only when it got it. A run
 * still going when the timer fires again is not started twice in this process.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly options: PeriodicJobOptions,
  ) {}

  /** Claims the lease and runs the job when it was free; true when it ran. */
  async runIfClaimed(): Promise<boolean> {
    const { name, periodMs, run } = this.options;
    const leaseMs = this.options.leaseMs ?? Math.max(1, Math.floor(periodMs * LEASE_SHARE));
    if (!(await claimJobLease(this.db, name, leaseMs))) return false;
    await run();
    return true;
  }

  /** Offers to run it now, in the background, unless this process is running it already. */
  runSoon(): void {
    this.running ??= this.runIfClaimed()
      .then(() => undefined)
      .catch(this.options.onError)
      .finally(() => {
        this.running = undefined;
      });
  }

  start(): void {
    if (this.options.periodMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.runSoon(), this.options.periodMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

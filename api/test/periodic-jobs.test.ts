import { claimJobLease } from '../src/jobs/lease';
import { PeriodicJob } from '../src/jobs/periodicJob';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

describe.each(targets)('periodic work with several replicas (%s)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });
  const db = () => api.app.db;
  /** What the passing of a lease's time does, without waiting for it. */
  const endLease = (name: string) =>
    db().query(`UPDATE job_lease SET lease_until = now() - interval '1 second' WHERE name = $1`, [name]);

  it('lets one replica claim a job until its lease ends, then the next', async () => {
    expect(await claimJobLease(db(), 'sweep-a', 60_000, 'replica-1')).toBe(true);
    expect(await claimJobLease(db(), 'sweep-a', 60_000, 'replica-2')).toBe(false);
    // The holder itself waits for its lease too: that is what makes it once per period.
    expect(await claimJobLease(db(), 'sweep-a', 60_000, 'replica-1')).toBe(false);
    // Another job's lease is its own.
    expect(await claimJobLease(db(), 'sweep-b', 60_000, 'replica-2')).toBe(true);
    await endLease('sweep-a');
    expect(await claimJobLease(db(), 'sweep-a', 60_000, 'replica-2')).toBe(true);
    const [row] = await db().query<{ holder: string }>(`SELECT holder FROM job_lease WHERE name = 'sweep-a'`);
    expect(row?.holder).toBe('replica-2');
  });

  it('gives a free job to exactly one of many replicas claiming it at once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimJobLease(db(), 'sweep-race', 60_000, `replica-${i}`)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('runs the job once when every replica offers to run it at once', async () => {
    let runs = 0;
    const replicas = Array.from(
      { length: 3 },
      () =>
        new PeriodicJob(db(), {
          name: 'sweep-once',
          periodMs: 60_000,
          run: async () => {
            runs += 1;
          },
          onError: (error) => {
            throw error;
          },
        }),
    );
    const ran = await Promise.all(replicas.map((job) => job.runIfClaimed()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The next period: the lease has ended, and one replica runs it again.
    await endLease('sweep-once');
    await Promise.all(replicas.map((job) => job.runIfClaimed()));
    expect(runs).toBe(2);
  });
});

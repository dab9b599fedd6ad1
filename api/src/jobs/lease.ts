import crypto from 'node:crypto';
import os from 'node:os';
import type { Queryable } from '../db/database';

/** This process, as a lease holder: unique even when every replica is pid 1 in its own container. */
export const LEASE_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/**
 * Claims the job `name` for `leaseMs` when no one holds it (true: run it now). The database's clock decides, so
 * replicas whose clocks drift still agree; of two replicas claiming at once, the row lock lets one win.
 */
export async function claimJobLease(
  db: Queryable,
  name: string,
  leaseMs: number,
  holder = LEASE_HOLDER,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO job_lease (name, holder, lease_until) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
     WHERE job_lease.lease_until <= now()
     RETURNING name`,
    [name, holder, leaseMs],
  );
  return rows.length > 0;
}

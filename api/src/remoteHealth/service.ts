import type { RemoteHealthCount, RemoteHealthFigures } from '@sencha/shared/contract';
import type { Queryable } from '../db/database';

export interface RemoteHealthLimits {
  /** Views one client may add to one (remote, version): beyond it a client adds nothing more. */
  viewsPerClient: number;
  /** Clients kept per (remote, version): enough to judge a canary, bounded whatever is sent. */
  clientsPerVersion: number;
  /** Versions kept per remote: a remote runs a stable and perhaps a canary, a few more over a week. */
  versionsPerApp: number;
  /** Rows not updated for this long are deleted by the sweep. */
  keepDays: number;
}

export const REMOTE_HEALTH_LIMITS: RemoteHealthLimits = {
  viewsPerClient: 50,
  clientsPerVersion: 5000,
  versionsPerApp: 20,
  keepDays: 7,
};

/** Sums the batch's counts per (remote, version), so a pair named twice is one row's update. */
function merged(counts: readonly RemoteHealthCount[]): RemoteHealthCount[] {
  const byPair = new Map<string, RemoteHealthCount>();
  for (const count of counts) {
    const key = `${count.app}@${count.version}`;
    const seen = byPair.get(key);
    byPair.set(
      key,
      seen
        ? { ...seen, views: seen.views + count.views, failures: seen.failures + count.failures }
        : { ...count },
    );
  }
  return [...byPair.values()];
}

/**
 * Remote health figures (docs/releasing.md#rollback-by-itself). Each client's row is capped: views at
 * viewsPerClient, failures at its views (a failure is a view that failed), so a client that sends a thousand
 * failures weighs as one client that saw its views fail. Storage is bounded per remote and version.
 */
export class RemoteHealthService {
  constructor(
    private readonly db: Queryable,
    private readonly limits: RemoteHealthLimits = REMOTE_HEALTH_LIMITS,
  ) {}

  async record(client: string, counts: readonly RemoteHealthCount[]): Promise<void> {
    for (const { app, version, views, failures } of merged(counts)) {
      if (views === 0 && failures === 0) continue;
      const cap = this.limits.viewsPerClient;
      // Failures are capped by the row's views once this batch's are added: a view and its failure may arrive
      // in different batches (a page failing after its 8 s stall budget).
      const updated = await this.db.query(
        `UPDATE remote_health
            SET views = LEAST($4::int, views + $5::int),
                failures = LEAST($4::int, views + $5::int, failures + $6::int),
                updated_at = now()
          WHERE app = $1 AND version = $2 AND client = $3
        RETURNING 1 AS one`,
        [app, version, client, cap, views, failures],
      );
      if (updated.length > 0 || views === 0) continue;
      // A new client for this (remote, version), within the bounds. Two batches of one new client at once may
      // both get here: the second adds nothing (ON CONFLICT), which only loses a few counts.
      await this.db.query(
        `INSERT INTO remote_health (app, version, client, views, failures)
         SELECT $1::text, $2::text, $3::text, LEAST($4::int, $5::int), LEAST($4::int, $5::int, $6::int)
          WHERE (SELECT count(*) FROM remote_health WHERE app = $1 AND version = $2) < $7::int
            AND (EXISTS (SELECT 1 FROM remote_health WHERE app = $1 AND version = $2)
                 OR (SELECT count(DISTINCT version) FROM remote_health WHERE app = $1) < $8::int)
         ON CONFLICT (app, version, client) DO NOTHING`,
        [
          app,
          version,
          client,
          cap,
          views,
          failures,
          this.limits.clientsPerVersion,
          this.limits.versionsPerApp,
        ],
      );
    }
  }

  /** Per version of a remote: its clients, those that saw a failure, and their views and failures. */
  async figures(app: string): Promise<RemoteHealthFigures> {
    const versions = await this.db.query<RemoteHealthFigures['versions'][number]>(
      `SELECT version,
              count(*)::int AS clients,
              count(*) FILTER (WHERE failures > 0)::int AS "failingClients",
              sum(views)::int AS views,
              sum(failures)::int AS failures
         FROM remote_health
        WHERE app = $1 AND views > 0
        GROUP BY version
        ORDER BY version`,
      [app],
    );
    return { app, versions };
  }

  /** Deletes the rows not updated for keepDays; how many went. */
  async sweep(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `WITH gone AS (
         DELETE FROM remote_health WHERE updated_at < now() - ($1::int * interval '1 day') RETURNING 1
       )
       SELECT count(*)::int AS n FROM gone`,
      [this.limits.keepDays],
    );
    return row?.n ?? 0;
  }
}

/**
 * The one PostgreSQL database a trio of replicas shares: a private schema of TEST_DATABASE_URL's database
 * (as helpers.ts isolates its tests), migrated and seeded with the catalogue before any replica starts, since
 * the built server seeds nothing itself. The replicas reach it through the search_path in their DATABASE_URL.
 */
import pg from 'pg';
import { catalogueTools } from '@sencha/catalogue';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/** Why the replica tests cannot run here, or undefined when they can. */
export function postgresUnavailable(): string | undefined {
  return process.env.TEST_DATABASE_URL
    ? undefined
    : 'TEST_DATABASE_URL is not set (export TEST_DATABASE_URL=$(bash api/scripts/ci-postgres.sh | tail -1))';
}

export interface TestDatabase {
  /** For the replicas' DATABASE_URL: the server's URL with the schema first on the search_path. */
  url: string;
  pool: pg.Pool;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Drops the schema and closes the pool (after the replicas have stopped). */
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL as string;
  const schema = `api_replicas_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    // The search extensions live once in public (ci-postgres.sh creates them; helpers.ts the same way).
    await admin.query('SELECT pg_advisory_lock(72410033)');
    try {
      for (const extension of ['unaccent', 'pg_trgm'])
        await admin.query(`CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(72410033)');
    }
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const u = new URL(server);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  const url = u.toString();

  // Migrated and seeded as the seed job does, so that the replicas start on a shop with a catalogue.
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    await migrate(db);
    await catalogueTools.seedIfEmpty(db);
  } finally {
    await db.close();
  }

  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    url,
    pool,
    query: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      (await pool.query<T>(sql, params)).rows,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

/**
 * The one PostgreSQL database a trio of replicas shares: a private schema of TEST_DATABASE_URL's database
 * (as helpers.ts isolates its tests), migrated and seeded with the catalogue before any replica starts, since
 * the built server seeds nothing itself. The replicas reach it through the search_path in their DATABASE_URL.
 */
import pg from 'pg';
import { catalogueTools } from '@sencha/catalogue';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { createTestSchema } from '../testSchema';

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
  const schema = await createTestSchema(server, 'api_replicas');
  const url = schema.url;

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
      await schema.drop();
    },
  };
}

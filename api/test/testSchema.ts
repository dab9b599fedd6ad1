import pg from 'pg';

export interface TestSchema {
  /** The server's URL with this schema first on the search path (then public, for the extensions). */
  url: string;
  drop(): Promise<void>;
}

/**
 * A private schema of the TEST_DATABASE_URL server, so that parallel test files (and the replica suite) never
 * share state. The search extensions (unaccent, pg_trgm) exist once per database: created in public before any
 * test schema, as one created in a test schema would go when that schema is dropped; one file at a time (IF NOT
 * EXISTS does not lock).
 */
export async function createTestSchema(server: string, prefix: string): Promise<TestSchema> {
  const schema = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
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
  const url = new URL(server);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

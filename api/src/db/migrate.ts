import type { Database } from './database';
import type { Migration } from './migrations';
import { migrations as defaultMigrations } from './migrations';

/** Arbitrary constant for pg_advisory_xact_lock, so that two servers starting at once migrate one at a time. */
const MIGRATION_LOCK = 72_410_031;

/**
 * Applies the migrations not yet recorded in schema_migrations, in order. Each runs as one whole script through
 * the driver (simple query protocol: no statement splitting, so strings, comments and dollar-quoted bodies are
 * Postgres's business), inside its own transaction together with its schema_migrations row: a failing script
 * leaves nothing behind.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = defaultMigrations,
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query<{ version: string }>(
        'SELECT version FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

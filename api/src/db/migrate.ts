import type { Database } from './database';
import { migrations } from './migrations';

/** Arbitrary constant for pg_advisory_xact_lock, so that two servers starting at once migrate one at a time. */
const MIGRATION_LOCK = 72_410_031;

export async function migrate(db: Database): Promise<string[]> {
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
      // Statements are run one by one: the extended protocol used by query() accepts a single statement.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits SQL on semicolons outside of dollar-quoted bodies and comments (enough for our migrations). */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  const lines = sql.split('\n');
  for (const line of lines) {
    if (!inDollar && line.trim().startsWith('--')) continue;
    let i = 0;
    while (i < line.length) {
      if (line.startsWith('$$', i)) {
        inDollar = !inDollar;
        current += '$$';
        i += 2;
        continue;
      }
      const ch = line[i] as string;
      if (ch === ';' && !inDollar) {
        if (current.trim()) statements.push(current.trim());
        current = '';
      } else {
        current += ch;
      }
      i += 1;
    }
    current += '\n';
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

import crypto from 'node:crypto';
import Postgrator from 'postgrator';
import type { Database, Queryable } from './database';
import type { Migration } from './migrations';
import { migrationLabel, migrations as defaultMigrations } from './migrations';

/** Arbitrary constant for pg_advisory_xact_lock, so that two servers starting at once migrate one at a time. */
const MIGRATION_LOCK = 72_410_031;
/** Postgrator's version table (version, name, md5, run_at). */
const VERSION_TABLE = 'schemaversion';
/** The table releases before postgrator recorded versions in ('001_catalogue', ...). */
const LEGACY_TABLE = 'schema_migrations';

const md5 = (sql: string) => crypto.createHash('md5').update(sql, 'utf8').digest('hex');

/** Postgrator reading our migrations as they are bundled (text), instead of globbing a folder. */
class EmbeddedPostgrator extends Postgrator {
  constructor(
    options: ConstructorParameters<typeof Postgrator>[0],
    private readonly embedded: readonly Migration[],
  ) {
    super(options);
  }

  override async getMigrations(): Promise<Postgrator.Migration[]> {
    const list = this.embedded.map((m) => ({
      version: m.version,
      action: 'do' as const,
      filename: `${migrationLabel(m)}.sql`,
      name: m.name,
      md5: md5(m.sql),
      getSql: () => m.sql,
    }));
    // Postgrator keeps the list it read on the instance (getRunnableMigrations reads it there).
    (this as unknown as { migrations: Postgrator.Migration[] }).migrations = list;
    return list;
  }
}

async function exists(tx: Queryable, table: string): Promise<boolean> {
  const [row] = await tx.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
  return Boolean(row?.found);
}

/**
 * A database migrated by an earlier release has schema_migrations ('001_catalogue', ...) and no version table:
 * its versions are carried over (with today's checksums), so postgrator applies only what is newer.
 */
async function carryOverLegacyVersions(tx: Queryable, schemaTable: string, known: readonly Migration[]) {
  if ((await exists(tx, schemaTable)) || !(await exists(tx, LEGACY_TABLE))) return;
  const rows = await tx.query<{ version: string; applied_at: Date }>(
    `SELECT version, applied_at FROM ${LEGACY_TABLE}`,
  );
  await tx.exec(
    `CREATE TABLE ${schemaTable} (version BIGINT PRIMARY KEY, name TEXT, md5 TEXT, run_at TIMESTAMPTZ);
     INSERT INTO ${schemaTable} (version) VALUES (0);`,
  );
  for (const row of rows) {
    const migration = known.find((m) => migrationLabel(m) === row.version);
    if (!migration) continue;
    await tx.query(`INSERT INTO ${schemaTable} (version, name, md5, run_at) VALUES ($1, $2, $3, $4)`, [
      migration.version,
      migration.name,
      md5(migration.sql),
      row.applied_at,
    ]);
  }
}

/**
 * Applies the migrations newer than the database's version with postgrator, in order, all in one transaction
 * under an advisory lock: a failing script leaves nothing behind, and two servers starting at once migrate one
 * at a time. Each script runs whole through the driver (simple query protocol: no statement splitting, so
 * strings, comments and dollar-quoted bodies are Postgres's business). A shipped migration edited since it ran
 * stops the start (postgrator's checksum). Answers the labels applied, e.g. ['006_search'].
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = defaultMigrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Qualified by the current schema: postgrator finds its table through information_schema, which sees
    // every schema (the tests run one schema per file on a shared server).
    const [row] = await tx.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schemaTable = `${row?.schema ?? 'public'}.${VERSION_TABLE}`;
    await carryOverLegacyVersions(tx, schemaTable, migrations);
    const postgrator = new EmbeddedPostgrator(
      {
        driver: 'pg',
        schemaTable,
        execQuery: async (sql) => ({ rows: await tx.query(sql) }),
        execSqlScript: (sql) => tx.exec(sql),
      },
      migrations,
    );
    const applied = await postgrator.migrate();
    return applied.map((m) => migrationLabel(m));
  });
}

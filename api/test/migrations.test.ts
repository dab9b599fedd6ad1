import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { migrationLabel, migrations } from '../src/db/migrations';

describe('migrations with postgrator', () => {
  it('carries over the versions an earlier release recorded in schema_migrations, and applies only newer ones', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      // A database as the releases before postgrator left it: every script run, each recorded by its label.
      await db.exec(
        'CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      for (const migration of migrations) {
        await db.exec(migration.sql);
        await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migrationLabel(migration)]);
      }
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: string; name: string | null }>(
        'SELECT version::text AS version, name FROM schemaversion ORDER BY version',
      );
      expect(rows).toEqual([
        { version: '0', name: null },
        ...migrations.map((m) => ({ version: String(m.version), name: m.name })),
      ]);
      const next = { version: migrations.length + 1, name: 'next', sql: 'CREATE TABLE t_next (x INT)' };
      expect(await migrate(db, [...migrations, next])).toEqual([migrationLabel(next)]);
    } finally {
      await db.close();
    }
  });

  it('migrates an empty database from the first script', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await migrate(db)).toEqual(migrations.map(migrationLabel));
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

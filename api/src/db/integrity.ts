/**
 * The start's table check (docs/operations.md#the-data-folder-at-start). PGlite reads a table file cut short
 * (truncated, or lost past some page) as a table with fewer rows, without an error: the shop would start empty
 * and say nothing. Counting each table twice, in file order and through one of its indexes, makes the damage
 * show: the primary key's index still points at the rows that are gone, and reading them fails (or the counts
 * differ). About 0.1-0.2 s for the shop's 27 tables, in one read-only transaction.
 */
import { StartupError } from '../startupError';
import type { Database } from './database';

export class DamagedTableError extends StartupError {
  constructor(
    readonly table: string,
    where: string,
    reason: string,
  ) {
    super(
      `The table ${table} in ${where} is damaged (${reason.replace(/\s+/g, ' ')}). Refusing to start on it: ` +
        'restore the data folder from a backup (a copy of the whole folder taken while the API was stopped).',
    );
  }
}

const COUNT = (table: string) => `SELECT count(*)::bigint::text AS n FROM ${table}`;
// The rows the primary key names, fetched one by one in its order (a plain index scan reads each row's page).
const COUNT_BY_KEY = (table: string, key: string) =>
  `SELECT count(*)::bigint::text AS n FROM (SELECT 1 FROM ${table} ORDER BY ${key}) AS keyed`;

/** Every table of the database's own schemas, with its primary key's columns (null without one). */
const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name,
    (SELECT string_agg(format('%I', a.attname), ', ' ORDER BY k.position)
       FROM pg_index i
       CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = c.oid AND i.indisprimary) AS key
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
  ORDER BY 1`;

const isDamage = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    (typeof code === 'string' && code.startsWith('XX')) || /could not read block|invalid page/i.test(message)
  );
};

/** Every table counted in file order and, with a primary key, through it; a damaged one throws, named. */
export async function checkTables(db: Database, where: string): Promise<void> {
  // One read-only transaction: the settings below stay in it, and PGlite flushes once, not once per table.
  await db.transaction(async (tx) => {
    const count = async (table: string, sql: string): Promise<string | undefined> => {
      try {
        const [row] = await tx.query<{ n: string }>(sql);
        return row?.n;
      } catch (error) {
        // Only a read that says the data is damaged (SQLSTATE class XX: data or index corrupted, or a block that
        // cannot be read) refuses the start; anything else (out of memory, a cancelled query) is a crash to
        // restart, never a reason to tell an operator to restore a backup.
        if (!isDamage(error)) throw error;
        throw new DamagedTableError(table, where, error instanceof Error ? error.message : String(error));
      }
    };
    const tables = await tx.query<{ name: string; key: string | null }>(TABLES);
    const inOrder = new Map<string, string | undefined>();
    for (const { name } of tables) inOrder.set(name, await count(name, COUNT(name)));
    // Only the index path is left to the planner.
    await tx.exec(
      'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off; ' +
        'SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_sort = off',
    );
    for (const { name, key } of tables) {
      if (key === null) continue;
      const keyed = await count(name, COUNT_BY_KEY(name, key));
      if (keyed !== inOrder.get(name))
        throw new DamagedTableError(
          name,
          where,
          `${inOrder.get(name)} rows read in order, ${keyed} through its primary key`,
        );
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { checkDataDir, createDataDir, describeOpenError, resolveDataDir } from './dataDir';
import { checkTables } from './integrity';
import type { DataDirLock } from './lock';
import { acquireDataDirLock } from './lock';

export { checkDataDir, InvalidDataDirError, UnusableDataDirError } from './dataDir';
export { DamagedTableError } from './integrity';

export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a whole SQL script (several statements, no parameters) through the driver's simple protocol. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder or 'memory://'. */
  dataDir: string;
  /** PGlite: flush every committed write to disk (default true). */
  fsync?: boolean;
}

const READ_ONLY = /^\s*(select|show)\b/i;

/**
 * PGlite runs Postgres in WebAssembly over Node's file system: Postgres's own fsync calls never reach the disk,
 * so with fsync on, every committed write is followed by an fdatasync of the WAL segment holding it (and of the
 * previous one when the segment changed). The WAL is what recovery replays, so an acknowledged write survives
 * a crash or power cut once this returns.
 */
class WalFlusher {
  private last: string | undefined;
  constructor(
    private readonly dataDir: string,
    private readonly db: PGlite,
  ) {}

  private async syncFile(name: string): Promise<void> {
    const handle = await fs.promises.open(path.join(this.dataDir, 'pg_wal', name), 'r');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }

  async flush(): Promise<void> {
    const rows = await this.db.query<{ f: string }>(
      'SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS f',
    );
    const current = rows.rows[0]?.f;
    if (!current) return;
    if (this.last && this.last !== current) await this.syncFile(this.last).catch(() => undefined);
    await this.syncFile(current);
    this.last = current;
  }
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(
    private readonly db: PGlite,
    private readonly flusher: WalFlusher | undefined,
    private readonly lock: DataDirLock | undefined,
  ) {}

  private async flush(): Promise<void> {
    if (this.flusher) await this.flusher.flush();
  }

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.db.query<T>(sql, params as unknown[]);
    if (!READ_ONLY.test(sql)) await this.flush();
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
    await this.flush();
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const value = await this.db.transaction(async (tx) =>
      fn({
        async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
          const result = await tx.query<R>(sql, params as unknown[]);
          return result.rows;
        },
        async exec(sql: string): Promise<void> {
          await tx.exec(sql);
        },
      }),
    );
    await this.flush();
    return value;
  }

  async close(): Promise<void> {
    try {
      if (!this.db.closed) await this.db.close();
    } finally {
      this.lock?.release();
    }
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.pool.query<T>(sql, params as unknown[]);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    // Without parameters, pg uses the simple query protocol, which runs a whole script.
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await fn({
        async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
          const result = await client.query<R>(sql, params as unknown[]);
          return result.rows;
        },
        async exec(sql: string): Promise<void> {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/**
 * The contrib extensions the migrations create (site search: docs/product-rules/search.md#search). PGlite bundles
 * them but loads only those named here; PostgreSQL has them as contrib modules.
 */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = new PostgresDatabase(pool);
    await db.query('SELECT 1');
    return db;
  }
  if (options.dataDir.startsWith('memory://')) {
    return new PgliteDatabase(
      await PGlite.create({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS }),
      undefined,
      undefined,
    );
  }
  // The folder a symbolic link leads to, checked (docs/operations.md#the-data-folder-at-start).
  const dataDir = resolveDataDir(path.resolve(options.dataDir));
  createDataDir(path.dirname(dataDir));
  const lock = acquireDataDirLock(dataDir);
  let db: PgliteDatabase | undefined;
  try {
    checkDataDir(dataDir);
    createDataDir(dataDir);
    const fsync = options.fsync ?? true;
    // PGlite starts Postgres with -F (fsync off); fsync on drops it (and WalFlusher makes it real on disk).
    const startParams = fsync
      ? PGlite.defaultStartParams.filter((param) => param !== '-F')
      : PGlite.defaultStartParams;
    const pglite = await PGlite.create({ dataDir, startParams, extensions: PGLITE_EXTENSIONS }).catch(
      (error: unknown) => {
        throw describeOpenError(dataDir, error);
      },
    );
    db = new PgliteDatabase(pglite, fsync ? new WalFlusher(dataDir, pglite) : undefined, lock);
    await checkTables(db, `the data folder ${dataDir}`);
    return db;
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder or 'memory://'. */
  dataDir: string;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly db: PGlite) {}

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.db.query<T>(sql, params as unknown[]);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      fn({
        async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
          const result = await tx.query<R>(sql, params as unknown[]);
          return result.rows;
        },
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = new PostgresDatabase(pool);
    await db.query('SELECT 1');
    return db;
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: options.dataDir });
  return new PgliteDatabase(pglite);
}

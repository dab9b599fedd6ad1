import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Api } from '../src/app';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { loadConfig } from '../src/config';

export type Target = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const targets: Target[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApi extends Api {
  config: AppConfig;
  cleanup: () => Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/**
 * A fresh API on an empty database: in-memory PGlite, or a private schema of the TEST_DATABASE_URL server
 * (dropped afterwards), so that parallel test files never share state.
 */
export async function createTestApi(target: Target, overrides: Partial<AppConfig> = {}): Promise<TestApi> {
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-api-test-'));
  let databaseUrl: string | undefined;
  let dropSchema = async () => undefined as void;
  if (target === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    databaseUrl = withSearchPath(url, schema);
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    };
  }
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl,
    dataDir: 'memory://',
    imageDir,
    logLevel: 'silent',
    prewarmImages: false,
    catalogPollMs: 0,
    ...overrides,
  };
  const api = await buildApp(config);
  return {
    ...api,
    config,
    cleanup: async () => {
      await api.app.close();
      await dropSchema();
      fs.rmSync(imageDir, { recursive: true, force: true });
    },
  };
}

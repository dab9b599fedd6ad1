import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { InvalidDataDirError, openDatabase } from '../src/db/database';
import { DataDirLockedError, lockPath } from '../src/db/lock';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-data-'));

describe('PGlite data folder', () => {
  it('is locked: a second opener is refused with the folder and the holding pid, and the lock goes on close', async () => {
    const dir = path.join(tmp(), 'pglite');
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`${dir} is in use by process ${process.pid}`);
      // Another process (what `npm run db:seed` does while the server runs) is refused too.
      // The real lock module (and the error class it extends, where it imports it from), compiled for a plain
      // node child process.
      const out = tmp();
      for (const file of ['db/lock', 'startupError']) {
        fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        fs.writeFileSync(
          path.join(out, `${file}.js`),
          transformFileSync(path.join(__dirname, '..', 'src', `${file}.ts`), {
            jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
            module: { type: 'commonjs' },
          }).code,
        );
      }
      const compiled = path.join(out, 'db', 'lock.js');
      const child = spawnSync(
        process.execPath,
        [
          '-e',
          `try { require(${JSON.stringify(compiled)}).acquireDataDirLock(${JSON.stringify(dir)}); console.log('taken') }` +
            ' catch (e) { console.log(e.message); process.exit(3) }',
        ],
        // The compiled copy sits outside the package: it finds proper-lockfile where the API does.
        {
          encoding: 'utf8',
          env: { ...process.env, NODE_PATH: require.resolve.paths('proper-lockfile')?.join(path.delimiter) },
        },
      );
      expect(child.status).toBe(3);
      expect(child.stdout).toContain(`The data folder ${dir} is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over a stale lock left by a process that is gone', async () => {
    const dir = path.join(tmp(), 'pglite');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    fs.writeFileSync(
      lockPath(dir),
      JSON.stringify({ pid: Number(dead.stdout), host: os.hostname(), token: 'old', startedAt: '' }),
    );
    const db = await openDatabase({ dataDir: dir });
    await db.close();
  });

  it('refuses to initialise over a non-empty folder that is not a database, and says how to restore', async () => {
    const dir = path.join(tmp(), 'pglite');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'precious.txt'), 'do not wipe');
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toBeInstanceOf(InvalidDataDirError);
    await expect(opening).rejects.toThrow(/PG_VERSION is missing.*Restore the folder from a backup/s);
    expect(fs.readFileSync(path.join(dir, 'precious.txt'), 'utf8')).toBe('do not wipe');
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('keeps acknowledged writes across a reopen with fsync on', async () => {
    const dir = path.join(tmp(), 'pglite');
    const db = await openDatabase({ dataDir: dir, fsync: true });
    await db.exec('CREATE TABLE kept (v TEXT)');
    await db.query('INSERT INTO kept (v) VALUES ($1)', ['acknowledged']);
    expect(await db.query<{ f: string }>("SELECT current_setting('fsync') AS f")).toEqual([{ f: 'on' }]);
    await db.close();
    const reopened = await openDatabase({ dataDir: dir });
    expect(await reopened.query('SELECT v FROM kept')).toEqual([{ v: 'acknowledged' }]);
    await reopened.close();
  });
});

describe.each(targets)('migrations and readiness on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('runs whole scripts (semicolons in strings, dollar-quoted bodies) and records them', async () => {
    const applied = await migrate(api.db, [
      {
        version: 901,
        name: 't_note',
        sql: `CREATE TABLE t_note (body TEXT NOT NULL);
INSERT INTO t_note (body) VALUES ('one; two'), ($q$three; $$ four$q$);
CREATE FUNCTION t_shout(x TEXT) RETURNS TEXT LANGUAGE plpgsql AS $fn$
BEGIN
  RETURN upper(x) || ';';
END;
$fn$;
-- a comment; with a semicolon
`,
      },
    ]);
    expect(applied).toEqual(['901_t_note']);
    expect(await api.db.query('SELECT body FROM t_note ORDER BY body')).toEqual([
      { body: 'one; two' },
      { body: 'three; $$ four' },
    ]);
    expect(await api.db.query("SELECT t_shout('a') AS s")).toEqual([{ s: 'A;' }]);
    // Recorded: not run again; and a shipped migration edited since it ran stops the start (its checksum).
    await expect(migrate(api.db, [{ version: 901, name: 't_note', sql: 'SELECT 1/0' }])).rejects.toThrow(
      /checksum/i,
    );
  });

  it('rolls a failing script back whole, and does not record it', async () => {
    await expect(
      migrate(api.db, [{ version: 902, name: 't_half', sql: 'CREATE TABLE t_half (x INT); SELECT 1/0;' }]),
    ).rejects.toThrow();
    expect(await api.db.query("SELECT to_regclass('t_half') AS r")).toEqual([{ r: null }]);
    expect(await api.db.query('SELECT version FROM schemaversion WHERE version = 902')).toEqual([]);
  });

  it("renames a shop's 'Tea Wares' section to the spec's 'Teawares', and leaves an operator's own name alone", async () => {
    const rename = migrations.find((migration) => migration.name === 'teawares_name');
    expect(rename).toBeDefined();
    const again = { name: 't_005_again', sql: rename?.sql ?? '' };
    await api.db.query("UPDATE tea_type SET name = 'Tea Wares' WHERE slug = 'tea-wares'");
    await migrate(api.db, [{ ...again, version: 903 }]);
    expect(await api.db.query("SELECT name FROM tea_type WHERE slug = 'tea-wares'")).toEqual([
      { name: 'Teawares' },
    ]);
    await api.db.query("UPDATE tea_type SET name = 'Teaware & Gifts' WHERE slug = 'tea-wares'");
    await migrate(api.db, [{ ...again, version: 904 }]);
    expect(await api.db.query("SELECT name FROM tea_type WHERE slug = 'tea-wares'")).toEqual([
      { name: 'Teaware & Gifts' },
    ]);
    await api.db.query("UPDATE tea_type SET name = 'Teawares' WHERE slug = 'tea-wares'");
  });

  it('proves the write path in /health/ready while /health stays a read', async () => {
    const ready = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    await api.db.exec('ALTER TABLE health_probe RENAME TO health_probe_broken');
    try {
      const failing = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(failing.statusCode).toBe(503);
      // Like every 5xx body, it names the request (its logs, its X-Request-Id).
      expect(failing.json()).toMatchObject({ status: 'error', requestId: failing.headers['x-request-id'] });
      expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await api.db.exec('ALTER TABLE health_probe_broken RENAME TO health_probe');
    }
  });
});

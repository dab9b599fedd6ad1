// The real API (api/dist/server.js, the image's entry, built by `npm run build`) under the supervisor, behind
// the real proxy: killing it must cost shoppers only 503s in the shared shape until it is back, with a backoff
// that grows. A start the API refuses (a setting, the data folder) is one line and exit 78, never restarted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { createApiProxy } from '../apiProxy.mjs';
import { CONFIG_EXIT_CODE, supervise, untilReady } from '../supervisor.mjs';

const apiDir = fileURLToPath(new URL('../../../api', import.meta.url));
const entry = join(apiDir, 'dist/server.js');
const port = 4410;
const dataDir = mkdtempSync(join(tmpdir(), 'sencha-supervised-'));
/** @type {(() => unknown)[]} */
const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * @param {string} url
 * @returns {Promise<{ status: number, body: any }>}
 */
async function get(url) {
  try {
    const response = await fetch(url);
    return { status: response.status, body: await response.json() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

// The API's own entry, as production runs it: no seeding or drawing (the catalogue's entry does those), so a
// first start only migrates; still generous on a busy 2-core machine.
/**
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
async function until(check, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test(
  'a killed API is restarted with a growing backoff while the proxy answers 503',
  { skip: !existsSync(entry) && 'api/dist is not built' },
  async () => {
    /** @type {string[]} */
    const lines = [];
    const supervisor = supervise({
      name: 'API',
      command: process.execPath,
      args: [entry],
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'pglite'),
        LOG_LEVEL: 'warn',
      },
      initialDelayMs: 400,
      // A start slower than the default 30 s (a busy machine) would count as stable and reset the backoff.
      stableAfterMs: 600_000,
      log: (line) => lines.push(line),
    });
    cleanups.push(() => supervisor.stop());
    const proxy = createApiProxy({
      target: `http://127.0.0.1:${port}`,
      isRestarting: supervisor.isRestarting,
    });
    const shop = http.createServer((req, res) => {
      if (!proxy(req, res)) res.writeHead(200, { 'content-type': 'application/json' }).end('{"static":true}');
    });
    await new Promise((resolve) => shop.listen(0, '127.0.0.1', () => resolve(undefined)));
    cleanups.push(() => new Promise((resolve) => shop.close(resolve)));
    const shopUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (shop.address()).port}`;

    await until(async () => (await get(`${shopUrl}/api/health`)).status === 200);
    for (const expectedDelay of [400, 800]) {
      const pid = supervisor.pid;
      process.kill(/** @type {number} */ (pid), 'SIGKILL');
      await until(() => supervisor.isRestarting());
      const during = await get(`${shopUrl}/api/health`);
      assert.equal(during.status, 503);
      assert.deepEqual(during.body, {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The shop API is restarting. Please try again in a moment.',
      });
      assert.equal((await get(`${shopUrl}/`)).status, 200, 'the static site keeps serving');
      await until(async () => (await get(`${shopUrl}/api/health`)).status === 200);
      assert.notEqual(supervisor.pid, pid);
      assert.match(String(lines.at(-1)), new RegExp(`restarting in ${expectedDelay} ms`));
    }
    assert.equal(supervisor.restarts, 2);
  },
);

test('a child exiting with the configuration code is not restarted; any other exit is', async () => {
  /** @param {number} code */
  const child = (code) =>
    supervise({
      name: 'child',
      command: process.execPath,
      args: ['-e', `process.exit(${code})`],
      initialDelayMs: 50,
      log: () => undefined,
    });
  const refused = child(CONFIG_EXIT_CODE);
  assert.equal(await refused.stopped, 78);
  assert.equal(refused.restarts, 0);
  assert.equal(refused.isRestarting(), false);
  assert.equal(await untilReady('http://127.0.0.1:9/', refused, 20), false);
  const crashing = child(1);
  cleanups.push(() => crashing.stop());
  await until(() => crashing.restarts >= 2, 30_000);
});

test(
  'a setting or a data folder the API refuses: one line, exit 78 at every start, no restart',
  { skip: !existsSync(entry) && 'api/dist is not built' },
  async () => {
    const dangling = join(dataDir, 'linked-pglite');
    symlinkSync(join(dataDir, 'no-such-disk'), dangling);
    const base = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port + 1),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port + 1}`,
      DATA_DIR: join(dataDir, 'refused'),
      LOG_LEVEL: 'warn',
      // As `npm start` runs it: without, the API warns (one more line) that checkout is refused.
      ALLOW_SANDBOX_PAYMENTS: '1',
    };
    const cases = [
      {
        env: { ...base, ADMIN_TOKEN: 'x'.repeat(22) },
        line:
          'API failed to start: ADMIN_TOKEN must be at least 24 characters long (e.g. the output of openssl ' +
          'rand -hex 32).',
      },
      {
        env: { ...base, DATA_DIR: dangling },
        line: `API failed to start: The data folder ${dangling} cannot be used: it is a symbolic link to`,
      },
    ];
    for (const { env, line } of cases) {
      for (let start = 0; start < 2; start += 1) {
        const run = spawnSync(process.execPath, [entry], {
          cwd: apiDir,
          env,
          encoding: 'utf8',
          timeout: 120_000,
        });
        assert.equal(run.status, CONFIG_EXIT_CODE);
        assert.equal(run.stdout, '');
        assert.equal(run.stderr.split('\n').filter(Boolean).length, 1, run.stderr);
        assert.ok(run.stderr.startsWith(line), run.stderr);
      }
      /** @type {string[]} */
      const lines = [];
      const supervisor = supervise({
        name: 'API',
        command: process.execPath,
        args: [entry],
        cwd: apiDir,
        env,
        initialDelayMs: 100,
        stdio: ['ignore', 'pipe', 'pipe'],
        log: (logged) => lines.push(logged),
      });
      cleanups.push(() => supervisor.stop());
      let stderr = '';
      supervisor.child?.stderr?.on('data', (chunk) => (stderr += chunk));
      assert.equal(await untilReady(`http://127.0.0.1:${port + 1}/api/health`, supervisor), false);
      assert.equal(await supervisor.stopped, CONFIG_EXIT_CODE);
      assert.equal(supervisor.restarts, 0);
      assert.deepEqual(lines, [], 'the supervisor adds nothing to the one line');
      assert.ok(stderr.startsWith(line), stderr);
    }
  },
);

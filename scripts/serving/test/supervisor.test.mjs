// The real API (api/dist/server.js, the image's entry, built by `npm run build`) under the supervisor, behind
// the real proxy: killing it must cost shoppers only 503s in the shared shape until it is back, with a backoff
// that grows.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { createApiProxy } from '../apiProxy.mjs';
import { supervise } from '../supervisor.mjs';

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

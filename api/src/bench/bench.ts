/**
 * npm run bench -w api: starts the built server (node dist/server.js, NODE_ENV=production) on a free port with a
 * throw-away PGlite data folder, waits for it, then runs autocannon against the three hot catalogue routes and
 * prints requests per second and p99 latency for each. Set BENCH_URL to measure a server you started yourself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RPS = 3000;
const TARGET_P99 = 30;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

function run(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main(): Promise<void> {
  let base = process.env.BENCH_URL;
  let child: ReturnType<typeof spawn> | undefined;
  let tmp: string | undefined;
  if (!base) {
    const port = await freePort();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-bench-'));
    child = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'pglite'),
        IMAGE_DIR: path.join(tmp, 'images'),
        LOG_LEVEL: 'warn',
        PREWARM_IMAGES: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
  }
  try {
    await waitFor(`${base}/api/health`, 60_000);
    const routes = ['/api/tea-item/sencha-superior-100g', '/api/teatype/green-tea/tea', '/api/main-menu'];
    for (const route of routes) await fetch(`${base}${route}`); // warm the cache
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per route, against ${base}`);
    let ok = true;
    for (const route of routes) {
      const r = await run(`${base}${route}`);
      const rps = Math.round(r.requests.average);
      const p99 = r.latency.p99;
      const pass = rps >= TARGET_RPS && p99 < TARGET_P99 && r.non2xx === 0 && r.errors === 0;
      ok &&= pass;
      console.log(
        `${route.padEnd(40)} ${String(rps).padStart(6)} req/s   p99 ${String(p99).padStart(3)} ms   ` +
          `(non-2xx ${r.non2xx}, errors ${r.errors}) ${pass ? 'OK' : 'BELOW TARGET'}`,
      );
    }
    console.log(`target: >= ${TARGET_RPS} req/s and p99 < ${TARGET_P99} ms: ${ok ? 'met' : 'NOT met'}`);
  } finally {
    if (child) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

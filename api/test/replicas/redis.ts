/**
 * The Redis the replicas share their rate-limit counters in: TEST_REDIS_URL when set (CI: api/scripts/ci-redis.sh),
 * else a redis-server of this test file's own on a free port, without persistence, stopped at the end.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort, killOnExit } from './processes';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Answers true when a Redis answers PING at the URL's host and port (a bare RESP exchange: no client). */
export function ping(url: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      // +PONG, or -NOAUTH from a Redis with a password: either way a Redis is there.
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG') || answer.startsWith('-NOAUTH'));
    });
  });
}

/** Why no Redis can be had, or undefined when one can (TEST_REDIS_URL or redis-server on the PATH). */
export function redisUnavailable(): string | undefined {
  if (process.env.TEST_REDIS_URL) return undefined;
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return found.error || found.status !== 0
    ? 'no TEST_REDIS_URL and no redis-server on the PATH (bash api/scripts/ci-redis.sh provides one)'
    : undefined;
}

async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited ${child.exitCode}: ${output()}`);
    if (await ping(url, 300)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer PING within 10 s: ${output()}`);
}

export async function startRedis(): Promise<TestRedis> {
  const shared = process.env.TEST_REDIS_URL;
  if (shared) {
    if (!(await ping(shared))) throw new Error(`TEST_REDIS_URL (${shared}) does not answer PING`);
    // Left running and never flushed: it may be shared, and each test uses client addresses of its own.
    return { url: shared, stop: async () => undefined };
  }
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const forget = killOnExit(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitForPing(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    forget();
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      forget();
    },
  };
}

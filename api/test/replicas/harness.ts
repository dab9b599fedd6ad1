/**
 * Three processes of the built API (api/dist/server.js) on one PostgreSQL schema and one Redis, sharing one
 * IMAGE_DIR and OUTBOX_DIR, each on a port of its own: what a deployment with three replicas behind a proxy is.
 * useTrio registers the Jest hooks that build, start and stop them; the tests reach them over real HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuilt, SERVER_JS } from './build';
import { createTestDatabase, postgresUnavailable, type TestDatabase } from './database';
import { killOnExit, ORPHAN_GUARD } from './processes';
import { startRedis, type TestRedis } from './redis';

export interface Replica {
  /** e.g. http://127.0.0.1:40123 (the API's routes are under /api). */
  origin: string;
  child: ChildProcess;
  /** The last few kB the process printed, for failure messages. */
  output(): string;
  alive(): boolean;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface Trio {
  replicas: Replica[];
  db: TestDatabase;
  /** The Redis URL the replicas were given (undefined: started without REDIS_URL). */
  redisUrl: string | undefined;
  outboxDir: string;
  /** The .eml files in the shared outbox. */
  mails(): string[];
}

export interface TrioOptions {
  /** Settings beyond the common ones (which they override); a function is read when the replicas start. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Give the replicas REDIS_URL (default true): false runs them with per-process rate-limit counters. */
  redis?: boolean;
}

const START_TIMEOUT_MS = 30_000;

/** The settings every replica gets; the variables are the API's own (api/src/configEnv.ts). */
function commonEnv(databaseUrl: string, dir: string): Record<string, string> {
  return {
    // Only what node needs of ours: a developer's own DATABASE_URL or SMTP_URL must not leak into a replica.
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://shop.test',
    ALLOW_SANDBOX_PAYMENTS: '1',
    HOST: '127.0.0.1',
    // Each replica picks a free port and prints it (start.ts's "API listening on" line): no race for ports.
    PORT: '0',
    DATABASE_URL: databaseUrl,
    IMAGE_DIR: path.join(dir, 'images'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    // The tests are the proxy: X-Forwarded-For from 127.0.0.1 names each simulated shopper's address.
    TRUST_PROXY: '127.0.0.1',
    CATALOG_POLL_MS: '2000',
    RATE_LIMIT_MAX: '10',
    // So that no replica creates a key file in api/.data (the QA pass key, unset otherwise).
    QA_PASS_SECRET: 'replica-tests-qa-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  };
}

function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, ['--require', ORPHAN_GUARD, SERVER_JS], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forget = killOnExit(child);
  child.once('exit', forget);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`replica did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`replica exited (${code ?? signal}) before listening:\n${output}`));
    });
    child.stdout?.on('data', () => {
      const listening = /API listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      resolve({
        origin: listening[1]!,
        child,
        output: () => output,
        alive,
        kill: async (signal) => {
          if (!alive()) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill(signal);
          await exited;
        },
      });
    });
  });
}

/** Stops a replica as its supervisor would (SIGTERM: graceful), then for certain. */
async function stopReplica(replica: Replica): Promise<void> {
  if (!replica.alive()) return;
  const exited = new Promise((done) => replica.child.once('exit', done));
  replica.child.kill('SIGTERM');
  const force = setTimeout(() => replica.child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(force);
}

/** Straight to stderr: Jest does not show the console output of a file whose tests were all skipped. */
const warnSkipped = (what: string, reason: string) => process.stderr.write(`${what} skipped: ${reason}\n`);

/**
 * describe, or describe.skip when no PostgreSQL is configured: the reason is in the title and printed, so a
 * skipped suite is never mistaken for a passing one.
 */
export function describeReplicas(title: string, body: () => void): void {
  const reason = postgresUnavailable();
  if (reason) warnSkipped(title, reason);
  (reason ? describe.skip : describe)(reason ? `${title} (skipped: ${reason})` : title, body);
}

/** it, or it.skip with the reason in its title and printed. */
export function itUnless(reason: string | undefined, title: string, test: () => Promise<void>): void {
  if (reason) warnSkipped(title, reason);
  (reason ? it.skip : it)(reason ? `${title} (skipped: ${reason})` : title, test);
}

/**
 * Registers beforeAll/afterAll hooks that start three replicas (after building the API when stale) and stop
 * them, then drop their schema and stop the Redis. The returned object is filled in by beforeAll.
 */
export function useTrio(options: TrioOptions = {}): Trio {
  const trio = { replicas: [] as Replica[], redisUrl: undefined as string | undefined } as Trio;
  let redis: TestRedis | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    const buildMs = await ensureApiBuilt();
    if (buildMs > 0) console.info(`replica tests: built api/dist in ${buildMs} ms`);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-replicas-'));
    trio.outboxDir = path.join(dir, 'outbox');
    trio.mails = () =>
      fs.existsSync(trio.outboxDir) ? fs.readdirSync(trio.outboxDir).filter((f) => f.endsWith('.eml')) : [];
    trio.db = await createTestDatabase();
    if (options.redis !== false) {
      redis = await startRedis();
      trio.redisUrl = redis.url;
    }
    const env = {
      ...commonEnv(trio.db.url, dir),
      ...(trio.redisUrl ? { REDIS_URL: trio.redisUrl } : {}),
      ...(typeof options.env === 'function' ? options.env() : options.env),
    };
    // All three at once, as a rollout starts them (each checks the migrations under the migration lock).
    const started = await Promise.allSettled([0, 1, 2].map(() => startReplica(env)));
    trio.replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(trio.replicas.map(stopReplica));
    // What the replicas logged as errors (pino level 50 and up) explains a 5xx a test saw.
    for (const [i, r] of trio.replicas.entries()) {
      const errors = r
        .output()
        .split('\n')
        .filter((line) => /"level":(5|6)\d/.test(line));
      if (errors.length > 0) console.warn(`replica ${i} logged errors:\n${errors.join('\n')}`);
    }
    await trio.db?.drop();
    await redis?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  return trio;
}

/**
 * The replicas part of `npm run bench` (BENCH_PARTS=replicas): the catalogue and commerce routes through nginx in
 * front of one API replica, then three, on one PostgreSQL (BENCH_DATABASE_URL, its own schema) and one Redis
 * (a redis-server of the bench's own), in one run on one machine (docs/operations.md#scaling-the-api).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNginx } from '../support/nginxServer';
import { startApiProcess, stopProcess } from './apiProcess';
import type { ApiFigures, ReplicaRun } from './report';

const root = resolve(__dirname, '../..');
const SCHEMA = 'bench_replicas';
const FIRST_API_PORT = Number(process.env.BENCH_REPLICA_PORT ?? 4101);
const NGINX_PORT = Number(process.env.BENCH_REPLICAS_NGINX_PORT ?? 8097);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6391);

/** The database URL with the bench's own schema first on the search path (made if missing, with psql). */
function benchDatabase(url: string): string {
  execFileSync('psql', [url, '-q', '-c', `CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`], { stdio: 'inherit' });
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${SCHEMA},public`);
  return u.toString();
}

function startRedis(): ChildProcess {
  return spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

async function measure(replicas: number, env: NodeJS.ProcessEnv, out: string): Promise<ReplicaRun> {
  const ports = Array.from({ length: replicas }, (_, i) => FIRST_API_PORT + i);
  // The first seeds an empty schema; the others start on a seeded one.
  const apis = [await startApiProcess(ports[0] as number, env)];
  apis.push(...(await Promise.all(ports.slice(1).map((port) => startApiProcess(port, env)))));
  const nginx = await startNginx(
    NGINX_PORT,
    ports.map((port) => `127.0.0.1:${port}`),
  );
  try {
    const file = join(out, `replicas-${replicas}.json`);
    execFileSync(process.execPath, [join(root, 'catalogue/dist/bench/throughput.js'), nginx.url, file], {
      stdio: 'inherit',
    });
    return {
      replicas,
      ...(JSON.parse(readFileSync(file, 'utf8')) as Pick<ApiFigures, 'catalogue' | 'commerce'>),
    };
  } finally {
    await nginx.stop();
    await Promise.all(apis.map(stopProcess));
  }
}

/** One, then three replicas; undefined (with the reason printed) when no PostgreSQL is given. */
export async function benchReplicas(): Promise<ReplicaRun[] | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn('replicas: skipped, set BENCH_DATABASE_URL (bash api/scripts/ci-postgres.sh prints one)');
    return undefined;
  }
  const redis = startRedis();
  const out = mkdtempSync(join(tmpdir(), 'sencha-bench-replicas-'));
  const env = {
    DATABASE_URL: benchDatabase(url),
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    IMAGE_DIR: join(out, 'images'),
    OUTBOX_DIR: join(out, 'outbox'),
    GENERATE_IMAGES: '0',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    LOG_LEVEL: 'warn',
  };
  try {
    const runs: ReplicaRun[] = [];
    for (const replicas of [1, 3]) runs.push(await measure(replicas, env, out));
    return runs;
  } finally {
    redis.kill('SIGTERM');
  }
}

/**
 * `npm run bench` (after `node scripts/build-stale.mjs`): API throughput, then first-load bytes and Lighthouse on
 * the production builds served as production serves them (nginx over the builds laid out as releases, the API on
 * its default database). Figures go to bench/results/<BENCH_LABEL>.json (default `after`; `before` keeps issue
 * 17's starting point), and bench/report.md is written from every results file. BENCH_PARTS picks the parts
 * (api,replicas,bundles,lighthouse,lighthouse-start; replicas needs a PostgreSQL, BENCH_DATABASE_URL:
 * e2e/bench/replicas.ts; lighthouse-start measures the same pages through `npm start`, plain HTTP/1.1). Uses
 * the e2e ports (API 4000, nginx 8088, `npm start`'s 3000-3006): run it under the e2e lock where Playwright runs share the machine. Timings depend on the machine's load: each part records its load average.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNginx } from '../support/nginxServer';
import { layOutReleases } from '../support/releasesLayout';
import { startRenderServer } from '../support/renderServer';
import { startApiProcess, stopProcess } from './apiProcess';
import { startShop } from './startShop';
import { benchReplicas } from './replicas';
import { benchPlan } from './plan';
import {
  writeReport,
  type ApiFigures,
  type BenchResults,
  type BundleFigures,
  type Conditions,
  type LighthouseFigures,
} from './report';

const root = resolve(__dirname, '../..');
const label = process.env.BENCH_LABEL ?? 'after';
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'api,replicas,bundles,lighthouse,lighthouse-start').split(','),
);
// A run of some pages only (e2e/scripts/lighthouse.mjs) must not replace the report's whole before or after.
if (process.env.BENCH_LIGHTHOUSE_PAGES && ['before', 'after'].includes(label))
  throw new Error('BENCH_LIGHTHOUSE_PAGES measures some pages only: give the run its own BENCH_LABEL.');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4000);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8088);
const NGINX_TLS_PORT = Number(process.env.BENCH_NGINX_TLS_PORT ?? 8443);
const RENDER_PORT = Number(process.env.BENCH_RENDER_PORT ?? 8006);
/** `off` measures the pages as the browser renders them alone, for a before and after on one build. */
const SERVER_RENDERING = process.env.BENCH_SERVER_RENDERING !== 'off';
const resultsDir = join(root, 'bench/results');
const resultsFile = join(resultsDir, `${label}.json`);
const scratch = mkdtempSync(join(tmpdir(), 'sencha-bench-'));

/** Under what load a part ran: its timings mean little on a busy machine. */
const conditions = (): Conditions => ({
  at: new Date().toISOString(),
  loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
});

/** Parts whose script exited non-zero (a target missed, say): reported at the end, after the other parts ran. */
const missed: string[] = [];

function run(command: string, args: string[]): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => done(code));
  });
}

/**
 * Runs a script that writes JSON to the file named by its last argument, and answers that JSON. A script that
 * exits non-zero but wrote its figures (the API bench does when a target is missed) is recorded and noted.
 */
async function figures<T>(command: string, args: string[]): Promise<T & Conditions> {
  const out = join(scratch, `${Date.now()}.json`);
  const started = conditions();
  const code = await run(command, [...args, out]);
  if (code !== 0) missed.push(`${args.join(' ')} exited ${code}`);
  if (!existsSync(out)) throw new Error(`${args.join(' ')} exited ${code} without writing its figures`);
  return { ...(JSON.parse(readFileSync(out, 'utf8')) as T), ...started };
}

/** The API with its default database (api/.data); the sandbox provider, so the bench can place the order it shows. */
const startApi = () =>
  startApiProcess(API_PORT, {
    ALLOW_SANDBOX_PAYMENTS: '1',
    // Required in production (docs/configuration.md#public-url): the shop is published at nginx's address.
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
  });

async function main(): Promise<void> {
  const results: BenchResults = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults)
    : { label };
  const save = () => {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  };
  const commit = await new Promise<string>((done) => {
    const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: root });
    let out = '';
    git.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    git.on('exit', () => done(out.trim()));
  });
  if (parts.has('api')) {
    results.api = { commit, ...(await figures<ApiFigures>('npm', ['run', 'bench', '-w', 'api', '--'])) };
    save();
  }
  if (parts.has('replicas')) {
    const started = conditions();
    const runs = await benchReplicas();
    if (runs) results.replicas = { commit, runs, ...started };
    save();
  }
  if (parts.has('bundles') || parts.has('lighthouse') || parts.has('lighthouse-start')) {
    const api = await startApi();
    const releasesDir = layOutReleases();
    const nginx = await startNginx(NGINX_PORT, `127.0.0.1:${API_PORT}`, releasesDir, {
      tlsPort: NGINX_TLS_PORT,
      ...(SERVER_RENDERING ? { renderUpstream: `127.0.0.1:${RENDER_PORT}` } : {}),
    });
    // The live shell's render server behind nginx, as production runs it (docs/server-rendering.md): it reads
    // the shop's files through nginx, and is warm before the first page is measured.
    const render = SERVER_RENDERING
      ? await startRenderServer(releasesDir, {
          port: RENDER_PORT,
          staticOrigin: `http://127.0.0.1:${NGINX_PORT}`,
          publicUrl: `http://127.0.0.1:${NGINX_PORT}`,
          apiUrl: `http://127.0.0.1:${API_PORT}`,
        }).catch(async (error: unknown) => {
          await nginx.stop();
          throw error;
        })
      : null;
    try {
      // The order and cart are made over plain HTTP; the pages are measured as shoppers get them, HTTPS and HTTP/2.
      const plan = await benchPlan(nginx.url);
      const baseUrl = nginx.tlsUrl ?? nginx.url;
      /** The plan's file for the measuring scripts, its pages at `at`. */
      const planFileAt = (at: string) => {
        const planFile = join(scratch, `plan-${Date.now()}.json`);
        writeFileSync(planFile, JSON.stringify({ ...plan, baseUrl: at }));
        return planFile;
      };
      /** Lighthouse on the plan's pages at `at`. */
      const lighthouse = async (at: string) => ({
        commit,
        servedOver: at.startsWith('https:') ? 'HTTPS, HTTP/2' : 'plain HTTP/1.1',
        ...(await figures<LighthouseFigures>('node', ['e2e/scripts/lighthouse.mjs', planFileAt(at)])),
      });
      if (parts.has('bundles')) {
        results.bundles = {
          commit,
          ...(await figures<BundleFigures>('node', ['e2e/scripts/bundle-report.mjs', planFileAt(baseUrl)])),
        };
        save();
      }
      if (parts.has('lighthouse')) {
        results.lighthouse = await lighthouse(baseUrl);
        save();
      }
      if (parts.has('lighthouse-start')) {
        // The same pages, cart and order through `npm start`, in the same run (one machine, one load).
        const shop = await startShop(`http://127.0.0.1:${API_PORT}`, SERVER_RENDERING);
        try {
          results.lighthouseStart = await lighthouse(shop.url);
        } finally {
          await shop.stop();
        }
        save();
      }
    } finally {
      await nginx.stop();
      await render?.stop();
      await stopProcess(api);
    }
  }
  writeReport(resultsDir, join(root, 'bench/report.md'));
  if (missed.length > 0) {
    console.error(`Figures recorded, but:\n${missed.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

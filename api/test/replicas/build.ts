/**
 * The replicas run the built API (api/dist/server.js), as the image does: the bundle is made here when it is
 * missing or older than its sources, once for however many test files (workers) ask at the same time.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');
const ROOT = path.resolve(API_DIR, '..');
export const SERVER_JS = path.join(API_DIR, 'dist', 'server.js');
/** What the bundle is made of (api/scripts/build.mjs): our code, the shared contract, the build itself. */
const INPUTS = [
  path.join(API_DIR, 'src'),
  path.join(ROOT, 'shared', 'src'),
  path.join(API_DIR, 'package.json'),
  path.join(API_DIR, 'scripts', 'build.mjs'),
];
/** Outside the work tree (nothing to ignore), one per checkout. */
const LOCK = path.join(
  os.tmpdir(),
  `sencha-api-build-${createHash('sha256').update(API_DIR).digest('hex').slice(0, 12)}.lock`,
);
/** A lock older than this was left by a killed run (a build takes well under a second). */
const STALE_LOCK_MS = 60_000;

function newestInput(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestInput(path.join(target, entry)));
  return newest;
}

function isFresh(): boolean {
  const built = fs.statSync(SERVER_JS, { throwIfNoEntry: false });
  return built !== undefined && built.mtimeMs >= Math.max(...INPUTS.map(newestInput));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the build lock (a directory: mkdir is atomic), waiting for another worker's build. */
async function lock(): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS)
        fs.rmSync(LOCK, { recursive: true, force: true });
      await sleep(100);
    }
  }
}

/** Builds api/dist when stale; answers the build's duration in ms (0 when the bundle was fresh). */
export async function ensureApiBuilt(): Promise<number> {
  if (isFresh()) return 0;
  await lock();
  try {
    // Another worker may have built it while this one waited.
    if (isFresh()) return 0;
    const started = Date.now();
    execFileSync(process.execPath, [path.join(API_DIR, 'scripts', 'build.mjs')], {
      cwd: API_DIR,
      stdio: 'pipe',
    });
    return Date.now() - started;
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

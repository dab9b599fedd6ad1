// Production build of every app whose inputs changed since its last build (`--force` rebuilds all).
// An app's inputs: its own files, the workspace packages, apps.json, the lockfile and the root build settings.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webApps, workspacePackages } from './apps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results']);
const STAMP = '.build-hash';

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** @param {string[]} paths */
function hashOf(paths) {
  const hash = createHash('sha256');
  hash.update(process.env.MF_BUILD_VERSION ?? '');
  for (const base of paths) {
    const abs = join(root, base);
    if (!existsSync(abs)) continue;
    const list = statSync(abs).isDirectory() ? [...files(abs)].sort() : [abs];
    for (const file of list) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} in ${cwd} exited ${code}`)),
    );
  });
}

const common = [...workspacePackages, 'apps.json', 'package-lock.json', 'tsconfig.base.json'];
const targets = [
  ...webApps.map((app) => ({
    name: app.dir,
    inputs: [app.dir, ...common],
    stamp: join(root, app.dir, 'dist', STAMP),
    build: () => run('npx', ['webpack', '--mode', 'production'], join(root, app.dir)),
  })),
];
// The API, then the catalogue tooling, whose bundle carries the API code it runs (catalogue/scripts/build.mjs).
for (const [dir, inputs] of /** @type {const} */ ([
  ['catalogue', ['catalogue', 'api', 'shared']],
  ['api', ['api', 'shared']],
])) {
  const pkgFile = join(root, dir, 'package.json');
  if (!existsSync(pkgFile) || !JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.build) continue;
  targets.unshift({
    name: dir,
    inputs: [...inputs, 'package-lock.json', 'tsconfig.base.json'],
    stamp: join(root, dir, 'dist', STAMP),
    build: () => run('npm', ['run', 'build'], join(root, dir)),
  });
}

const stale = targets
  .map((target) => ({ ...target, hash: hashOf(target.inputs) }))
  .filter(
    (target) => force || !existsSync(target.stamp) || readFileSync(target.stamp, 'utf8') !== target.hash,
  );

if (stale.length === 0) {
  console.log('All builds are up to date.');
} else {
  console.log(`Building: ${stale.map((target) => target.name).join(', ')}`);
  // Two at a time: webpack is mostly single-threaded and the machines here have two cores.
  const queue = [...stale];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const started = Date.now();
      await target.build();
      writeFileSync(target.stamp, target.hash);
      console.log(`Built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}

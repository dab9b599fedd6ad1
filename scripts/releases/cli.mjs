// npm run release -- <app> [version] · npm run promote -- <app> <version> [<app> <version> ...] · npm run rollback -- <app> ·
// npm run releases. See docs/releasing.md. RELEASES_DIR moves the releases folder (default: releases/).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { remotes, shell, webApps } from '../apps.mjs';
import { promote, release, rollback } from './commands.mjs';
import { ReleaseError, ReleaseStore } from './store.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * @param {string} file
 * @returns {any}
 */
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const contract = readJson('platform/package.json').version;
const store = new ReleaseStore(process.env.RELEASES_DIR ?? join(root, 'releases'), {
  shell: shell.name,
  remotes: remotes.map((remote) => remote.name),
});

/** @param {string} app */
function defaultVersion(app) {
  const dir = webApps.find((entry) => entry.name === app)?.dir;
  if (!dir) return '0.0.0';
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  return `${readJson(`${dir}/package.json`).version}-${commit}`;
}

function list() {
  const live = store.live();
  for (const app of [store.apps.shell, ...store.apps.remotes]) {
    const current = app === store.apps.shell ? live.shell : live.remotes[app];
    const versions = store.versions(app);
    console.log(`${app}: ${current ? `live ${current}` : 'not served from a release'}`);
    for (const version of versions) {
      const { contract: built, builtAt, commit } = store.release(app, version);
      console.log(
        `  ${version === current ? '*' : ' '} ${version}  contract ${built}  ${builtAt}  ${commit}`,
      );
    }
  }
}

const [command, ...args] = process.argv.slice(2);
const [app, version] = args;
const started = performance.now();
try {
  if (command === 'release') {
    if (!app) throw new ReleaseError('Usage: npm run release -- <app> [version]');
    const dir = webApps.find((entry) => entry.name === app)?.dir;
    store.folder(app, version ?? '0.0.0');
    const made = release(store, app, version ?? defaultVersion(app), { root, appDir: dir, contract });
    console.log(
      `Released ${made.app} ${made.version} (contract ${made.contract}, commit ${made.commit}) in ${made.ms} ms.`,
    );
  } else if (command === 'promote') {
    if (args.length < 2 || args.length % 2 !== 0)
      throw new ReleaseError('Usage: npm run promote -- <app> <version> [<app> <version> ...]');
    const pairs = Array.from(
      { length: args.length / 2 },
      (_, i) => /** @type {[string, string]} */ ([args[2 * i], args[2 * i + 1]]),
    );
    const done = promote(store, pairs, { fallbackContract: contract });
    const ms = (performance.now() - started).toFixed(1);
    for (const step of done)
      console.log(
        step.changed
          ? `${step.app}: ${step.from ?? 'none'} -> ${step.to} (${ms} ms)`
          : `${step.app} ${step.to} is already live.`,
      );
  } else if (command === 'rollback') {
    if (!app) throw new ReleaseError('Usage: npm run rollback -- <app>');
    const done = rollback(store, app, { fallbackContract: contract });
    console.log(
      `${app}: rolled back ${done.from} -> ${done.to} (${(performance.now() - started).toFixed(1)} ms)`,
    );
  } else if (command === 'list') {
    list();
  } else {
    throw new ReleaseError(
      'Commands: release <app> [version], promote <app> <version> [<app> <version> ...], rollback <app>, list.',
    );
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

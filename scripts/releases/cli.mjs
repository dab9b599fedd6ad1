// npm run release -- <app> [version] · npm run promote -- <app> <version> [<app> <version> ...] [--canary <percent>]
// [--force] · npm run compat -- <app> <version> [--shell <version>] · npm run rollback -- <app> ·
// npm run prune-releases (or npm run releases -- prune) · npm run releases. See docs/releasing.md. RELEASES_DIR
// moves the releases folder (default: releases/).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { remotes, shell, webApps } from '../apps.mjs';
import { promote, release, rollback } from './commands.mjs';
import { ReleaseError, ReleaseStore } from './store.mjs';
import { parsePercent, splitText } from './canary.mjs';
import { pruneCommand } from './prune.mjs';
import { runCompat } from './compatRun.mjs';

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
    const split = app === store.apps.shell ? null : splitText(store, app);
    if (split) console.log(`  ${split}`);
    const canary = app === store.apps.shell ? null : live.canaries[app]?.version;
    for (const version of versions) {
      const { contract: built, builtAt, commit } = store.release(app, version);
      console.log(
        `  ${version === current ? '*' : version === canary ? '~' : ' '} ${version}  contract ${built}  ${builtAt}  ${commit}`,
      );
    }
  }
}

/**
 * One line per app a promotion named.
 * @param {{ app: string, from?: string | null, to: string, changed: boolean, canary?: number, endedCanary?: { version: string }, forced?: string }} step
 * @param {string} ms
 */
function promotedText(step, ms) {
  const text = stepText(step, ms);
  return step.forced ? `${text} FORCED past the compatibility gate (${step.forced}).` : text;
}

/**
 * @param {{ app: string, from?: string | null, to: string, changed: boolean, canary?: number, endedCanary?: { version: string } }} step
 * @param {string} ms
 */
function stepText(step, ms) {
  if (step.canary)
    return `${step.app}: canary ${step.to} for ${step.canary}% of browsers, ${step.from} for the rest (${ms} ms)`;
  if (!step.changed) return `${step.app} ${step.to} is already live.`;
  const ended = step.endedCanary ? `, canary ${step.endedCanary.version} ended` : '';
  return `${step.app}: ${step.from ?? 'none'} -> ${step.to}${ended} (${ms} ms)`;
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
  } else if (command === 'compat') {
    const flag = args.indexOf('--shell');
    if (!app || !version || args.length !== (flag === -1 ? 2 : 4) || (flag !== -1 && flag !== 2))
      throw new ReleaseError('Usage: npm run compat -- <app> <version> [--shell <version>]');
    const shellVersion = flag === -1 ? undefined : args[3];
    const done = runCompat(store, app, version, { root, ...(shellVersion ? { shell: shellVersion } : {}) });
    console.log(
      `compat ${app} ${version} with shell ${done.shell}: ${done.passed ? 'passed' : 'FAILED'} in ` +
        `${(done.durationMs / 1000).toFixed(1)} s (recorded in its release.json).`,
    );
    if (!done.passed) process.exitCode = 1;
  } else if (command === 'promote') {
    const force = args.includes('--force');
    const rest = args.filter((arg) => arg !== '--force');
    const flag = rest.indexOf('--canary');
    const canary = flag === -1 ? undefined : parsePercent(rest[flag + 1]);
    const named = flag === -1 ? rest : [...rest.slice(0, flag), ...rest.slice(flag + 2)];
    if (named.length < 2 || named.length % 2 !== 0)
      throw new ReleaseError(
        'Usage: npm run promote -- <app> <version> [<app> <version> ...], or <app> <version> --canary <percent>; --force skips the compatibility gate',
      );
    const pairs = Array.from(
      { length: named.length / 2 },
      (_, i) => /** @type {[string, string]} */ ([named[2 * i], named[2 * i + 1]]),
    );
    const done = promote(store, pairs, { fallbackContract: contract, canary, force });
    const ms = (performance.now() - started).toFixed(1);
    for (const step of done) console.log(promotedText(step, ms));
  } else if (command === 'rollback') {
    if (!app) throw new ReleaseError('Usage: npm run rollback -- <app>');
    const done = rollback(store, app, { fallbackContract: contract });
    const ms = (performance.now() - started).toFixed(1);
    console.log(
      'endedCanary' in done
        ? `${app}: canary ${done.from} ended, ${done.to} for every browser (${ms} ms)`
        : `${app}: rolled back ${done.from} -> ${done.to} (${ms} ms)`,
    );
  } else if (command === 'prune' || (command === 'list' && app === 'prune')) {
    for (const line of pruneCommand(store, args, process.env)) console.log(line);
  } else if (command === 'list') {
    list();
  } else {
    throw new ReleaseError(
      'Commands: release <app> [version], compat <app> <version> [--shell <version>], promote <app> <version> [<app> <version> ...] [--canary <percent>] [--force], rollback <app>, list.',
    );
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// `npm run compat -- <app> <version> [--shell <version>]` (docs/releasing.md#compatibility-gate): the shopper
// journey of e2e/compat/ through nginx over the releases folder, in QA mode with the release composed in, against
// whatever else is live; the outcome goes into the release's release.json for promote to read.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordCompat } from './compat.mjs';
import { ReleaseError } from './store.mjs';

/** @typedef {import('./store.mjs').ReleaseStore} ReleaseStore */

/**
 * The releases folder as it will be once `shell` is promoted: a folder of links to everything in it, with its
 * own shell/live. A shell promoted together with a remote is run this way before it is live.
 * @param {ReleaseStore} store
 * @param {string} shell
 */
export function viewWithShell(store, shell) {
  const view = mkdtempSync(join(tmpdir(), 'sencha-compat-'));
  for (const name of readdirSync(store.dir))
    if (name !== store.apps.shell && !name.startsWith('.'))
      symlinkSync(join(store.dir, name), join(view, name));
  const shells = join(view, store.apps.shell);
  mkdirSync(shells);
  for (const version of store.versions(store.apps.shell))
    symlinkSync(join(store.dir, store.apps.shell, version), join(shells, version));
  symlinkSync(shell, join(shells, 'live'));
  return view;
}

/**
 * Runs the journey with `app`'s release `version` and records the outcome with the shell it ran with: the live
 * one, or `shell` when given.
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {string} version
 * @param {{ root: string, shell?: string }} options
 */
export function runCompat(store, app, version, { root, shell: named }) {
  store.folder(app, version);
  if (!store.apps.remotes.includes(app))
    throw new ReleaseError(
      `compat takes a remote: the shell is not gated (${store.apps.remotes.join(', ')}).`,
    );
  if (!store.release(app, version))
    throw new ReleaseError(`There is no release ${app} ${version}: run npm run release -- ${app} first.`);
  if (named && !store.release(store.apps.shell, named))
    throw new ReleaseError(`There is no release ${store.apps.shell} ${named} to run with.`);
  const shell = named ?? store.live().shell;
  if (!shell) throw new ReleaseError(`No shell is live in ${store.dir}: compat runs against the live mix.`);
  const served = shell === store.live().shell ? store.dir : viewWithShell(store, shell);
  const started = Date.now();
  try {
    const run = spawnSync('npx', ['playwright', 'test', '--config', 'compat.config.ts'], {
      cwd: join(root, 'e2e'),
      env: { ...process.env, RELEASES_DIR: served, COMPAT_APP: app, COMPAT_VERSION: version },
      stdio: 'inherit',
    });
    const durationMs = Date.now() - started;
    const passed = run.status === 0;
    recordCompat(store, app, version, { shell, passed, at: new Date().toISOString(), durationMs });
    return { app, version, shell, passed, durationMs };
  } finally {
    // Links only: removing them leaves the releases they point at.
    if (served !== store.dir) rmSync(served, { recursive: true, force: true });
  }
}

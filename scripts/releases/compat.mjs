// The compatibility gate (docs/releasing.md#compatibility-gate): each run of the shopper journey against the live
// mix, with one remote's release composed in, is recorded in that release's release.json; promote refuses a
// remote release whose last run with the shell it will meet did not pass, unless forced.
import { join } from 'node:path';
import { ReleaseError, writeJsonAtomic } from './store.mjs';

/** @typedef {import('./store.mjs').ReleaseStore} ReleaseStore */
/** @typedef {import('./commands.mjs').Change} Change */
/** @typedef {{ shell: string, passed: boolean, at: string, durationMs: number }} CompatRecord */

/** How many runs a release.json keeps, newest last. */
export const COMPAT_KEEP = 10;

/**
 * The runs recorded for a release, oldest first.
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {string} version
 * @returns {CompatRecord[]}
 */
export const compatRecords = (store, app, version) => store.release(app, version)?.compat ?? [];

/**
 * Adds a run to the release's release.json (a new file renamed over the old one).
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {string} version
 * @param {CompatRecord} record
 */
export function recordCompat(store, app, version, record) {
  const release = store.release(app, version);
  if (!release) throw new ReleaseError(`There is no release ${app} ${version}.`);
  const compat = [...compatRecords(store, app, version), record].slice(-COMPAT_KEEP);
  writeJsonAtomic(join(store.folder(app, version), 'release.json'), { ...release, compat });
}

/**
 * Whether the last run of a release with `shell` passed (a later failure outweighs an earlier pass).
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {string} version
 * @param {string | null} shell
 */
export function passedWith(store, app, version, shell) {
  const runs = compatRecords(store, app, version).filter((run) => run.shell === shell);
  return runs.at(-1)?.passed === true;
}

/**
 * Checks the remotes a promotion moves against the shell they will meet: the one promoted with them, else the
 * live one. Shell promotions are not gated. Refuses with one line naming the command to run; with `force`,
 * answers why each one would have been refused, for the history's log.
 * @param {ReleaseStore} store
 * @param {Change[]} changes
 * @param {boolean} [force]
 * @returns {Map<string, string>} app → why it was forced
 */
export function checkCompat(store, changes, force = false) {
  const shellChange = changes.find(({ app }) => app === store.apps.shell);
  const shell = shellChange?.version ?? store.live().shell;
  /** @type {Map<string, string>} */
  const forced = new Map();
  for (const { app, version } of changes) {
    if (app === store.apps.shell || passedWith(store, app, version, shell)) continue;
    const runs = compatRecords(store, app, version).filter((run) => run.shell === shell);
    const reason = shell
      ? `${runs.length > 0 ? 'its last compatibility run failed' : 'no compatibility run passed'} with shell ${shell}`
      : 'no shell is live to run it with';
    if (!force)
      throw new ReleaseError(
        `Refused: ${app} ${version}: ${reason}. Run npm run compat -- ${app} ${version}` +
          `${shellChange ? ` --shell ${shell}` : ''} (or promote with --force).`,
      );
    forced.set(app, reason);
  }
  return forced;
}

// npm run prune-releases (docs/releasing.md#pruning-old-releases): release folders are never changed, only
// deleted once nothing can need them: past the retention period, not among each app's newest, and named by
// no pointer (remotes.json's live and canary entries, the shell's live and previous links).
import { existsSync, lstatSync, mkdirSync, readlinkSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseError, versionOf, withLock } from './store.mjs';

/** @typedef {import('./store.mjs').ReleaseStore} ReleaseStore */

export const DEFAULT_RETENTION_DAYS = 14;
export const DEFAULT_KEEP_LAST = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every manifest URL a remotes.json entry names: a plain entry, or each string of an object entry (a canary's
 * `{ stable, canary, percent }`), so whatever shape an entry takes, no version it names is pruned.
 * @param {unknown} entry
 * @returns {unknown[]}
 */
const urlsOf = (entry) =>
  typeof entry === 'object' && entry !== null ? Object.values(entry).flatMap(urlsOf) : [entry];

/**
 * @param {string} link
 * @returns {string | null}
 */
function linkTarget(link) {
  try {
    return lstatSync(link).isSymbolicLink() ? readlinkSync(link) : null;
  } catch {
    return null;
  }
}

/**
 * The versions of each app that a pointer names: never deleted, whatever their age.
 * @param {ReleaseStore} store
 * @returns {Map<string, Set<string>>}
 */
export function pointedVersions(store) {
  const live = store.live();
  /** @type {Map<string, Set<string>>} */
  const pointed = new Map([[store.apps.shell, new Set()]]);
  for (const app of store.apps.remotes) {
    const versions = urlsOf(live.entries[app]).map((url) => versionOf(app, url));
    pointed.set(app, new Set(versions.filter((version) => version !== null)));
  }
  const shell = /** @type {Set<string>} */ (pointed.get(store.apps.shell));
  if (live.shell) shell.add(live.shell);
  const previous = linkTarget(store.shellPreviousLink);
  if (previous) shell.add(previous);
  return pointed;
}

/**
 * The releases a prune deletes, per app, oldest first.
 * @param {ReleaseStore} store
 * @param {{ retentionDays?: number, keepLast?: number, now?: number }} [options]
 * @returns {{ app: string, version: string, builtAt: string }[]}
 */
export function prunable(
  store,
  { retentionDays = DEFAULT_RETENTION_DAYS, keepLast = DEFAULT_KEEP_LAST, now = Date.now() } = {},
) {
  const cutoff = now - retentionDays * DAY_MS;
  const pointed = pointedVersions(store);
  const doomed = [];
  for (const app of [store.apps.shell, ...store.apps.remotes]) {
    const versions = store.versions(app);
    const newest = new Set(versions.slice(Math.max(0, versions.length - keepLast)));
    for (const version of versions) {
      const { builtAt } = store.release(app, version);
      const age = Date.parse(builtAt);
      // An unreadable date is kept: pruning deletes only what it is sure is old.
      if (!(age < cutoff) || newest.has(version) || pointed.get(app)?.has(version)) continue;
      doomed.push({ app, version, builtAt });
    }
  }
  return doomed;
}

/**
 * Deletes the prunable releases, holding the releases folder's lock so no promotion points at a folder while it
 * goes. Each folder is first renamed out of the served tree, so it disappears whole, never half deleted.
 * @param {ReleaseStore} store
 * @param {{ retentionDays?: number, keepLast?: number, now?: number, dryRun?: boolean }} [options]
 */
export function prune(store, options = {}) {
  return withLock(store.dir, () => {
    const doomed = prunable(store, options);
    if (options.dryRun) return doomed;
    const trash = join(store.dir, '.staging', `prune-${process.pid}`);
    mkdirSync(trash, { recursive: true });
    for (const { app, version } of doomed) {
      const folder = store.folder(app, version);
      if (existsSync(folder)) renameSync(folder, join(trash, `${app}-${version}`));
    }
    rmSync(trash, { recursive: true, force: true });
    return doomed;
  });
}

/**
 * RELEASE_RETENTION_DAYS as a number of days (default 14); anything else is refused by the caller.
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function retentionDaysOf(value) {
  if (value === undefined || value === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/**
 * `npm run prune-releases -- [--dry-run] [--keep <n>]` (or `npm run releases -- prune ...`): the lines to print.
 * @param {ReleaseStore} store
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @param {number} [now]
 * @returns {string[]}
 */
export function pruneCommand(store, args, env, now = Date.now()) {
  const retentionDays = retentionDaysOf(env.RELEASE_RETENTION_DAYS);
  if (retentionDays === null)
    throw new ReleaseError(
      `RELEASE_RETENTION_DAYS must be a number of days, not '${env.RELEASE_RETENTION_DAYS}'.`,
    );
  const at = args.indexOf('--keep');
  const keepLast = at === -1 ? DEFAULT_KEEP_LAST : Number(args[at + 1]);
  if (!Number.isInteger(keepLast) || keepLast < 0)
    throw new ReleaseError('Usage: npm run prune-releases -- [--dry-run] [--keep <releases per app>]');
  const dryRun = args.includes('--dry-run');
  const done = prune(store, { retentionDays, keepLast, dryRun, now });
  const verb = dryRun ? 'Would delete' : 'Deleted';
  return [
    ...done.map(({ app, version, builtAt }) => `${verb} ${app} ${version} (built ${builtAt})`),
    `${done.length === 0 ? 'Nothing to prune' : `${verb} ${done.length} release(s)`}: kept every release ` +
      `newer than ${retentionDays} days, the last ${keepLast} of each app, and every live, canary and previous one.`,
  ];
}

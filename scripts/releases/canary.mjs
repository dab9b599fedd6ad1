// Canary releases of one remote (docs/releasing.md#canary-releases): remotes.json's entry for the remote becomes
// a split, `{ stable, canary, percent }`, that each browser resolves by its cohort cookie; ending it (rollback
// or a demotion) writes the stable entry back. The callers hold the releases folder's lock.
import { ReleaseError, demotionOf, isPercent, manifestPath, writeJsonAtomic } from './store.mjs';

/** @typedef {import('./store.mjs').ReleaseStore} ReleaseStore */
/** @typedef {import('./commands.mjs').Change} Change */

/**
 * The percent given to `--canary`: an integer from 1 to 99, else one clear line.
 * @param {string | undefined} text
 */
export function parsePercent(text) {
  const percent = /^\d{1,2}$/.test(text ?? '') ? Number(text) : NaN;
  if (!isPercent(percent))
    throw new ReleaseError(`--canary takes a whole percent from 1 to 99, not '${text ?? ''}'.`);
  return percent;
}

/**
 * The one change a canary promotion may make: a remote (never the shell) that has a live stable release, to
 * another version.
 * @param {ReleaseStore} store
 * @param {Change[]} changes
 */
export function canaryChange(store, changes) {
  const [change, ...others] = changes;
  if (!change || others.length > 0)
    throw new ReleaseError('A canary is one remote: npm run promote -- <app> <version> --canary <percent>.');
  if (change.app === store.apps.shell)
    throw new ReleaseError('The shell has no canary: every browser runs the live shell.');
  if (!change.from)
    throw new ReleaseError(`${change.app} has no live release to split with: promote one first.`);
  if (change.from === change.version)
    throw new ReleaseError(`${change.app} ${change.version} is already the stable release.`);
  return change;
}

/**
 * Writes remotes.json with one remote's entry replaced (the others as they are).
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {unknown} entry
 */
function writeEntry(store, app, entry) {
  writeJsonAtomic(store.remotesFile, { ...store.live().entries, [app]: entry });
}

/**
 * Starts a canary, or moves a running one to another version or percent.
 * @param {ReleaseStore} store
 * @param {Change} change
 * @param {number} percent
 * @param {Record<string, unknown>} [logged] more to record in the log's entry (a forced promotion's reason)
 */
export function startCanary(store, { app, version, from }, percent, logged = {}) {
  const stable = /** @type {string} */ (from);
  const before = store.live().canaries[app];
  writeEntry(store, app, {
    stable: manifestPath(app, stable),
    canary: manifestPath(app, version),
    percent,
  });
  store.setHistory(app, store.history(app), {
    action: 'canary',
    version,
    percent,
    stable,
    ...(before ? { replaced: before } : {}),
    ...logged,
  });
  return { app, from: stable, to: version, changed: true, canary: percent };
}

/**
 * Ends the running canary of `app` (rollback): its entry is the stable release again.
 * @param {ReleaseStore} store
 * @param {string} app
 */
export function endCanary(store, app) {
  const live = store.live();
  const canary = live.canaries[app];
  const stable = live.remotes[app];
  if (!canary || !stable) return null;
  writeEntry(store, app, manifestPath(app, stable));
  store.setHistory(app, store.history(app), { action: 'end-canary', version: canary.version, stable });
  return { app, from: canary.version, to: stable, changed: true, endedCanary: true };
}

/**
 * The canary watcher's way out: ends the canary of `app` only if `version` is still that canary (a canary
 * completed, ended or replaced since the watcher looked is left alone), and keeps why in remotes.json (shown on
 * /versions) and in history.json.
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {{ version: string, reason: string }} demotion
 * @returns {{ changed: boolean, message: string }}
 */
export function demote(store, app, { version, reason }) {
  const live = store.live();
  const canary = live.canaries[app];
  const stable = live.remotes[app];
  if (!canary || !stable || canary.version !== version)
    return {
      changed: false,
      message: `${app} ${version} is not the running canary (${canary ? canary.version : 'none runs'}): nothing changed.`,
    };
  const demoted = { version, reason: String(reason), at: new Date().toISOString() };
  writeEntry(store, app, { stable: manifestPath(app, stable), demoted });
  store.setHistory(app, store.history(app), { action: 'demote', version, stable, reason: demoted.reason });
  return {
    changed: true,
    message: `${app}: canary ${version} demoted (${demoted.reason}); ${stable} for everyone.`,
  };
}

/**
 * How `npm run releases` shows a remote's split, or its last demotion; null for a plain entry.
 * @param {ReleaseStore} store
 * @param {string} app
 */
export function splitText(store, app) {
  const live = store.live();
  const canary = live.canaries[app];
  if (canary)
    return `canary ${canary.version} for ${canary.percent}% of browsers, ${live.remotes[app]} for the rest`;
  const demoted = demotionOf(live.entries[app]);
  return demoted ? `canary ${demoted.version} demoted at ${demoted.at}: ${demoted.reason}` : null;
}

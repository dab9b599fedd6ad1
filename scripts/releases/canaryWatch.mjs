// One look of the canary watcher (docs/releasing.md#rollback-by-itself): the live split from the releases
// folder, the figures from the API's operator route, the judgement (canaryDecision.mjs), and a demotion when it
// says so. It can only ever demote; on any doubt (no canary, too few clients, no figures) it changes nothing.
import { judgeCanary } from './canaryDecision.mjs';
import { demoteCanary } from './commands.mjs';

/** @typedef {import('./store.mjs').ReleaseStore} ReleaseStore */
/** @typedef {import('./canaryDecision.mjs').VersionFigures} VersionFigures */
/** @typedef {import('./canaryDecision.mjs').WatchPolicy} WatchPolicy */

export class WatchError extends Error {}

/** @param {unknown} value */
const isCount = (value) => Number.isInteger(value) && /** @type {number} */ (value) >= 0;

/**
 * The per-version figures of a body from the API, or a WatchError when it is not that shape.
 * @param {unknown} body
 * @returns {VersionFigures[]}
 */
export function figuresOfBody(body) {
  const versions = /** @type {{ versions?: unknown }} */ (body ?? {}).versions;
  if (!Array.isArray(versions)) throw new WatchError('The API answered without figures per version.');
  return versions.map((entry) => {
    const { version, clients, failingClients, views, failures } = entry ?? {};
    if (typeof version !== 'string' || ![clients, failingClients, views, failures].every(isCount))
      throw new WatchError('The API answered figures of an unexpected shape.');
    return { version, clients, failingClients, views, failures };
  });
}

/**
 * Reads the figures from the API's operator route (ADMIN_TOKEN); a WatchError when it cannot.
 * @param {string} apiUrl
 * @param {string} token
 * @param {string} app
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<VersionFigures[]>}
 */
export async function fetchFigures(apiUrl, token, app, fetchImpl = fetch) {
  const url = `${apiUrl.replace(/\/$/, '')}/api/admin/remote-health?app=${encodeURIComponent(app)}`;
  let response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new WatchError(`The API at ${apiUrl} could not be reached (${String(error)}).`);
  }
  if (!response.ok) throw new WatchError(`The API answered ${response.status} for ${url}.`);
  return figuresOfBody(await response.json());
}

/**
 * One look at `app`'s canary: what was decided and done, as a line to print.
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {{ figures: (app: string) => Promise<VersionFigures[]>, policy: WatchPolicy }} options
 * @returns {Promise<{ action: 'none' | 'wait' | 'keep' | 'demote', message: string }>}
 */
export async function watchOnce(store, app, { figures, policy }) {
  const live = store.live();
  const canary = live.canaries[app];
  const stable = live.remotes[app];
  if (!canary || !stable) return { action: 'none', message: `${app}: no canary runs, nothing to watch.` };
  const decision = judgeCanary({ stable, canary: canary.version }, await figures(app), policy);
  if (decision.action !== 'demote') return { action: decision.action, message: `${app}: ${decision.reason}` };
  // demoteCanary changes nothing if the canary was promoted, ended or replaced since we read the split.
  const done = demoteCanary(store, app, { version: canary.version, reason: decision.reason });
  return { action: done.changed ? 'demote' : 'none', message: done.message };
}

// The canary watcher's judgement (docs/releasing.md#rollback-by-itself), pure: figures in, a decision out. Its
// only action is to demote the running canary; the stable release is never its to change, whatever its reports.

/**
 * One version's remote health figures, as the API's operator route gives them.
 * @typedef {{ version: string, clients: number, failingClients: number, views: number, failures: number }} VersionFigures
 */
/**
 * @typedef {{ minClients: number, margin: number }} WatchPolicy
 * @typedef {{ action: 'demote' | 'wait' | 'keep', reason: string }} Decision
 */

/** @param {number} rate */
const percent = (rate) => `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`;

/**
 * The share of a version's clients that saw at least one failure: each browser weighs one, however much it
 * reported (the API caps each browser's counts too).
 * @param {VersionFigures} figures
 */
export const failureRate = (figures) => (figures.clients > 0 ? figures.failingClients / figures.clients : 0);

/**
 * @param {VersionFigures[]} all
 * @param {string} version
 * @returns {VersionFigures}
 */
const figuresOf = (all, version) =>
  all.find((figures) => figures.version === version) ?? {
    version,
    clients: 0,
    failingClients: 0,
    views: 0,
    failures: 0,
  };

/** @param {string} label @param {VersionFigures} figures */
const describe = (label, figures) =>
  `${label} ${figures.version} ${percent(failureRate(figures))} of ${figures.clients} clients failing ` +
  `(${figures.failures}/${figures.views} views)`;

/** What remotes.json keeps of a reason (the shell shows at most this much of it on /versions). */
export const MAX_REASON = 200;

/**
 * Demote when the canary has been seen by at least `minClients` distinct clients and its failure rate exceeds
 * the stable's by more than `margin` (absolute). Too few clients: wait, whatever the canary's rate.
 * @param {{ stable: string, canary: string }} split
 * @param {VersionFigures[]} figures
 * @param {WatchPolicy} policy
 * @returns {Decision}
 */
export function judgeCanary({ stable, canary }, figures, { minClients, margin }) {
  const canaryFigures = figuresOf(figures, canary);
  const stableFigures = figuresOf(figures, stable);
  const both = `${describe('canary', canaryFigures)}; ${describe('stable', stableFigures)}`;
  if (canaryFigures.clients < minClients)
    return {
      action: 'wait',
      reason: `${both}. Fewer than ${minClients} clients on the canary: no decision yet.`,
    };
  if (failureRate(canaryFigures) > failureRate(stableFigures) + margin)
    return {
      action: 'demote',
      reason: `${both}; over the ${percent(margin)} margin`.slice(0, MAX_REASON),
    };
  return { action: 'keep', reason: `${both}. Within ${percent(margin)} of the stable: the canary stays.` };
}

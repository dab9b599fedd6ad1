// npm run canary-watch -- <app> [--every <seconds>] (docs/releasing.md#rollback-by-itself). Reads the live
// remotes.json of RELEASES_DIR and the API's figures (API_URL, ADMIN_TOKEN); demotes a canary that fails more
// than its stable. CANARY_MIN_CLIENTS (20) and CANARY_MARGIN (0.05) set the policy. Once: exit 1 when the API
// could not say. With --every: one look per period until stopped, a failed look told and retried.
import { setTimeout as sleep } from 'node:timers/promises';
import { WatchError, fetchFigures, watchOnce } from './canaryWatch.mjs';
import { openReleaseStore } from './liveStore.mjs';
import { ReleaseError } from './store.mjs';

/**
 * @param {string} name
 * @param {number} fallback
 * @param {(value: number) => boolean} valid
 */
function numberSetting(name, fallback, valid) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!valid(value)) throw new ReleaseError(`${name}=${text} is not a valid setting.`);
  return value;
}

/** @param {string[]} args */
function parseArgs(args) {
  const every = args.indexOf('--every');
  const seconds = every === -1 ? null : Number(args[every + 1]);
  const rest = every === -1 ? args : args.filter((_, i) => i !== every && i !== every + 1);
  if (rest.length !== 1 || (seconds !== null && !(Number.isFinite(seconds) && seconds >= 1)))
    throw new ReleaseError('Usage: npm run canary-watch -- <app> [--every <seconds>]');
  return { app: /** @type {string} */ (rest[0]), seconds };
}

try {
  const { app, seconds } = parseArgs(process.argv.slice(2));
  const store = openReleaseStore();
  if (!store.apps.remotes.includes(app))
    throw new ReleaseError(`Unknown remote '${app}': one of ${store.apps.remotes.join(', ')}.`);
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new ReleaseError('ADMIN_TOKEN is required: the figures come from an operator route.');
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
  const policy = {
    minClients: numberSetting('CANARY_MIN_CLIENTS', 20, (n) => Number.isInteger(n) && n >= 1),
    margin: numberSetting('CANARY_MARGIN', 0.05, (n) => n >= 0 && n < 1),
  };
  const look = () => watchOnce(store, app, { figures: (name) => fetchFigures(apiUrl, token, name), policy });
  if (seconds === null) {
    console.log((await look()).message);
  } else {
    for (;;) {
      try {
        console.log(`${new Date().toISOString()} ${(await look()).message}`);
      } catch (error) {
        if (!(error instanceof WatchError || error instanceof ReleaseError)) throw error;
        console.error(`${new Date().toISOString()} ${error.message} Nothing changed; trying again.`);
      }
      await sleep(seconds * 1000);
    }
  }
} catch (error) {
  if (!(error instanceof WatchError || error instanceof ReleaseError)) throw error;
  console.error(`${error.message} Nothing changed.`);
  process.exit(1);
}

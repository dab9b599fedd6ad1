import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { safeLocalStorage, type RuntimeConfig } from '@sencha/platform';
import { RemoteUnavailablePage } from './RemoteUnavailable';
import { fallbackPlugin } from './plugins/fallbackPlugin';
import { retryTimeoutPlugin } from './plugins/retryTimeoutPlugin';
import { runtimeCorePlugin } from './plugins/runtimeCorePlugin';
import { preloadModePlugin } from './plugins/preloadModePlugin';
import { applyQaOverrides, overridePolicy } from './qaOverrides';
import type { RemoteEntries } from './remoteRegistry';
import { watchLateErrors } from './lateErrors';
import { reportRemoteFailure } from '../monitoring/initMonitoring';
import { remoteVersionsPlugin } from '../monitoring/remoteVersions';

export interface RemotesState {
  /** The live remotes, as remotes.json says. */
  live: RemoteEntries;
  /** What each remote resolves to (remotes.json, then QA overrides). */
  entries: RemoteEntries;
  /** QA overrides in force. */
  overrides: RemoteEntries;
}

/** Runs before the first render: plugins, QA overrides (as the runtime config allows), registerRemotes. */
export function setUpRemotes(
  location: Location,
  fromFile: RemoteEntries,
  config: RuntimeConfig,
): RemotesState {
  registerPlugins([
    runtimeCorePlugin(),
    retryTimeoutPlugin(),
    preloadModePlugin(),
    fallbackPlugin(RemoteUnavailablePage, reportRemoteFailure),
    remoteVersionsPlugin(),
  ]);
  const policy = overridePolicy(config.qaOverrides, fromFile, location.href);
  const overrides = applyQaOverrides(location.search, safeLocalStorage(), policy, location.href);
  const entries = { ...fromFile, ...overrides };
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  watchLateErrors(entries, location.href);
  return { live: fromFile, entries, overrides };
}

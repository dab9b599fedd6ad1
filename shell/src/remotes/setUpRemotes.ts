import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailablePage } from './RemoteUnavailable';
import { fallbackPlugin } from './plugins/fallbackPlugin';
import { retryTimeoutPlugin } from './plugins/retryTimeoutPlugin';
import { applyQaOverrides } from './qaOverrides';
import { fetchRemoteEntries, type RemoteEntries } from './remoteRegistry';
import { reportRemoteFailure } from '../monitoring/initMonitoring';

export interface RemotesState {
  /** What each remote resolves to (remotes.json, then QA overrides). */
  entries: RemoteEntries;
  /** QA overrides in force. */
  overrides: RemoteEntries;
}

/** Runs before the first render: plugins, remotes.json, QA overrides, registerRemotes. */
export async function setUpRemotes(location: Location, remotesJsonUrl: string): Promise<RemotesState> {
  registerPlugins([retryTimeoutPlugin(), fallbackPlugin(RemoteUnavailablePage, reportRemoteFailure)]);
  const fromFile = await fetchRemoteEntries(remotesJsonUrl);
  const overrides = applyQaOverrides(location.search, window.localStorage);
  const entries = { ...fromFile, ...overrides };
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  return { entries, overrides };
}

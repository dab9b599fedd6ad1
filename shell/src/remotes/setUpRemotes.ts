import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { safeLocalStorage, type RuntimeConfig } from '@sencha/platform';
import { RemoteUnavailablePage } from './RemoteUnavailable';
import { fallbackPlugin, type Recover } from './plugins/fallbackPlugin';
import { retryTimeoutPlugin } from './plugins/retryTimeoutPlugin';
import { runtimeCorePlugin } from './plugins/runtimeCorePlugin';
import { preloadModePlugin } from './plugins/preloadModePlugin';
import type { OverrideRefusal } from './qaOverrides';
import { QA_OVERRIDES_KEY } from './qaStorageKeys';
import type { RemoteEntries, RemoteName } from './remoteRegistry';
import { composedEntries, type LiveFile } from './liveEntry';
import type { liveRecovery } from './freshManifest';
import { skewWatch } from '../navigation/versionSkew';
import { watchLateErrors } from './lateErrors';
import { noteComposedEntry } from '../remoteHealth/remoteHealth';
import { reportRemoteFailure } from '../monitoring/initMonitoring';
import { remoteVersionsPlugin, setRemoteTracks } from '../monitoring/remoteVersions';
import { handedOverFetch } from '../boot/handover';
import { QA_OFF, fetchQaStatus, hasQaHint, type QaStatus } from '../qa/qaMode';

export interface RemotesState {
  /** The live remotes, as remotes.json says. */
  live: RemoteEntries;
  /** What each remote resolves to (remotes.json, then QA overrides). */
  entries: RemoteEntries;
  /** QA overrides in force. */
  overrides: RemoteEntries;
  /** QA mode, as the API said when the page loaded (docs/qa-overrides.md). */
  qa: QaStatus;
  /** Overrides this page's URL asked for and QA mode refused, with the reasons. */
  refused: readonly OverrideRefusal[];
  /** remotes.json as this browser's cohort resolved it: canary splits, demotions, unusable entries. */
  file: LiveFile;
}

/** What composing decides; the page's state adds what remotes.json said. */
export type ComposedRemotes = Omit<RemotesState, 'file'>;

let recovery: Recover | undefined;

/**
 * The recovery from the live pointer (freshManifest.ts), fetched the first time a module fails: code no page
 * needs for its first paint (docs/architecture.md#deferred-code). One instance per page, as it remembers the
 * modules it is retrying.
 */
function deferredLiveRecovery(...args: Parameters<typeof liveRecovery>): Recover {
  let loading: Promise<Recover> | undefined;
  return async (id, error, entry) => {
    loading ??= import(/* webpackChunkName: "deferred-recovery" */ './freshManifest').then((module) =>
      module.liveRecovery(...args),
    );
    const recover = await loading.catch(() => {
      loading = undefined;
      return undefined;
    });
    return recover?.(id, error, entry);
  };
}

/** QA mode's second chance for a failed override (the fallback plugin asks it before the stand-in). */
export function setRemoteRecovery(recover: Recover | undefined): void {
  recovery = recover;
}

/**
 * The runtime's plugins and the remotes to compose; late errors are told to the area of their remote. A module
 * that fails to load is tried once more from the live pointer's release (freshManifest.ts), except for the
 * `overridden` remotes, whose failures are QA recovery's.
 */
export function registerShellRemotes(
  entries: RemoteEntries,
  pageUrl: string,
  overridden: readonly RemoteName[] = [],
): void {
  const composed = { ...entries };
  const fresh = deferredLiveRecovery(
    overridden,
    (name) => composed[name],
    (name, entry) => {
      composed[name] = entry;
      watchLateErrors(composed, pageUrl);
      noteComposedEntry(name, entry);
      skewWatch()?.recomposed(name, entry);
    },
  );
  registerPlugins([
    runtimeCorePlugin(),
    retryTimeoutPlugin(),
    preloadModePlugin(),
    fallbackPlugin(
      RemoteUnavailablePage,
      reportRemoteFailure,
      async (id, error, entry) => (await recovery?.(id, error, entry)) ?? fresh(id, error, entry),
    ),
    remoteVersionsPlugin(),
  ]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  watchLateErrors(entries, pageUrl);
}

/**
 * A shopper's page (not in QA mode): the live remotes of remotes.json. Overrides left in storage (from before
 * QA mode needed a pass, or after a pass expired) are removed without being read; by now redux-persist has
 * loaded the origin's storage anyway, so this costs nothing.
 */
export function setUpRemotes(location: Location, fromFile: RemoteEntries): ComposedRemotes {
  safeLocalStorage().removeItem(QA_OVERRIDES_KEY);
  registerShellRemotes(fromFile, location.href);
  return { live: fromFile, entries: fromFile, overrides: {}, qa: QA_OFF, refused: [] };
}

/**
 * Runs before the first render: composes remotes.json's entries as this browser's cohort resolved them (a QA
 * override in force comes before a canary split), and tags error reports with each remote's track.
 */
export async function composeRemotes(
  location: Location,
  file: LiveFile,
  config: RuntimeConfig,
): Promise<RemotesState> {
  const composed = await composeEntries(location, composedEntries(file.remotes), config);
  setRemoteTracks(
    Object.fromEntries(
      Object.entries(file.remotes).map(([name, entry]) => [
        name,
        name in composed.overrides ? 'qa-override' : entry.track,
      ]),
    ),
  );
  return { ...composed, file };
}

/**
 * Only a page with the QA hint cookie asks the API (taking over the boot script's request), and only in QA mode
 * is the QA session's code fetched: it checks overrides before it keeps them (docs/qa-overrides.md). Anything
 * failing on that way composes the live remotes.
 */
async function composeEntries(
  location: Location,
  fromFile: RemoteEntries,
  config: RuntimeConfig,
): Promise<ComposedRemotes> {
  if (config.qaOverrides.enabled && hasQaHint(document.cookie)) {
    const status = await fetchQaStatus(handedOverFetch);
    if (status.active) {
      try {
        const { setUpQaRemotes } = await import(
          /* webpackChunkName: "deferred-qa-session" */ '../qa/qaSession'
        );
        return await setUpQaRemotes(location, fromFile, config, status);
      } catch (error) {
        console.warn('QA mode could not start; the live remotes are composed.', error);
      }
    }
  }
  return setUpRemotes(location, fromFile);
}

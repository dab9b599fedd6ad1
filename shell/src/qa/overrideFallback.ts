import type { StorageLike } from '@sencha/platform';
import type { Recover } from '../remotes/plugins/fallbackPlugin';
import { isRemoteName, type RemoteEntries, type RemoteName } from '../remotes/remoteRegistry';
import { recordFallBack, shortReason } from './qaFallBacks';

/** What recovery does to the federation runtime and the page (the real ones in qaSession.ts). */
export interface RecoveryRuntime {
  /** Registers the live manifest in place of the override (force: the runtime forgets the override's entry). */
  register(name: RemoteName, entry: string): void;
  load(id: string): Promise<unknown>;
  /** Whether the remote's container had initialised (then its chunks may already sit in the page). */
  initialised(name: RemoteName): boolean;
  /** Late errors are attributed by the remotes' folders: the live one's from now on. */
  watch(entries: RemoteEntries): void;
  reload(): void;
}

export interface RecoveryOptions {
  live: RemoteEntries;
  overrides: RemoteEntries;
  pageUrl: string;
  session: StorageLike;
  runtime: RecoveryRuntime;
  /** While true (the page is about to reload), nothing is recorded: the failure was not the override's. */
  suspended?: () => boolean;
}

const folderOf = (url: string, pageUrl: string) => new URL('.', new URL(url, pageUrl)).href;

/**
 * An accepted override that fails later (its manifest gone, its entry script failing) falls back to the live
 * version of that remote for the rest of the visit, instead of leaving its area broken (docs/qa-overrides.md).
 * The fallback is recorded for this tab and shown in the QA banner. When the live version fails too, the
 * fallback plugin's stand-in answers as for any remote.
 *
 * The override's and the live build of a remote share webpack's chunk global. Swapping in place is safe only
 * while the override's container never initialised; if it had, its chunks may be in the page, so the page is
 * reloaded once instead, and the record makes that load compose live.
 */
export function overrideRecovery({
  live,
  overrides,
  pageUrl,
  session,
  runtime,
  suspended = () => false,
}: RecoveryOptions): Recover {
  const switching = new Map<RemoteName, Promise<boolean>>();
  const entries: RemoteEntries = { ...live, ...overrides };

  const fallBack = async (name: RemoteName, override: string, error: unknown): Promise<boolean> => {
    const liveEntry = live[name];
    if (suspended()) return false;
    const initialised = runtime.initialised(name);
    recordFallBack(session, name, { url: override, reason: shortReason(error) });
    if (initialised) {
      runtime.reload();
      return false;
    }
    if (!liveEntry) return false;
    runtime.register(name, liveEntry);
    entries[name] = liveEntry;
    runtime.watch({ ...entries });
    return true;
  };

  return async (id, error, failedEntry) => {
    const name = id.split('/')[0] ?? '';
    if (!isRemoteName(name)) return undefined;
    const override = overrides[name];
    const liveEntry = live[name];
    if (!override || (liveEntry && folderOf(liveEntry, pageUrl) === folderOf(override, pageUrl)))
      return undefined;
    // A failure of the live version, after the switch: the stand-in answers, as for any remote. The runtime
    // names the failed remote by its registered manifest; without a name, only the first failure is the override's.
    const started = switching.get(name);
    const fromOverride =
      failedEntry && liveEntry ? folderOf(failedEntry, pageUrl) !== folderOf(liveEntry, pageUrl) : !started;
    if (!fromOverride) return undefined;
    let switched = started;
    if (!switched) {
      switched = fallBack(name, override, error);
      switching.set(name, switched);
    }
    return (await switched) ? runtime.load(id) : undefined;
  };
}

/**
 * An error an override's entry script throws as it first runs is a load failure, which the fallback above
 * handles; it must not also reach the late-error watch (lateErrors.ts), which would mark the remote's area as
 * failed even after the live version has loaded into it. Once the override's container has initialised, its
 * errors are late errors as any remote's. Listens in the capture phase, ahead of the watch.
 */
export function keepLoadErrorsFromLateWatch(
  overrides: RemoteEntries,
  pageUrl: string,
  initialised: (name: RemoteName) => boolean,
  target: Window = window,
): () => void {
  const folders = (Object.entries(overrides) as [RemoteName, string][]).map(
    ([name, url]): [RemoteName, string] => [name, folderOf(url, pageUrl)],
  );
  const listener = (event: ErrorEvent) => {
    const loading = folders.find(([name, folder]) => event.filename.startsWith(folder) && !initialised(name));
    if (loading) event.stopImmediatePropagation();
  };
  target.addEventListener('error', listener, true);
  return () => target.removeEventListener('error', listener, true);
}

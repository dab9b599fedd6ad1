import type { StorageLike } from '@sencha/platform';
import { releaseVersionOf } from '../remotes/liveEntry';
import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';
import { healthClientId } from './clientId';
import { HealthReporter, type HealthTransport } from './reporter';

/** How often the counts are sent while the page is open. */
export const HEALTH_FLUSH_MS = 30_000;

/**
 * One showing of a remote's area (a slot's attempt): counted as a view once, and as a failure at most once,
 * against the release composed when it opened.
 */
export interface AreaView {
  open(): void;
  fail(): void;
}

let reporter: HealthReporter | null = null;
let pageUrl = '';
const versions = new Map<RemoteName, string>();

/** A remote composed from another manifest (a retry from the live pointer): later views count against it. */
export function noteComposedEntry(name: RemoteName, entry: string): void {
  const version = releaseVersionOf(name, entry, pageUrl);
  if (version) versions.set(name, version);
  else versions.delete(name);
}

/** The view of one showing of `remote`'s area; does nothing while health reporting is off. */
export function areaView(remote: RemoteName): AreaView {
  let version: string | undefined;
  let failed = false;
  const view: AreaView = {
    open() {
      if (version !== undefined) return;
      version = versions.get(remote) ?? '';
      if (version) reporter?.record(remote, version, 'views');
    },
    fail() {
      view.open();
      if (failed) return;
      failed = true;
      if (version) reporter?.record(remote, version, 'failures');
    },
  };
  return view;
}

export interface RemoteHealthStart {
  /** The remotes composed from remotes.json (never QA overrides: a tester's trials are no shopper's). */
  entries: RemoteEntries;
  pageUrl: string;
  storage: StorageLike;
  transport: HealthTransport;
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> & {
    document: Pick<Document, 'visibilityState'>;
  };
}

/**
 * Starts counting the page's remote areas (docs/releasing.md#rollback-by-itself): only remotes composed from
 * one of the shop's own releases are counted (a release path names the version). Sends every HEALTH_FLUSH_MS
 * and when the page is hidden or left. Returns the stop.
 */
export function startRemoteHealth(start: RemoteHealthStart): () => void {
  const { entries, storage, transport, win } = start;
  pageUrl = start.pageUrl;
  versions.clear();
  for (const [name, entry] of Object.entries(entries) as [RemoteName, string][])
    noteComposedEntry(name, entry);
  const running = new HealthReporter(healthClientId(storage), transport);
  reporter = running;
  const timer = win.setInterval(() => void running.flush(), HEALTH_FLUSH_MS);
  const onHide = () => running.flushOnHide();
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') running.flushOnHide();
  };
  win.addEventListener('pagehide', onHide);
  win.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.clearInterval(timer);
    win.removeEventListener('pagehide', onHide);
    win.removeEventListener('visibilitychange', onVisibility);
    if (reporter === running) reporter = null;
  };
}

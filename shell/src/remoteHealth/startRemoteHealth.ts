import type { StorageLike } from '@sencha/platform';
import type { RemoteEntries } from '../remotes/remoteRegistry';
import { healthClientId } from './clientId';
import { HEALTH_FLUSH_MS, attachRecorder, countAreas } from './remoteHealth';
import { HealthReporter, type HealthTransport } from './reporter';

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
  countAreas(entries, start.pageUrl);
  const running = new HealthReporter(healthClientId(storage), transport);
  const detach = attachRecorder(running);
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
    detach();
  };
}

import { safeLocalStorage } from '@sencha/platform';
import type { ComposedRemotes } from '../remotes/setUpRemotes';
import { startRemoteHealth } from './startRemoteHealth';
import { browserTransport } from './transport';

/**
 * A shopper's page reports its remotes' health (docs/releasing.md#rollback-by-itself); a page in QA mode does
 * not: a tester's trials of a build are no shopper's experience of the live releases. Loaded after the first
 * paint (bootstrap.tsx); the areas are counted from the start (remoteHealth.ts countAreas).
 */
export function startPageHealth(apiBase: string, remotes: ComposedRemotes): void {
  if (remotes.qa.active) return;
  startRemoteHealth({
    entries: remotes.live,
    pageUrl: window.location.href,
    storage: safeLocalStorage(),
    transport: browserTransport(apiBase),
    win: window,
  });
}

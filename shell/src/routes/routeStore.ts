import { readManifest } from '../remotes/manifestReads';
import { REMOTE_NAMES, type RemoteEntries, type RemoteName } from '../remotes/remoteRegistry';
import { declaredRoutes } from './declaredRoutes';
import type { RouteTable } from './routeDefs';

/** The composed site's routes as the remotes' manifests come in, for the router and link prefetching. */
export interface RouteStore {
  getSnapshot(): RouteTable;
  subscribe(onChange: () => void): () => void;
  /** Reads again the manifests that could not be read (an unavailable area's Try again). */
  retry(): void;
}

/**
 * Reads the manifest of every remote composed on this page (remotes.json, then QA overrides: an override's
 * routes are its release's), in parallel, and keeps the route table they declare (docs/architecture.md#routes).
 * The table grows as each manifest arrives: a page of a remote already in renders without waiting for the
 * others, so a slow or broken remote holds up only its own paths.
 */
export function createRouteStore(
  entries: RemoteEntries,
  read: (url: string) => Promise<unknown> = readManifest,
): RouteStore {
  const manifests: Partial<Record<RemoteName, unknown>> = {};
  const pending = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  let table: RouteTable = declaredRoutes(manifests, new Set(REMOTE_NAMES));

  const load = (name: RemoteName, url: string) => {
    pending.add(name);
    void read(url).then((body) => {
      manifests[name] = body;
      pending.delete(name);
      table = declaredRoutes(manifests, pending);
      for (const listener of listeners) listener();
    });
  };
  for (const name of REMOTE_NAMES) {
    const url = entries[name];
    if (url) load(name, url);
  }
  table = declaredRoutes(manifests, pending);

  return {
    getSnapshot: () => table,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    retry() {
      for (const name of table.unknown) {
        const url = entries[name];
        if (url && !pending.has(name)) load(name, url);
      }
      table = declaredRoutes(manifests, pending);
      for (const listener of listeners) listener();
    },
  };
}

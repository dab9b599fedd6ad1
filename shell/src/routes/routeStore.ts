import { readManifest } from '../remotes/manifestReads';
import { REMOTE_NAMES, type RemoteEntries, type RemoteName } from '../remotes/remoteRegistry';
import { declaredRoutes } from './declaredRoutes';
import type { RouteTable } from './routeDefs';

/**
 * How long a remote's paths show as loading while its manifest is on its way: past this they show its area as
 * unavailable, and the manifest, if it still comes, routes them then (docs/architecture.md#routes).
 */
export const ROUTES_WAIT_MS = 3000;

/** The composed site's routes as the remotes' manifests come in, for the router and link prefetching. */
export interface RouteStore {
  getSnapshot(): RouteTable;
  subscribe(onChange: () => void): () => void;
  /** Reads again the manifests that could not be read (an unavailable area's Try again). */
  retry(): void;
}

/**
 * Reads the manifest of every remote composed on this page (remotes.json as liveEntry.ts resolves it, then QA
 * overrides: an override's routes are its release's), in parallel, and keeps the route table they declare (docs/architecture.md#routes).
 * The table grows as each manifest arrives: a page of a remote already in renders without waiting for the
 * others, so a slow or broken remote holds up only its own paths.
 */
export function createRouteStore(
  entries: RemoteEntries,
  read: (url: string) => Promise<unknown> = readManifest,
  unavailable: readonly RemoteName[] = [],
): RouteStore {
  const manifests: Partial<Record<RemoteName, unknown>> = {};
  const pending = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  const warned = new Set<string>();
  // A conflict is told once, not at every manifest's arrival.
  const warn = (message: string) => {
    if (!warned.has(message)) console.warn(message);
    warned.add(message);
  };
  let table: RouteTable = declaredRoutes(manifests, new Set(REMOTE_NAMES), warn);
  const update = () => {
    table = declaredRoutes(manifests, pending, warn);
    for (const listener of listeners) listener();
  };

  const load = (name: RemoteName, url: string) => {
    pending.add(name);
    const timer = setTimeout(() => {
      if (!pending.delete(name)) return;
      manifests[name] = null;
      update();
    }, ROUTES_WAIT_MS);
    void read(url).then((body) => {
      clearTimeout(timer);
      pending.delete(name);
      manifests[name] = body;
      update();
    });
  };
  for (const name of REMOTE_NAMES) {
    const url = entries[name];
    if (url) load(name, url);
    // An unusable remotes.json entry (liveEntry.ts): its paths show its area as unavailable, not as missing.
    else if (unavailable.includes(name)) manifests[name] = null;
  }
  table = declaredRoutes(manifests, pending, warn);

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
      update();
    },
  };
}

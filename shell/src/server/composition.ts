import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@sencha/platform';
import { declaredRoutes } from '../routes/declaredRoutes';
import type { RouteTable } from '../routes/routeDefs';
import { REMOTE_NAMES, type RemoteEntries, type RemoteName } from '../remotes/remoteRegistry';

/** What a render worker composes: one snapshot of the live pointer (docs/server-rendering.md#one-composition-per-worker). */
export interface CompositionSpec {
  /** Each remote's manifest as the browser reads it (handed to the page, so it hydrates the same versions). */
  entries: RemoteEntries;
  /** Where this server reads the same manifests (the shop's own origin may be another address from here). */
  fetchEntries: RemoteEntries;
  /** The shell's config.json, as the browser gets it. */
  config: Partial<RuntimeConfig>;
  /** Where the server reads the API (loopback, or the API service). */
  apiOrigin: string;
  /** An area that has not rendered within this budget renders in the browser instead. */
  areaBudgetMs: number;
}

export interface Composition {
  spec: CompositionSpec;
  manifests: Partial<Record<RemoteName, unknown>>;
  routes: RouteTable;
  /** Whether every composed manifest was read: else a path no read manifest declares is left to the browser. */
  complete: boolean;
}

const MANIFEST_TIMEOUT_MS = 3000;

async function readManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Registers the snapshot's remotes with this process's federation runtime, once: a worker composes one snapshot
 * for its whole life, so no registration is ever forced over renders in flight. The manifests give the routes,
 * as in the browser (routes/declaredRoutes.ts).
 */
export async function compose(spec: CompositionSpec, warn: (message: string) => void): Promise<Composition> {
  setRuntimeConfig(spec.config);
  // Read by each remote's server container as it starts: its assets' URLs (build-tools/server-public-path.js).
  Object.assign(globalThis, { __SENCHA_BROWSER_ENTRIES__: spec.entries });
  const names = REMOTE_NAMES.filter((name) => spec.fetchEntries[name]);
  registerRemotes(names.map((name) => ({ name, entry: spec.fetchEntries[name] ?? '' })));
  const manifests: Partial<Record<RemoteName, unknown>> = {};
  const read = await Promise.allSettled(names.map((name) => readManifest(spec.fetchEntries[name] ?? '')));
  read.forEach((result, index) => {
    const name = names[index];
    if (!name) return;
    if (result.status === 'fulfilled') manifests[name] = result.value;
    else warn(`The ${name} manifest could not be read: ${String(result.reason)}`);
  });
  return {
    spec,
    manifests,
    routes: declaredRoutes(manifests, new Set(), warn),
    complete: Object.keys(manifests).length === names.length,
  };
}

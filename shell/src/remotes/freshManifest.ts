import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Recover } from './plugins/fallbackPlugin';
import { isRemoteName, type RemoteName } from './remoteRegistry';
import { readManifest } from './manifestReads';
import { readLivePointer } from './livePointer';

/** What recovery does to the federation runtime (the real one below; fakes in the tests). */
export interface FreshRuntime {
  /** Reads the manifest past every cache and keeps it for the runtime's next read of that URL; false: unreadable. */
  readManifest(url: string): Promise<boolean>;
  /** Registers the remote anew (force: the runtime forgets its entry, manifest and container). */
  register(name: RemoteName, entry: string): void;
  load(id: string): Promise<unknown>;
}

export interface FreshRecoveryOptions {
  readPointer: () => Promise<Partial<Record<RemoteName, string>> | null>;
  runtime: FreshRuntime;
  /** Remotes this tab composes from elsewhere than the live pointer (QA overrides): QA recovery's. */
  overridden?: readonly RemoteName[];
  /** The entry this tab composes a remote from now: the same entry again is no recovery (a retry was made). */
  composedEntry?: (name: RemoteName) => string | undefined;
  /** Told when a remote is composed from a new entry (late errors are attributed by its folder). */
  onRecomposed?: (name: RemoteName, entry: string) => void;
}

const sameEntry = (a: string, b: string | undefined) =>
  b !== undefined && new URL(a, window.location.href).href === new URL(b, window.location.href).href;

/**
 * A remote module that fails to load (its release folder pruned after a promotion, a chunk answering 404) is
 * tried once more from the release the live pointer names now, with that release's manifest read afresh, not
 * the runtime's copy of the old one (docs/releasing.md#open-tabs). A failure of that try is the fallback
 * plugin's stand-in, as for any remote: this recovery answers undefined for a module it is already retrying.
 */
export function freshManifestRecovery({
  readPointer,
  runtime,
  overridden = [],
  composedEntry = () => undefined,
  onRecomposed = () => undefined,
}: FreshRecoveryOptions): Recover {
  const retrying = new Set<string>();
  return async (id) => {
    const name = id.slice(0, id.indexOf('/'));
    if (!isRemoteName(name) || overridden.includes(name) || retrying.has(id)) return undefined;
    retrying.add(id);
    try {
      const entry = (await readPointer())?.[name];
      // Only after a promotion: the release this tab composes has already had its retries.
      if (!entry || sameEntry(entry, composedEntry(name)) || !(await runtime.readManifest(entry)))
        return undefined;
      runtime.register(name, entry);
      onRecomposed(name, entry);
      return await runtime.load(id);
    } finally {
      retrying.delete(id);
    }
  };
}

/**
 * Every build of a remote shares webpack's chunk global (`webpackChunk` + the build's uniqueName,
 * build-tools/webpack.factory.cjs). The new container starts with an empty one, so it takes none of the old
 * build's chunks for its own.
 */
const chunkGlobalOf = (name: RemoteName) => `webpackChunksencha_${name}`;

export const federationRuntime: FreshRuntime = {
  readManifest: async (url) =>
    (await readManifest(url, (input, init) => fetch(input, { ...init, cache: 'no-store' }))) !== null,
  register(name, entry) {
    Reflect.deleteProperty(window, chunkGlobalOf(name));
    registerRemotes([{ name, entry }], { force: true });
  },
  load: (id) => loadRemote(id),
};

/** The recovery of a shopper's page, reading the live pointer the boot read. */
export const liveRecovery = (
  overridden: readonly RemoteName[],
  composedEntry: (name: RemoteName) => string | undefined,
  onRecomposed: (name: RemoteName, entry: string) => void,
): Recover =>
  freshManifestRecovery({
    readPointer: () => readLivePointer(),
    runtime: federationRuntime,
    overridden,
    composedEntry,
    onRecomposed,
  });

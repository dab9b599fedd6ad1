import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';

/** The live pointer is read at most this often, on a client-side navigation (docs/releasing.md#open-tabs). */
export const POINTER_CHECK_MS = 60_000;

export interface SkewWatchOptions {
  /** The remotes this tab composes from the live pointer, as it read it at boot. */
  composed: RemoteEntries;
  readPointer: () => Promise<RemoteEntries | null>;
  now?: () => number;
}

export interface SkewWatch {
  /**
   * Told of each client-side navigation: true when this one must be a full page load instead, because the
   * live pointer has moved a remote this tab composes. `keepClientSide` (the cart and checkout) is never
   * interrupted. May start a check of the pointer, at most once per POINTER_CHECK_MS.
   */
  onNavigation(keepClientSide: boolean): boolean;
  /** A remote this tab now composes from another entry (a recovered load: freshManifest.ts). */
  recomposed(name: RemoteName, entry: string): void;
  /** Whether a remote this tab composes has another live version. */
  stale(): boolean;
}

/**
 * A tab keeps the versions it started with until a full page load, so the remotes it composes always match
 * one another and its shell: it learns of a promotion or a rollback on a client-side navigation, and the next
 * navigation outside the cart and checkout becomes a full page load. The boot's own read counts as a check.
 */
export function createSkewWatch({ composed, readPointer, now = Date.now }: SkewWatchOptions): SkewWatch {
  const current: RemoteEntries = { ...composed };
  let live: RemoteEntries = { ...composed };
  let checkedAt = now();
  let checking = false;

  const stale = () =>
    (Object.keys(current) as RemoteName[]).some((name) => {
      const entry = live[name];
      return entry !== undefined && entry !== current[name];
    });

  const check = () => {
    checking = true;
    checkedAt = now();
    void readPointer()
      .then((fresh) => {
        // An unreadable pointer says nothing: the tab keeps what it composes.
        if (fresh) live = fresh;
      })
      .finally(() => {
        checking = false;
      });
  };

  return {
    onNavigation(keepClientSide) {
      if (!keepClientSide && stale()) return true;
      if (!checking && now() - checkedAt >= POINTER_CHECK_MS) check();
      return false;
    },
    recomposed(name, entry) {
      current[name] = entry;
    },
    stale,
  };
}

let watch: SkewWatch | null = null;

/** The page's watch, started at boot (bootstrap.tsx); null before, and in tests that start none. */
export const skewWatch = (): SkewWatch | null => watch;

export function startSkewWatch(options: SkewWatchOptions): SkewWatch {
  watch = createSkewWatch(options);
  return watch;
}

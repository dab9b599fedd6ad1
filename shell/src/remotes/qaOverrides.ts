import { isManifestUrl, isRemoteName, type RemoteEntries } from './remoteRegistry';

/** localStorage key holding QA's remote overrides: { remoteName: manifestUrl }. */
export const QA_OVERRIDES_KEY = 'mf-overrides';
const PARAM_PREFIX = 'mf.';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredOverrides(storage: StorageLike): RemoteEntries {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QA_OVERRIDES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const overrides: RemoteEntries = {};
    for (const [name, url] of Object.entries(parsed)) {
      if (isRemoteName(name) && isManifestUrl(url)) overrides[name] = url;
    }
    return overrides;
  } catch {
    return {};
  }
}

/**
 * `?mf.<remote>=<manifest-url>` adds an override that is kept in localStorage, so it applies on every page
 * until reset. Returns all active overrides.
 */
export function applyQaOverrides(search: string, storage: StorageLike): RemoteEntries {
  const overrides = readStoredOverrides(storage);
  let changed = false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    if (isRemoteName(name) && isManifestUrl(value)) {
      overrides[name] = value;
      changed = true;
    } else {
      console.warn(`Ignoring QA override ${key}=${value}`);
    }
  }
  if (changed) {
    try {
      storage.setItem(QA_OVERRIDES_KEY, JSON.stringify(overrides));
    } catch {
      // Storage blocked: the override still applies to this page view.
    }
  }
  return overrides;
}

export function clearQaOverrides(storage: StorageLike): void {
  storage.removeItem(QA_OVERRIDES_KEY);
}

/** The current URL without its mf.* parameters (used after a reset). */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()])
    if (key.startsWith(PARAM_PREFIX)) url.searchParams.delete(key);
  return url.toString();
}

import type { QaOverrideSettings } from '@sencha/platform';
import type { StorageLike } from '@sencha/platform';
import { isManifestUrl, isRemoteName, type RemoteEntries } from './remoteRegistry';

/** localStorage key holding QA's remote overrides: { expiresAt, remotes: { remoteName: manifestUrl } }. */
export const QA_OVERRIDES_KEY = 'mf-overrides';
const PARAM_PREFIX = 'mf.';
/** In an allow-list: any port on localhost, 127.0.0.1 or [::1]. */
export const LOOPBACK = 'loopback';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface QaOverridePolicy {
  enabled: boolean;
  /** Exact origins, or LOOPBACK. */
  allowedOrigins: readonly string[];
  ttlMs: number;
}

/**
 * The deployment's rule for overrides (docs/qa-overrides.md): off unless config.json enables it, and only
 * for manifests on allowed origins; by default the origins remotes.json already uses, plus loopback.
 */
export function overridePolicy(
  settings: QaOverrideSettings,
  fromRemotesJson: RemoteEntries,
  pageUrl: string,
): QaOverridePolicy {
  const defaults = [
    ...new Set(Object.values(fromRemotesJson).map((entry) => new URL(entry, pageUrl).origin)),
    LOOPBACK,
  ];
  return {
    enabled: settings.enabled,
    allowedOrigins: settings.allowedOrigins ?? defaults,
    ttlMs: settings.ttlHours * 3_600_000,
  };
}

/** A released version named instead of a URL (`?mf.catalog=1.4.0`), as `npm run release` names them. */
const RELEASE_VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(?:-[0-9a-z][0-9a-z.-]{0,39})?$/;

/**
 * The manifest an override value names: a released version resolves to that release on the shop's own origin
 * (`/remotes/<remote>/<version>/mf-manifest.json`, docs/releasing.md); anything else is taken as a URL.
 */
export function overrideManifest(remote: string, value: string, pageUrl: string): string {
  if (!RELEASE_VERSION.test(value)) return value;
  return new URL(`/remotes/${remote}/${value}/mf-manifest.json`, pageUrl).href;
}

/** The shop's own releases are always allowed: composing released versions needs no foreign origin. */
function isOwnRelease(url: string, pageUrl: string): boolean {
  const target = new URL(url, pageUrl);
  return (
    target.origin === new URL(pageUrl).origin &&
    /^\/remotes\/[A-Za-z]+\/[^/]+\/mf-manifest\.json$/.test(target.pathname)
  );
}

export function isAllowedManifest(url: string, policy: QaOverridePolicy, pageUrl: string): boolean {
  if (!isManifestUrl(url)) return false;
  if (isOwnRelease(url, pageUrl)) return true;
  const { origin, hostname } = new URL(url, pageUrl);
  if (policy.allowedOrigins.includes(origin)) return true;
  return policy.allowedOrigins.includes(LOOPBACK) && LOOPBACK_HOSTS.has(hostname);
}

interface StoredOverrides {
  expiresAt: number;
  remotes: RemoteEntries;
}

function readStored(storage: StorageLike, now: number): StoredOverrides | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QA_OVERRIDES_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { expiresAt, remotes } = parsed as Record<string, unknown>;
    if (typeof expiresAt !== 'number' || expiresAt <= now) return null;
    if (typeof remotes !== 'object' || remotes === null) return null;
    const entries: RemoteEntries = {};
    for (const [name, url] of Object.entries(remotes)) {
      if (isRemoteName(name) && isManifestUrl(url)) entries[name] = url;
    }
    return { expiresAt, remotes: entries };
  } catch {
    return null;
  }
}

/**
 * `?mf.<remote>=<manifest-url or released version>` adds an override that is kept (until it expires) so it applies on every page.
 * A URL the policy does not allow is neither stored nor requested, and the refusal is logged. Stored
 * overrides are checked again on every visit, so narrowing the allow-list or disabling overrides takes effect
 * at once. Returns the overrides in force. The boot script reads them too, quietly (`warn`): the shell logs.
 */
export function applyQaOverrides(
  search: string,
  storage: StorageLike,
  policy: QaOverridePolicy,
  pageUrl: string,
  now = Date.now(),
  warn: (message: string) => void = (message) => console.warn(message),
): RemoteEntries {
  const stored = readStored(storage, now);
  if (!policy.enabled) {
    if (stored || search.includes(PARAM_PREFIX)) warn('QA overrides are disabled here: ignored.');
    if (stored) storage.removeItem(QA_OVERRIDES_KEY);
    return {};
  }
  const overrides: RemoteEntries = {};
  for (const [name, url] of Object.entries(stored?.remotes ?? {})) {
    if (isRemoteName(name) && isAllowedManifest(url, policy, pageUrl)) overrides[name] = url;
  }
  let changed = false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    const manifest = overrideManifest(name, value, pageUrl);
    if (isRemoteName(name) && isAllowedManifest(manifest, policy, pageUrl)) {
      overrides[name] = manifest;
      changed = true;
    } else {
      warn(`QA override refused: ${key}=${value} (unknown remote, or an origin not allowed here)`);
    }
  }
  if (changed) {
    const record: StoredOverrides = { expiresAt: now + policy.ttlMs, remotes: overrides };
    storage.setItem(QA_OVERRIDES_KEY, JSON.stringify(record));
  } else if (!stored) {
    storage.removeItem(QA_OVERRIDES_KEY);
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

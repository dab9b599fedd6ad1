import type { QaOverrideSettings } from '@sencha/platform';
import type { StorageLike } from '@sencha/platform';
import { isManifestUrl, isRemoteName, type RemoteEntries, type RemoteName } from './remoteRegistry';
import { isReleaseVersion } from '@sencha/shared/release-version';
import { FALLEN_BACK_KEY, QA_OVERRIDES_KEY } from './qaStorageKeys';

/**
 * The synchronous parts of QA overrides, shared by the boot script and the shell (docs/qa-overrides.md). They
 * matter only in QA mode: the checks that fetch (shell/src/qa/validateOverride.ts) and the writes live in the
 * QA session's own chunk, which shoppers never load.
 */

export { FALLEN_BACK_KEY, QA_OVERRIDES_KEY } from './qaStorageKeys';
const PARAM_PREFIX = 'mf.';
/** In an allow-list: any port on localhost, 127.0.0.1 or [::1]. Honoured only when listed. */
export const LOOPBACK = 'loopback';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface QaOverridePolicy {
  enabled: boolean;
  /** Exact origins, or LOOPBACK. */
  allowedOrigins: readonly string[];
  ttlMs: number;
}

/** An `mf.*` parameter of the page's URL. */
export interface OverrideParam {
  key: string;
  name: string;
  value: string;
}

/** An override QA asked for that was not taken, and why (shown in the QA banner and on /versions). */
export interface OverrideRefusal extends OverrideParam {
  reason: string;
}

/** An accepted override that failed later on this tab: its remote runs live for the rest of the visit. */
export interface FallBack {
  url: string;
  reason: string;
}
export type FallenBack = Partial<Record<RemoteName, FallBack>>;

/**
 * Where overrides may come from: the origins remotes.json already uses, plus the origins config.json lists
 * (a QA environment's candidate hosts). A missing list means none: no implicit loopback.
 */
export function overridePolicy(
  settings: QaOverrideSettings,
  fromRemotesJson: RemoteEntries,
  pageUrl: string,
): QaOverridePolicy {
  const live = Object.values(fromRemotesJson).map((entry) => new URL(entry, pageUrl).origin);
  return {
    enabled: settings.enabled,
    allowedOrigins: [...new Set([...live, ...(settings.allowedOrigins ?? [])])],
    ttlMs: settings.ttlHours * 3_600_000,
  };
}

/** A released version named instead of a URL (`?mf.catalog=1.4.0`), as `npm run release` names them. */
export { isReleaseVersion };

/**
 * The manifest an override value names: a released version resolves to that release on the shop's own origin
 * (`/remotes/<remote>/<version>/mf-manifest.json`, docs/releasing.md); anything else is taken as a URL.
 */
export function overrideManifest(remote: string, value: string, pageUrl: string): string {
  if (!isReleaseVersion(value)) return value;
  return new URL(`/remotes/${remote}/${value}/mf-manifest.json`, pageUrl).href;
}

/** The shop's own releases are always allowed: composing released versions needs no foreign origin. */
export function isOwnRelease(url: string, pageUrl: string): boolean {
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

/** The `mf.<remote>=<value>` parameters of a query string, in order; unknown names are kept (to be refused). */
export function parseOverrideParams(search: string): OverrideParam[] {
  const params: OverrideParam[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(PARAM_PREFIX)) params.push({ key, name: key.slice(PARAM_PREFIX.length), value });
  }
  return params;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readJson(storage: StorageLike, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** This tab's record of overrides that fell back (a corrupt record is no record). */
export function readFallenBack(session: StorageLike): FallenBack {
  const parsed = readJson(session, FALLEN_BACK_KEY);
  const record: FallenBack = {};
  if (!isObject(parsed)) return record;
  for (const [name, entry] of Object.entries(parsed)) {
    if (!isRemoteName(name) || !isObject(entry)) continue;
    if (typeof entry.url === 'string' && typeof entry.reason === 'string')
      record[name] = { url: entry.url, reason: entry.reason };
  }
  return record;
}

/**
 * The stored overrides still in force, without writing anything: unexpired, still allowed by the policy (a
 * narrowed allow-list takes effect at once), and not one that already fell back on this tab.
 */
export function readStoredOverrides(
  storage: StorageLike,
  now: number,
  policy: QaOverridePolicy,
  pageUrl: string,
  fallenBack: FallenBack = {},
): RemoteEntries {
  const parsed = readJson(storage, QA_OVERRIDES_KEY);
  if (!isObject(parsed) || !isObject(parsed.remotes)) return {};
  if (typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= now) return {};
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(parsed.remotes)) {
    if (!isRemoteName(name) || typeof url !== 'string' || !isAllowedManifest(url, policy, pageUrl)) continue;
    if (fallenBack[name]?.url !== url) entries[name] = url;
  }
  return entries;
}

/** The stored record: overrides never outlive the QA pass that allowed them, whatever the configured TTL. */
export function storedOverrides(
  remotes: RemoteEntries,
  now: number,
  ttlMs: number,
  passExpiresAt: number,
): { expiresAt: number; remotes: RemoteEntries } {
  return { expiresAt: Math.min(now + ttlMs, passExpiresAt), remotes };
}

/** Forgets every override and this tab's fallbacks. */
export function clearAllOverrides(storage: StorageLike, session: StorageLike): void {
  storage.removeItem(QA_OVERRIDES_KEY);
  session.removeItem(FALLEN_BACK_KEY);
}

/** The current URL without its mf.* parameters (used after a reset, and when leaving QA mode). */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()])
    if (key.startsWith(PARAM_PREFIX)) url.searchParams.delete(key);
  return url.toString();
}

import { isRecord } from '../boot/isRecord';
import { isReleaseVersion } from '@sencha/shared/release-version';
import {
  REMOTE_NAMES,
  isManifestUrl,
  isRemoteName,
  type RemoteEntries,
  type RemoteName,
} from './remoteRegistry';

/**
 * The one reader of remotes.json's entries (docs/releasing.md#canary-releases), for the boot script and the
 * shell alike. An entry is a manifest URL, a canary split `{ stable, canary, percent }` resolved by this
 * browser's cohort bucket (cohort.ts), or a demoted canary `{ stable, demoted }`. The file is another
 * process's output served to every browser, so an object is trusted only as far as it checks: a broken split
 * composes its stable release when that is one of the shop's own, else the remote shows as unavailable.
 */

export type Track = 'stable' | 'canary';

export interface Demotion {
  version: string;
  reason: string;
  at: string;
}

export interface CanarySplit {
  stable: string;
  canary: string;
  percent: number;
}

/** One remote's entry as this browser composes it. */
export interface LiveRemote {
  /** The manifest composed; null when the entry is unusable: the remote's area shows as unavailable. */
  url: string | null;
  track: Track;
  /** The versions of a running canary split, and its share of browsers. */
  split?: CanarySplit;
  /** The canary last ended by its watcher, and why. */
  demoted?: Demotion;
}

export type LiveRemotes = Partial<Record<RemoteName, LiveRemote>>;

/** What remotes.json said, and the bucket that resolved it (null: the page has not resolved one). */
export interface LiveFile {
  remotes: LiveRemotes;
  cohort: number | null;
}

const MAX_TEXT = 200;
const UNAVAILABLE: LiveRemote = { url: null, track: 'stable' };

/** The version of a same-origin release path of this remote (`/remotes/<name>/<version>/mf-manifest.json`). */
export function releaseVersionOf(name: RemoteName, value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(pageUrl).origin || url.search || url.hash) return null;
  const [, remote, version] = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(url.pathname) ?? [];
  return remote === name && version && isReleaseVersion(version) ? version : null;
}

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

function demotionOf(value: unknown): Demotion | undefined {
  if (!isRecord(value)) return undefined;
  const { version, reason, at } = value;
  return isText(version) && isText(reason) && isText(at) ? { version, reason, at } : undefined;
}

/** An object entry: its split for this bucket, its stable release, or unavailable. */
function resolveObject(
  name: RemoteName,
  entry: Record<string, unknown>,
  bucket: number,
  pageUrl: string,
  warn: (message: string) => void,
): LiveRemote {
  const stable = releaseVersionOf(name, entry.stable, pageUrl);
  if (!stable || typeof entry.stable !== 'string') {
    warn(`remotes.json: ${name} has no usable stable release; its area shows as unavailable`);
    return UNAVAILABLE;
  }
  const canary = releaseVersionOf(name, entry.canary, pageUrl);
  if (canary && typeof entry.canary === 'string' && isPercent(entry.percent)) {
    const onCanary = bucket < entry.percent;
    return {
      url: onCanary ? entry.canary : entry.stable,
      track: onCanary ? 'canary' : 'stable',
      split: { stable, canary, percent: entry.percent },
    };
  }
  if (entry.canary !== undefined || entry.percent !== undefined)
    warn(`remotes.json: ${name}'s canary is malformed; its stable release is composed`);
  const demoted = demotionOf(entry.demoted);
  return { url: entry.stable, track: 'stable', ...(demoted ? { demoted } : {}) };
}

/** One remote's entry for this bucket. */
export function resolveEntry(
  name: RemoteName,
  entry: unknown,
  bucket: number,
  pageUrl: string,
  warn: (message: string) => void = (message) => console.warn(message),
): LiveRemote {
  if (isRecord(entry)) return resolveObject(name, entry, bucket, pageUrl, warn);
  if (isManifestUrl(entry)) return { url: entry, track: 'stable' };
  warn(`remotes.json: ${name}'s entry is not a manifest address; its area shows as unavailable`);
  return UNAVAILABLE;
}

/** Every known remote of the file, resolved; anything else in it is ignored (and told). */
export function resolveLiveRemotes(
  body: unknown,
  bucket: number,
  pageUrl: string,
  warn: (message: string) => void = (message) => console.warn(message),
): LiveRemotes {
  const remotes: LiveRemotes = {};
  if (!isRecord(body)) return remotes;
  for (const [name, entry] of Object.entries(body)) {
    if (isRemoteName(name)) remotes[name] = resolveEntry(name, entry, bucket, pageUrl, warn);
    else warn(`remotes.json: ignoring ${name}`);
  }
  return remotes;
}

/** The manifests composed: each usable entry's URL. */
export function composedEntries(remotes: LiveRemotes): RemoteEntries {
  const entries: RemoteEntries = {};
  for (const name of REMOTE_NAMES) {
    const url = remotes[name]?.url;
    if (url) entries[name] = url;
  }
  return entries;
}

/** The remotes remotes.json names with an unusable entry: their areas show as unavailable, not as missing. */
export const unavailableRemotes = (remotes: LiveRemotes): RemoteName[] =>
  REMOTE_NAMES.filter((name) => remotes[name] !== undefined && remotes[name]?.url === null);

/** remotes.json is fetched uncached at every boot: a deploy, a canary or a rollback is one edit of that file. */
export async function fetchLiveRemotes(
  url: string,
  fetchImpl: typeof fetch,
  bucket: number,
  pageUrl: string,
): Promise<LiveRemotes> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return resolveLiveRemotes(await response.json(), bucket, pageUrl);
  } catch (error) {
    console.error('remotes.json could not be read: every remote area will show as unavailable.', error);
    return {};
  }
}

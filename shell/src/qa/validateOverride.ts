import {
  isAllowedManifest,
  isOwnRelease,
  isReleaseVersion,
  overrideManifest,
  type QaOverridePolicy,
} from '../remotes/qaOverrides';
import { isManifestUrl, isRemoteName } from '../remotes/remoteRegistry';
import { manifestContract, manifestVersion } from './releaseInfo';

export type OverrideVerdict =
  { ok: true; url: string; version: string | null; contract: string } | { ok: false; reason: string };

export interface ValidationContext {
  policy: QaOverridePolicy;
  pageUrl: string;
  /** The platform version this shell was built against (process.env.PLATFORM_CONTRACT in a build). */
  shellContract: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A manifest host that never answers must not hold the page: the override is refused instead. */
const TIMEOUT_MS = 5_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

const majorOf = (version: string): number | null => {
  const match = /^(\d+)\./.exec(version);
  return match ? Number(match[1]) : null;
};

/** The shape the federation runtime needs of a manifest, checked before the runtime ever reads it. */
function isFederationManifest(body: unknown): body is Json {
  if (!isObject(body) || !isObject(body.metaData)) return false;
  const entry = body.metaData.remoteEntry;
  return (
    isObject(entry) &&
    typeof entry.name === 'string' &&
    Array.isArray(body.exposes) &&
    Array.isArray(body.shared)
  );
}

async function readJson(url: string, fetchImpl: typeof fetch, timeoutMs: number) {
  const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, ok: response.ok, body: response.ok ? await jsonOrNull(response) : null };
}

async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A release's own record of its contract (what `npm run promote` checks), when there is one beside it. */
async function releaseContract(manifestUrl: string, fetchImpl: typeof fetch, timeoutMs: number) {
  try {
    const { body } = await readJson(new URL('release.json', manifestUrl).href, fetchImpl, timeoutMs);
    return isObject(body) && typeof body.contract === 'string' ? body.contract : null;
  } catch {
    return null;
  }
}

/**
 * Whether an override may be composed, and if not why (docs/qa-overrides.md). The checks run in order and the
 * first that fails gives the reason QA sees: a known remote, an http(s) address on an allowed origin, a
 * manifest that can be read (fetched uncached, with a timeout), that looks like a federation manifest, that
 * is the named remote's, and that was built against this shell's platform contract major.
 */
export async function validateOverride(
  remote: string,
  value: string,
  { policy, pageUrl, shellContract, fetchImpl = fetch, timeoutMs = TIMEOUT_MS }: ValidationContext,
): Promise<OverrideVerdict> {
  if (!isRemoteName(remote)) return { ok: false, reason: `no remote named "${remote}"` };
  const url = overrideManifest(remote, value, pageUrl);
  if (!isManifestUrl(url)) return { ok: false, reason: 'not an http(s) address' };
  const absolute = new URL(url, pageUrl).href;
  if (!isAllowedManifest(url, policy, pageUrl))
    return { ok: false, reason: `${new URL(absolute).origin} is not a QA origin here` };

  let read: Awaited<ReturnType<typeof readJson>>;
  try {
    read = await readJson(absolute, fetchImpl, timeoutMs);
  } catch {
    return { ok: false, reason: 'manifest could not be read (network error)' };
  }
  if (read.status === 404 && isReleaseVersion(value))
    return { ok: false, reason: `no release ${value} of ${remote}` };
  if (!read.ok) return { ok: false, reason: `manifest could not be read (HTTP ${read.status})` };
  const manifest = read.body;
  if (!isFederationManifest(manifest)) return { ok: false, reason: 'not a Module Federation manifest' };
  if (manifest.name !== remote) {
    const named = typeof manifest.name === 'string' ? manifest.name : 'no remote';
    return { ok: false, reason: `manifest is for "${named}", not "${remote}"` };
  }

  const contract =
    (isOwnRelease(url, pageUrl) ? await releaseContract(absolute, fetchImpl, timeoutMs) : null) ??
    manifestContract(manifest);
  if (!contract) return { ok: false, reason: 'the manifest names no platform contract' };
  const shellMajor = majorOf(shellContract);
  if (shellMajor === null || majorOf(contract) !== shellMajor)
    return {
      ok: false,
      reason: `built against platform contract ${contract}; this shop's shell uses ${shellContract || 'an unknown one'}`,
    };
  return { ok: true, url, version: manifestVersion(manifest), contract };
}

/**
 * What a remote's (or the shell's) build says about itself: the version stamped into its mf-manifest.json
 * and, for a release, its release.json (docs/releasing.md). Both arrive from outside and are read defensively:
 * a missing or malformed field is shown as unknown, never trusted.
 */
export interface ReleaseInfo {
  /** The manifest's buildVersion (or the release's version); null when nothing says. */
  version: string | null;
  /** The @sencha/platform contract it was built against. */
  contract: string | null;
  builtAt: string | null;
  commit: string | null;
  /** The manifest (or release.json) could not be read. */
  unreachable: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;

/** A remote's host that never answers must not leave QA waiting: its row says 'not reachable'. */
const TIMEOUT_MS = 5_000;

async function fetchJson(url: string): Promise<Json | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isObject(body) ? body : null;
  } catch {
    return null;
  }
}

/** The version a federation manifest carries (metaData.buildInfo.buildVersion). */
export function manifestVersion(manifest: Json | null): string | null {
  const metaData = manifest?.metaData;
  const buildInfo = isObject(metaData) ? metaData.buildInfo : undefined;
  return isObject(buildInfo) ? text(buildInfo.buildVersion) : null;
}

/** The platform version a remote shares: its contract, when there is no release.json to say so. */
export function manifestContract(manifest: Json | null): string | null {
  const shared = manifest?.shared;
  if (!Array.isArray(shared)) return null;
  const platform: unknown = shared.find((entry) => isObject(entry) && entry.name === '@sencha/platform');
  return isObject(platform) ? text(platform.version) : null;
}

function fromRelease(record: Json | null): Omit<ReleaseInfo, 'unreachable'> {
  return {
    version: text(record?.version),
    contract: text(record?.contract),
    builtAt: text(record?.builtAt),
    commit: text(record?.commit),
  };
}

/** The version a manifest carries, for the overrides banner (no release.json: an override may be foreign). */
export async function manifestBuildVersion(manifestUrl: string): Promise<string> {
  const manifest = await fetchJson(new URL(manifestUrl, window.location.href).href);
  return manifest ? (manifestVersion(manifest) ?? 'unknown') : 'unreachable';
}

/** A remote: its manifest, and the release.json beside it when it is a release. */
export async function remoteReleaseInfo(manifestUrl: string, pageUrl: string): Promise<ReleaseInfo> {
  const manifestHref = new URL(manifestUrl, pageUrl).href;
  const [manifest, record] = await Promise.all([
    fetchJson(manifestHref),
    fetchJson(new URL('release.json', manifestHref).href),
  ]);
  const release = fromRelease(record);
  return {
    ...release,
    version: manifestVersion(manifest) ?? release.version,
    contract: release.contract ?? manifestContract(manifest),
    unreachable: manifest === null,
  };
}

/**
 * The shell: the version stamped into the running build, with its contract and build time from the release.json
 * served beside it when that describes this very build (after a promotion it describes the next one).
 */
export async function shellReleaseInfo(releaseUrl: string, builtVersion: string): Promise<ReleaseInfo> {
  const release = fromRelease(await fetchJson(releaseUrl));
  if (release.version !== builtVersion)
    return { version: builtVersion, contract: null, builtAt: null, commit: null, unreachable: false };
  return { ...release, unreachable: false };
}

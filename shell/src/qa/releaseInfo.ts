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

async function fetchJson(url: string): Promise<Json | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
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
function manifestContract(manifest: Json | null): string | null {
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

/** The shell: the release.json of the release nginx serves, else the version stamped into this build. */
export async function shellReleaseInfo(releaseUrl: string, builtVersion: string): Promise<ReleaseInfo> {
  const record = await fetchJson(releaseUrl);
  const release = fromRelease(record);
  return { ...release, version: release.version ?? builtVersion, unreachable: false };
}

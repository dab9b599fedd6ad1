import { isRecord } from './isRecord';

/** What the boot script preloads for one exposed module, read from its remote's mf-manifest.json. */
export interface ExposeAssets {
  remoteEntry: string;
  scripts: string[];
  styles: string[];
}

/** A crafted or broken manifest never makes the page preload more than this per module. */
export const MAX_ASSETS = 16;

const fileList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((file): file is string => typeof file === 'string' && file.length > 0).slice(0, MAX_ASSETS)
    : [];

/** As the federation runtime joins them (getRemoteEntryInfoFromSnapshot). */
const joinEntry = (path: string, name: string) => (path ? `${path.replace(/\/+$/, '')}/${name}` : name);

/**
 * The remote entry and the expose's start-up (sync) JS and CSS, as absolute URLs. Only manifests built with
 * `publicPath: 'auto'` (all of ours: docs/architecture.md#module-federation-settings) are read, where files
 * sit next to the manifest, as the runtime resolves them; anything else gives null and nothing is preloaded.
 */
export function exposeAssets(manifest: unknown, manifestUrl: string, expose: string): ExposeAssets | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData) || !Array.isArray(manifest.exposes)) return null;
  const { publicPath, remoteEntry } = manifest.metaData;
  if (publicPath !== 'auto' || !isRecord(remoteEntry) || typeof remoteEntry.name !== 'string') return null;
  const entryPath = typeof remoteEntry.path === 'string' ? remoteEntry.path : '';
  const found: unknown = manifest.exposes.find((item) => isRecord(item) && item.name === expose);
  if (!isRecord(found) || !isRecord(found.assets)) return null;
  const { js, css } = found.assets;
  const base = new URL('.', manifestUrl);
  // Only files beside the manifest, on its origin, as the runtime would load them.
  const resolve = (file: string): string | null => {
    try {
      const url = new URL(file, base);
      return url.origin === base.origin ? url.href : null;
    } catch {
      return null;
    }
  };
  const resolved = (files: string[]) => files.map(resolve).filter((url): url is string => url !== null);
  const entry = resolve(joinEntry(entryPath, remoteEntry.name));
  if (!entry) return null;
  return {
    remoteEntry: entry,
    scripts: resolved(fileList(isRecord(js) ? js.sync : null)),
    styles: resolved(fileList(isRecord(css) ? css.sync : null)),
  };
}

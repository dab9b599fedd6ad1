import type { RemoteName } from '@sencha/platform';
import { REMOTE_NAMES, type RemoteEntries } from '../remotes/remoteRegistry';
import type { BootFetches } from './bootFetches';

export type ManifestBodies = Partial<Record<RemoteName, unknown>>;

/**
 * Starts the manifest of every remote composed on this page: together they declare the site's routes
 * (docs/architecture.md#routes). `onManifest` runs with the bodies in so far each time one arrives, inside its
 * hand-over: before the shell can have that manifest, so what it preloads comes before the runtime's own script
 * tags. Resolves when all have settled.
 */
export function startManifests(
  entries: RemoteEntries,
  started: BootFetches,
  onManifest: (bodies: ManifestBodies) => void,
): Promise<void> {
  const bodies: ManifestBodies = {};
  const settled = REMOTE_NAMES.map((name) => {
    const url = entries[name];
    // Not started (the shell asked first, or past the bound): the boot does not know this remote's routes.
    const response = url
      ? started.start(url, undefined, (body) => {
          bodies[name] = body;
          onManifest(bodies);
        })
      : null;
    return response?.then(
      () => undefined,
      () => undefined,
    );
  });
  return Promise.all(settled).then(() => undefined);
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@sencha/platform';

/** Each remote's build version, read from its mf-manifest.json (`metaData.buildInfo.buildVersion`). */
const versions = new Map<string, string>();
/** Each remote's track on this page: its side of a canary split, or a QA override (docs/releasing.md). */
let tracks: Readonly<Record<string, string>> = {};

/** The tracks this page composes, set once its remotes are decided. */
export function setRemoteTracks(composed: Readonly<Record<string, string>>): void {
  tracks = composed;
}

export function remoteVersion(remote: string): string {
  return versions.get(remote) ?? 'unknown';
}

/**
 * The tags an operator filters on, e.g. `remote:catalog remote.version:1.4.0 remote.track:canary`
 * (docs/observability.md).
 */
export function remoteTags(remote: RemoteName | string): Record<string, string> {
  return { remote, 'remote.version': remoteVersion(remote), 'remote.track': tracks[remote] ?? 'stable' };
}

/**
 * Records the version of every manifest the federation runtime loads, so an error in a remote's area is tagged
 * with the build that was really running (a QA override or a rollback included).
 */
export function remoteVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sencha-remote-versions',
    loadRemoteSnapshot(args) {
      const version = args.manifestJson?.metaData?.buildInfo?.buildVersion;
      if (typeof version === 'string' && version) versions.set(args.moduleInfo.name, version);
      return args;
    },
  };
}

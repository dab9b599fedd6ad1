import { useEffect, useState } from 'react';
import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';
import { remoteReleaseInfo, type ReleaseInfo } from './releaseInfo';

/**
 * Release info for each remote of `entries`, each filled in as soon as its own answer arrives (a slow remote
 * holds up only its row); a missing key is still loading.
 */
export function useReleaseInfos(entries: RemoteEntries): Partial<Record<RemoteName, ReleaseInfo>> {
  const [infos, setInfos] = useState<Partial<Record<RemoteName, ReleaseInfo>>>({});
  const key = JSON.stringify(entries);
  useEffect(() => {
    let active = true;
    for (const [name, url] of Object.entries(entries)) {
      void remoteReleaseInfo(url, window.location.href).then(
        (info) => active && setInfos((known) => ({ ...known, [name]: info })),
      );
    }
    return () => {
      active = false;
    };
    // `key` stands for `entries` (a new object on every render of the caller).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return infos;
}

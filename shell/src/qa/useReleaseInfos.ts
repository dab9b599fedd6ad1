import { useEffect, useState } from 'react';
import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';
import { remoteReleaseInfo, type ReleaseInfo } from './releaseInfo';

/** Release info for each remote of `entries`, read once per set of entries; undefined while loading. */
export function useReleaseInfos(
  entries: RemoteEntries,
): Partial<Record<RemoteName, ReleaseInfo>> | undefined {
  const [infos, setInfos] = useState<Partial<Record<RemoteName, ReleaseInfo>>>();
  const key = JSON.stringify(entries);
  useEffect(() => {
    let active = true;
    const pairs = Object.entries(entries).map(
      async ([name, url]) => [name, await remoteReleaseInfo(url, window.location.href)] as const,
    );
    void Promise.all(pairs).then((resolved) => active && setInfos(Object.fromEntries(resolved)));
    return () => {
      active = false;
    };
    // `key` stands for `entries` (a new object on every render of the caller).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return infos;
}

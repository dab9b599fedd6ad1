import { useEffect, useState } from 'react';
import { safeLocalStorage } from '@sencha/platform';
import { clearQaOverrides, withoutOverrideParams } from '../remotes/qaOverrides';
import type { RemoteEntries } from '../remotes/remoteRegistry';
import { manifestBuildVersion } from './releaseInfo';
import styles from './QaOverridesBanner.module.css';

/** Tells QA which remotes are overridden, with each one's build version, and resets them. */
export function QaOverridesBanner({ overrides }: { overrides: RemoteEntries }) {
  const entries = Object.entries(overrides);
  const [versions, setVersions] = useState<Record<string, string>>({});

  useEffect(() => {
    let active = true;
    void Promise.all(
      entries.map(async ([name, url]) => [name, await manifestBuildVersion(url)] as const),
    ).then((pairs) => active && setVersions(Object.fromEntries(pairs)));
    return () => {
      active = false;
    };
    // The overrides are fixed for the page's life (they change only through a reload).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (entries.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label="QA remote overrides" data-testid="qa-overrides-banner">
      <strong>QA overrides active:</strong>
      <ul>
        {entries.map(([name, url]) => (
          <li key={name}>
            <code>{name}</code> → <code>{url}</code> (build <span>{versions[name] ?? '…'}</span>)
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          clearQaOverrides(safeLocalStorage());
          window.location.replace(withoutOverrideParams(window.location.href));
        }}
      >
        Reset overrides
      </button>
    </aside>
  );
}

import { useEffect, useState } from 'react';
import { createSafeStorage, safeLocalStorage } from '@sencha/platform';
import { clearAllOverrides, withoutOverrideParams } from '../remotes/qaOverrides';
import type { QaBannerProps } from './DeferredQaBanner';
import { manifestBuildVersion } from './releaseInfo';
import { useQaFallBacks } from './qaFallBacks';
import { clockTime } from './qaClock';
import { leaveQaMode } from './leaveQaMode';
import styles from './QaOverridesBanner.module.css';

const tabStorage = () => createSafeStorage(() => window.sessionStorage);

/**
 * Tells QA that QA mode is on and until when, which remotes are overridden (with each one's build version),
 * which overrides were refused and which fell back to the live version, with the reasons (docs/qa-overrides.md).
 */
export function QaOverridesBanner({ qa, overrides, refused }: QaBannerProps) {
  const fallenBack = useQaFallBacks();
  const entries = Object.entries(overrides);
  const inForce = entries.filter(([name, url]) => fallenBack[name as keyof typeof fallenBack]?.url !== url);
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

  return (
    <aside className={styles.banner} aria-label="QA mode" data-testid="qa-overrides-banner">
      <strong>QA mode{qa.expiresAt === null ? '' : ` until ${clockTime(qa.expiresAt)}`}</strong>
      <ul>
        {inForce.map(([name, url]) => (
          <li key={name}>
            <code>{name}</code> → <code>{url}</code> (build <span>{versions[name] ?? '…'}</span>)
          </li>
        ))}
        {refused.map(({ key, value, reason }) => (
          <li key={`refused-${key}-${value}`}>
            <code>
              {key}={value}
            </code>{' '}
            refused: {reason}
          </li>
        ))}
        {Object.entries(fallenBack).map(([name, fallBack]) => (
          <li key={`fallback-${name}`}>
            <code>{name}</code>: fell back to the live version ({fallBack.reason})
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          onClick={() => {
            clearAllOverrides(safeLocalStorage(), tabStorage());
            window.location.replace(withoutOverrideParams(window.location.href));
          }}
        >
          Reset overrides
        </button>
        <button type="button" onClick={() => void leaveQaMode(safeLocalStorage(), tabStorage())}>
          Leave QA mode
        </button>
      </div>
    </aside>
  );
}

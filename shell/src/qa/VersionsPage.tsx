import { useEffect, useState } from 'react';
import { REMOTE_NAMES } from '../remotes/remoteRegistry';
import { useRemotesState } from '../remotes/RemotesStateContext';
import type { RemoteName } from '../remotes/remoteRegistry';
import { useQaFallBacks } from './qaFallBacks';
import { clockTime } from './qaClock';
import { shellReleaseInfo, type ReleaseInfo } from './releaseInfo';
import { useReleaseInfos } from './useReleaseInfos';
import { CanarySplits } from './CanarySplits';
import styles from './VersionsPage.module.css';

const TITLE = 'Versions - Sencha Tea';

/** Not for search engines: the page is for QA, and no link for shoppers leads to it. */
function useQaPageHead(): void {
  useEffect(() => {
    document.title = TITLE;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, []);
}

function builtAt(info: ReleaseInfo): string {
  if (!info.builtAt) return 'not a release';
  const when = new Date(info.builtAt);
  const stamp = Number.isNaN(when.getTime())
    ? info.builtAt
    : `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return info.commit ? `${stamp} (${info.commit})` : stamp;
}

function overrideText(info: ReleaseInfo): string {
  if (info.unreachable) return 'override: not reachable';
  return `override ${info.version ?? 'unknown'} (contract ${info.contract ?? 'unknown'}, ${builtAt(info)})`;
}

/** The last column of a remote's row: what this browser composes for it, and why when it is not the override. */
function InThisBrowser({ name, info }: { name: RemoteName; info: ReleaseInfo | undefined }) {
  const { overrides, refused, file } = useRemotesState();
  const fallBack = useQaFallBacks()[name];
  const override = overrides[name];
  const refusal = refused.find((entry) => entry.name === name);
  if (fallBack) return <td>fell back to live: {fallBack.reason}</td>;
  if (override) return <td>{info ? overrideText(info) : `override ${override} …`}</td>;
  if (refusal) return <td>refused: {refusal.reason}</td>;
  const entry = file.remotes[name];
  return <td>{entry?.split ? `live, ${entry.track} of a canary split` : 'live'}</td>;
}

function Release({ info }: { info: ReleaseInfo | undefined }) {
  if (!info) return <td colSpan={3}>…</td>;
  if (info.unreachable) return <td colSpan={3}>not reachable</td>;
  return (
    <>
      <td>{info.version ?? 'unknown'}</td>
      <td>{info.contract ?? 'unknown'}</td>
      <td>{builtAt(info)}</td>
    </>
  );
}

/**
 * /versions (docs/releasing.md#qa-any-mix-of-released-versions): whether this browser is in QA mode, and which
 * release of the shell and of each remote it composes, the live one (its side of a canary split) and any QA
 * override in force (or refused, or fallen back to live, with the reason), with contract versions and build
 * times; then the canary splits and this browser's cohort.
 */
export default function VersionsPage() {
  useQaPageHead();
  const { live, overrides, qa } = useRemotesState();
  const liveInfos = useReleaseInfos(live);
  const overrideInfos = useReleaseInfos(overrides);
  const [shell, setShell] = useState<ReleaseInfo>();
  useEffect(() => {
    void shellReleaseInfo(`${__webpack_public_path__}release.json`, process.env.MF_BUILD_VERSION ?? '').then(
      setShell,
    );
  }, []);

  return (
    <section className={styles.page}>
      <h1>Versions</h1>
      <p>
        What this browser composes: the live release of the shell and of each remote, and the QA overrides in
        force here only.
      </p>
      <p data-testid="qa-mode-status">
        {qa.active && qa.expiresAt !== null
          ? `QA mode: on until ${clockTime(qa.expiresAt)}`
          : 'QA mode: off (open a QA pass link to enter)'}
      </p>
      {/* Focusable, so the table can be scrolled sideways by keyboard on a narrow screen. */}
      <div className={styles.scroll} role="region" aria-label="Versions" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">App</th>
              <th scope="col">Live version</th>
              <th scope="col">Contract</th>
              <th scope="col">Built</th>
              <th scope="col">In this browser</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">shell</th>
              <Release info={shell} />
              <td>live</td>
            </tr>
            {REMOTE_NAMES.map((name) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {live[name] ? <Release info={liveInfos[name]} /> : <td colSpan={3}>not in remotes.json</td>}
                <InThisBrowser name={name} info={overrideInfos[name]} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CanarySplits />
    </section>
  );
}

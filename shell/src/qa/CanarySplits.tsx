import { REMOTE_NAMES, type RemoteName } from '../remotes/remoteRegistry';
import { useRemotesState } from '../remotes/RemotesStateContext';
import { releaseVersionOf, type LiveRemote } from '../remotes/liveEntry';
import { COHORT_COOKIE } from '../remotes/cohort';

/** One remote's canary as remotes.json has it: a split, or the last demotion and why; null for neither. */
export function splitText(name: RemoteName, entry: LiveRemote | undefined, pageUrl: string): string | null {
  if (entry?.split) {
    const { stable, canary, percent } = entry.split;
    return `${name}: stable ${stable}, canary ${canary} for ${percent}% of browsers`;
  }
  if (entry?.demoted) {
    const { version, reason, at } = entry.demoted;
    const stable = releaseVersionOf(name, entry.url, pageUrl) ?? 'unknown';
    return `${name}: stable ${stable} for every browser; canary ${version} demoted at ${at}: ${reason}`;
  }
  return null;
}

/**
 * /versions' canary part (docs/releasing.md#canary-releases): this browser's cohort bucket, and for each remote
 * with a canary split (or a demoted canary) the versions, the share, and the side this browser composes.
 */
export function CanarySplits() {
  const { file, overrides } = useRemotesState();
  const pageUrl = window.location.href;
  const rows = REMOTE_NAMES.flatMap((name) => {
    const entry = file.remotes[name];
    const text = splitText(name, entry, pageUrl);
    if (!text || !entry) return [];
    const here = overrides[name]
      ? 'a QA override instead'
      : entry.split
        ? `the ${entry.track}`
        : 'the stable release';
    return [{ name, text: `${text}. This browser composes ${here}.` }];
  });
  return (
    <section aria-labelledby="canary-releases" data-testid="canary-splits">
      <h2 id="canary-releases">Canary releases</h2>
      <p data-testid="cohort">
        {file.cohort === null
          ? 'This browser has no cohort bucket.'
          : `This browser's cohort: bucket ${file.cohort} of 0-99 (cookie ${COHORT_COOKIE}); it composes the ` +
            `canary of a split whose percent is above ${file.cohort}.`}
      </p>
      {rows.length === 0 ? (
        <p>No canary is running.</p>
      ) : (
        <ul>
          {rows.map(({ name, text }) => (
            <li key={name} data-testid={`split-${name}`}>
              {text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

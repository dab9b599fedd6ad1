import styles from './RemoteUnavailable.module.css';
import { useRemoteRetry } from './RemoteRetryContext';
import { FeedbackOffer } from '../monitoring/FeedbackOffer';
import { useAreaFailure } from '../remoteHealth/AreaViewContext';

/** The calm panel a remote's area shows when that remote is down or broke; the rest of the page carries on. */
export function RemoteUnavailablePage() {
  const retry = useRemoteRetry();
  useAreaFailure();
  return (
    <section className={styles.panel} role="alert" aria-live="polite" data-testid="remote-unavailable">
      <h2 className={styles.title}>This part of the shop is taking a short tea break</h2>
      <p>We couldn&apos;t load this section just now. The rest of the shop is working as usual.</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Try again
      </button>
      <FeedbackOffer className={styles.retry} />
    </section>
  );
}

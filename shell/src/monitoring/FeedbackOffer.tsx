import { useSyncExternalStore } from 'react';
import { useFlags } from '@sencha/platform';
import { useRemoteArea } from '../remotes/RemoteAreaContext';
import { monitoringOn, openFeedback, subscribeMonitoring } from './initMonitoring';

/**
 * On an error panel: offers Sentry's feedback form, tagged with the panel's remote. Shown only while error
 * reporting runs and unless the `disable-sentry-dialog` flag is on.
 */
export function FeedbackOffer({ className }: { className?: string }) {
  const remote = useRemoteArea();
  const { values } = useFlags();
  const on = useSyncExternalStore(subscribeMonitoring, monitoringOn, () => false);
  if (!on || !remote || values['disable-sentry-dialog']) return null;
  return (
    <button type="button" className={className} onClick={() => openFeedback(remote)}>
      Tell us what happened
    </button>
  );
}

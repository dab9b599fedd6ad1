/**
 * The lazily loaded error-reporting chunk: nothing here is downloaded unless a DSN is configured
 * (initMonitoring.ts), and it runs only once the flags say `disable-sentry-fe` is off.
 */
import {
  addEventProcessor,
  browserTracingIntegration,
  captureException,
  featureFlagsIntegration,
  getClient,
  init,
  reactErrorHandler,
  replayIntegration,
  type Event,
} from '@sentry/react';
import type { RemoteName, RuntimeConfig } from '@sencha/platform';
import { remoteOfEvent } from './remoteOfEvent';
import { remoteTags } from './remoteVersions';
import { REPLAY_PRIVACY, sentryOptions } from './sentryOptions';
import { scrubDeep, scrubText } from './scrubUrls';

export interface SentryHandle {
  /** Reports a failure a remote slot caught, tagged with the remote and its version; returns the event id. */
  captureRemote(error: unknown, remote: string, componentStack?: string): string;
  /** For createRoot's onUncaughtError, onCaughtError and onRecoverableError (React 19). */
  reactError(error: unknown, info: { componentStack?: string }): void;
  /** Records a flag evaluation on the scope (Sentry's feature-flags integration). */
  addFeatureFlag(name: string, value: boolean): void;
  /** Shows Sentry's feedback form, tagged with the remote whose panel offered it. */
  openFeedback(remote: string, eventId: string | undefined): Promise<void>;
  /** Stops session replay, then the client: nothing more leaves (replay sends through the transport itself). */
  close(): Promise<void>;
}

/** An event nobody tagged (Sentry's global handlers saw it first) is attributed by its stack's script URLs. */
function tagByStack(bases: [RemoteName, string][]) {
  return <E extends Event>(event: E): E => {
    if (event.tags?.['remote']) return event;
    const remote = remoteOfEvent(event, bases);
    return remote ? { ...event, tags: { ...event.tags, ...remoteTags(remote) } } : event;
  };
}

export function startSentry(
  config: RuntimeConfig,
  release: string,
  bases: [RemoteName, string][],
): SentryHandle {
  const replay = replayIntegration(REPLAY_PRIVACY);
  init({
    ...sentryOptions(config, release),
    integrations: [
      // Transactions are named by their parameterised path (/checkout/:sessionId), never the id itself.
      browserTracingIntegration({
        beforeStartSpan: (options) => ({ ...options, name: scrubText(options.name) }),
      }),
      replay,
      featureFlagsIntegration(),
    ],
  });
  addEventProcessor((event) => (event.type === undefined ? tagByStack(bases)(event) : event));
  // Replay events (their `urls`) and feedback (its page `url`) pass no beforeSend hook: scrubbed here.
  addEventProcessor((event) =>
    event.type === 'replay_event' || event.type === 'feedback' ? scrubDeep(event) : event,
  );
  const onReactError = reactErrorHandler();
  return {
    captureRemote: (error, remote, componentStack) =>
      captureException(error, {
        tags: remoteTags(remote),
        ...(componentStack ? { contexts: { react: { componentStack } } } : {}),
      }),
    reactError: (error, info) => onReactError(error, info),
    addFeatureFlag: (name, value) =>
      getClient()
        ?.getIntegrationByName<ReturnType<typeof featureFlagsIntegration>>('FeatureFlags')
        ?.addFeatureFlag(name, value),
    openFeedback: async (remote, eventId) => {
      const { openFeedbackForm } = await import(/* webpackChunkName: "sentry-feedback" */ './feedbackForm');
      await openFeedbackForm(remoteTags(remote), eventId);
    },
    close: async () => {
      await replay.stop();
      await getClient()?.close();
    },
  };
}

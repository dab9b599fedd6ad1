import type * as SentryReact from '@sentry/react';
import type { RuntimeConfig } from '@sencha/platform';

type SentryModule = typeof SentryReact;

let sentry: SentryModule | null = null;

/**
 * Error reporting is loaded only when a DSN is configured (no DSN, nothing sent and nothing downloaded),
 * so shoppers without monitoring do not pay its bytes.
 */
export function initMonitoring(config: RuntimeConfig): void {
  if (!config.sentryDsn) return;
  void import('@sentry/react')
    .then((module) => {
      module.init({
        dsn: config.sentryDsn ?? undefined,
        environment: config.environment,
        release: process.env.MF_BUILD_VERSION,
        tracesSampleRate: 1.0,
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 1.0,
        integrations: [module.browserTracingIntegration()],
      });
      sentry = module;
    })
    .catch((error: unknown) => console.warn('Error reporting could not start.', error));
}

/** Stops sending when the 'disable-sentry-fe' flag turns on. */
export function disableMonitoring(): void {
  void sentry?.getClient()?.close();
  sentry = null;
}

export function reportRemoteFailure(remoteId: string, error: unknown, componentStack?: string): void {
  console.error(`Remote ${remoteId} failed`, error);
  sentry?.captureException(error, {
    tags: { remote: remoteId.split('/')[0] },
    extra: { remoteId, componentStack },
  });
}

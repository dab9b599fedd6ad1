import type { BrowserOptions } from '@sentry/react';
import type { RuntimeConfig } from '@sencha/platform';
import { scrubbingTransport } from './scrubbingTransport';
import { scrubDeep } from './scrubUrls';

/**
 * Sentry's `dataCollection`, set explicitly: its defaults collect cookies, headers, query strings and request
 * bodies. Off here, so no card number, address, e-mail or cookie leaves the browser through an event
 * (docs/observability.md#what-is-never-sent).
 */
export const DATA_COLLECTION: NonNullable<BrowserOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  stackFrameVariables: false,
};

/**
 * Session replay's privacy settings: all text and every input masked, images and media blocked, and every URL a
 * recording holds (the page's address, navigations, resources) without query and secret ids (scrubUrls.ts).
 */
export const REPLAY_PRIVACY = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  // No request or response bodies or headers in replays.
  networkDetailAllowUrls: [] as string[],
  // Uncompressed, so the transport can scrub the URLs of every recording (scrubbingTransport.ts).
  useCompression: false,
  beforeAddRecordingEvent: scrubDeep,
} as const;

/** The options without integrations (those are built in the lazily loaded chunk), from config.json. */
export function sentryOptions(config: RuntimeConfig, release: string): BrowserOptions {
  return {
    dsn: config.sentryDsn ?? undefined,
    environment: config.environment,
    release,
    tracesSampleRate: config.sentryTracesSampleRate,
    replaysSessionSampleRate: config.sentryReplaysSessionSampleRate,
    replaysOnErrorSampleRate: config.sentryReplaysOnErrorSampleRate,
    dataCollection: DATA_COLLECTION,
    // The last word on URLs: every envelope, replay recordings included (scrubbingTransport.ts).
    transport: scrubbingTransport,
    // Query strings and the ids that open a checkout session or an order never leave (scrubUrls.ts).
    beforeSend: scrubDeep,
    beforeSendTransaction: scrubDeep,
    // Sentry 11 streams spans (http.client spans carry `url.full`): each passes here.
    beforeSendSpan: scrubDeep,
    // Console lines may quote an API error's body (a validation result names the address): not sent.
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'console' ? null : scrubDeep(breadcrumb)),
  };
}

import type { RemoteName, RuntimeConfig } from '@sencha/platform';
import { remoteBases } from '../remotes/lateErrors';
import type { RemoteEntries } from '../remotes/remoteRegistry';
import type { SentryHandle, startSentry } from './sentryClient';

/**
 * Error reporting's lifecycle (docs/observability.md):
 * - `prepareMonitoring` at boot downloads the Sentry chunk only when a DSN is configured (no DSN: no bytes);
 * - `startMonitoring` runs it once the flags are decided and `disable-sentry-fe` is off, so with the flag on
 *   nothing is ever sent; `disableMonitoring` closes it when the flag turns on later.
 * Failures before the chunk is ready wait in a short queue (at most MAX_PENDING), then are sent or dropped.
 */
type Pending = (handle: SentryHandle) => void;
const MAX_PENDING = 20;

let settings: { config: RuntimeConfig; bases: [RemoteName, string][] } | null = null;
let loading: Promise<{ startSentry: typeof startSentry }> | null = null;
let state: 'idle' | 'starting' | 'on' | 'off' = 'idle';
let handle: SentryHandle | null = null;
const pending: Pending[] = [];
const flagEvaluations = new Map<string, boolean>();
const lastEventByRemote = new Map<string, string>();
const listeners = new Set<() => void>();

function setState(next: typeof state): void {
  state = next;
  for (const listener of listeners) listener();
}

function withSentry(task: Pending): void {
  if (handle) task(handle);
  else if (settings && state !== 'off' && pending.length < MAX_PENDING) pending.push(task);
}

export function prepareMonitoring(config: RuntimeConfig, entries: RemoteEntries): void {
  if (!config.sentryDsn) return;
  settings = { config, bases: remoteBases(entries, window.location.href) };
  loading = import(/* webpackChunkName: "sentry" */ './sentryClient');
  loading.catch((error: unknown) => {
    pending.length = 0;
    console.warn('Error reporting could not start.', error);
  });
}

export function startMonitoring(): void {
  if (!settings || !loading || state !== 'idle') return;
  const { config, bases } = settings;
  setState('starting');
  void loading
    .then(({ startSentry }) => {
      if (state !== 'starting') return;
      const started = startSentry(config, process.env.MF_BUILD_VERSION ?? 'unknown', bases);
      handle = started;
      for (const [name, value] of flagEvaluations) started.addFeatureFlag(name, value);
      for (const task of pending.splice(0)) task(started);
      setState('on');
    })
    .catch(() => undefined);
}

/**
 * The 'disable-sentry-fe' flag is on: nothing more is sent (and nothing at all if it had not started). Session
 * replay is stopped before the client is closed: it sends through the transport itself.
 */
export function disableMonitoring(): void {
  pending.length = 0;
  const running = handle;
  handle = null;
  setState('off');
  void running?.close().catch((error: unknown) => console.warn('Error reporting could not stop.', error));
}

export function monitoringOn(): boolean {
  return state === 'on';
}

export function subscribeMonitoring(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportRemoteFailure(remoteId: string, error: unknown, componentStack?: string): void {
  console.error(`Remote ${remoteId} failed`, error);
  const remote = remoteId.split('/')[0] ?? remoteId;
  withSentry((sentry) => lastEventByRemote.set(remote, sentry.captureRemote(error, remote, componentStack)));
}

/** React root errors no remote slot reported (createRoot options, rootErrorHandlers.ts). */
export function reportReactError(error: unknown, info: { componentStack?: string }): void {
  withSentry((sentry) => sentry.reactError(error, info));
}

/**
 * Flagsmith's `sentryClient` option: the SDK reports each flag it evaluates through this, and the evaluations
 * travel on error events (Sentry's feature-flags integration). Kept per flag name until Sentry runs.
 */
export const flagsmithSentryClient = {
  getIntegrationByName: (_name: 'FeatureFlags') => ({
    addFeatureFlag(name: string, value: boolean): void {
      flagEvaluations.set(name, value);
      handle?.addFeatureFlag(name, value);
    },
  }),
};

export function openFeedback(remote: string): void {
  void handle?.openFeedback(remote, lastEventByRemote.get(remote)).catch((error: unknown) => {
    console.warn('The feedback form could not be opened.', error);
  });
}

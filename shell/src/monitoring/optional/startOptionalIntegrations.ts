import type { RuntimeConfig } from '@sencha/platform';

/**
 * Optional third parties start only when config.json names them; unconfigured, their code is never downloaded
 * and they make no request (each sits in its own lazily loaded chunk).
 */
let started = false;

/** Once per page: React's StrictMode runs the effect that calls this twice in development (two trackers). */
export function startOptionalIntegrations(config: RuntimeConfig): void {
  if (started) return;
  started = true;
  const warn = (what: string) => (error: unknown) => console.warn(`${what} could not start.`, error);
  if (config.openReplayProjectKey) {
    const { openReplayProjectKey: key, openReplayIngestPoint: ingest } = config;
    void import(/* webpackChunkName: "openreplay" */ './openReplay')
      .then(({ startOpenReplay }) => startOpenReplay(key, ingest))
      .catch(warn('Session replay'));
  }
  if (config.clarityProjectId) {
    const id = config.clarityProjectId;
    void import(/* webpackChunkName: "clarity" */ './clarity')
      .then(({ startClarity }) => startClarity(id))
      .catch(warn('Microsoft Clarity'));
  }
}

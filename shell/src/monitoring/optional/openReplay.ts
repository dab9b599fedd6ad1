import Tracker from '@openreplay/tracker';
import trackerAssist from '@openreplay/tracker-assist';
import { observeHttpResponses } from '@sencha/platform';
import { scrubPath } from '../scrubUrls';
import { OPENREPLAY_PRIVACY } from './openReplayPrivacy';

/** The assist call prompt, word for word as docs/observability.md#session-replay-assist quotes it. */
export const ASSIST_CALL_PROMPT = 'You have an incoming call from Support. Would you like to accept?';

/**
 * Session replay (OpenReplay) with its assist plugin: loaded only when `openReplayProjectKey` is configured. The
 * HTTP layer hands it each successful response's method, parameterised path and status.
 */
export function startOpenReplay(projectKey: string, ingestPoint: string | null): void {
  const tracker = new Tracker({
    projectKey,
    ...(ingestPoint ? { ingestPoint } : {}),
    respectDoNotTrack: true,
    ...OPENREPLAY_PRIVACY,
    css: {},
  });
  tracker.use(trackerAssist({ callConfirm: { text: ASSIST_CALL_PROMPT } }));
  observeHttpResponses(({ method, path, status, durationMs }) =>
    tracker.event('http response', { method, path: scrubPath(path), status, durationMs }),
  );
  void tracker.start();
}

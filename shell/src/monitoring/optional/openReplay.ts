import Tracker from '@openreplay/tracker';
import trackerAssist from '@openreplay/tracker-assist';
import { observeHttpResponses } from '@sencha/platform';

/** The assist call prompt, word for word from the spec (section 9). */
export const ASSIST_CALL_PROMPT = 'You have an incoming call from Support. Would you like to accept?';

/**
 * Session replay (OpenReplay) with its assist plugin: loaded only when `openReplayProjectKey` is configured.
 * Inputs and e-mails are obscured and no request payload or header is recorded; the HTTP layer hands it
 * each successful response's method, path and status (docs/observability.md#session-replay-assist).
 */
export function startOpenReplay(projectKey: string, ingestPoint: string | null): void {
  const tracker = new Tracker({
    projectKey,
    ...(ingestPoint ? { ingestPoint } : {}),
    respectDoNotTrack: true,
    obscureTextEmails: true,
    obscureTextNumbers: true,
    obscureInputEmails: true,
    obscureInputNumbers: true,
    obscureInputDates: true,
    // 1: obscured (every input's value is masked).
    defaultInputMode: 1,
    network: {
      capturePayload: false,
      ignoreHeaders: true,
      failuresOnly: false,
      sessionTokenHeader: false,
      captureInIframes: false,
    },
    css: {},
  });
  tracker.use(trackerAssist({ callConfirm: { text: ASSIST_CALL_PROMPT } }));
  observeHttpResponses(({ method, path, status, durationMs }) =>
    tracker.event('http response', { method, path, status, durationMs }),
  );
  void tracker.start();
}

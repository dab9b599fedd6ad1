import { scrubUrl } from '../scrubUrls';

/**
 * The tracker's privacy settings (docs/observability.md#session-replay-assist): private mode masks every text
 * and input; no console line, exception, request payload or header is recorded; every URL it keeps (the page,
 * network calls, resources) loses its query and fragment and the ids that open a checkout session or an order.
 */
export const OPENREPLAY_PRIVACY = {
  privateMode: true,
  obscureTextEmails: true,
  obscureTextNumbers: true,
  obscureInputEmails: true,
  obscureInputNumbers: true,
  obscureInputDates: true,
  // 1: obscured (every input's value is masked).
  defaultInputMode: 1,
  consoleMethods: null,
  captureExceptions: false,
  urls: { urlSanitizer: scrubUrl, titleSanitizer: (title: string) => title },
  resourceNameSanitizer: scrubUrl,
  network: {
    capturePayload: false,
    ignoreHeaders: true,
    failuresOnly: false,
    sessionTokenHeader: false,
    captureInIframes: false,
    sanitizer: <D extends { url: string }>(data: D): D => ({ ...data, url: scrubUrl(data.url) }),
  },
} as const;

/**
 * Whether this browser is in QA mode (docs/qa-overrides.md). The API holds the truth: a signed pass turned into
 * an HttpOnly session cookie, which it verifies on `/api/qa/status`. Beside it the API sets a readable hint
 * cookie, so a shopper's page costs one `document.cookie` read: no request, no storage read. Leaving QA mode is
 * leaveQaMode.ts, in the QA banner's chunk.
 */

/** The hint cookie's name: its value is only the session's expiry, and it proves nothing. */
export const QA_HINT_COOKIE = 'sencha_qa';
/**
 * Always on the shop's own origin, never under config.json's apiBase: the cookies belong to the origin that
 * serves the pages (both servers proxy /api/ to the API).
 */
export const QA_STATUS_PATH = '/api/qa/status';

export interface QaStatus {
  active: boolean;
  /** When the pass ends (epoch ms); null when not active. */
  expiresAt: number | null;
}

export const QA_OFF: QaStatus = { active: false, expiresAt: null };

const HINT = new RegExp(`(?:^|;\\s*)${QA_HINT_COOKIE}=[^;\\s]`);

/** Whether `document.cookie` carries the hint (the session cookie itself is HttpOnly, never seen here). */
export const hasQaHint = (cookie: string): boolean => HINT.test(cookie);

/** The status route's answer; anything unexpected, or an expiry already past, is "not in QA mode". */
export function qaStatusOf(body: unknown, now = Date.now()): QaStatus {
  if (typeof body !== 'object' || body === null) return QA_OFF;
  const { qa, expiresAt } = body as Record<string, unknown>;
  if (qa !== true || typeof expiresAt !== 'string') return QA_OFF;
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) && at > now ? { active: true, expiresAt: at } : QA_OFF;
}

/** Asks the API; any failure (network, HTTP error, a body that is not the answer) means not in QA mode. */
export async function fetchQaStatus(fetchImpl: typeof fetch, url = QA_STATUS_PATH): Promise<QaStatus> {
  try {
    const response = await fetchImpl(url);
    return response.ok ? qaStatusOf(await response.json()) : QA_OFF;
  } catch {
    return QA_OFF;
  }
}

// Whether a page request is in QA mode, for `npm start` (static-server.mjs): the API verifies the pass cookie
// (GET /api/qa/status answers X-Sencha-Qa: 1 or 0), exactly as nginx asks it with auth_request
// (nginx/templates/default.conf.template), so there is one verifier and one secret (docs/qa-overrides.md).

/** The pass cookie the API sets, HttpOnly; only a request carrying it is worth asking the API about. */
export const QA_PASS_COOKIE = 'sencha_qa_pass';
const passCookie = new RegExp(`(?:^|;\\s*)${QA_PASS_COOKIE}=`);

/**
 * Whether a Cookie header carries a QA pass (not whether the pass is valid: the API decides that).
 * @param {unknown} cookieHeader
 */
export function hasQaPass(cookieHeader) {
  return typeof cookieHeader === 'string' && passCookie.test(cookieHeader);
}

/**
 * `(req) => Promise<boolean>`: asks the API whether the request's cookies hold a valid QA pass. Only the Cookie
 * header is forwarded. Any failure (the API down, slow past `timeoutMs`, another answer) means not QA: the page
 * is then served as a shopper gets it.
 * @param {string} apiUrl the API's origin, e.g. http://127.0.0.1:4000
 * @param {{ timeoutMs?: number, fetchImpl?: typeof fetch }} [options]
 * @returns {(req: import('node:http').IncomingMessage) => Promise<boolean>}
 */
export function qaVerifier(apiUrl, { timeoutMs = 2_000, fetchImpl = fetch } = {}) {
  const statusUrl = `${apiUrl.replace(/\/+$/, '')}/api/qa/status`;
  return async (req) => {
    try {
      const response = await fetchImpl(statusUrl, {
        headers: { cookie: req.headers.cookie ?? '' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body says the same; not reading it frees the connection at once.
      await response.body?.cancel();
      return response.ok && response.headers.get('x-sencha-qa') === '1';
    } catch {
      return false;
    }
  };
}

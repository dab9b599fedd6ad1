/**
 * The QA mode cookies and the same-origin rule of its POSTs (docs/qa-overrides.md). There is no cookie plugin
 * in the API, and two fixed names need none.
 */
import type { FastifyRequest } from 'fastify';

/** The session: HttpOnly, what the API verifies. */
export const QA_PASS_COOKIE = 'sencha_qa_pass';
/** The hint: readable by the shell, holds only the expiry; it decides whether the shell asks the status. */
export const QA_HINT_COOKIE = 'sencha_qa';

/** The value of one cookie of the Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function attributes(request: FastifyRequest, maxAge: number): string {
  // Secure only over https (request.protocol believes X-Forwarded-Proto from TRUST_PROXY only): over plain
  // http, as on localhost, a Secure cookie would be dropped by the browser.
  return `; Path=/; SameSite=Strict; Max-Age=${maxAge}${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** Both cookies, for a session ending at exp (Unix seconds). */
export function qaCookies(request: FastifyRequest, session: string, exp: number, now = Date.now()): string[] {
  const attrs = attributes(request, Math.max(0, exp - Math.floor(now / 1000)));
  return [`${QA_PASS_COOKIE}=${session}${attrs}; HttpOnly`, `${QA_HINT_COOKIE}=${exp}${attrs}`];
}

/** Both cookies removed: they are always set and cleared together. */
export function clearedQaCookies(request: FastifyRequest): string[] {
  const attrs = attributes(request, 0);
  return [`${QA_PASS_COOKIE}=${attrs}; HttpOnly`, `${QA_HINT_COOKIE}=${attrs}`];
}

/**
 * Whether a POST comes from a page of this origin: Sec-Fetch-Site when the browser sends it (all current ones
 * do), else the Origin header. Without either, no: a pass must be entered from its confirmation page, never by
 * another site's form. When a proxy passes the host without its port (nginx's $host), the host name decides.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    const url = new URL(origin);
    if (url.host === request.host) return true;
    return request.port === null && url.hostname === request.hostname;
  } catch {
    return false;
  }
}

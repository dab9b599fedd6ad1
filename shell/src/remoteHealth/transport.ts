import type { HealthTransport } from './reporter';

/** The API route the counts go to (docs/releasing.md#rollback-by-itself). */
export const REMOTE_HEALTH_PATH = '/api/remote-health';

/**
 * fetch for the periodic batch (keepalive: it may still be on its way when the page goes), sendBeacon for the
 * last one. The beacon is text/plain, a type every browser lets a beacon carry; the route reads it as JSON.
 */
export function browserTransport(
  apiBase: string,
  fetchImpl: typeof fetch = fetch,
  nav: Pick<Navigator, 'sendBeacon'> = navigator,
): HealthTransport {
  const url = `${apiBase}${REMOTE_HEALTH_PATH}`;
  return {
    async post(body) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'omit',
      });
      if (response.ok) return 'sent';
      return response.status === 429 || response.status >= 500 ? 'retry' : 'dropped';
    },
    beacon(body) {
      try {
        return nav.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
      } catch {
        return false;
      }
    },
  };
}

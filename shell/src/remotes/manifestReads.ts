import { absoluteUrl, handedOverFetch } from '../boot/handover';

/**
 * How long the first render waits for a remote's manifest to learn its routes: one slow remote must not hold
 * the whole shop; past this its paths show its area as unavailable (docs/architecture.md#routes).
 */
export const ROUTES_WAIT_MS = 3000;

/** The manifests read for the routes, each kept for the federation runtime's own first read of it. */
const kept = new Map<string, Response>();

/**
 * A remote's manifest (taking the boot script's response over, if it started one), or null when it fails,
 * answers an HTTP error or takes longer than ROUTES_WAIT_MS. The response is kept for the runtime, so the
 * page's code does not wait on a second request for the same file.
 */
export async function readManifest(url: string, fetchImpl: typeof fetch = handedOverFetch): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ROUTES_WAIT_MS);
  try {
    const response = await fetchImpl(url, { signal: controller.signal });
    if (!response.ok) return null;
    const body: unknown = await response.clone().json();
    kept.set(absoluteUrl(url), response);
    return body;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The federation runtime's fetch: a manifest read for the routes once, then as the boot hands over. */
export const manifestFetch: typeof fetch = (input, init) => {
  const key = typeof input === 'string' ? absoluteUrl(input) : null;
  const response = key === null ? undefined : kept.get(key);
  if (key === null || !response) return handedOverFetch(input, init);
  kept.delete(key);
  return Promise.resolve(response);
};

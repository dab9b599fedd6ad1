import { absoluteUrl, handedOverFetch } from '../boot/handover';

/** The manifests read for the routes, each kept for the federation runtime's own first read of it. */
const kept = new Map<string, Response>();

/**
 * A remote's manifest (taking the boot script's response over, if it started one), or null when it fails or
 * answers an HTTP error or no JSON. The response is kept for the runtime, so the page's code does not wait on a
 * second request for the same file. How long the routes wait for it is the route store's (routeStore.ts).
 */
export async function readManifest(url: string, fetchImpl: typeof fetch = handedOverFetch): Promise<unknown> {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return null;
    const body: unknown = await response.clone().json();
    kept.set(absoluteUrl(url), response);
    return body;
  } catch {
    return null;
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

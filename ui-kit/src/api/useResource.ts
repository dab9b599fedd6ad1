import { startTransition, useEffect, useRef, useState } from 'react';
import { isRenderedAnswer } from '@sencha/platform';

export interface ResourceState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
}

interface Settled<T> {
  key: string;
  data: T | null;
  error: unknown;
}

/**
 * The value for a key whose answer has already arrived (platform `readyJson`), or undefined. Throwing is
 * a failed load, as the fetcher's rejection would be.
 */
export type ReadyValue<T> = (key: string) => T | undefined;

export interface ResourceOptions {
  /**
   * Read again, once the page is live, an answer the server rendered the page with (docs/server-rendering.md#caching):
   * for data that changes by the second, such as stock.
   */
  refreshRendered?: boolean;
}

/** The first render's state: the ready value, if the key has one. */
function readyState<T>(key: string | null, ready: ReadyValue<T> | undefined): Settled<T> | null {
  if (key === null || !ready) return null;
  try {
    const data = ready(key);
    return data === undefined ? null : { key, data, error: null };
  } catch (error) {
    return { key, data: null, error };
  }
}

/**
 * Loads `key` with `fetcher` (a module-level function, so it is stable) and aborts the request when the key
 * changes or the component goes away. The result is remembered with its key: after a route change the old
 * data and errors are never shown for the new key, without a reset render. A null key loads nothing.
 * The key is usually the API path; the fetcher gets it back with the abort signal. With `ready`, the first
 * render takes a value that has already arrived and shows it at once, instead of a loading state the data
 * would replace a moment later (docs/architecture.md#first-render); a later key is always fetched.
 */
export function useResource<T>(
  key: string | null,
  fetcher: (key: string, signal: AbortSignal) => Promise<T>,
  ready?: ReadyValue<T>,
  { refreshRendered = false }: ResourceOptions = {},
): ResourceState<T> {
  // Read at mount only: a ready answer belongs to the page the shopper opened.
  const [settled, setSettled] = useState<Settled<T> | null>(() => readyState(key, ready));
  const readyKey = useRef(settled?.key);
  // The server's answer is shown as it came, then read again once: it may be a second old (its stock).
  const refreshing = useRef(refreshRendered && settled !== null && key !== null && isRenderedAnswer(key));

  useEffect(() => {
    // Any other key (none too) ends it: coming back to the first key fetches it.
    if (key !== readyKey.current) readyKey.current = undefined;
    const refresh = refreshing.current && key === readyKey.current;
    refreshing.current = false;
    if (key === null || (key === readyKey.current && !refresh)) return undefined;
    const controller = new AbortController();
    // A transition: a page's data arrives as one big render (a whole tea item or listing), which React then
    // renders in slices that yield to the browser instead of one long task (docs/architecture.md#first-render).
    const settle = (result: Settled<T>) => {
      if (!controller.signal.aborted) startTransition(() => setSettled(result));
    };
    fetcher(key, controller.signal).then(
      (data) => settle({ key, data, error: null }),
      (error: unknown) => {
        // A refresh that fails keeps what the page shows.
        if (!refresh) settle({ key, data: null, error: error ?? new Error('Failed') });
      },
    );
    return () => controller.abort();
  }, [key, fetcher]);

  if (key === null) return { data: null, error: null, loading: false };
  if (settled?.key !== key) return { data: null, error: null, loading: true };
  return { data: settled.data, error: settled.error, loading: false };
}

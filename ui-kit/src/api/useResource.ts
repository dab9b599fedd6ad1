import { startTransition, useEffect, useState } from 'react';

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
 * Loads `key` with `fetcher` (a module-level function, so it is stable) and aborts the request when the key
 * changes or the component goes away. The result is remembered with its key: after a route change the old
 * data and errors are never shown for the new key, without a reset render. A null key loads nothing.
 * The key is usually the API path; the fetcher gets it back with the abort signal.
 */
export function useResource<T>(
  key: string | null,
  fetcher: (key: string, signal: AbortSignal) => Promise<T>,
): ResourceState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    // A transition: a page's data arrives as one big render (a whole tea item or listing), which React then
    // renders in slices that yield to the browser instead of one long task (docs/architecture.md#first-render).
    const settle = (result: Settled<T>) => {
      if (!controller.signal.aborted) startTransition(() => setSettled(result));
    };
    fetcher(key, controller.signal).then(
      (data) => settle({ key, data, error: null }),
      (error: unknown) => settle({ key, data: null, error: error ?? new Error('Failed') }),
    );
    return () => controller.abort();
  }, [key, fetcher]);

  if (key === null) return { data: null, error: null, loading: false };
  if (settled?.key !== key) return { data: null, error: null, loading: true };
  return { data: settled.data, error: settled.error, loading: false };
}

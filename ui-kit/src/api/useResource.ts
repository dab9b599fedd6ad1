import { useEffect, useState } from 'react';

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
    fetcher(key, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, data: null, error: error ?? new Error('Failed') });
      },
    );
    return () => controller.abort();
  }, [key, fetcher]);

  if (key === null) return { data: null, error: null, loading: false };
  if (settled?.key !== key) return { data: null, error: null, loading: true };
  return { data: settled.data, error: settled.error, loading: false };
}

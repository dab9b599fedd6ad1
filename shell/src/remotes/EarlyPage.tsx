import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { AnyPage, EarlyLoad } from './pageLoads';

type Arrival = { Page: AnyPage } | { failure: Error };

const arrivalOf = (module: { default: AnyPage }): Arrival => ({ Page: module.default });
const failureOf = (failure: unknown): Arrival => ({
  failure: failure instanceof Error ? failure : new Error(String(failure)),
});

export interface EarlyPageProps {
  load: EarlyLoad;
  /** What shows until the page has arrived (the slot's loading state, with its stall budget). */
  fallback: ReactNode;
  props: object;
}

/**
 * A page whose module started loading before the first render (pageLoads.ts): the page itself if it has
 * arrived, else the fallback until it does, swapped in by a state change rather than a Suspense reveal, which
 * React would hold back for 300 ms. A failed load is thrown to the slot's error boundary, as a lazy page's is.
 */
export function EarlyPage({ load, fallback, props }: EarlyPageProps) {
  const [arrival, setArrival] = useState<Arrival | undefined>(() =>
    load.page ? { Page: load.page } : undefined,
  );
  useEffect(() => {
    if (arrival) return undefined;
    let active = true;
    load.promise.then(
      (module) => {
        if (active) startTransition(() => setArrival(arrivalOf(module)));
      },
      (failure: unknown) => {
        if (active) setArrival(failureOf(failure));
      },
    );
    return () => {
      active = false;
    };
  }, [load, arrival]);
  if (!arrival) return fallback;
  if ('failure' in arrival) throw arrival.failure;
  const { Page } = arrival;
  return <Page {...props} />;
}

import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Deferred } from '@sencha/ui-kit';
import type { AnyPage } from './pageLoads';

type Arrival = { Page: AnyPage } | { failure: Error };

const failureOf = (failure: unknown): Arrival => ({
  failure: failure instanceof Error ? failure : new Error(String(failure)),
});

export interface EarlyPageProps {
  load: Deferred<AnyPage>;
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
  const [arrival, setArrival] = useState<Arrival | undefined>(() => {
    const Page = load.current();
    return Page ? { Page } : undefined;
  });
  useEffect(() => {
    if (arrival) return undefined;
    let active = true;
    load.load().then(
      (Page) => {
        if (active) startTransition(() => setArrival({ Page }));
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

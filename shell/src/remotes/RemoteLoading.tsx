import { useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@sencha/ui-kit/ui';
import { reportRemoteFailure } from '../monitoring/initMonitoring';
import { RemoteUnavailablePage } from './RemoteUnavailable';

/**
 * How long an area may stay on its skeleton before it shows the unavailable panel. Retries may still finish
 * behind the panel: the page then replaces it (docs/product-rules/messages-and-limits.md#timings).
 */
export const STALL_BUDGET_MS = 8000;

/** The height of an area's default loading state (a page passes its own where it knows better). */
export const AREA_LOADING_HEIGHT = 320;

/** The loading state of a remote's area, which turns into the panel once the stall budget is spent. */
export function RemoteLoading({ id, children }: { id: string; children?: ReactNode }) {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setStalled(true);
      reportRemoteFailure(id, new Error(`${id} still loading after ${STALL_BUDGET_MS} ms`));
    }, STALL_BUDGET_MS);
    return () => clearTimeout(timer);
  }, [id]);
  if (stalled) return <RemoteUnavailablePage />;
  return children ?? <Skeleton variant="block" height={AREA_LOADING_HEIGHT} label="Loading…" />;
}

import { useCallback, useState } from 'react';
import { ApiError, getJson, type Order } from '@sencha/platform';
import { useResource } from '@sencha/ui-kit';

export const ORDER_ID_MISSING = 'Order ID not found';
export const ORDER_NOT_FOUND = 'Order not found';

export type OrderState =
  | { status: 'loading' }
  | { status: 'missing-id' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'loaded'; order: Order };

/** Loads one order; every failure but an abort and a 404 is logged (spec section 8). */
async function loadOrder(key: string, signal: AbortSignal): Promise<Order> {
  const [id] = key.split('#');
  try {
    return await getJson<Order>(`/api/order/${encodeURIComponent(id!)}`, signal);
  } catch (error) {
    if (!signal.aborted && !(error instanceof ApiError && error.status === 404))
      console.error('The order could not be loaded.', error);
    throw error;
  }
}

/**
 * GET /api/order/{id}. A missing id fails at once; a 404 is 'Order not found'; any other failure is logged and
 * the page goes to /beyond-the-brew. `reload` fetches again (after a review), keeping the order shown meanwhile;
 * a failed reload is only logged.
 */
export function useOrder(orderId: string | undefined): OrderState & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState<Order | null>(null);
  const id = orderId?.trim() ?? '';
  const resource = useResource<Order>(id ? `${id}#${version}` : null, loadOrder);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  if (resource.data && resource.data !== shown) setShown(resource.data);
  if (!id) return { status: 'missing-id', reload };
  if (resource.loading)
    return shown ? { status: 'loaded', order: shown, reload } : { status: 'loading', reload };
  if (resource.error) {
    // A failed refresh after a review keeps the order on the page (it was logged).
    if (version > 0 && shown) return { status: 'loaded', order: shown, reload };
    if (resource.error instanceof ApiError && resource.error.status === 404)
      return { status: 'not-found', reload };
    return { status: 'failed', reload };
  }
  return resource.data ? { status: 'loaded', order: resource.data, reload } : { status: 'loading', reload };
}

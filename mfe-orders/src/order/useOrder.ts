import { useState } from 'react';
import { ApiError, apiRequest, readyJson } from '@sencha/platform';
import type { Order } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';

export const ORDER_ID_MISSING = 'Order ID not found';
export const ORDER_NOT_FOUND = 'Order not found';

export type OrderState =
  | { status: 'loading' }
  | { status: 'missing-id' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'loaded'; order: Order };

/** One load of one order: the id and which load it is (0 first, then one more per reload after a review). */
const keyOf = (id: string, load: number) => JSON.stringify([id, load]);
const parseKey = (key: string) => JSON.parse(key) as [string, number];
const orderPath = (id: string) => `/api/order/${encodeURIComponent(id)}`;

/** The order as the page opened on it, if its answer has already arrived (a reload always fetches). */
function readyOrder(key: string): Order | undefined {
  const [id, load] = parseKey(key);
  return load === 0 ? readyJson<Order>(orderPath(id)) : undefined;
}

/**
 * Loads one order; failures are logged (docs/product-rules/orders.md), except an abort and a first load's 404,
 * which are the shopper's doing or a wrong link rather than a fault. A reload asks for a fresh answer: the shell
 * would otherwise hand it the boot script's read of the order, from before the review
 * (docs/architecture.md#boot), and no request would reach the API.
 */
async function loadOrder(key: string, signal: AbortSignal): Promise<Order> {
  const [id, load] = parseKey(key);
  try {
    return await apiRequest<Order>(orderPath(id), load > 0 ? { signal, cache: 'reload' } : { signal });
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    if (!signal.aborted && (load > 0 || !notFound))
      console.error(load > 0 ? 'The order could not be refreshed.' : 'The order could not be loaded.', error);
    throw error;
  }
}

/**
 * GET /api/order/{id}. A missing id fails at once; a 404 is 'Order not found'; any other failure is logged and
 * the page goes to /beyond-the-brew. `reload` fetches again (after a review) and keeps this order shown
 * meanwhile; a failed reload is only logged. Everything is tied to the id: another order never shows.
 */
export function useOrder(orderId: string | undefined): OrderState & { reload: () => void } {
  const id = orderId?.trim() ?? '';
  const [reloads, setReloads] = useState<{ id: string; count: number }>({ id, count: 0 });
  const [shown, setShown] = useState<{ id: string; order: Order } | null>(null);
  const load = reloads.id === id ? reloads.count : 0;
  const resource = useResource<Order>(id ? keyOf(id, load) : null, loadOrder, readyOrder);
  const reload = () => setReloads((r) => ({ id, count: r.id === id ? r.count + 1 : 1 }));

  if (resource.data && (shown?.id !== id || shown.order !== resource.data))
    setShown({ id, order: resource.data });
  const previous = shown?.id === id ? shown.order : null;
  if (!id) return { status: 'missing-id', reload };
  if (resource.loading)
    return previous ? { status: 'loaded', order: previous, reload } : { status: 'loading', reload };
  if (resource.error) {
    if (load > 0 && previous) return { status: 'loaded', order: previous, reload };
    if (resource.error instanceof ApiError && resource.error.status === 404)
      return { status: 'not-found', reload };
    return { status: 'failed', reload };
  }
  return resource.data ? { status: 'loaded', order: resource.data, reload } : { status: 'loading', reload };
}

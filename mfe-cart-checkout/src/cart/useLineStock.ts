import { useEffect } from 'react';
import { getJson, updateLine, useAppDispatch } from '@sencha/platform';
import type { CartItem, TeaItemProduct } from '@sencha/shared/contract';

/**
 * Refreshes each line's stock from the catalogue when the cart page opens (the cart may be days old), so a line
 * whose stock fell since it was added says so. Prices are not touched: cart validation reports a changed price.
 */
export function useLineStock(items: readonly CartItem[]): void {
  const dispatch = useAppDispatch();
  // Once per visit and per set of products: quantities changing do not ask again.
  const key = items
    .filter((item) => item.slug)
    .map((item) => `${item.id}:${item.slug}`)
    .join(',');
  useEffect(() => {
    if (key === '') return undefined;
    const controller = new AbortController();
    for (const entry of key.split(',')) {
      const [id, slug] = entry.split(':') as [string, string];
      getJson<TeaItemProduct>(`/api/tea-item/${encodeURIComponent(slug)}`, controller.signal).then(
        (product) => {
          if (!controller.signal.aborted) dispatch(updateLine({ id, stock: product.stock }));
        },
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [dispatch, key]);
}

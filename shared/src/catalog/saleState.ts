import type { TeaItemProductSummary } from '../contract/catalogSchemas';

/** The API sends `onSaleFrom` as an ISO date; null or a future date means 'Coming Soon'. */
export function isOnSale(
  product: Pick<TeaItemProductSummary, 'onSaleFrom'>,
  now: number = Date.now(),
): boolean {
  if (!product.onSaleFrom) return false;
  const from = Date.parse(product.onSaleFrom);
  return !Number.isNaN(from) && from <= now;
}

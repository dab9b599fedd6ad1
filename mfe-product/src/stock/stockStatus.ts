export type StockLevel = 'out' | 'low' | 'high';

/** Stock 1 to 9 is 'low', unless the flag hides it (docs/product-rules/cart.md#stock-and-quantity). */
export const LOW_STOCK_MAX = 9;

/**
 * Out at 0 (or below); low at 1-9 only while 'disable-low-stock' is off (its default is on, so shoppers see
 * 'In stock' unless the flag is switched off); otherwise high.
 */
export function stockStatus(stock: number, disableLowStock: boolean): StockLevel {
  if (!Number.isFinite(stock) || stock <= 0) return 'out';
  if (!disableLowStock && stock <= LOW_STOCK_MAX) return 'low';
  return 'high';
}

export const STOCK_LABELS: Record<StockLevel, string> = {
  out: 'Out of stock',
  low: 'Low stock',
  high: 'In stock',
};

export function stockLabel(level: StockLevel, stock: number): string {
  return level === 'low' ? `Low stock: only ${stock} left` : STOCK_LABELS[level];
}

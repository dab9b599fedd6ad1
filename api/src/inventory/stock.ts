import type { Queryable } from '../db/database';

/** Units per product, in ascending product id: every transaction locks product rows in the same order. */
export function unitsByProduct(
  lines: readonly { productId: number; quantity: number }[],
): [number, number][] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units.entries()].sort(([a], [b]) => a - b);
}

/**
 * Takes units from stock: the conditional UPDATE is atomic on PostgreSQL and PGlite alike, so two sessions can
 * never hold the same last unit. Answers the first product that has too few, or null when all were taken.
 */
export async function takeStock(tx: Queryable, units: [number, number][]): Promise<number | null> {
  for (const [productId, quantity] of units) {
    const taken = await tx.query(
      'UPDATE tea_item_product SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
      [productId, quantity],
    );
    if (taken.length === 0) return productId;
  }
  return null;
}

/** Takes what is left, down to 0 (an order paid after its reservation was released must still be made). */
export async function takeStockAnyway(tx: Queryable, units: [number, number][]): Promise<void> {
  for (const [productId, quantity] of units)
    await tx.query('UPDATE tea_item_product SET stock = GREATEST(stock - $2, 0) WHERE id = $1', [
      productId,
      quantity,
    ]);
}

export async function returnStock(tx: Queryable, units: [number, number][]): Promise<void> {
  for (const [productId, quantity] of units)
    await tx.query('UPDATE tea_item_product SET stock = stock + $2 WHERE id = $1', [productId, quantity]);
}

/**
 * Tells the catalogue cache that stock changed. Called after the stock transaction commits, on its own:
 * bumping the version row inside it would make concurrent checkouts deadlock (migration 003).
 */
export async function announceStockChange(db: Queryable): Promise<void> {
  await db.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
}

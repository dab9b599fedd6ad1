import type { Queryable } from '../db/database';
import { PLACEHOLDER_IMAGE } from '@sencha/shared/placeholder-image';

/** A product as the database has it now: what every price, stock and weight check reads. */
export interface ProductFacts {
  id: number;
  slug: string;
  name: string;
  priceCents: number;
  weightGrams: number;
  stock: number;
  onSaleFrom: Date | null;
  imageUrl: string;
}

interface Row {
  id: number;
  slug: string;
  name: string;
  price_cents: number;
  weight_grams: number;
  stock: number;
  on_sale_from: Date | string | null;
  image_url: string | null;
}

/**
 * The products a cart names, read from the database (never from the catalogue cache, which may be a poll
 * behind): keyed by id (as text) and by slug, because a cart item's id is the product id, or its slug.
 */
export async function productsFor(
  db: Queryable,
  keys: readonly string[],
): Promise<Map<string, ProductFacts>> {
  const found = new Map<string, ProductFacts>();
  if (keys.length === 0) return found;
  const rows = await db.query<Row>(
    `SELECT p.id, p.slug, p.name, p.price_cents, p.weight_grams, p.stock, p.on_sale_from,
       (SELECT i.url FROM tea_item_product_image i
         WHERE i.tea_item_product_id = p.id AND i.image_type = 'product'
         ORDER BY i.position LIMIT 1) AS image_url
     FROM tea_item_product p
     WHERE p.id::text = ANY($1::text[]) OR p.slug = ANY($1::text[])`,
    [keys],
  );
  for (const row of rows) {
    const facts: ProductFacts = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      priceCents: row.price_cents,
      weightGrams: row.weight_grams,
      stock: row.stock,
      onSaleFrom: row.on_sale_from === null ? null : new Date(row.on_sale_from),
      imageUrl: row.image_url ?? PLACEHOLDER_IMAGE,
    };
    found.set(String(row.id), facts);
    found.set(row.slug, facts);
  }
  return found;
}

export function onSale(product: ProductFacts, now: number): boolean {
  return product.onSaleFrom !== null && product.onSaleFrom.getTime() <= now;
}

import type { SearchAvailability } from '@sencha/ui-kit/search-rules';
import type { ItemRow, ProductRow, Snapshot } from '../catalog/snapshot';
import { isPurchasable, representativeProduct } from '../catalog/views';
import type { DocumentMatch } from './engine';

/** One tea item found: the product its card shows and what the filters and the sort look at. */
export interface Hit {
  item: ItemRow;
  product: ProductRow;
  rank: number;
  typeSlug: string;
  regionSlug: string | null;
  flavourSlugs: string[];
  availability: SearchAvailability;
}

/** Ranks closer than this are equal (float noise of ts_rank). */
const SAME_RANK = 1e-6;

/** How a listing card marks a product: 'Coming Soon' before its on-sale date, 'Out of Stock' without stock. */
export function availabilityOf(product: ProductRow, now: number): SearchAvailability {
  if (!isPurchasable(product, now)) return 'coming-soon';
  return product.stock > 0 ? 'in-stock' : 'out-of-stock';
}

/**
 * Groups product matches into one hit per tea item: the best matching product ('matcha whisk' shows the whisk,
 * not the cheapest of the matcha tools); among equally good ones the one its listing card shows.
 */
export function hitsOf(s: Snapshot, matches: readonly DocumentMatch[], now: number): Hit[] {
  const best = new Map<number, { products: ProductRow[]; rank: number }>();
  for (const match of matches) {
    if (match.kind !== 'product') continue;
    const product = s.productsById.get(match.id);
    if (!product) continue;
    const entry = best.get(product.tea_item_id);
    if (!entry || match.rank > entry.rank + SAME_RANK)
      best.set(product.tea_item_id, { products: [product], rank: match.rank });
    else if (Math.abs(match.rank - entry.rank) <= SAME_RANK) entry.products.push(product);
  }
  const flavourSlugById = new Map(s.flavours.map((f) => [f.id, f.slug]));
  const hits: Hit[] = [];
  for (const [itemId, { products, rank }] of best) {
    const item = s.itemsById.get(itemId);
    const type = item && s.typesById.get(item.tea_type_id);
    if (!item || !type) continue;
    const representative = representativeProduct(s, item, now);
    const product =
      products.find((p) => p.id === representative?.id) ??
      products.reduce((a, b) => (b.price_cents < a.price_cents ? b : a));
    const region = item.tea_region_id === null ? undefined : s.regionsById.get(item.tea_region_id);
    hits.push({
      item,
      product,
      rank,
      typeSlug: type.slug,
      regionSlug: region?.slug ?? null,
      flavourSlugs: (s.flavourIdsByItem.get(item.id) ?? []).flatMap((id) => flavourSlugById.get(id) ?? []),
      availability: availabilityOf(product, now),
    });
  }
  return hits;
}

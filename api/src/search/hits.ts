import type { SearchAvailability } from '@sencha/shared/search-rules';
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

/**
 * Products of one tea item share its description, so their ranks differ by their names, plus a little from
 * ts_rank's proximity term as a longer name shifts the description's word positions (0.07% between the Chasen
 * Whisk and the Ceramic Whisk Stand for 'matcha whisk'). Ranks within this fraction of the best are equally good.
 */
const SAME_RANK = 0.01;

/** Each tea item's flavour slugs, once per snapshot (every uncached search would rebuild them otherwise). */
const flavourSlugsOfItems = new WeakMap<Snapshot, Map<number, string[]>>();

function flavourSlugsOf(s: Snapshot, itemId: number): string[] {
  let byItem = flavourSlugsOfItems.get(s);
  if (!byItem) {
    const slugById = new Map(s.flavours.map((f) => [f.id, f.slug]));
    byItem = new Map(
      [...s.flavourIdsByItem].map(([id, flavourIds]) => [
        id,
        flavourIds.flatMap((f) => slugById.get(f) ?? []),
      ]),
    );
    flavourSlugsOfItems.set(s, byItem);
  }
  return byItem.get(itemId) ?? [];
}

/** How a listing card marks a product: 'Coming Soon' before its on-sale date, 'Out of Stock' without stock. */
export function availabilityOf(product: ProductRow, now: number): SearchAvailability {
  if (!isPurchasable(product, now)) return 'coming-soon';
  return product.stock > 0 ? 'in-stock' : 'out-of-stock';
}

/**
 * Groups product matches into one hit per tea item: the best matching product ('matcha whisk' shows a whisk,
 * not the cheapest of the matcha tools); among equally good ones the one its listing card shows, else the first
 * in the item's own order (the Chasen Whisk before the Ceramic Whisk Stand: the item lists its main piece first).
 */
export function hitsOf(s: Snapshot, matches: readonly DocumentMatch[], now: number): Hit[] {
  const byItem = new Map<number, Array<{ product: ProductRow; rank: number }>>();
  for (const match of matches) {
    if (match.kind !== 'product') continue;
    const product = s.productsById.get(match.id);
    if (!product) continue;
    const found = byItem.get(product.tea_item_id) ?? [];
    found.push({ product, rank: match.rank });
    byItem.set(product.tea_item_id, found);
  }
  const best = new Map<number, { products: ProductRow[]; rank: number }>();
  for (const [itemId, found] of byItem) {
    const rank = found.reduce((max, f) => (f.rank > max ? f.rank : max), -Infinity);
    const products = found.filter((f) => f.rank >= rank * (1 - SAME_RANK)).map((f) => f.product);
    best.set(itemId, { products, rank });
  }
  const hits: Hit[] = [];
  for (const [itemId, { products, rank }] of best) {
    const item = s.itemsById.get(itemId);
    const type = item && s.typesById.get(item.tea_type_id);
    if (!item || !type) continue;
    const representative = representativeProduct(s, item, now);
    const product =
      products.find((p) => p.id === representative?.id) ??
      products.reduce((a, b) => (b.position < a.position ? b : a));
    const region = item.tea_region_id === null ? undefined : s.regionsById.get(item.tea_region_id);
    hits.push({
      item,
      product,
      rank,
      typeSlug: type.slug,
      regionSlug: region?.slug ?? null,
      flavourSlugs: flavourSlugsOf(s, item.id),
      availability: availabilityOf(product, now),
    });
  }
  return hits;
}

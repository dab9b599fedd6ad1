import type { TeaItemProductSummary } from '@sencha/shared/contract';
import type { ProductRow, Snapshot } from '../catalog/snapshot';
import { productSummary } from '../catalog/views';

/**
 * A product's listing card, made once per catalogue snapshot: it does not change within a catalogue version, and
 * every search the cache has not seen shows up to a page of them (docs/product-rules/search.md#how-search-is-served).
 */
const cards = new WeakMap<Snapshot, Map<number, TeaItemProductSummary>>();

export function cardOf(s: Snapshot, product: ProductRow): TeaItemProductSummary {
  let bySnapshot = cards.get(s);
  if (!bySnapshot) {
    bySnapshot = new Map();
    cards.set(s, bySnapshot);
  }
  let card = bySnapshot.get(product.id);
  if (!card) {
    card = productSummary(s, product);
    bySnapshot.set(product.id, card);
  }
  return card;
}

import type { SearchAvailability, SearchSort } from '@sencha/shared/search-rules';
import { SEARCH_AVAILABILITY, SEARCH_AVAILABILITY_LABELS } from '@sencha/shared/search-rules';
import type { Snapshot } from '../catalog/snapshot';
import type { SearchFacetOption } from '@sencha/shared/contract';
import type { Hit } from './hits';

export interface SearchFilters {
  type?: string | undefined;
  region?: string | undefined;
  flavour?: string | undefined;
  available?: SearchAvailability | undefined;
}

type Dimension = keyof SearchFilters;

const matchers: Record<Dimension, (hit: Hit, value: string) => boolean> = {
  type: (hit, value) => hit.typeSlug === value,
  region: (hit, value) => hit.regionSlug === value,
  flavour: (hit, value) => hit.flavourSlugs.includes(value),
  available: (hit, value) => hit.availability === value,
};

const DIMENSIONS = Object.keys(matchers) as Dimension[];

/** Whether a hit passes every filter, except the one of `skip` (a facet's counts ignore its own filter). */
function passes(hit: Hit, filters: SearchFilters, skip?: Dimension): boolean {
  for (const dimension of DIMENSIONS) {
    const value = filters[dimension];
    if (dimension !== skip && value !== undefined && !matchers[dimension](hit, value.toLowerCase()))
      return false;
  }
  return true;
}

export function applyFilters(hits: readonly Hit[], filters: SearchFilters): Hit[] {
  return hits.filter((hit) => passes(hit, filters));
}

/** Region slugs by name, once per snapshot: localeCompare is slow enough to matter on every uncached search. */
const regionOrders = new WeakMap<Snapshot, string[]>();

function regionsByName(s: Snapshot): string[] {
  let order = regionOrders.get(s);
  if (!order) {
    order = [...s.regions].sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.slug);
    regionOrders.set(s, order);
  }
  return order;
}

/**
 * The options of each filter with the number of teas each would show given the other filters (so a shopper can
 * switch within one). Options with no tea are left out, unless selected.
 */
export function facets(s: Snapshot, hits: readonly Hit[], filters: SearchFilters) {
  const count = (dimension: Dimension, values: (hit: Hit) => Array<string | null>) => {
    const counts = new Map<string, number>();
    for (const hit of hits) {
      if (!passes(hit, filters, dimension)) continue;
      for (const value of values(hit)) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const selected = filters[dimension]?.toLowerCase();
    if (selected !== undefined && !counts.has(selected)) counts.set(selected, 0);
    return counts;
  };
  const options = (
    counts: Map<string, number>,
    name: (slug: string) => string | undefined,
    order: readonly string[],
  ): SearchFacetOption[] =>
    order.flatMap((slug) => {
      const n = counts.get(slug);
      const label = name(slug);
      return n === undefined || label === undefined ? [] : [{ slug, name: label, count: n }];
    });
  return {
    types: options(
      count('type', (h) => [h.typeSlug]),
      (slug) => s.typesBySlug.get(slug)?.name,
      s.types.map((t) => t.slug),
    ),
    regions: options(
      count('region', (h) => [h.regionSlug]),
      (slug) => s.regionsBySlug.get(slug)?.name,
      regionsByName(s),
    ),
    flavours: options(
      count('flavour', (h) => h.flavourSlugs),
      (slug) => s.flavoursBySlug.get(slug)?.name,
      s.flavours.map((f) => f.slug),
    ),
    availability: options(
      count('available', (h) => [h.availability]),
      (slug) => SEARCH_AVAILABILITY_LABELS[slug as SearchAvailability],
      SEARCH_AVAILABILITY,
    ),
  };
}

/** Relevance (then catalogue order), or price (then relevance). */
export function sortHits(hits: Hit[], sort: SearchSort): Hit[] {
  const byRelevance = (a: Hit, b: Hit) => b.rank - a.rank || a.item.position - b.item.position;
  if (sort === 'relevance') return hits.sort(byRelevance);
  const direction = sort === 'price-asc' ? 1 : -1;
  return hits.sort(
    (a, b) => direction * (a.product.price_cents - b.product.price_cents) || byRelevance(a, b),
  );
}

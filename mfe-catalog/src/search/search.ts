import {
  SEARCH_AVAILABILITY,
  SEARCH_BOUNDS,
  SEARCH_SORTS,
  type SearchAvailability,
  type SearchSort,
} from '@sencha/shared/search-rules';
import { isValidSlug } from '@sencha/shared/slug';

/** The filters of the results page, each kept in the URL under the API's own parameter name. */
export const FILTER_PARAMS = ['type', 'region', 'flavour', 'available'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export interface SearchState {
  q: string;
  filters: Partial<Record<FilterParam, string>>;
  sort: SearchSort;
}

const isSort = (value: string | null): value is SearchSort =>
  value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
const isAvailability = (value: string): value is SearchAvailability =>
  (SEARCH_AVAILABILITY as readonly string[]).includes(value);

/**
 * What the URL asks for, with what the API would refuse left out (a hand-edited ?sort=name or ?type=<x> shows
 * the unfiltered results rather than an error): docs/product-rules/search.md#search.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_BOUNDS.maxLength);
  const filters: SearchState['filters'] = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name);
    if (value === null || !isValidSlug(value)) continue;
    if (name === 'available' && !isAvailability(value)) continue;
    filters[name] = value;
  }
  const sort = params.get('sort');
  return { q, filters, sort: isSort(sort) ? sort : 'relevance' };
}

/** The URL query of a state: only what differs from the defaults. */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams({ q: state.q });
  for (const name of FILTER_PARAMS) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  return params.toString();
}

export function searchApiPath(state: SearchState): string {
  return `/api/search?${searchQueryString(state)}`;
}

export const SEARCH_ERROR_MESSAGE = 'An error occurred while searching. Please try again.';

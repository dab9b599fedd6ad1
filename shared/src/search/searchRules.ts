/**
 * The bounds and words of site search (docs/product-rules/search.md#search), dependency-free: the API validates with
 * them (`@sencha/shared/search-rules`) and the search box and results page build their requests with them.
 */
export const SEARCH_BOUNDS = {
  /** Characters of a query, after trimming. */
  maxLength: 100,
  /** Words of a query. */
  maxTerms: 8,
  /** The combobox asks for suggestions from this many characters. */
  minSuggestLength: 2,
  /** Teas in the suggestions. */
  suggestTeas: 6,
  /** Types, regions and flavours each in the suggestions. */
  suggestFacets: 3,
  /** Results per page: default and largest. */
  defaultLimit: 48,
  maxLimit: 100,
} as const;

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** A tea's availability as its listing card marks it (its shown product). */
export const SEARCH_AVAILABILITY = ['in-stock', 'out-of-stock', 'coming-soon'] as const;
export type SearchAvailability = (typeof SEARCH_AVAILABILITY)[number];

export const SEARCH_AVAILABILITY_LABELS: Record<SearchAvailability, string> = {
  'in-stock': 'In stock',
  'out-of-stock': 'Out of stock',
  'coming-soon': 'Coming soon',
};

export const TOO_MANY_WORDS_MESSAGE = `A search can have at most ${SEARCH_BOUNDS.maxTerms} words.`;

/**
 * The words of a query: lower case, accents removed, split at anything that is not a letter or a digit. The
 * database does its own stemming; this only decides what a word is (for the bounds and the cache key).
 */
export function searchTerms(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/** The results page's title (docs/product-rules/search.md#page-titles). */
export const searchPageTitle = (query: string): string => `Search results for "${query}" - Sencha Tea`;

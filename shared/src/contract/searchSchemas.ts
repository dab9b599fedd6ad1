/**
 * Wire shapes of site search (docs/product-rules/search.md#search), written once with TypeBox like the others
 * (./catalogSchemas.ts); the bounds are the shared search rules (../search/searchRules.ts).
 */
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { SEARCH_AVAILABILITY, SEARCH_BOUNDS, SEARCH_SORTS } from '../search/searchRules';
import { SLUG_PATTERN_SOURCE } from '../validation/slug';
import { named, NamedSlugSchema, ref, TeaItemProductSummarySchema } from './catalogSchemas';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const Query = (minLength: number) =>
  Type.String({
    minLength,
    maxLength: SEARCH_BOUNDS.maxLength,
    // Something other than spaces: a blank query is refused like a missing one.
    pattern: '\\S',
    description: `What the shopper typed: ${minLength} to ${SEARCH_BOUNDS.maxLength} characters, at most ${SEARCH_BOUNDS.maxTerms} words`,
  });

const FilterSlug = (what: string) =>
  Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: SLUG_PATTERN_SOURCE,
      description: `Only teas of this ${what} (its slug)`,
    }),
  );

export const SearchQuerySchema = Type.Object(
  {
    q: Query(1),
    type: FilterSlug('tea type'),
    region: FilterSlug('region'),
    flavour: FilterSlug('flavour'),
    available: Type.Optional(literals(SEARCH_AVAILABILITY)),
    sort: Type.Optional(literals(SEARCH_SORTS)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_BOUNDS.maxLimit })),
  },
  // Unknown parameters are dropped (never part of the answer or its cache key).
  { additionalProperties: false },
);

export const SuggestQuerySchema = Type.Object(
  { q: Query(SEARCH_BOUNDS.minSuggestLength) },
  { additionalProperties: false },
);

export const SearchFacetOptionSchema = named(
  'SearchFacetOption',
  Type.Object({
    slug: Type.String(),
    name: Type.String(),
    count: Type.Integer({ minimum: 0, description: 'Teas it would show, with the other filters applied' }),
  }),
);

const facetList = Type.Array(ref(SearchFacetOptionSchema));

export const SearchResultsSchema = named(
  'SearchResults',
  Type.Object({
    query: Type.String({ description: 'The words searched for, as the engine read them' }),
    didYouMean: Type.Union([Type.String(), Type.Null()], {
      description: 'The query with misspelt words corrected (their results are included), or null',
    }),
    total: Type.Integer({ minimum: 0, description: 'Teas matching the query and the filters' }),
    teas: Type.Array(ref(TeaItemProductSummarySchema), { description: 'One card per tea item, up to limit' }),
    facets: Type.Object({
      types: facetList,
      regions: facetList,
      flavours: facetList,
      availability: facetList,
    }),
  }),
);

export const SearchSuggestionsSchema = named(
  'SearchSuggestions',
  Type.Object({
    query: Type.String(),
    didYouMean: Type.Union([Type.String(), Type.Null()]),
    teas: Type.Array(ref(TeaItemProductSummarySchema), { maxItems: SEARCH_BOUNDS.suggestTeas }),
    types: Type.Array(ref(NamedSlugSchema)),
    regions: Type.Array(ref(NamedSlugSchema)),
    flavours: Type.Array(ref(NamedSlugSchema)),
  }),
);

export const searchSchemas = [SearchFacetOptionSchema, SearchResultsSchema, SearchSuggestionsSchema];

export type SearchQuery = Static<typeof SearchQuerySchema>;
export type SearchFacetOption = Static<typeof SearchFacetOptionSchema>;
export type SearchResults = Static<typeof SearchResultsSchema>;
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;

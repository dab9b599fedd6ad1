import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { SEARCH_AVAILABILITY, SEARCH_BOUNDS, SEARCH_SORTS } from '@sencha/shared/search-rules';
import {
  SearchQuerySchema,
  SearchResultsSchema,
  SearchSuggestionsSchema,
  SuggestQuerySchema,
} from '@sencha/shared/contract';
import { ErrorRef, ref } from '@sencha/shared/contract';
import { sendCached } from '../http/send';
import type { SearchService } from './service';

export interface SearchRouteOptions {
  search: SearchService;
  /** SEARCH_RATE_MAX per SEARCH_RATE_WINDOW_MS, per client address and route. */
  rateLimit: { max: number; timeWindow: number };
}

const QUERY_MESSAGE = (min: number) =>
  `Enter ${min === 1 ? 'a search' : `at least ${min} characters`} (at most ${SEARCH_BOUNDS.maxLength} characters).`;

/** One plain sentence per parameter instead of ajv's wording (which never names a shopper's words anyway). */
const PARAMETER_MESSAGES: Record<string, string> = {
  type: 'The provided tea type is not valid.',
  region: 'The provided tea region is not valid.',
  flavour: 'The provided tea flavour is not valid.',
  available: `available must be one of: ${SEARCH_AVAILABILITY.join(', ')}.`,
  sort: `sort must be one of: ${SEARCH_SORTS.join(', ')}.`,
  limit: `limit must be a whole number from 1 to ${SEARCH_BOUNDS.maxLimit}.`,
};

function errorFormatter(minLength: number) {
  return (errors: FastifySchemaValidationError[]): Error => {
    const first = errors[0];
    const params = (first?.params ?? {}) as { missingProperty?: string };
    const field = params.missingProperty ?? first?.instancePath.replace(/^\//, '') ?? 'q';
    return new Error(PARAMETER_MESSAGES[field] ?? QUERY_MESSAGE(minLength));
  };
}

/**
 * GET /search (results page) and /search/suggest (the search box): cached answers with ETag and Cache-Control
 * like the catalogue's, rate limited per client address (docs/product-rules/search.md#search).
 */
export const searchRoutes: FastifyPluginAsyncTypebox<SearchRouteOptions> = async (
  app,
  { search, rateLimit },
) => {
  const config = { rateLimit };
  const errors = { 400: ErrorRef, 429: ErrorRef };
  app.get(
    '/search',
    {
      config,
      schemaErrorFormatter: errorFormatter(1),
      schema: {
        tags: ['catalogue'],
        summary:
          'Search teas by name, type, region, flavour and description (typos tolerated), with filters and counts',
        querystring: SearchQuerySchema,
        response: { 200: ref(SearchResultsSchema), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, await search.search(request.query)),
  );
  app.get(
    '/search/suggest',
    {
      config,
      schemaErrorFormatter: errorFormatter(SEARCH_BOUNDS.minSuggestLength),
      schema: {
        tags: ['catalogue'],
        summary: `Suggestions for the search box: up to ${SEARCH_BOUNDS.suggestTeas} teas and matching types, regions and flavours`,
        querystring: SuggestQuerySchema,
        response: { 200: ref(SearchSuggestionsSchema), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, await search.suggest(request.query.q)),
  );
};

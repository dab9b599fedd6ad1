import { ApiError, getJson } from '@sencha/platform';
import type { SearchResults } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';
import { SEARCH_ERROR_MESSAGE, searchApiPath, type SearchState } from './search';

const fetchJson = (path: string, signal: AbortSignal) => getJson<SearchResults>(path, signal);

export interface SearchResultsState {
  results: SearchResults | null;
  loading: boolean;
  /** The API's own sentence for a query it refuses (400, e.g. too many words), else the generic one. */
  error: string | null;
}

/** The results of the URL's search; nothing is asked for an empty query. */
export function useSearchResults(state: SearchState): SearchResultsState {
  const { data, error, loading } = useResource(state.q ? searchApiPath(state) : null, fetchJson);
  const message =
    error === null || error === undefined
      ? null
      : error instanceof ApiError && error.status === 400
        ? error.message
        : SEARCH_ERROR_MESSAGE;
  return { results: data, loading, error: message };
}

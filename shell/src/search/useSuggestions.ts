import { useEffect, useState } from 'react';
import { getJson } from '@sencha/platform';
import type { SearchSuggestions } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';
import { SEARCH_BOUNDS, searchTerms } from '@sencha/shared/search-rules';

/** Waits this long after the last keystroke before asking: one request per pause, not per key. */
const DEBOUNCE_MS = 150;

const fetchSuggestions = (path: string, signal: AbortSignal) => getJson<SearchSuggestions>(path, signal);

/** Whether a query is one the suggest route takes (2 to 100 characters, at most 8 words). */
export function suggestible(query: string): boolean {
  const trimmed = query.trim();
  return (
    trimmed.length >= SEARCH_BOUNDS.minSuggestLength &&
    trimmed.length <= SEARCH_BOUNDS.maxLength &&
    searchTerms(trimmed).length <= SEARCH_BOUNDS.maxTerms
  );
}

/**
 * Suggestions for what is typed, once it stops changing for a moment; a stale request is aborted. A failed
 * request shows no suggestions (the search box still submits to the results page).
 */
export function useSuggestions(query: string): SearchSuggestions | null {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const path = suggestible(settled)
    ? `/api/search/suggest?${new URLSearchParams({ q: settled.trim() }).toString()}`
    : null;
  const { data } = useResource(path, fetchSuggestions);
  return suggestible(query) ? data : null;
}

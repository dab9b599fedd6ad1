import { Link, useSearchParams } from '@sencha/platform/react-router';
import { usePageMetadata } from '@sencha/ui-kit';
import { ErrorPanel, ProductGrid, WayOn } from '@sencha/ui-kit/ui';
import { searchPageTitle } from '@sencha/shared/search-rules';
import { SearchFilters } from '../search/SearchFilters';
import { useSearchResults } from '../search/useSearchResults';
import { readSearchState, searchQueryString, type SearchState } from '../search/search';
import styles from './SearchPage.module.css';

const teasCount = (n: number) => `${n} ${n === 1 ? 'tea' : 'teas'}`;

/**
 * /search?q= (docs/product-rules/search.md#search): the listing grid of what matched, its count, filters and sort kept
 * in the URL, and an empty state that offers a corrected query and the shop's sections.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const { results, loading, error } = useSearchResults(state);
  // The shop's own search results are not pages for search engines (docs/product-rules/search.md#search-engines).
  usePageMetadata({ title: state.q ? searchPageTitle(state.q) : 'Search - Sencha Tea', noindex: true });
  const go = (next: SearchState) => setParams(new URLSearchParams(searchQueryString(next)));
  const filtered = Object.keys(state.filters).length > 0;

  if (!state.q) {
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>Search</h1>
        <p className={styles.lead}>
          Type the name of a tea, a type, a region or a flavour in the search box at the top of the page.
        </p>
        <WayOn />
      </article>
    );
  }

  const empty = results !== null && results.total === 0;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{`Search results for "${state.q}"`}</h1>
      {/* One live region for the count and the empty state: a screen reader hears either as it arrives. */}
      <p className={empty ? styles.emptyTitle : styles.count} role="status" aria-live="polite">
        {results
          ? empty
            ? `No teas match "${state.q}"`
            : `${teasCount(results.total)} found`
          : loading
            ? 'Searching…'
            : ''}
      </p>
      {results?.didYouMean && !empty && (
        <p className={styles.note}>{`Showing teas for "${results.didYouMean}".`}</p>
      )}
      <ErrorPanel errors={error ? [error] : []} />
      {results && (results.total > 0 || filtered) && (
        <SearchFilters state={state} facets={results.facets} onChange={go} />
      )}
      {empty ? (
        <section className={styles.empty} aria-label="No results">
          {filtered && (
            <p>
              <Link to={`/search?${searchQueryString({ q: state.q, filters: {}, sort: state.sort })}`}>
                Clear the filters
              </Link>
            </p>
          )}
          {results.didYouMean && (
            <p>
              Did you mean{' '}
              <Link to={`/search?${new URLSearchParams({ q: results.didYouMean }).toString()}`}>
                {results.didYouMean}
              </Link>
              ?
            </p>
          )}
          <WayOn />
        </section>
      ) : (
        !error && <ProductGrid products={results?.teas ?? null} loading={loading} label="Search results" />
      )}
    </article>
  );
}

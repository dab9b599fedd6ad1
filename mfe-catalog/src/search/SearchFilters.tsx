import type { SearchFacetOption, SearchResults } from '@sencha/shared/contract';
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from '@sencha/shared/search-rules';
import type { FilterParam, SearchState } from './search';
import styles from './SearchFilters.module.css';

interface Facet {
  param: FilterParam;
  label: string;
  all: string;
  options: (facets: SearchResults['facets']) => SearchFacetOption[];
}

const FACETS: Facet[] = [
  { param: 'type', label: 'Type', all: 'All types', options: (f) => f.types },
  { param: 'region', label: 'Region', all: 'All regions', options: (f) => f.regions },
  { param: 'flavour', label: 'Flavour', all: 'All flavours', options: (f) => f.flavours },
  { param: 'available', label: 'Availability', all: 'Any availability', options: (f) => f.availability },
];

export interface SearchFiltersProps {
  state: SearchState;
  facets: SearchResults['facets'];
  onChange: (next: SearchState) => void;
}

/**
 * The results page's filters and sort: one select each, every option with the number of teas it would show
 * (docs/product-rules/search.md#search). A change goes into the URL, so the back button and a shared link keep it.
 */
export function SearchFilters({ state, facets, onChange }: SearchFiltersProps) {
  const setFilter = (param: FilterParam, value: string) =>
    onChange({ ...state, filters: { ...state.filters, [param]: value || undefined } });
  return (
    <form className={styles.filters} aria-label="Filter and sort" onSubmit={(e) => e.preventDefault()}>
      {FACETS.map((facet) => {
        const id = `search-filter-${facet.param}`;
        return (
          <div key={facet.param} className={styles.field}>
            <label htmlFor={id}>{facet.label}</label>
            <select
              id={id}
              value={state.filters[facet.param] ?? ''}
              onChange={(event) => setFilter(facet.param, event.target.value)}
            >
              <option value="">{facet.all}</option>
              {facet.options(facets).map((option) => (
                <option key={option.slug} value={option.slug}>
                  {`${option.name} (${option.count})`}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className={styles.field}>
        <label htmlFor="search-sort">Sort by</label>
        <select
          id="search-sort"
          value={state.sort}
          onChange={(event) => onChange({ ...state, sort: event.target.value as SearchSort })}
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SEARCH_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

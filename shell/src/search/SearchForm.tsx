import { SEARCH_BOUNDS } from '@sencha/shared/search-rules';
import { VisuallyHidden } from '@sencha/ui-kit/ui';
import styles from './SearchBox.module.css';

/**
 * What the search box looks like before and after its suggestion logic loads (SiteSearch.tsx, SearchBox.tsx):
 * the same input and label, so the swap changes nothing a shopper sees.
 */
export const searchInputAttributes = {
  className: styles.input,
  type: 'search',
  role: 'combobox',
  'aria-autocomplete': 'list',
  placeholder: 'Search teas',
  autoComplete: 'off',
  enterKeyHint: 'search',
  maxLength: SEARCH_BOUNDS.maxLength,
} as const;

export function SearchLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      <VisuallyHidden>Search teas</VisuallyHidden>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </label>
  );
}

/** On the results page the box shows the URL's query; elsewhere it starts empty. */
export function searchQueryOf(location: { pathname: string; search: string }): string {
  return location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

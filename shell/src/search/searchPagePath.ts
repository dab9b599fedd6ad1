/** The results page for a query: the plain form (SiteSearch.tsx) and the combobox both open it. */
export const searchPagePath = (query: string): string =>
  `/search?${new URLSearchParams({ q: query.trim() }).toString()}`;

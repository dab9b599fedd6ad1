import { canonicalUrl } from '../meta/pageMetadata';
import { useJsonLd } from '../meta/useJsonLd';
import { HOME_PATH } from '@sencha/shared/site-paths';

/** One step of a page's place in the shop, by its canonical path. */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: 'Home', path: HOME_PATH };

/** schema.org BreadcrumbList: Home, then the given steps, each with its absolute canonical URL. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [HOME_CRUMB, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/**
 * Publishes the page's breadcrumbs as JSON-LD while it shows (docs/product-rules/search.md#search-engines); null while
 * the data they name is loading.
 */
export function useBreadcrumbs(crumbs: readonly Crumb[] | null): void {
  useJsonLd(crumbs ? breadcrumbListJsonLd(crumbs) : null, 'breadcrumb-jsonld');
}

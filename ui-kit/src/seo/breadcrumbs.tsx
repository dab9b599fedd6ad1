import { canonicalUrl } from '../meta/pageMetadata';
import { JsonLd } from '../meta/JsonLd';
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
 * The page's breadcrumbs as JSON-LD (docs/product-rules/search.md#search-engines); nothing while the data they
 * name is loading.
 */
export function BreadcrumbsJsonLd({ crumbs }: { crumbs: readonly Crumb[] | null }) {
  return <JsonLd data={crumbs ? breadcrumbListJsonLd(crumbs) : null} id="breadcrumb-jsonld" />;
}

import { canonicalUrl, useBreadcrumbs, usePageMetadata } from '@sencha/ui-kit';

export interface ListingMetadata {
  title: string;
  /** The listing's canonical path (its slug as the API spells it, whatever case the address had). */
  path: string;
  name: string;
  image?: string;
}

/**
 * A loaded listing's title, canonical URL, share image and breadcrumbs (docs/product-rules/search.md#search-engines);
 * null while it loads.
 */
export function useListingMetadata(listing: ListingMetadata | null): void {
  usePageMetadata(
    listing
      ? {
          title: listing.title,
          url: canonicalUrl(listing.path),
          ...(listing.image ? { image: listing.image } : {}),
        }
      : null,
  );
  useBreadcrumbs(listing ? [{ name: listing.name, path: listing.path }] : null);
}

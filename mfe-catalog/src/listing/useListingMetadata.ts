import { useMemo } from 'react';
import { canonicalUrl, usePageMetadata, type Crumb } from '@sencha/ui-kit';

export interface ListingMetadata {
  title: string;
  /** The listing's canonical path (its slug as the API spells it, whatever case the address had). */
  path: string;
  name: string;
  image?: string;
}

/**
 * A loaded listing's title, canonical URL and share image (docs/product-rules/search.md#search-engines); returns
 * its breadcrumbs, for ListingLayout to publish. Null while it loads.
 */
export function useListingMetadata(listing: ListingMetadata | null): readonly Crumb[] | null {
  usePageMetadata(
    listing
      ? {
          title: listing.title,
          url: canonicalUrl(listing.path),
          ...(listing.image ? { image: listing.image } : {}),
        }
      : null,
  );
  const name = listing?.name;
  const path = listing?.path;
  return useMemo(() => (name !== undefined && path !== undefined ? [{ name, path }] : null), [name, path]);
}

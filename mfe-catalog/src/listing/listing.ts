import type { TeaFlavour, TeaRegion, TeaType } from '@sencha/shared/contract';
import { InvalidSlugError, assertValidSlug, slugError } from '@sencha/shared/slug';

export type ListingKind = 'type' | 'region' | 'flavour';

/** What each listing page reads about its type, region or flavour. */
export interface ListingEntities {
  type: TeaType & { imageUrl?: string };
  region: TeaRegion;
  flavour: TeaFlavour;
}

const API_SEGMENT: Record<ListingKind, string> = { type: 'teatype', region: 'region', flavour: 'flavour' };

/** What a listing page lists when a load fails (docs/product-rules/messages-and-limits.md#validation-and-error-messages). */
export const ENTITY_ERROR_MESSAGES: Record<ListingKind, string> = {
  type: 'An error occurred while retrieving the tea type.',
  region: 'An error occurred while retrieving the tea region.',
  flavour: 'An error occurred while retrieving the tea flavour.',
};
export const TEAS_ERROR_MESSAGE = 'An error occurred while retrieving the teas.';

/** Each listing page's title (docs/product-rules/search.md#page-titles). */
export const LISTING_TITLES: Record<ListingKind, (name: string) => string> = {
  type: (name) => `${name} - Sencha Tea Bar`,
  region: (name) => `Teas from ${name} - Sencha Tea`,
  flavour: (name) => `Teas with the ${name} flavour - Sencha Tea`,
};

export function entityPath(kind: ListingKind, slug: string): string {
  return `/api/${API_SEGMENT[kind]}/${encodeURIComponent(slug)}`;
}

export function teasPath(kind: ListingKind, slug: string): string {
  return `${entityPath(kind, slug)}/tea`;
}

/**
 * The validation message for a slug, or null when it is valid (docs/product-rules/catalogue.md#slugs): a tea type slug
 * throws, region and flavour slugs return an error result; either way the page shows the message and calls
 * nothing.
 */
export function listingSlugError(kind: ListingKind, slug: string | undefined): string | null {
  if (kind === 'region') return slugError(slug, 'teaRegion');
  if (kind === 'flavour') return slugError(slug, 'teaFlavour');
  try {
    assertValidSlug(slug, 'teaType');
    return null;
  } catch (error) {
    if (error instanceof InvalidSlugError) return error.message;
    throw error;
  }
}

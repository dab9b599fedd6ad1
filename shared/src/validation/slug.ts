export type SlugEntity = 'teaType' | 'teaRegion' | 'teaFlavour' | 'teaItem' | 'teaItemProduct';

export const SLUG_ERROR_MESSAGES: Record<SlugEntity, string> = {
  teaType: 'The provided tea type is not valid.',
  teaRegion: 'The provided tea region is not valid.',
  teaFlavour: 'The provided tea flavour is not valid.',
  teaItem: 'The provided tea item is not valid.',
  teaItemProduct: 'The provided tea item product is not valid.',
};

/** Letters, digits and hyphens, 1 to 200 of them: as a pattern string too, for the API's query schemas. */
export const SLUG_PATTERN_SOURCE = '^[A-Za-z0-9-]{1,200}$';
const SLUG_PATTERN = new RegExp(SLUG_PATTERN_SOURCE);

export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && SLUG_PATTERN.test(slug);
}

export class InvalidSlugError extends Error {
  constructor(readonly entity: SlugEntity) {
    super(SLUG_ERROR_MESSAGES[entity]);
    this.name = 'InvalidSlugError';
  }
}

/** Tea type, tea item and tea item product slugs throw at once (docs/product-rules/catalogue.md#slugs). */
export function assertValidSlug(
  slug: string | undefined | null,
  entity: 'teaType' | 'teaItem' | 'teaItemProduct',
): string {
  if (!isValidSlug(slug)) throw new InvalidSlugError(entity);
  return slug;
}

/**
 * Region and flavour slugs return an error result instead: the message, or null when valid
 * (docs/product-rules/catalogue.md#slugs).
 */
export function slugError(
  slug: string | undefined | null,
  entity: 'teaRegion' | 'teaFlavour',
): string | null {
  return isValidSlug(slug) ? null : SLUG_ERROR_MESSAGES[entity];
}

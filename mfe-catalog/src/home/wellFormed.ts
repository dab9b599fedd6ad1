import type { CarouselItem, FeaturedTile } from '@sencha/shared/contract';

const hasStrings = (value: unknown, keys: readonly string[]): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * The entries of an API list that have the shape the page renders. An answer that is not a list fails its
 * section; a malformed entry is dropped (and counted in the log), so one bad row never blanks the home page.
 */
export function wellFormedList<T>(body: unknown, isEntry: (value: unknown) => value is T, what: string): T[] {
  if (!Array.isArray(body)) throw new Error(`The ${what} answer is not a list.`);
  const entries = body.filter(isEntry);
  if (entries.length < body.length)
    console.warn(
      `The ${what} answer had ${body.length - entries.length} malformed entries; they are left out.`,
    );
  return entries;
}

export const isCarouselItem = (value: unknown): value is CarouselItem =>
  hasStrings(value, ['name', 'image', 'slug']);

export const isFeaturedTile = (value: unknown): value is FeaturedTile =>
  hasStrings(value, ['name', 'image', 'link', 'bgcolor', 'textcolor']);

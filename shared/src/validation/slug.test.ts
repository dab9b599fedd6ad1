import { InvalidSlugError, SLUG_ERROR_MESSAGES, assertValidSlug, isValidSlug, slugError } from './slug';

describe('slug validation', () => {
  it('accepts letters, digits and hyphens only', () => {
    expect(isValidSlug('gyokuro-2024')).toBe(true);
    expect(isValidSlug('Sencha')).toBe(true);
    for (const bad of ['', 'a b', 'a/b', 'a_b', '../etc', 'ça', null, undefined]) {
      expect(isValidSlug(bad)).toBe(false);
    }
  });

  it('has the exact messages the pages show', () => {
    expect(SLUG_ERROR_MESSAGES).toEqual({
      teaType: 'The provided tea type is not valid.',
      teaRegion: 'The provided tea region is not valid.',
      teaFlavour: 'The provided tea flavour is not valid.',
      teaItem: 'The provided tea item is not valid.',
      teaItemProduct: 'The provided tea item product is not valid.',
    });
  });

  it('throws for type, item and item product slugs', () => {
    expect(assertValidSlug('green-tea', 'teaType')).toBe('green-tea');
    expect(() => assertValidSlug('green tea', 'teaType')).toThrow('The provided tea type is not valid.');
    expect(() => assertValidSlug('x/y', 'teaItem')).toThrow('The provided tea item is not valid.');
    expect(() => assertValidSlug(undefined, 'teaItemProduct')).toThrow(InvalidSlugError);
  });

  it('returns an error result for region and flavour slugs', () => {
    expect(slugError('uji', 'teaRegion')).toBeNull();
    expect(slugError('uji?', 'teaRegion')).toBe('The provided tea region is not valid.');
    expect(slugError('', 'teaFlavour')).toBe('The provided tea flavour is not valid.');
  });
});

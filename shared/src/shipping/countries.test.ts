import { SHIPPABLE_COUNTRIES, SHIPPABLE_COUNTRY_NAMES } from './countries';

describe('shippable countries', () => {
  it('keeps the shippable list, in the form’s order, Australia first', () => {
    expect(SHIPPABLE_COUNTRIES).toHaveLength(54);
    expect(SHIPPABLE_COUNTRIES.slice(0, 4)).toEqual(['AU', 'AT', 'BE', 'BG']);
    expect(SHIPPABLE_COUNTRIES.at(-1)).toBe('VN');
    expect(new Set(SHIPPABLE_COUNTRIES).size).toBe(SHIPPABLE_COUNTRIES.length);
  });

  it('names each country as Intl.DisplayNames does in Australian English', () => {
    const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region' });
    for (const code of SHIPPABLE_COUNTRIES)
      expect([code, SHIPPABLE_COUNTRY_NAMES[code]]).toEqual([code, regionNames.of(code)]);
  });
});

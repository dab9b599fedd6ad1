import { countryOptions } from './addressValue';

describe('countryOptions', () => {
  it('lists Australia first, then every other shippable country by name as an Australian collator orders them', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ code: 'AU', name: 'Australia' });
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toHaveLength(53);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-AU').compare));
    expect(options.find((option) => option.code === 'TR')).toEqual({ code: 'TR', name: 'Türkiye' });
  });
});

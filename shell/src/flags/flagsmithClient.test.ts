import { FLAG_DEFAULTS } from '@sencha/platform';
import { defaultFlagsmithFlags, toFlagValues } from './flagsmithClient';

describe('Flagsmith flag values', () => {
  it('uses defaults when nothing came back', () => {
    expect(toFlagValues(null)).toEqual(FLAG_DEFAULTS);
  });

  it('reads booleans from enabled and texts from value', () => {
    const values = toFlagValues({
      'maintenance-mode': { enabled: true, value: null },
      'disable-low-stock': { enabled: false, value: null },
      'coming-soon-title': { enabled: true, value: 'Opening Soon' },
      'coming-soon-subtitle': { enabled: false, value: 'ignored while disabled' },
    });
    expect(values['maintenance-mode']).toBe(true);
    expect(values['disable-low-stock']).toBe(false);
    expect(values['coming-soon-title']).toBe('Opening Soon');
    expect(values['coming-soon-subtitle']).toBe(FLAG_DEFAULTS['coming-soon-subtitle']);
  });

  it('round-trips its own defaults', () => {
    expect(toFlagValues(defaultFlagsmithFlags())).toEqual(FLAG_DEFAULTS);
  });
});

import { FLAG_DEFAULTS } from '@sencha/platform';
import { createFlagsmithInstance } from '@flagsmith/flagsmith';
import { defaultFlagsmithFlags, recordEvaluations, toFlagValues } from './flagsmithClient';

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

describe('flag evaluations reported to error reporting', () => {
  it('reports what the shop runs: the default for a flag Flagsmith did not send', async () => {
    const reported = new Map<string, boolean>();
    const flagsmith = createFlagsmithInstance();
    await flagsmith.init({
      environmentID: 'test-env',
      preventFetch: true,
      // Flagsmith's answer names only one flag; 'disable-low-stock' (default on) is missing from it.
      defaultFlags: { 'maintenance-mode': { enabled: true, value: null } },
      sentryClient: {
        getIntegrationByName: () => ({
          addFeatureFlag: (name: string, value: unknown) => reported.set(name, value === true),
        }),
      },
    });
    recordEvaluations(flagsmith);
    const values = toFlagValues(flagsmith.getAllFlags());
    expect(reported.get('maintenance-mode')).toBe(true);
    expect(FLAG_DEFAULTS['disable-low-stock']).toBe(true);
    expect(reported.get('disable-low-stock')).toBe(values['disable-low-stock']);
  });
});

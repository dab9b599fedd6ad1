import type { IFlags, IFlagsmith } from '@flagsmith/flagsmith';
import { FLAG_DEFAULTS, type FlagName, type FlagValues } from '@sencha/platform';

/** Turns Flagsmith's features into the storefront's flag values: booleans from `enabled`, texts from `value`. */
export function toFlagValues(flags: IFlags | null | undefined): FlagValues {
  const values: FlagValues = { ...FLAG_DEFAULTS };
  if (!flags) return values;
  for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
    const feature = flags[name];
    if (!feature) continue;
    if (typeof FLAG_DEFAULTS[name] === 'boolean') {
      (values as Record<FlagName, boolean | string>)[name] = feature.enabled;
    } else if (feature.enabled && typeof feature.value === 'string' && feature.value.trim()) {
      (values as Record<FlagName, boolean | string>)[name] = feature.value;
    }
  }
  return values;
}

/** Defaults in Flagsmith's own shape, so the SDK answers with them until (or unless) the server does. */
export function defaultFlagsmithFlags(): IFlags {
  return Object.fromEntries(
    (Object.keys(FLAG_DEFAULTS) as FlagName[]).map((name) => {
      const value = FLAG_DEFAULTS[name];
      return [name, typeof value === 'boolean' ? { enabled: value, value: null } : { enabled: true, value }];
    }),
  );
}

/**
 * Asks the SDK for each on/off flag, so it reports the evaluations to its `sentryClient`. A flag Flagsmith did
 * not send is evaluated with the shop's default (as toFlagValues does), so the report matches what the shop ran.
 */
export function recordEvaluations(flagsmith: Pick<IFlagsmith, 'hasFeature'>): void {
  for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
    const fallback = FLAG_DEFAULTS[name];
    if (typeof fallback === 'boolean') flagsmith.hasFeature(name, { fallback, skipAnalytics: true });
  }
}

export type FlagsmithClient = Pick<IFlagsmith, 'init' | 'getAllFlags'>;

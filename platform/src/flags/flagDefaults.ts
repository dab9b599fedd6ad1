import { IMAGE_FLAG_DEFAULTS } from './imageFlagDefaults';

/**
 * The flags the storefront reads and their defaults when no provider answers
 * (docs/product-rules/navigation.md#feature-flags).
 */
export const FLAG_DEFAULTS = {
  'maintenance-mode': false,
  'coming-soon': false,
  'coming-soon-title': 'Coming Soon',
  'coming-soon-subtitle': "We're brewing something special. Sign up to be the first to know when we open.",
  'enable-404-newsletter': false,
  'disable-low-stock': true,
  ...IMAGE_FLAG_DEFAULTS,
  'disable-sentry-fe': false,
  'disable-sentry-dialog': false,
} as const;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type FlagValues = {
  -readonly [K in FlagName]: (typeof FLAG_DEFAULTS)[K] extends boolean ? boolean : string;
};

export const BOOLEAN_FLAGS = (Object.keys(FLAG_DEFAULTS) as FlagName[]).filter(
  (name) => typeof FLAG_DEFAULTS[name] === 'boolean',
);

/** Milliseconds the shell waits for the provider before deciding with defaults. */
export const FLAG_INIT_TIMEOUT_MS = 2000;

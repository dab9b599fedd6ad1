/**
 * Where the shop ships (the shippable-country list, ISO 3166-1 alpha-2; docs/shipping.md#where-we-ship) and the
 * international zone of each for the built-in rate table (docs/shipping.md#international-zones).
 */
import { HOME_COUNTRY, SHIPPABLE_COUNTRIES } from '@sencha/shared/shipping-countries';

export type InternationalZone = 1 | 2 | 3 | 4 | 5;

const ZONE_COUNTRIES: Record<InternationalZone, string> = {
  1: 'NZ',
  2: 'CN JP KR TW SG MY TH ID PH VN IN LK',
  3: 'US CA MX',
  4: 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL NO PL PT RO SK SI ES SE CH GB TR',
  5: 'BR CL AE EG MA NG',
};

const ZONES: Record<string, InternationalZone> = Object.fromEntries(
  Object.entries(ZONE_COUNTRIES).flatMap(([zone, codes]) =>
    codes.split(' ').map((code) => [code, Number(zone) as InternationalZone]),
  ),
);

export { HOME_COUNTRY, SHIPPABLE_COUNTRIES };

const names = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });

/** 'AU' for ' au '; null when the value is not two letters. */
export function countryCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

export function isShippable(code: string): boolean {
  return SHIPPABLE_COUNTRIES.includes(code);
}

export function internationalZone(code: string): InternationalZone | undefined {
  return ZONES[code];
}

/**
 * The shopper-facing refusal for a country we do not ship to. Only a two-letter code is ever named (it is
 * checked before it is echoed); anything else gets the generic message.
 */
export function notShippableMessage(country: string): string {
  const code = countryCode(country);
  if (code === null) return 'The country of the shipping address must be a two-letter country code, e.g. AU.';
  const name = names.of(code);
  return `Sorry, we do not ship to ${name ? `${name} (${code})` : code}. Please choose another shipping address.`;
}

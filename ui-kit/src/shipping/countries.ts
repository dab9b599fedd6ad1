/**
 * Where the shop ships: the shippable-country list of the product spec (ISO 3166-1 alpha-2), in its order.
 * One list for the storefront's address form and the API's checks (the API runs this module: api/scripts/build.mjs).
 */
// prettier-ignore
export const SHIPPABLE_COUNTRIES: readonly string[] = [
  'AU', 'AT', 'BE', 'BG', 'BR', 'CA', 'CN', 'CL', 'HR', 'CY', 'CZ', 'DK', 'AE', 'EG', 'EE', 'FI', 'FR', 'DE',
  'GR', 'JP', 'KR', 'HU', 'IN', 'ID', 'IE', 'IT', 'LV', 'LT', 'LU', 'MY', 'MA', 'MT', 'MX', 'NL', 'NZ', 'NG',
  'NO', 'PH', 'PL', 'PT', 'RO', 'SG', 'LK', 'SK', 'SI', 'ES', 'SE', 'CH', 'TH', 'TR', 'TW', 'GB', 'US', 'VN',
];

/** The shop's home country: its addresses need a state, and its services are domestic. */
export const HOME_COUNTRY = 'AU';

/**
 * Where the shop ships: the shippable-country list (ISO 3166-1 alpha-2), in the order the address form shows,
 * each with its name in Australian English. One list for the storefront's address form and the API's checks
 * (the API runs this module: api/scripts/build.mjs). The names are what `Intl.DisplayNames('en-AU')` gives
 * (countries.test.ts keeps them so), written out: building them in the browser loaded ICU's region names,
 * about 30 ms on the cart page's first render (docs/architecture.md#first-render).
 */
// prettier-ignore
export const SHIPPABLE_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AU: 'Australia', AT: 'Austria', BE: 'Belgium', BG: 'Bulgaria', BR: 'Brazil', CA: 'Canada', CN: 'China',
  CL: 'Chile', HR: 'Croatia', CY: 'Cyprus', CZ: 'Czechia', DK: 'Denmark', AE: 'United Arab Emirates',
  EG: 'Egypt', EE: 'Estonia', FI: 'Finland', FR: 'France', DE: 'Germany', GR: 'Greece', JP: 'Japan',
  KR: 'South Korea', HU: 'Hungary', IN: 'India', ID: 'Indonesia', IE: 'Ireland', IT: 'Italy', LV: 'Latvia',
  LT: 'Lithuania', LU: 'Luxembourg', MY: 'Malaysia', MA: 'Morocco', MT: 'Malta', MX: 'Mexico',
  NL: 'Netherlands', NZ: 'New Zealand', NG: 'Nigeria', NO: 'Norway', PH: 'Philippines', PL: 'Poland',
  PT: 'Portugal', RO: 'Romania', SG: 'Singapore', LK: 'Sri Lanka', SK: 'Slovakia', SI: 'Slovenia', ES: 'Spain',
  SE: 'Sweden', CH: 'Switzerland', TH: 'Thailand', TR: 'Türkiye', TW: 'Taiwan', GB: 'United Kingdom',
  US: 'United States', VN: 'Vietnam',
};

/** The shippable countries' codes, in the form's order (two-letter keys keep their insertion order). */
export const SHIPPABLE_COUNTRIES: readonly string[] = Object.keys(SHIPPABLE_COUNTRY_NAMES);

/** The shop's home country: its addresses need a state, and its services are domestic. */
export const HOME_COUNTRY = 'AU';

/**
 * The shop's public page addresses, written once for the pages that link to them, their canonical URLs and the
 * API's sitemap and robots.txt (docs/product-rules/search.md#search-engines). Plain functions of slugs: no React, no
 * runtime config, so the API can import them too (`@sencha/shared/site-paths`).
 */

interface Slugged {
  slug: string;
}

// These types have listing routes of their own (docs/product-rules/navigation.md#routes-and-redirects); every other type
// lists under /specialty-tea.
const FIXED_TYPE_ROUTES: Readonly<Record<string, string>> = {
  matcha: '/matcha-tea',
  'herbal-tea': '/herbal-tea',
  'tea-wares': '/tea-wares',
};

export const teaTypePath = (type: Slugged): string =>
  FIXED_TYPE_ROUTES[type.slug] ?? `/specialty-tea/${type.slug}`;
export const teaRegionPath = (region: Slugged): string => `/tea-region/${region.slug}`;
export const teaFlavourPath = (flavour: Slugged): string => `/tea-flavour/${flavour.slug}`;
/** The tea item page of a product; also the canonical address of /matcha-tea/{slug} and /herbal-tea/{slug}. */
export const teaItemProductPath = (slug: string): string => `/tea-item/${slug}`;
/** A matcha product at the menu's address (canonical at teaItemProductPath). */
export const matchaTeaPath = (slug: string): string => `/matcha-tea/${slug}`;
/** A herbal tea product at the menu's address (canonical at teaItemProductPath). */
export const herbalTeaPath = (slug: string): string => `/herbal-tea/${slug}`;
/** The tea item list page (every piece of one teaware tea item). */
export const teaItemListPath = (slug: string): string => `/tea-wares/${slug}`;

/**
 * The home page's canonical address. `/` shows the same page, but the shop's own links to it (menu, logo, Shop
 * Now, breadcrumbs) say `/home`: one address for crawlers, and the one shoppers share (docs/product-rules/navigation.md).
 */
export const HOME_PATH = '/home';

/**
 * The content pages worth finding in a search engine, in the order the sitemap lists them. Each page names its
 * own as its canonical address, however the shopper spelled it (`/About/` is the About page at `/about`).
 */
export const CONTENT_PATHS = {
  about: '/about',
  faq: '/frequently-asked-questions',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  refundsPolicy: '/refunds-policy',
  vulnerabilityDisclosure: '/vulnerability-disclosure-program',
} as const;

export const CONTENT_PAGE_PATHS: readonly string[] = Object.values(CONTENT_PATHS);

/**
 * Paths crawlers may not read (robots.txt): a shopper's own cart, checkout and orders and the e-mail link pages
 * (their tokens are personal). Prefixes, as robots.txt matches them. Not the search results or QA's versions
 * page: they say noindex themselves (meta robots, X-Robots-Tag), which a crawler sees only on a page it may
 * read (docs/product-rules/search.md#search-engines).
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/cart',
  '/checkout',
  '/sencha-steep-in-transit/',
  '/order/',
  '/the-first-steep/',
];

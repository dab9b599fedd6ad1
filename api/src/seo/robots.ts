import { PRIVATE_PATH_PREFIXES } from '@sencha/shared/site-paths';

/**
 * robots.txt: every crawler may read the shop except a shopper's own pages (cart, checkout, orders, e-mail
 * links); the sitemap's absolute address is on the shop's public origin (docs/product-rules/search.md#search-engines).
 */
export function buildRobots(origin: string, sitemapPath: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL(sitemapPath, origin).href}`,
    '',
  ].join('\n');
}

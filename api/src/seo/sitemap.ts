import {
  CONTENT_PAGE_PATHS,
  HOME_PATH,
  teaFlavourPath,
  teaItemListPath,
  teaItemProductPath,
  teaRegionPath,
  teaTypePath,
} from '@sencha/shared/site-paths';
import { isValidSlug } from '@sencha/shared/slug';
import type { Snapshot } from '../catalog/snapshot';
import { escapeXml } from '../http/xml';

/** The sitemap protocol's limit for one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

/** Rows whose slug the storefront accepts (docs/product-rules/catalogue.md#slugs): it refuses any other address. */
const linkable = <T extends { slug: string }>(rows: readonly T[]): T[] =>
  rows.filter((r) => isValidSlug(r.slug));

/**
 * Every indexable page's path (docs/product-rules/search.md#search-engines): home, the content pages, then every tea
 * type, region and flavour listing, every product's tea item page and every teaware's tea item list page.
 */
export function sitemapPaths(s: Snapshot): string[] {
  const wares = s.typesBySlug.get('tea-wares');
  return [
    HOME_PATH,
    ...CONTENT_PAGE_PATHS,
    ...linkable(s.types).map(teaTypePath),
    ...linkable(s.regions).map(teaRegionPath),
    ...linkable(s.flavours).map(teaFlavourPath),
    ...linkable(s.products).map((p) => teaItemProductPath(p.slug)),
    ...linkable(s.items.filter((i) => wares && i.tea_type_id === wares.id)).map((i) =>
      teaItemListPath(i.slug),
    ),
  ];
}

/** The sitemap XML for paths under origin, cut at the protocol's limit (truncated says whether it was). */
export function buildSitemap(origin: string, paths: readonly string[]): { xml: string; truncated: boolean } {
  const kept = paths.slice(0, SITEMAP_MAX_URLS);
  const urls = kept.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, truncated: kept.length < paths.length };
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Every JSON-LD document the page has (in the page itself, where its server HTML puts it), parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The one JSON-LD document of a schema.org type (fails when there is none or more than one). */
export async function jsonLdOfType<T = Record<string, unknown>>(page: Page, type: string): Promise<T> {
  await expect
    .poll(async () => (await jsonLd(page)).filter((doc) => doc['@type'] === type).length, { message: type })
    .toBe(1);
  return (await jsonLd(page)).find((doc) => doc['@type'] === type) as T;
}

/** The page's canonical URL now, or null when it has none. */
export const canonicalOf = (page: Page) =>
  page.evaluate(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null);
/** A meta tag's content now (by name or property), or null when the page has no such tag. */
export const metaOf = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      document.head.querySelector(`meta[property="${k}"], meta[name="${k}"]`)?.getAttribute('content') ??
      null,
    key,
  );

/** The <loc> of every <url> of a sitemap (the sitemaps.org format has no other text in <loc>). */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

/** robots.txt and sitemap.xml as search engines read them from base (the shop's origin). */
export async function expectRobotsAndSitemap(request: APIRequestContext, base: string, publicOrigin: string) {
  const robots = await request.get(`${base}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await robots.text()).split('\n');
  // The search results and /versions say noindex themselves: a crawler must be let in to read it.
  expect(lines.filter((line) => /^Disallow: \/(search|versions)/.test(line))).toEqual([]);
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /sencha-steep-in-transit/',
      'Disallow: /the-first-steep/',
      `Sitemap: ${publicOrigin}/sitemap.xml`,
    ]),
  );

  const sitemap = await request.get(`${base}/sitemap.xml`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  const locs = sitemapLocs(await sitemap.text());
  // Every type, region, flavour and tea item the menu names is listed.
  const menu = (await (await request.get(`${base}/api/main-menu`)).json()) as Record<
    string,
    { slug: string }[]
  >;
  const expected = [
    ...menu.teaTypes!.map((t) => `/specialty-tea/${t.slug}`),
    '/matcha-tea',
    '/herbal-tea',
    '/tea-wares',
    ...menu.matchaTypes!.map((m) => `/tea-item/${m.slug}`),
    ...menu.tisaneTypes!.map((m) => `/tea-item/${m.slug}`),
    ...menu.teaFlavours!.map((f) => `/tea-flavour/${f.slug}`),
    ...menu.teaAccessories!.map((a) => `/tea-wares/${a.slug}`),
    '/tea-region/uji',
  ];
  expect(locs).toEqual(expect.arrayContaining(expected.map((path) => `${publicOrigin}${path}`)));
  return { robots, sitemap, locs };
}

/** A meta tag's content in HTML as the server sent it (minified: the quotes may be gone). */
function servedMeta(html: string, key: string): string | null {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)]
    .map((match) => match[0])
    .find((t) => new RegExp(`(?:property|name)="?${key.replace(/[.:]/g, '\\$&')}[" ]`).test(t));
  return (
    tag
      ?.match(/content=(?:"([^"]*)"|([^\s>]+))/)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null
  );
}

/**
 * What a link unfurler (which runs no JavaScript) sees at path on the server at base: the site-wide share tags,
 * with absolute addresses on the shop's public origin, a share image that is there, and config.json's siteUrl
 * on the same origin (docs/serving.md#share-previews).
 */
export async function expectServedShareTags(
  request: APIRequestContext,
  base: string,
  publicOrigin: string,
  path: string,
) {
  const page = await request.get(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(servedMeta(html, 'og:site_name')).toBe('Sencha Tea');
  expect(servedMeta(html, 'og:type')).toBe('website');
  expect(servedMeta(html, 'og:title')).toBe('Sencha Tea - True Teas for Masters');
  expect(servedMeta(html, 'og:description')).toBeTruthy();
  expect(servedMeta(html, 'twitter:card')).toBe('summary_large_image');
  expect(servedMeta(html, 'og:url')).toBe(`${publicOrigin}${path}`);
  const image = servedMeta(html, 'og:image');
  expect(image).toBe(`${publicOrigin}/images/share-default.png`);
  expect(servedMeta(html, 'og:image:width')).toBe('1200');
  expect(servedMeta(html, 'og:image:height')).toBe('630');
  const picture = await request.get(image!.replace(publicOrigin, base));
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const config = await request.get(`${base}/config.json`);
  expect(((await config.json()) as { siteUrl: string }).siteUrl).toBe(publicOrigin);
  return page;
}

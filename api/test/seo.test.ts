import { XMLParser } from 'fast-xml-parser';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

const ORIGIN = 'https://shop.example.com.au';

/** The <loc> of every <url> of a sitemap. */
function locs(xml: string): string[] {
  const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
    urlset: { url?: { loc: string }[] };
  };
  return (doc.urlset.url ?? []).map((url) => url.loc);
}

describe.each(targets)('robots.txt and sitemap.xml on %s', (target) => {
  let api: TestApi;
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    api = await createTestApi(target, { publicUrl: ORIGIN });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  /** The pages the sitemap must list, read from the database on their own (docs/product-rules/navigation.md#routes-and-redirects). */
  async function expectedFromDatabase(): Promise<string[]> {
    const slugs = async (sql: string) => (await api.db.query<{ slug: string }>(sql)).map((row) => row.slug);
    const fixed: Record<string, string> = {
      matcha: '/matcha-tea',
      'herbal-tea': '/herbal-tea',
      'tea-wares': '/tea-wares',
    };
    const types = (await slugs('SELECT slug FROM tea_type')).map((s) => fixed[s] ?? `/specialty-tea/${s}`);
    const regions = (await slugs('SELECT slug FROM tea_region')).map((s) => `/tea-region/${s}`);
    const flavours = (await slugs('SELECT slug FROM tea_flavour')).map((s) => `/tea-flavour/${s}`);
    const products = (await slugs('SELECT slug FROM tea_item_product')).map((s) => `/tea-item/${s}`);
    const wares = (
      await slugs(
        `SELECT i.slug FROM tea_item i JOIN tea_type t ON t.id = i.tea_type_id WHERE t.slug = 'tea-wares'`,
      )
    ).map((s) => `/tea-wares/${s}`);
    return [...types, ...regions, ...flavours, ...products, ...wares].map((path) => `${ORIGIN}${path}`);
  }

  it('lists every type, region, flavour, tea item and teaware page of the catalogue under the public origin', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(res.body);
    expect(listed).toEqual(expect.arrayContaining(await expectedFromDatabase()));
    expect(listed).toEqual(
      expect.arrayContaining([`${ORIGIN}/home`, `${ORIGIN}/frequently-asked-questions`, `${ORIGIN}/about`]),
    );
    expect(new Set(listed).size).toBe(listed.length);
    for (const loc of listed) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    // Nothing a shopper keeps to themselves.
    expect(listed.filter((loc) => /\/(cart|checkout|sencha-steep-in-transit)/.test(loc))).toEqual([]);
  });

  it('lists only pages that exist: every tea item and listing it names is served by the API', async () => {
    const listed = locs((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);
    const apiPath = (path: string): string | null => {
      const [, kind, slug] = path.split('/');
      const api: Record<string, string> = {
        'tea-item': `/api/tea-item/${slug}`,
        'tea-region': `/api/region/${slug}`,
        'tea-flavour': `/api/flavour/${slug}`,
        'specialty-tea': `/api/teatype/${slug}`,
        'tea-wares': slug ? `/api/tea/${slug}` : '/api/teatype/tea-wares',
      };
      return kind !== undefined ? (api[kind] ?? null) : null;
    };
    const checked = listed.map(apiPath).filter((path): path is string => path !== null);
    expect(checked.length).toBeGreaterThan(50);
    const statuses = await Promise.all(checked.map(async (path) => [path, (await get(path)).statusCode]));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('follows the catalogue: a new region is listed, a renamed product under its new address only', async () => {
    await api.db.query(`INSERT INTO tea_region (slug, name) VALUES ('kagoshima-test', 'Kagoshima')`);
    await api.db.query(
      `UPDATE tea_item_product SET slug = 'sencha-renamed-100g' WHERE slug = 'sencha-superior-100g'`,
    );
    api.catalog.invalidate();
    const listed = locs((await get('/sitemap.xml')).body);
    expect(listed).toContain(`${ORIGIN}/tea-region/kagoshima-test`);
    expect(listed).toContain(`${ORIGIN}/tea-item/sencha-renamed-100g`);
    expect(listed).not.toContain(`${ORIGIN}/tea-item/sencha-superior-100g`);
    expect(listed).toEqual(expect.arrayContaining(await expectedFromDatabase()));
  });

  it('is cached like the catalogue: ETag, Cache-Control, 304 and compression', async () => {
    const first = await get('/sitemap.xml', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('robots.txt keeps private pages out and points at the sitemap on the public origin', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /sencha-steep-in-transit/',
        'Disallow: /order/',
        'Disallow: /the-first-steep/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    // Pages that say noindex themselves must be fetched for it to be seen: the search results, QA's versions.
    const disallowed = lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice(10));
    for (const path of ['/search', '/search?q=sencha', '/versions'])
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    // Nothing that search engines should find is disallowed.
    for (const loc of locs((await get('/sitemap.xml')).body)) {
      const path = new URL(loc).pathname;
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });

  it('never lists an address the storefront refuses: a slug outside its rule is left out', async () => {
    await api.db.query(
      `INSERT INTO tea_region (slug, name) VALUES ('bad_slug!', 'Bad'), ('good-slug', 'Good')`,
    );
    api.catalog.invalidate();
    try {
      const listed = locs((await get('/sitemap.xml')).body);
      expect(listed).toContain(`${ORIGIN}/tea-region/good-slug`);
      expect(listed.filter((loc) => loc.includes('bad_slug'))).toEqual([]);
    } finally {
      await api.db.query(`DELETE FROM tea_region WHERE slug IN ('bad_slug!', 'good-slug')`);
      api.catalog.invalidate();
    }
  });

  it('answers HEAD, and is not under the API prefix', async () => {
    expect((await api.app.inject({ method: 'HEAD', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await get('/api/sitemap.xml')).statusCode).toBe(404);
  });
});

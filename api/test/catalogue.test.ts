import { FLAVOUR_BANNER_SLUGS } from '@sencha/shared/flavour-banners';
import type { TeaItem, TeaItemProduct, TeaItemProductSummary } from '@sencha/shared/contract';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

const TYPE_SLUGS = [
  'white-tea',
  'green-tea',
  'oolong',
  'black-tea',
  'high-mountain-tea',
  'herbal-tea',
  'matcha',
  'tea-wares',
];

function expectSummary(s: TeaItemProductSummary): void {
  expect(Object.keys(s).sort()).toEqual(
    ['id', 'imageURL', 'name', 'onSaleFrom', 'price', 'slug', 'stock', 'weight'].sort(),
  );
  expect(typeof s.id).toBe('number');
  expect(s.slug).toMatch(/^[a-z0-9-]+$/);
  expect(typeof s.name).toBe('string');
  expect(typeof s.price).toBe('number');
  expect(Number.isInteger(s.weight)).toBe(true);
  expect(Number.isInteger(s.stock)).toBe(true);
  expect(s.imageURL).toMatch(/^\/images\/.+\.png$/);
  if (s.onSaleFrom !== null) expect(Number.isNaN(Date.parse(s.onSaleFrom))).toBe(false);
}

describe.each(targets)('catalogue routes on %s', (target) => {
  let api: TestApi;
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('reports health with the database', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: target });
  });

  it('serves the main menu with the five lists', async () => {
    const res = await get('/api/main-menu');
    expect(res.statusCode).toBe(200);
    const menu = res.json<Record<string, { name: string; slug: string }[]>>();
    expect(Object.keys(menu).sort()).toEqual(
      ['matchaTypes', 'teaAccessories', 'teaFlavours', 'teaTypes', 'tisaneTypes'].sort(),
    );
    expect(menu.teaTypes?.map((t) => t.slug)).toEqual([
      'white-tea',
      'green-tea',
      'oolong',
      'black-tea',
      'high-mountain-tea',
    ]);
    expect(menu.teaFlavours?.map((t) => t.slug)).toEqual(FLAVOUR_BANNER_SLUGS);
    for (const [list, typeSlug] of [
      ['matchaTypes', 'matcha'],
      ['tisaneTypes', 'herbal-tea'],
    ] as const) {
      expect(menu[list]?.length).toBeGreaterThanOrEqual(3);
      for (const entry of menu[list] ?? []) {
        const product = (await get(`/api/tea-item/${entry.slug}`)).json<TeaItemProduct>();
        expect(product.teaItem.teaType?.slug).toBe(typeSlug);
      }
    }
    expect(menu.teaAccessories?.length).toBeGreaterThanOrEqual(3);
    for (const a of menu.teaAccessories ?? []) {
      const item = await get(`/api/tea/${a.slug}`);
      expect(item.statusCode).toBe(200);
      expect(item.json<TeaItem>().teaType?.slug).toBe('tea-wares');
    }
  });

  it.each(TYPE_SLUGS)('serves tea type %s and its teas', async (slug) => {
    const type = await get(`/api/teatype/${slug}`);
    expect(type.statusCode).toBe(200);
    expect(type.json()).toMatchObject({ slug, name: expect.any(String) });
    const teas = await get(`/api/teatype/${slug}/tea`);
    expect(teas.statusCode).toBe(200);
    const list = teas.json<TeaItemProductSummary[]>();
    expect(list.length).toBeGreaterThanOrEqual(5);
    list.forEach(expectSummary);
    // Every grid card links to /tea-item/{product slug}.
    const first = list[0] as TeaItemProductSummary;
    expect((await get(`/api/tea-item/${first.slug}`)).statusCode).toBe(200);
  });

  it('holds a catalogue a shopper would believe', async () => {
    const rows = await api.db.query<{ items: number; types: number; regions: number; flavours: number }>(
      `SELECT (SELECT count(*)::int FROM tea_item) AS items,
              (SELECT count(DISTINCT tea_type_id)::int FROM tea_item) AS types,
              (SELECT count(*)::int FROM tea_region WHERE description LIKE '%##%') AS regions,
              (SELECT count(*)::int FROM tea_flavour) AS flavours`,
    );
    expect(rows[0]?.items).toBeGreaterThanOrEqual(45);
    expect(rows[0]?.types).toBe(8);
    expect(rows[0]?.regions).toBeGreaterThanOrEqual(12);
    expect(rows[0]?.flavours).toBe(14);
    const stock = await api.db.query<{ out: number; low: number; soon: number }>(
      `SELECT count(*) FILTER (WHERE stock = 0)::int AS out,
              count(*) FILTER (WHERE stock BETWEEN 1 AND 9)::int AS low,
              count(*) FILTER (WHERE on_sale_from > now())::int AS soon
       FROM tea_item_product`,
    );
    expect(stock[0]?.out).toBeGreaterThan(0);
    expect(stock[0]?.low).toBeGreaterThan(0);
    expect(stock[0]?.soon).toBeGreaterThan(0);
  });

  it.each([
    'uji',
    'shizuoka',
    'kagoshima',
    'fujian',
    'yunnan',
    'anhui',
    'darjeeling',
    'assam',
    'nantou',
    'alishan',
    'nuwara-eliya',
  ])('serves region %s with a markdown description and its teas', async (slug) => {
    const res = await get(`/api/region/${slug}`);
    expect(res.statusCode).toBe(200);
    const region = res.json<{ name: string; slug: string; description: string }>();
    expect(region.slug).toBe(slug);
    expect(region.description).toContain('## ');
    const teas = await get(`/api/region/${slug}/tea`);
    expect(teas.statusCode).toBe(200);
    const list = teas.json<TeaItemProductSummary[]>();
    expect(list.length).toBeGreaterThan(0);
    list.forEach(expectSummary);
  });

  it.each(FLAVOUR_BANNER_SLUGS)('serves flavour %s and its teas', async (slug) => {
    const res = await get(`/api/flavour/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug, name: expect.any(String), description: expect.any(String) });
    const teas = await get(`/api/flavour/${slug}/tea`);
    expect(teas.statusCode).toBe(200);
    expect(teas.json<TeaItemProductSummary[]>().length).toBeGreaterThan(0);
  });

  it('serves a tea item with all its products', async () => {
    const res = await get('/api/tea/kyusu-teapots');
    expect(res.statusCode).toBe(200);
    const item = res.json<TeaItem>();
    expect(Object.keys(item).sort()).toEqual(
      ['description', 'flavours', 'form', 'name', 'slug', 'teaItemProducts', 'teaRegion', 'teaType'].sort(),
    );
    expect(item.form).toBe('teaware');
    expect(item.teaItemProducts.length).toBe(3);
    item.teaItemProducts.forEach(expectSummary);
  });

  it('serves a tea item product with images and its tea item', async () => {
    const res = await get('/api/tea-item/sencha-superior-100g');
    expect(res.statusCode).toBe(200);
    const p = res.json<TeaItemProduct>();
    expect(p).toMatchObject({ slug: 'sencha-superior-100g', price: 26, weight: 100 });
    for (const heading of [
      '# Brief',
      '# Description',
      '# Info Block',
      '# Tab: Brewing Instructions',
      '# Tab: Flavour Profile',
      '# Accordion: ',
    ]) {
      expect(p.description).toContain(heading);
    }
    const positions = p.teaItemProductImages.map((i) => i.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(p.teaItemProductImages.map((i) => i.imageType))).toEqual(
      new Set(['product', 'flavour-graphic', 'brewing-graphic']),
    );
    for (const image of p.teaItemProductImages) {
      expect(Object.keys(image).sort()).toEqual(['description', 'imageType', 'name', 'position', 'url']);
    }
    expect(p.imageURL).toBe(p.teaItemProductImages[0]?.url);
    expect(p.teaItem).toMatchObject({
      slug: 'sencha-superior',
      form: 'loose-leaf',
      teaType: { name: 'Green Tea', slug: 'green-tea' },
      teaRegion: { name: 'Shizuoka', slug: 'shizuoka' },
    });
    expect(p.teaItem.flavours.map((f) => f.slug)).toContain('umami');
    expect(p.teaItem.teaItemProducts.map((s) => s.slug)).toEqual([
      'sencha-superior-50g',
      'sencha-superior-100g',
      'sencha-superior-250g',
    ]);
  });

  it('marks coming-soon products with a future onSaleFrom', async () => {
    const p = (await get('/api/tea-item/shincha-2026-50g')).json<TeaItemProduct>();
    expect(Date.parse(p.onSaleFrom as string)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['/api/teatype/bad_slug', 'The provided tea type is not valid.'],
    ['/api/teatype/bad%20slug/tea', 'The provided tea type is not valid.'],
    ['/api/region/%3Cscript%3E', 'The provided tea region is not valid.'],
    ['/api/region/uji!/tea', 'The provided tea region is not valid.'],
    ['/api/flavour/fruity.json', 'The provided tea flavour is not valid.'],
    ['/api/flavour/%27or1%3D1/tea', 'The provided tea flavour is not valid.'],
    ['/api/tea/kyusu_teapots', 'The provided tea item is not valid.'],
    ['/api/tea-item/sencha%2F..%2F100g', 'The provided tea item product is not valid.'],
  ])('answers 400 for an invalid slug: %s', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it.each([
    '/api/teatype/purple-tea',
    '/api/teatype/purple-tea/tea',
    '/api/region/atlantis',
    '/api/region/atlantis/tea',
    '/api/flavour/bacon',
    '/api/flavour/bacon/tea',
    '/api/tea/no-such-tea',
    '/api/tea-item/no-such-product',
    '/api/no-such-route',
  ])('answers 404 JSON for unknown %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it('sends ETag and Cache-Control, answers 304 and compresses', async () => {
    const res = await get('/api/teatype/green-tea/tea');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['cache-control']).toContain('max-age=');
    const again = await get('/api/teatype/green-tea/tea', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gz = await get('/api/teatype/green-tea/tea', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const br = await get('/api/main-menu', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('serves FAQs by position', async () => {
    const res = await get('/api/faq');
    expect(res.statusCode).toBe(200);
    const faqs = res.json<{ question: string; answer: string; position: number }[]>();
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.map((f) => f.position)).toEqual([...faqs.map((f) => f.position)].sort((a, b) => a - b));
    expect(Object.keys(faqs[0] as object).sort()).toEqual(['answer', 'position', 'question']);
  });

  it('serves the home carousel (15) and the 7 featured tiles in order', async () => {
    const carousel = (await get('/api/home/carousel')).json<
      { name: string; image: string; slug: string }[]
    >();
    expect(carousel).toHaveLength(15);
    for (const c of carousel) {
      expect(Object.keys(c).sort()).toEqual(['image', 'name', 'slug']);
      expect((await get(`/api/tea-item/${c.slug}`)).statusCode).toBe(200);
    }
    const tiles = (await get('/api/home/featured')).json<Record<string, string>[]>();
    expect(tiles.map((t) => t.link)).toEqual([
      '/tea-type/white-tea',
      '/tea-type/green-tea',
      '/tea-type/oolong',
      '/tea-type/black-tea',
      '/tea-type/high-mountain-tea',
      '/tea-type/herbal-tea',
      '/tea-type/matcha',
    ]);
    for (const t of tiles) {
      expect(Object.keys(t).sort()).toEqual(['bgcolor', 'image', 'link', 'name', 'textcolor']);
      expect(t.bgcolor).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('reloads the catalogue when the data version changes', async () => {
    const before = (await get('/api/tea-item/kukicha-100g')).json<TeaItemProduct>();
    await api.db.query("UPDATE tea_item_product SET price_cents = 1450 WHERE slug = 'kukicha-100g'");
    expect(await api.catalog.refreshIfChanged()).toBe(true);
    const after = (await get('/api/tea-item/kukicha-100g')).json<TeaItemProduct>();
    expect(before.price).toBe(13.5);
    expect(after.price).toBe(14.5);
  });
});

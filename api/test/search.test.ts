import { SEARCH_BOUNDS, TOO_MANY_WORDS_MESSAGE } from '@sencha/shared/search-rules';
import { SearchResultsSchema, SearchSuggestionsSchema } from '@sencha/shared/contract';
import type { SearchResults, SearchSuggestions } from '@sencha/shared/contract';
import type { AppConfig } from '../src/config';
import { loadConfig } from '../src/config';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, targets } from './helpers';

/** The seed catalogue's Taiwanese oolongs (regions in Taiwan; oolong by type or name). */
const TAIWANESE_OOLONGS = [
  'Dong Ding Oolong',
  'Oriental Beauty',
  'Alishan High Mountain Oolong',
  'Lishan Oolong',
  'Jin Xuan Milk Oolong',
];

/**
 * The golden set runs against both engines (docs/product-rules/search.md#how-search-is-served): the in-memory index
 * and, with a document limit of 0, PostgreSQL's full-text search.
 */
const ENGINES = [
  ['memory', loadConfig({ NODE_ENV: 'test' }).search.indexMaxDocuments],
  ['sql', 0],
] as const;

const TARGET_ENGINES = targets.flatMap((target) =>
  ENGINES.map(([engine, max]) => [target, engine, max] as const),
);

describe.each(TARGET_ENGINES)('site search on %s, %s engine', (target, engine, indexMaxDocuments) => {
  let api: TestApi;
  const searchConfig = (overrides: Partial<AppConfig['search']> = {}): AppConfig['search'] => ({
    ...loadConfig({ NODE_ENV: 'test' }).search,
    indexMaxDocuments,
    ...overrides,
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });
  const search = async (params: string): Promise<SearchResults> => {
    const res = await get(`/api/search?${params}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<SearchResults>();
    expectShape(SearchResultsSchema, body);
    return body;
  };
  const suggest = async (q: string): Promise<SearchSuggestions> => {
    const res = await get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<SearchSuggestions>();
    expectShape(SearchSuggestionsSchema, body);
    return body;
  };
  const names = (r: { teas: Array<{ name: string }> }) => r.teas.map((t) => t.name);
  /** Tea items of the catalogue whose name or flavour matches, straight from the database. */
  const itemNames = async (where: string, params: unknown[] = []) =>
    (
      await api.db.query<{ name: string }>(
        `SELECT DISTINCT i.name FROM tea_item i
         LEFT JOIN tea_region r ON r.id = i.tea_region_id
         LEFT JOIN tea_item_flavour x ON x.tea_item_id = i.id LEFT JOIN tea_flavour f ON f.id = x.tea_flavour_id
         WHERE ${where}`,
        params,
      )
    ).map((row) => row.name);

  beforeAll(async () => {
    api = await createTestApi(target, { search: searchConfig() });
    expect(await api.search.engineKind()).toBe(engine);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  describe('golden relevance set', () => {
    it("'sencha' puts the sencha teas first", async () => {
      const senchas = await itemNames(`i.name ILIKE '%sencha%'`);
      expect(senchas.length).toBeGreaterThanOrEqual(3);
      const result = await search('q=sencha');
      const top = names(result).slice(0, senchas.length);
      for (const name of top) expect(name).toMatch(/sencha/i);
      // Teas that only mention sencha in their description come after every tea named so.
      expect(result.total).toBeGreaterThan(senchas.length);
    });

    it.each(['jasmin', 'jasmine pearl', 'Jasmine Pearls'])("'%s' finds the jasmine pearls", async (q) => {
      const result = await search(`q=${encodeURIComponent(q)}`);
      expect(names(result)[0]).toMatch(/^White Jasmine Pearls/);
      expect(result.didYouMean).toBeNull();
    });

    it("'oolong taiwan' ranks the Taiwanese oolongs first", async () => {
      const fromTaiwan = await itemNames(`r.country = 'Taiwan'`);
      const result = await search('q=oolong%20taiwan');
      const top = names(result).slice(0, TAIWANESE_OOLONGS.length);
      for (const name of TAIWANESE_OOLONGS) expect(top.some((n) => n.startsWith(name))).toBe(true);
      for (const name of names(result).slice(0, fromTaiwan.length))
        expect(fromTaiwan.some((n) => name.startsWith(n))).toBe(true);
    });

    it("'umami' finds every tea with that flavour, and the flavour itself", async () => {
      const umami = await itemNames(`f.slug = 'umami'`);
      const result = await search('q=umami');
      expect(result.total).toBe(umami.length);
      for (const name of names(result)) expect(umami.some((n) => name.startsWith(n))).toBe(true);
      const suggestions = await suggest('umami');
      expect(suggestions.flavours).toEqual([{ name: 'Umami', slug: 'umami' }]);
    });

    it("'matcha whisk' finds the whisk among the teawares first", async () => {
      const result = await search('q=matcha%20whisk');
      // The whisk itself, not the stand for it: both match both words equally, the item lists the whisk first.
      expect(names(result)[0]).toMatch(/Chasen Whisk/);
      expect(result.facets.types.find((t) => t.slug === 'tea-wares')?.count).toBeGreaterThan(0);
    });

    it("'xyzzy' finds nothing and suggests nothing", async () => {
      const result = await search('q=xyzzy');
      expect(result).toMatchObject({ total: 0, teas: [], didYouMean: null });
      expect(await suggest('xyzzy')).toEqual({
        query: 'xyzzy',
        didYouMean: null,
        teas: [],
        types: [],
        regions: [],
        flavours: [],
      });
    });

    it('tolerates a misspelt word and says what it searched for', async () => {
      const result = await search('q=senca');
      expect(result.didYouMean).toBe('sencha');
      expect(names(result)[0]).toMatch(/Sencha/);
      const oolong = await search('q=oloong');
      expect(oolong.didYouMean).toBe('oolong');
      expect(oolong.total).toBeGreaterThan(0);
    });

    it('when no tea matches every word, shows the teas matching any of them', async () => {
      const jasmine = await search('q=jasmine&limit=100');
      const umami = await search('q=umami&limit=100');
      expect(jasmine.total).toBeGreaterThan(0);
      expect(umami.total).toBeGreaterThan(0);
      expect(names(jasmine).filter((name) => names(umami).includes(name))).toEqual([]);
      const either = await search('q=jasmine%20umami&limit=100');
      expect(new Set(names(either))).toEqual(new Set([...names(jasmine), ...names(umami)]));
      expect(either.didYouMean).toBeNull();
    });

    it('ignores accents and case', async () => {
      expect(names(await search('q=S%C3%89NCH%C3%80'))).toEqual(names(await search('q=sencha')));
    });

    it('suggests up to six teas as one types, and the types, regions and flavours named', async () => {
      const partial = await suggest('jas');
      expect(partial.teas.map((t) => t.name)[0]).toMatch(/Jasmine/);
      const oolong = await suggest('oolong');
      expect(oolong.teas.length).toBe(SEARCH_BOUNDS.suggestTeas);
      expect(oolong.types.map((t) => t.slug)).toContain('oolong');
      const taiwan = await suggest('taiwan');
      expect(taiwan.regions.length).toBeGreaterThan(0);
      const regions = await api.db.query<{ slug: string }>(
        `SELECT slug FROM tea_region WHERE country = 'Taiwan'`,
      );
      for (const r of taiwan.regions) expect(regions.map((x) => x.slug)).toContain(r.slug);
    });
  });

  describe('filters, counts and sort', () => {
    it('filters by region with the counts the facets promised', async () => {
      const all = await search('q=oolong');
      const nantou = all.facets.regions.find((r) => r.slug === 'nantou');
      expect(nantou?.count).toBeGreaterThan(0);
      const filtered = await search('q=oolong&region=nantou');
      expect(filtered.total).toBe(nantou?.count);
      const inNantou = await itemNames(`r.slug = 'nantou'`);
      for (const name of names(filtered)) expect(inNantou.some((n) => name.startsWith(n))).toBe(true);
      // A filter's own options still count without it (the shopper can switch region).
      expect(filtered.facets.regions).toEqual(all.facets.regions);
    });

    it('combines type, flavour and availability filters', async () => {
      const result = await search('q=tea&type=green-tea&flavour=umami&available=in-stock');
      expect(result.total).toBeGreaterThan(0);
      const expected = await api.db.query<{ n: number }>(
        `SELECT count(DISTINCT i.id)::int AS n FROM tea_item i JOIN tea_type t ON t.id = i.tea_type_id
         JOIN tea_item_flavour x ON x.tea_item_id = i.id JOIN tea_flavour f ON f.id = x.tea_flavour_id
         WHERE t.slug = 'green-tea' AND f.slug = 'umami'`,
      );
      expect(result.total).toBeLessThanOrEqual(expected[0]?.n ?? 0);
      for (const tea of result.teas) expect(tea.stock).toBeGreaterThan(0);
      const availability = await search('q=tea');
      const outOfStock = availability.facets.availability.find((a) => a.slug === 'out-of-stock');
      const onlyOut = await search('q=tea&available=out-of-stock');
      expect(onlyOut.total).toBe(outOfStock?.count ?? 0);
      for (const tea of onlyOut.teas) expect(tea.stock).toBe(0);
    });

    it('an unknown filter value matches nothing', async () => {
      const result = await search('q=sencha&type=no-such-type');
      expect(result.total).toBe(0);
    });

    it('sorts by price both ways and honours the limit', async () => {
      const up = await search('q=tea&sort=price-asc&limit=100');
      const prices = up.teas.map((t) => t.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const down = await search('q=tea&sort=price-desc&limit=100');
      expect(down.teas.map((t) => t.price)).toEqual([...prices].sort((a, b) => b - a));
      const two = await search('q=tea&limit=2');
      expect(two.teas).toHaveLength(2);
      expect(two.total).toBe(up.total);
    });
  });

  describe('bounds and bad input', () => {
    it.each([
      ['/api/search', 'Enter a search (at most 100 characters).'],
      ['/api/search?q=', 'Enter a search (at most 100 characters).'],
      ['/api/search?q=%20%20', 'Enter a search (at most 100 characters).'],
      [`/api/search?q=${'a'.repeat(101)}`, 'Enter a search (at most 100 characters).'],
      ['/api/search?q=a+b+c+d+e+f+g+h+i', TOO_MANY_WORDS_MESSAGE],
      ['/api/search?q=tea&limit=0', 'limit must be a whole number from 1 to 100.'],
      ['/api/search?q=tea&limit=101', 'limit must be a whole number from 1 to 100.'],
      ['/api/search?q=tea&limit=ten', 'limit must be a whole number from 1 to 100.'],
      ['/api/search?q=tea&sort=name', 'sort must be one of: relevance, price-asc, price-desc.'],
      ['/api/search?q=tea&available=yes', 'available must be one of: in-stock, out-of-stock, coming-soon.'],
      ['/api/search?q=tea&type=%3Cscript%3E', 'The provided tea type is not valid.'],
      ['/api/search?q=tea&region=a%20b', 'The provided tea region is not valid.'],
      ['/api/search?q=tea&flavour=', 'The provided tea flavour is not valid.'],
      ['/api/search?q=tea&q=green', 'Enter a search (at most 100 characters).'],
      ['/api/search/suggest?q=a', 'Enter at least 2 characters (at most 100 characters).'],
      ['/api/search/suggest', 'Enter at least 2 characters (at most 100 characters).'],
      ['/api/search/suggest?q=a+b+c+d+e+f+g+h+i', TOO_MANY_WORDS_MESSAGE],
    ])('%s is a 400', async (url, message) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('ignores parameters it does not know (its answer is the same)', async () => {
      expect(await search('q=sencha&utm_source=mail')).toEqual(await search('q=sencha'));
    });

    it('a query of only punctuation or stop words finds nothing, without error', async () => {
      expect((await search('q=%21%21%21')).total).toBe(0);
      expect((await search('q=the')).total).toBe(0);
      expect((await search(`q=${encodeURIComponent("'):*|&!")}`)).total).toBe(0);
    });

    it('keeps at most the configured number of answers', async () => {
      const small = await createTestApi(target, {
        search: searchConfig({ rateMax: 1000, rateWindowMs: 60_000, cacheEntries: 3 }),
      });
      try {
        for (const q of ['green', 'black', 'white', 'oolong', 'matcha'])
          expect((await small.app.inject({ url: `/api/search?q=${q}` })).statusCode).toBe(200);
        expect(small.search.cachedAnswers).toBe(3);
      } finally {
        await small.cleanup();
      }
    });

    it('rate limits each client address', async () => {
      const limited = await createTestApi(target, {
        search: searchConfig({ rateMax: 3, rateWindowMs: 60_000, cacheEntries: 10 }),
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1)
          statuses.push((await limited.app.inject({ url: '/api/search/suggest?q=sencha' })).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        expect((await limited.app.inject({ url: '/api/search?q=sencha' })).statusCode).toBe(200);
      } finally {
        await limited.cleanup();
      }
    });
  });

  describe('caching like the catalogue', () => {
    it('answers with an ETag and Cache-Control, and 304 when it matches', async () => {
      const first = await get('/api/search?q=green%20tea&sort=price-asc');
      expect(first.headers['cache-control']).toMatch(/public, max-age=60/);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get('/api/search?q=green%20tea&sort=price-asc', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    });

    it('follows catalogue changes: renamed teas, accents and new words', async () => {
      await api.db.query(`UPDATE tea_item SET name = 'Crème Brûlée Rooibos' WHERE slug = 'rooibos-organic'`);
      api.catalog.invalidate();
      expect(names(await search('q=creme%20brulee'))[0]).toMatch(/Rooibos/);
      expect(names(await search('q=br%C3%BBl%C3%A9e'))[0]).toMatch(/Rooibos/);
      await api.db.query(`UPDATE tea_item SET name = 'Organic Rooibos' WHERE slug = 'rooibos-organic'`);
      api.catalog.invalidate();
      expect((await search('q=brulee')).total).toBe(0);
    });
  });
});

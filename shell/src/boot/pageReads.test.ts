import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StorageLike } from '@sencha/platform';
import { declaredRoutes } from '../routes/declaredRoutes';
import { MAX_PAGE_READS, expandReads, pageDeclarationOf } from './pageReads';

const manifestWith = (pages: unknown) => ({
  metaData: { publicPath: 'auto', pages },
  exposes: Object.keys(pages ?? {}).map((name) => ({ name })),
});
const remoteNameOf = (dir: string) =>
  dir === 'mfe-cart-checkout' ? 'cartCheckout' : (dir.replace('mfe-', '') as 'catalog');
const noStorage: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};
const storageWith = (cart: unknown): StorageLike => ({
  ...noStorage,
  getItem: (key) => (key === 'cart' ? JSON.stringify(cart) : null),
});
const ORDER_ID = '546728ba-0b69-4608-90ca-c84ce4c723d3';

const bySlug = (path: string) => ({ path, params: { slug: 'slug' } });

describe('pageDeclarationOf', () => {
  it('reads a page’s declaration from its manifest’s metaData.pages', () => {
    const manifest = manifestWith({
      TeaTypePage: {
        reads: [bySlug('/api/teatype/{slug}'), bySlug('/api/teatype/{slug}/tea')],
        ready: true,
        leadImage: { rule: 'first-card', read: 1 },
      },
    });
    const page = pageDeclarationOf(manifest, 'TeaTypePage');
    expect(page).toMatchObject({ ready: true, leadImage: { rule: 'first-card', read: 1 } });
    expect(page?.reads).toHaveLength(2);
    expect(pageDeclarationOf(manifest, 'HomePage')).toBeNull();
    expect(pageDeclarationOf(manifest, 'constructor')).toBeNull();
  });

  it('ignores a manifest without pages, or a page with any part the shell does not know', () => {
    for (const manifest of [null, 'pages', {}, { metaData: {} }, { metaData: { pages: [] } }])
      expect(pageDeclarationOf(manifest, 'FaqPage')).toBeNull();
    const bad: unknown[] = [
      { reads: 'not a list' },
      { reads: '/api/faq' },
      { reads: [{ path: 'https://evil.example/api/faq' }] },
      { reads: [{ path: '//evil.example/api/faq' }] },
      { reads: [{ path: '/admin/users' }] },
      { reads: [{ path: '/api/../admin' }] },
      { reads: [{ path: '/api/faq?all=1' }] },
      { reads: [{ path: `/api/${'x'.repeat(300)}` }] },
      // A placeholder without a rule, an unknown rule, a placeholder inside a segment.
      { reads: [{ path: '/api/tea-item/{slug}' }] },
      { reads: [{ path: '/api/tea-item/{slug}', params: { slug: 'anything' } }] },
      { reads: [{ path: '/api/tea-item/x{slug}', params: { slug: 'slug' } }] },
      { reads: [{ ...bySlug('/api/tea-item/{slug}'), params: { slug: 'slug', other: 'regex' } }] },
      // Unknown sources, an unbounded or too large cart, a max on a route read.
      { reads: [{ ...bySlug('/api/tea-item/{slug}'), from: 'cookie' }] },
      { reads: [{ ...bySlug('/api/tea-item/{slug}'), from: 'storedCart' }] },
      { reads: [{ ...bySlug('/api/tea-item/{slug}'), from: 'storedCart', max: 50 }] },
      { reads: [{ path: '/api/faq', max: 2 }] },
      // More reads than the bound, in declarations or in all.
      { reads: Array.from({ length: MAX_PAGE_READS + 1 }, () => ({ path: '/api/faq' })) },
      {
        reads: [
          { path: '/api/faq' },
          { ...bySlug('/api/tea-item/{slug}'), from: 'storedCart', max: MAX_PAGE_READS },
        ],
      },
      { reads: [{ path: '/api/faq' }], ready: 'yes' },
      { reads: [{ path: '/api/faq' }], leadImage: { rule: 'hero-video', read: 0 } },
      { reads: [{ path: '/api/faq' }], leadImage: { rule: 'first-card', read: 1 } },
      {
        reads: [{ ...bySlug('/api/tea-item/{slug}'), from: 'storedCart', max: 2 }],
        leadImage: { rule: 'tea-item-gallery', read: 0 },
      },
    ];
    for (const page of bad)
      expect([page, pageDeclarationOf(manifestWith({ FaqPage: page }), 'FaqPage')]).toEqual([page, null]);
  });

  it('ignores only the bad entry: the manifest’s other pages still count', () => {
    const manifest = manifestWith({
      FaqPage: { reads: [{ path: '/api/faq' }] },
      AboutPage: { reads: [{ path: 'https://evil.example/' }] },
    });
    expect(pageDeclarationOf(manifest, 'FaqPage')).not.toBeNull();
    expect(pageDeclarationOf(manifest, 'AboutPage')).toBeNull();
  });
});

describe('expandReads', () => {
  const expand = (page: unknown, params: Record<string, string>, storage = noStorage) => {
    const declared = pageDeclarationOf(manifestWith({ Page: page }), 'Page');
    if (!declared) throw new Error('declaration refused');
    return expandReads(declared, params, storage);
  };

  it('fills a route read’s placeholders from the route, each by its rule', () => {
    const listing = { reads: [bySlug('/api/region/{slug}'), bySlug('/api/region/{slug}/tea')] };
    expect(expand(listing, { slug: 'uji' })).toEqual([['/api/region/uji'], ['/api/region/uji/tea']]);
    expect(expand(listing, { slug: 'not a slug' })).toEqual([[], []]);
    expect(expand(listing, {})).toEqual([[], []]);
    expect(expand({ reads: [{ path: '/api/faq' }] }, {})).toEqual([['/api/faq']]);

    const order = { reads: [{ path: '/api/order/{orderId}', params: { orderId: 'uuid' } }] };
    expect(expand(order, { orderId: ORDER_ID })).toEqual([[`/api/order/${ORDER_ID}`]]);
    expect(expand(order, { orderId: 'not-an-order/../admin' })).toEqual([[]]);
  });

  it('fills a stored-cart read from each line with a valid value, each path once, capped at max', () => {
    const read = { ...bySlug('/api/tea-item/{slug}'), from: 'storedCart', max: 3 };
    const line = (id: string, slug?: string) => ({
      id,
      name: id,
      price: 10,
      quantity: 1,
      imageUrl: '',
      slug,
    });
    const storage = storageWith({
      items: [
        line('a', 'sencha-50g'),
        line('a2', 'sencha-50g'),
        line('b'),
        line('c', '../admin'),
        line('d', 'gyokuro-50g'),
        line('e', 'genmaicha-100g'),
        line('f', 'hojicha-100g'),
      ],
      totalAmount: 70,
    });
    expect(expand({ reads: [read] }, { slug: 'ignored' }, storage)).toEqual([
      ['/api/tea-item/sencha-50g', '/api/tea-item/gyokuro-50g', '/api/tea-item/genmaicha-100g'],
    ]);
    expect(expand({ reads: [read] }, {}, noStorage)).toEqual([[]]);
  });

  it('reads no storage for a page whose reads all come from the route', () => {
    const getItem = jest.fn(() => null);
    expand({ reads: [bySlug('/api/tea/{slug}')] }, { slug: 'teapots' }, { ...noStorage, getItem });
    expect(getItem).not.toHaveBeenCalled();
  });
});

describe('the remotes’ pages.json', () => {
  // Each remote's declaration, as its build emits it: the shell must take every page whole.
  const root = resolve(__dirname, '../../..');
  for (const remote of ['mfe-catalog', 'mfe-product', 'mfe-cart-checkout', 'mfe-orders', 'mfe-content']) {
    it(`${remote}: every declared page passes the shell’s checks`, () => {
      const pages: Record<string, unknown> = JSON.parse(readFileSync(`${root}/${remote}/pages.json`, 'utf8'));
      for (const name of Object.keys(pages))
        expect([name, pageDeclarationOf(manifestWith(pages), name)]).not.toEqual([name, null]);
      // And every page's routes are taken whole: each declared path is routed to its page.
      const routed = declaredRoutes({ [remoteNameOf(remote)]: manifestWith(pages) }).defs;
      for (const [name, page] of Object.entries(pages) as [string, { routes?: { path: string }[] }][])
        for (const { path } of page.routes ?? [])
          expect(routed.find((def) => def.path === path)).toMatchObject({
            id: `${remoteNameOf(remote)}/${name}`,
          });
    });
  }
});

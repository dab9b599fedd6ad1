import { declaredRoutes } from './declaredRoutes';
import { matchPage } from './matchRoute';
import { REMOTE_MANIFESTS, manifestOf } from '../test/bootSite';

const withPages = (pages: Record<string, unknown>) => manifestOf(Object.keys(pages), pages);

describe('declaredRoutes (the routes the remotes declare in their manifests)', () => {
  it('routes every path to the page that declares it, and each alias to its path', () => {
    const { defs, unknown } = declaredRoutes(REMOTE_MANIFESTS);
    expect(unknown).toEqual([]);
    expect(defs).toEqual(
      expect.arrayContaining([
        { path: 'versions', shellPage: 'versions' },
        { path: 'matcha-tea', id: 'catalog/TeaTypePage', props: { slug: 'matcha' } },
        { path: 'matcha', redirectTo: '/matcha-tea' },
        { path: 'cart', id: 'cartCheckout/CartPage', withCarousel: true, carouselLeads: 'whenCartEmpty' },
        { path: 'order/:orderId', redirectTo: '/sencha-steep-in-transit/:orderId' },
        {
          path: 'the-first-steep/confirm',
          id: 'content/NewsletterConsentPage',
          props: { action: 'confirm' },
        },
      ]),
    );
    expect(matchPage('/herbal-tea/chamomile', defs)?.def.id).toBe('product/TeaItemPage');
  });

  it('takes a lead condition it knows for a carousel, and passes over any other', () => {
    const manifest = (carouselLeads: unknown) => ({
      ...withPages({ FaqPage: { routes: [{ path: 'faq' }], withCarousel: true, carouselLeads } }),
      exposes: [{ name: 'FaqPage' }],
    });
    const [known] = declaredRoutes({ content: manifest('whenCartEmpty') }).defs.filter((def) => 'id' in def);
    expect(known).toEqual({
      path: 'faq',
      id: 'content/FaqPage',
      withCarousel: true,
      carouselLeads: 'whenCartEmpty',
    });
    const [other] = declaredRoutes({ content: manifest('always') }).defs.filter((def) => 'id' in def);
    expect(other).toEqual({ path: 'faq', id: 'content/FaqPage', withCarousel: true });
  });

  it('lists a manifest that declares no pages as unknown (a release from before routes), not as routeless', () => {
    const { unknown } = declaredRoutes({ ...REMOTE_MANIFESTS, content: manifestOf(['AboutPage']) });
    expect(unknown).toEqual(['content']);
  });

  it('lists a remote without a readable manifest as unknown, and takes the others', () => {
    const { defs, unknown } = declaredRoutes({ ...REMOTE_MANIFESTS, orders: null, content: 'not json' });
    expect(unknown).toEqual(['orders', 'content']);
    expect(matchPage('/cart', defs)?.def.id).toBe('cartCheckout/CartPage');
    expect(matchPage('/contact', defs)).toBeNull();
  });

  it('takes a path once, in the order of the remotes, and never the shell’s own', () => {
    const warn = jest.fn();
    const { defs } = declaredRoutes(
      {
        catalog: withPages({ HomePage: { routes: [{ path: 'cart' }] } }),
        cartCheckout: withPages({ CartPage: { routes: [{ path: 'cart' }, { path: 'versions' }] } }),
      },
      new Set(),
      warn,
    );
    expect(defs.filter((def) => def.path === 'cart')).toEqual([{ path: 'cart', id: 'catalog/HomePage' }]);
    expect(defs.filter((def) => def.path === 'versions')).toEqual([
      { path: 'versions', shellPage: 'versions' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a page the manifest does not expose', { routes: [{ path: 'x' }] }, 'NotExposed'],
    ['a path from the root', { routes: [{ path: '/x' }] }],
    ['a path with a query or a dot', { routes: [{ path: 'x?y' }, { path: '..' }] }],
    ['a path too long', { routes: [{ path: 'x'.repeat(101) }] }],
    ['an alias with other params', { routes: [{ path: 'x/:slug', aliases: ['y'] }] }],
    ['an alias that is no path', { routes: [{ path: 'x', aliases: ['https://elsewhere.example'] }] }],
    ['a prop that is no word', { routes: [{ path: 'x', props: { slug: '<script>' } }] }],
    ['a prop that is no string', { routes: [{ path: 'x', props: { slug: 1 } }] }],
    ['a prop name that is no word', { routes: [{ path: 'x', props: { 'dangerously-set': 'x' } }] }],
    ['props that are a list', { routes: [{ path: 'x', props: ['x'] }] }],
    ['too many routes', { routes: Array.from({ length: 9 }, (_, n) => ({ path: `x${n}` })) }],
    ['a carousel that is no boolean', { routes: [{ path: 'x' }], withCarousel: 'yes' }],
  ])('ignores a page with %s (its other pages still count)', (_what, page, name = 'FaqPage') => {
    const manifest = {
      ...withPages({ [name]: page, AboutPage: { routes: [{ path: 'about' }] } }),
      exposes: [{ name: 'FaqPage' }, { name: 'AboutPage' }],
    };
    const { defs } = declaredRoutes({ content: manifest });
    expect(defs.filter((def) => 'id' in def).map((def) => def.path)).toEqual(['about']);
  });
});

describe('the shell and the build check routes alike', () => {
  // The build's checker (build-tools/page-routes.cjs) fails a remote's build on what the shell would ignore.
  // (A field it does not know the build refuses as a typo; the shell passes over it: a newer remote's.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { checkRoutes } = require('../../../build-tools/page-routes.cjs') as {
    checkRoutes: (routes: unknown, where: string, taken: Set<string>) => unknown;
  };
  const builds = (routes: unknown) => {
    try {
      checkRoutes(routes, 'pages.json', new Set());
      return true;
    } catch {
      return false;
    }
  };
  const routed = (routes: unknown) =>
    declaredRoutes({ content: withPages({ FaqPage: { routes } }) }).defs.some((def) => 'id' in def);
  it.each([
    [[{ path: 'faq' }]],
    [[{ path: '' }, { path: 'home', aliases: ['start'] }]],
    [[{ path: 'a/:id/b/:slug', aliases: ['c/:id/:slug'] }]],
    [[{ path: 'matcha-tea', props: { slug: 'matcha' } }]],
    [[{ path: '/faq' }]],
    [[{ path: 'faq/' }]],
    [[{ path: 'a/:id_x' }]],
    [[{ path: 'a/:id', aliases: ['b/:other'] }]],
    [[{ path: 'a', props: { slug: 'Not A Word' } }]],
    [[{ path: 'a', props: { 'x-y': 'z' } }]],
    [[{ path: 'x'.repeat(101) }]],
    [Array.from({ length: 9 }, (_, n) => ({ path: `p${n}` }))],
    [[{ path: 'a', aliases: Array.from({ length: 9 }, (_, n) => `b${n}`) }]],
  ])('%j', (routes) => {
    expect(routed(routes)).toBe(builds(routes));
  });
});

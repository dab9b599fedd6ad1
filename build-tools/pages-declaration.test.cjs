// @ts-check
const fs = require('node:fs');
const { describe, expect, it } = require('@jest/globals');
const path = require('node:path');
const { checkPageDeclarations, withPages } = require('./pages-declaration.cjs');

const exposes = { './TeaItemPage': './src/pages/TeaItemPage.tsx', './FaqPage': './src/pages/FaqPage.tsx' };
const check = (/** @type {unknown} */ pages) => checkPageDeclarations(pages, exposes, 'pages.json');
const bySlug = (/** @type {string} */ template) => ({ path: template, params: { slug: 'slug' } });

describe('checkPageDeclarations', () => {
  it('takes a declaration the shell reads whole', () => {
    const pages = {
      TeaItemPage: {
        reads: [
          bySlug('/api/tea-item/{slug}'),
          { ...bySlug('/api/tea-item/{slug}'), from: 'storedCart', max: 2 },
        ],
        ready: true,
        leadImage: { rule: 'tea-item-gallery', read: 0 },
      },
      FaqPage: {
        routes: [{ path: 'frequently-asked-questions', aliases: ['faq'] }],
        withCarousel: true,
        carouselLeads: 'whenCartEmpty',
        reads: [{ path: '/api/faq' }],
      },
    };
    expect(check(pages)).toEqual(pages);
    expect(
      check({ FaqPage: { routes: [{ path: 'help/:topic', props: { kind: 'tea-care' } }] } }),
    ).toBeTruthy();
  });

  it.each([
    [
      'a page the remote does not expose',
      { AboutPage: { reads: [{ path: '/api/about' }] } },
      /not in exposes/,
    ],
    ['too many reads', { FaqPage: { reads: Array(5).fill({ path: '/api/faq' }) } }, /at most 4 reads/],
    ['no routes', { FaqPage: { routes: [] } }, /1 to 8 routes/],
    ['a path with a query', { FaqPage: { routes: [{ path: 'faq?x=1' }] } }, /lower-case words/],
    ['a path from the root', { FaqPage: { routes: [{ path: '/faq' }] } }, /lower-case words/],
    ['the shell’s own path', { FaqPage: { routes: [{ path: 'versions' }] } }, /the shell/],
    ['an alias with other params', { FaqPage: { routes: [{ path: 'f/:id', aliases: ['g'] }] } }, /params/],
    ['a prop that is no word', { FaqPage: { routes: [{ path: 'f', props: { slug: 'A B' } }] } }, /word/],
    [
      'a path declared twice',
      { FaqPage: { routes: [{ path: 'faq' }] }, TeaItemPage: { routes: [{ path: 'x', aliases: ['faq'] }] } },
      /declared twice/,
    ],
    ['a carousel on no route', { FaqPage: { withCarousel: true } }, /withCarousel/],
    [
      'a leading carousel that is not there',
      { FaqPage: { routes: [{ path: 'faq' }], carouselLeads: 'whenCartEmpty' } },
      /carouselLeads/,
    ],
    [
      'an unknown lead condition',
      { FaqPage: { routes: [{ path: 'faq' }], withCarousel: true, carouselLeads: 'always' } },
      /carouselLeads/,
    ],
    ['another origin', { FaqPage: { reads: [{ path: 'https://x.example/api' }] } }, /path must be/],
    ['a path outside the API', { FaqPage: { reads: [{ path: '/admin' }] } }, /path must be/],
    ['a placeholder without a rule', { FaqPage: { reads: [{ path: '/api/faq/{id}' }] } }, /needs a rule/],
    [
      'an unknown rule',
      { FaqPage: { reads: [{ path: '/api/{id}', params: { id: 'int' } }] } },
      /needs a rule/,
    ],
    [
      'a param not in the path',
      { FaqPage: { reads: [{ path: '/api/faq', params: { id: 'uuid' } }] } },
      /not in/,
    ],
    [
      'an unbounded cart',
      { FaqPage: { reads: [{ ...bySlug('/api/t/{slug}'), from: 'storedCart' }] } },
      /max/,
    ],
    ['an unknown field', { FaqPage: { reads: [{ path: '/api/faq' }], title: 'FAQ' } }, /unknown field/],
    [
      'too many reads in all',
      {
        FaqPage: {
          reads: [{ path: '/api/faq' }, { ...bySlug('/api/t/{slug}'), from: 'storedCart', max: 4 }],
        },
      },
      /in all/,
    ],
    [
      'an unknown image rule',
      { FaqPage: { reads: [{ path: '/api/faq' }], leadImage: { rule: 'x', read: 0 } } },
      /rule/,
    ],
    [
      'an image of no read',
      { FaqPage: { reads: [{ path: '/api/faq' }], leadImage: { rule: 'first-card', read: 2 } } },
      /index/,
    ],
  ])('fails the build on %s', (_what, pages, message) => {
    expect(() => check(pages)).toThrow(message);
  });

  it('passes every remote’s pages.json', () => {
    const root = path.join(__dirname, '..');
    for (const dir of ['mfe-catalog', 'mfe-product', 'mfe-cart-checkout', 'mfe-orders', 'mfe-content']) {
      const read = (/** @type {string} */ file) =>
        JSON.parse(fs.readFileSync(path.join(root, dir, file), 'utf8'));
      expect(() => checkPageDeclarations(read('pages.json'), read('exposes.json'), dir)).not.toThrow();
    }
  });
});

describe('withPages', () => {
  it('writes the declarations into the stats’ metaData, which becomes the manifest’s', () => {
    const pages = { FaqPage: { reads: [{ path: '/api/faq' }] } };
    const stats = /** @type {import('@module-federation/sdk').Stats} */ (
      /** @type {unknown} */ ({ metaData: { name: 'content' } })
    );
    expect(withPages(pages)({ stats }).metaData).toEqual({ name: 'content', pages });
  });
});

import { handedOverFetch, expireReadyAnswers, readReadyAnswer } from './handover';
import { fakeResponse } from '../test/fakeResponse';
import { ORIGIN, REMOTE_FILES, loadPage, manifestOf, siteAnswers, visit } from '../test/bootSite';

/**
 * The first reads a page's remote declares in its manifest (metaData.pages, from its pages.json), started by the
 * boot script beside the page's code, as the remotes' own pages.json declare them today.
 */
describe('startBoot: the first reads a remote declares', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    window.localStorage.clear();
    delete window.senchaBoot;
  });
  const realFetch = global.fetch;
  afterEach(() => {
    jest.restoreAllMocks();
    global.fetch = realFetch;
  });

  it('starts a listing’s type, region or flavour and its teas, with the slug a fixed route gives', async () => {
    const answers = { '/config.json': { apiBase: '' }, ...REMOTE_FILES };
    for (const [path, reads] of [
      ['/specialty-tea/green-tea', ['/api/teatype/green-tea', '/api/teatype/green-tea/tea']],
      ['/matcha-tea', ['/api/teatype/matcha', '/api/teatype/matcha/tea']],
      ['/tea-region/uji', ['/api/region/uji', '/api/region/uji/tea']],
      ['/tea-flavour/umami', ['/api/flavour/umami', '/api/flavour/umami/tea']],
      ['/tea-flavour/not%20a%20slug', []],
    ] as const) {
      visit(path);
      const { calls, fetchImpl } = siteAnswers(answers);
      await loadPage(fetchImpl);
      expect(calls.filter((url) => url.includes('/api/')).map((url) => url.replace(ORIGIN, ''))).toEqual([
        '/api/main-menu',
        ...reads,
      ]);
    }
  });

  it('preloads a tea item’s main image from its data, as the gallery will draw it, at high priority', async () => {
    visit('/tea-item/sencha-superior');
    const photo = (url: string, position: number) => ({
      url,
      position,
      name: '',
      description: '',
      imageType: 'product',
    });
    const { fetchImpl } = siteAnswers({
      '/config.json': {
        apiBase: '',
        staticImageHost: 'https://static.example',
        fileHost: 'https://files.example',
      },
      ...REMOTE_FILES,
      '/api/tea-item/sencha-superior': {
        name: 'Sencha Superior',
        imageURL: '/images/listing.png',
        teaItemProductImages: [
          { ...photo('/images/brew.png', 0), imageType: 'brewing-graphic' },
          photo('https://files.example/tea/second.png', 2),
          photo('https://files.example/tea/first.png', 1),
        ],
      },
    });
    await loadPage(fetchImpl);
    const [link] = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const at = (width: number) =>
      `/cdn-cgi/image/width=${width},format=auto/https://static.example/rt/tea/first.png`;
    expect(link?.getAttribute('href')).toBe(at(800));
    expect(link?.getAttribute('imagesrcset')).toBe(
      [300, 512, 800, 1200].map((width) => `${at(width)} ${width}w`).join(', '),
    );
    expect(link?.getAttribute('imagesizes')).toBe('(min-width: 768px) 50vw, 100vw');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads a listing’s first card image from its teas, and none for an empty or malformed list', async () => {
    const listingOf = (teas: unknown) => ({
      '/config.json': { apiBase: '' },
      ...REMOTE_FILES,
      '/api/region/uji': { name: 'Uji', slug: 'uji' },
      '/api/region/uji/tea': teas,
    });
    const imageLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[as="image"]')];
    visit('/tea-region/uji');
    await loadPage(siteAnswers(listingOf([{ imageURL: '/images/tea/gyokuro.png' }, {}])).fetchImpl);
    const [link] = imageLinks();
    expect(link?.getAttribute('href')).toBe('/cdn-cgi/image/width=800,format=auto/images/tea/gyokuro.png');
    expect(link?.hasAttribute('imagesrcset')).toBe(false);
    expect(link?.getAttribute('fetchpriority')).toBe('high');

    for (const teas of [[], [{ imageURL: 7 }], { imageURL: '/images/tea/a.png' }]) {
      document.head.innerHTML = '';
      await loadPage(siteAnswers(listingOf(teas)).fetchImpl);
      expect(imageLinks()).toHaveLength(0);
    }
  });

  it('preloads no image from a tea item body without the gallery’s fields, or from a failed read', async () => {
    for (const body of [
      { name: 'Sencha', imageURL: '/images/a.png', teaItemProductImages: [{ url: 42 }] },
      { name: 'Sencha', teaItemProductImages: [] },
      // An absolute address the URL parser refuses: the boot script still ends quietly.
      {
        name: 'Sencha',
        imageURL: '/images/a.png',
        teaItemProductImages: [{ url: 'https://[', position: 0, imageType: 'product' }],
      },
      '<html>',
      null,
    ]) {
      document.head.innerHTML = '';
      visit('/tea-item/sencha-superior');
      const { fetchImpl } = siteAnswers({
        '/config.json': { apiBase: '' },
        ...REMOTE_FILES,
        ...(body === null ? {} : { '/api/tea-item/sencha-superior': body }),
      });
      await expect(loadPage(fetchImpl)).resolves.toBeUndefined();
      expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(0);
    }
  });

  it('starts the FAQ’s questions beside its code, kept for the first render and handed over', async () => {
    visit('/frequently-asked-questions');
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { apiBase: '/shop-api' },
      ...REMOTE_FILES,
      '/shop-api/api/faq': [{ question: 'Q', answer: 'A', position: 1 }],
    });
    await loadPage(fetchImpl);
    expect(calls).toContain(`${ORIGIN}/shop-api/api/faq`);
    expect(calls).toContain(`${ORIGIN}/remotes/content/1.0.0/mf-manifest.json`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Declared ready (mfe-content/pages.json): the page's first render reads it; a fetch takes the response over.
    expect(readReadyAnswer('/shop-api/api/faq')?.body).toEqual([{ question: 'Q', answer: 'A', position: 1 }]);
    const network = jest.fn();
    global.fetch = network;
    await expect((await handedOverFetch('/shop-api/api/faq')).json()).resolves.toHaveLength(1);
    expect(network).not.toHaveBeenCalled();
  });

  it('starts an order page’s order read only for an id shaped as the API issues them', async () => {
    const orderId = '546728ba-0b69-4608-90ca-c84ce4c723d3';
    const answers = {
      '/config.json': { apiBase: '' },
      ...REMOTE_FILES,
      [`/api/order/${orderId}`]: { id: orderId },
      '/api/home/carousel': [],
    };
    visit(`/sencha-steep-in-transit/${orderId}`);
    const order = siteAnswers(answers);
    await loadPage(order.fetchImpl);
    expect(order.calls).toContain(`${ORIGIN}/api/order/${orderId}`);
    expect(order.calls).toContain(`${ORIGIN}/remotes/orders/1.0.0/mf-manifest.json`);
    // The carousel below the order waits until it nears the viewport: neither its data nor its remote now.
    // (Only the catalog's manifest is read: every remote's manifest declares its routes.)
    const catalogCode = (url: string) => url.includes('/catalog/') && !url.endsWith('/mf-manifest.json');
    expect(order.calls.filter((url) => url.includes('carousel') || catalogCode(url))).toEqual([]);
    // Once in, the order is ready for the page's first render (bootstrap.tsx hands readReadyAnswer to the
    // platform's client), until the shopper's first navigation (NavigationEffects).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The client asks with its API base in front, here none (config.json's apiBase is '').
    expect(readReadyAnswer(`/api/order/${orderId}`)).toMatchObject({ body: { id: orderId }, status: 200 });
    expireReadyAnswers();
    expect(readReadyAnswer(`${ORIGIN}/api/order/${orderId}`)).toBeUndefined();

    visit('/sencha-steep-in-transit/not-an-order%2F..%2Fadmin');
    const crafted = siteAnswers(answers);
    await loadPage(crafted.fetchImpl);
    expect(crafted.calls.filter((url) => url.includes('/api/order'))).toEqual([]);
  });

  it('starts the stock of the stored cart’s first lines on the cart page, and nothing from a broken cart', async () => {
    const line = (id: string, slug?: string) => ({
      id,
      name: id,
      price: 10,
      quantity: 1,
      imageUrl: '',
      slug,
    });
    window.localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          line('a', 'sencha-superior-50g'),
          line('a2', 'sencha-superior-50g'),
          line('b'),
          line('c', '../admin'),
          line('d', 'gyokuro-50g'),
          line('e', 'genmaicha-100g'),
          line('f', 'hojicha-100g'),
        ],
        totalAmount: 60,
      }),
    );
    const answers = {
      '/config.json': { apiBase: '' },
      ...REMOTE_FILES,
    };
    visit('/cart');
    const cart = siteAnswers(answers);
    await loadPage(cart.fetchImpl);
    // A line without a slug, or with one the shop would refuse, is skipped, and a slug counts once; the page's
    // code still starts.
    expect(cart.calls.filter((url) => url.includes('/api/tea-item/'))).toEqual([
      `${ORIGIN}/api/tea-item/sencha-superior-50g`,
      `${ORIGIN}/api/tea-item/gyokuro-50g`,
      `${ORIGIN}/api/tea-item/genmaicha-100g`,
    ]);
    expect(cart.calls).toContain(`${ORIGIN}/remotes/cartCheckout/1.0.0/mf-manifest.json`);

    // The shell's stock refresh takes the started answer over, as for any page's data.
    const network = jest.fn(async () => fakeResponse(200, {}));
    global.fetch = network as unknown as typeof fetch;
    await handedOverFetch(`${ORIGIN}/api/tea-item/gyokuro-50g`);
    expect(network).not.toHaveBeenCalled();

    window.localStorage.setItem('cart', '{"items": [{"slug": "sencha-superior-50g"');
    const broken = siteAnswers(answers);
    await loadPage(broken.fetchImpl);
    expect(broken.calls.filter((url) => url.includes('/api/tea-item/'))).toEqual([]);
  });

  it('starts what the live release of the remote declares, and nothing from a declaration it refuses', async () => {
    visit('/tea-item/sencha-superior');
    const routes = [{ path: 'tea-item/:slug' }];
    const withPages = (reads: unknown) =>
      siteAnswers({
        '/config.json': { apiBase: '' },
        ...REMOTE_FILES,
        '/remotes/product/1.0.0/mf-manifest.json': manifestOf('TeaItemPage', {
          TeaItemPage: { routes, reads },
        }),
      });
    const other = withPages([{ path: '/api/tea-item/{slug}/reviews', params: { slug: 'slug' } }]);
    await loadPage(other.fetchImpl);
    expect(other.calls.filter((url) => url.includes('/api/tea'))).toEqual([
      `${ORIGIN}/api/tea-item/sencha-superior/reviews`,
    ]);

    for (const reads of [
      [{ path: 'https://elsewhere.example/api/tea-item' }],
      [{ path: '/api/tea-item/{slug}', params: { slug: '.*' } }],
      'not a list',
    ]) {
      document.head.innerHTML = '';
      const refused = withPages(reads);
      await loadPage(refused.fetchImpl);
      expect(refused.calls.filter((url) => !url.includes('/api/main-menu') && url.includes('api'))).toEqual(
        [],
      );
      // The page's code is preloaded all the same; the page fetches its data itself.
      expect(document.head.querySelectorAll('link[rel="preload"][as="script"]')).toHaveLength(2);
    }
  });

  it('starts the reads before the shell can read the manifest, never waiting on the remote’s code', async () => {
    visit('/tea-item/sencha-superior');
    const manifestUrl = `${ORIGIN}/remotes/product/1.0.0/mf-manifest.json`;
    let answerManifest: ((response: Response) => void) | null = null;
    const site = siteAnswers({ '/config.json': { apiBase: '' }, ...REMOTE_FILES });
    const fetchImpl = ((input: RequestInfo | URL) =>
      String(input) === manifestUrl
        ? new Promise<Response>((resolve) => (answerManifest = resolve))
        : site.fetchImpl(input)) as typeof fetch;
    const booting = loadPage(fetchImpl);
    while (!answerManifest) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(site.calls.filter((url) => url.includes('/api/tea-item/'))).toEqual([]);

    const seenByShell = handedOverFetch(manifestUrl).then(() =>
      site.calls.filter((url) => url.includes('/api/tea-item/')),
    );
    (answerManifest as (response: Response) => void)(
      fakeResponse(200, REMOTE_FILES[manifestUrl.replace(ORIGIN, '')]),
    );
    await expect(seenByShell).resolves.toEqual([`${ORIGIN}/api/tea-item/sencha-superior`]);
    await booting;
  });

  it('starts no read without a manifest of its own: a remote missing from remotes.json', async () => {
    visit('/frequently-asked-questions');
    const { calls, fetchImpl } = siteAnswers({ '/config.json': { apiBase: '' }, '/remotes.json': {} });
    await loadPage(fetchImpl);
    expect(calls.map((url) => url.replace(ORIGIN, ''))).toEqual([
      '/config.json',
      '/remotes.json',
      '/api/main-menu',
    ]);
  });
});

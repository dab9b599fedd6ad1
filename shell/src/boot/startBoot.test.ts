import { MAX_BOOT_FETCHES } from './bootFetches';
import { startBoot } from './startBoot';
import { claimHandover, expireReadyAnswers, handedOverFetch, readReadyAnswer } from './handover';
import { fakeResponse } from '../test/fakeResponse';

const ORIGIN = window.location.origin;

const productManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'TeaItemPage',
      assets: {
        js: { sync: ['expose.1234abcd.js'], async: [] },
        css: { sync: ['expose.1234abcd.css'], async: [] },
      },
    },
  ],
};

function siteAnswers(files: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const path = url.replace(ORIGIN, '');
    return path in files ? fakeResponse(200, files[path]) : fakeResponse(404, { message: 'Not found' });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    href: link.href.replace(ORIGIN, ''),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

const visit = (path: string) => window.history.replaceState({}, '', path);

/** A page load: a new window has no hand-over yet. */
function loadPage(fetchImpl: typeof fetch) {
  delete window.senchaBoot;
  return startBoot(window, '/', fetchImpl);
}

describe('startBoot', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    document.head.innerHTML = '';
    window.localStorage.clear();
    delete window.senchaBoot;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  const realFetch = global.fetch;
  afterEach(() => {
    warn.mockRestore();
    jest.restoreAllMocks();
    global.fetch = realFetch;
  });

  it('starts nothing when the shell ran first (boot.js is async) and claimed the hand-over', async () => {
    visit('/tea-item/sencha-superior');
    claimHandover();
    const { calls, fetchImpl } = siteAnswers({ '/config.json': { apiBase: '' }, '/remotes.json': {} });
    await startBoot(window, '/', fetchImpl);

    expect(calls).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(window.senchaBoot?.take(`${ORIGIN}/config.json`)).toBeUndefined();
  });

  it('starts a tea item page’s files and data and hands each response over once', async () => {
    visit('/tea-item/sencha-superior');
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { apiBase: '' },
      '/remotes.json': { product: '/remotes/product/1.2.0/mf-manifest.json' },
      '/remotes/product/1.2.0/mf-manifest.json': productManifest,
      '/api/tea-item/sencha-superior': { slug: 'sencha-superior' },
    });
    await loadPage(fetchImpl);

    expect(calls.map((url) => url.replace(ORIGIN, '')).sort()).toEqual([
      '/api/main-menu',
      '/api/tea-item/sencha-superior',
      '/config.json',
      '/remotes.json',
      '/remotes/product/1.2.0/mf-manifest.json',
    ]);
    expect(preloads()).toEqual([
      {
        rel: 'preload',
        href: '/remotes/product/1.2.0/remoteEntry.js',
        as: 'script',
        crossOrigin: 'anonymous',
      },
      {
        rel: 'preload',
        href: '/remotes/product/1.2.0/expose.1234abcd.js',
        as: 'script',
        crossOrigin: 'anonymous',
      },
      { rel: 'stylesheet', href: '/remotes/product/1.2.0/expose.1234abcd.css', as: null, crossOrigin: null },
    ]);

    // The shell's later fetches take these responses, each once; a second ask goes to the network.
    const network = jest.fn(async () => fakeResponse(200, { fresh: true }));
    global.fetch = network as unknown as typeof fetch;
    const data = await handedOverFetch(`${ORIGIN}/api/tea-item/sencha-superior`, {
      headers: { Accept: 'application/json' },
    });
    await expect(data.json()).resolves.toEqual({ slug: 'sencha-superior' });
    expect(network).not.toHaveBeenCalled();
    await handedOverFetch('/api/tea-item/sencha-superior');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('has made its preloads by the time the shell can read the manifest', async () => {
    visit('/tea-item/sencha-superior');
    const manifestUrl = `${ORIGIN}/remotes/product/1.2.0/mf-manifest.json`;
    let answerManifest: ((response: Response) => void) | null = null;
    const site = siteAnswers({
      '/config.json': { apiBase: '' },
      '/remotes.json': { product: '/remotes/product/1.2.0/mf-manifest.json' },
    });
    const fetchImpl = ((input: RequestInfo | URL) =>
      String(input) === manifestUrl
        ? new Promise<Response>((resolve) => (answerManifest = resolve))
        : site.fetchImpl(input)) as typeof fetch;
    const booting = loadPage(fetchImpl);
    while (!answerManifest) await new Promise((resolve) => setTimeout(resolve, 0));

    // The shell's runtime asks as soon as the boot has started the manifest; its answer comes after that.
    const seenByShell = handedOverFetch(manifestUrl).then(() => preloads().map((link) => link.href));
    (answerManifest as (response: Response) => void)(fakeResponse(200, productManifest));
    await expect(seenByShell).resolves.toEqual([
      '/remotes/product/1.2.0/remoteEntry.js',
      '/remotes/product/1.2.0/expose.1234abcd.js',
      '/remotes/product/1.2.0/expose.1234abcd.css',
    ]);
    await booting;
  });

  it('does not start what the shell has already fetched itself', async () => {
    visit('/tea-item/sencha-superior');
    const manifestUrl = `${ORIGIN}/remotes/product/1.2.0/mf-manifest.json`;
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { apiBase: '' },
      '/remotes.json': { product: '/remotes/product/1.2.0/mf-manifest.json' },
      '/remotes/product/1.2.0/mf-manifest.json': productManifest,
    });
    const network = jest.fn(async () => fakeResponse(200, productManifest));
    global.fetch = network as unknown as typeof fetch;
    const booting = loadPage(fetchImpl);
    // The shell's runtime asks for the manifest before the boot has read remotes.json.
    await handedOverFetch(manifestUrl);
    await booting;
    expect(network).toHaveBeenCalledTimes(1);
    expect(calls).not.toContain(manifestUrl);
    expect(calls).toContain(`${ORIGIN}/api/tea-item/sencha-superior`);
  });

  it('starts the menu on every page from the API base config.json names, for the shell to take over', async () => {
    visit('/frequently-asked-questions');
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { apiBase: `${ORIGIN}/shop-api` },
      '/remotes.json': {},
      '/shop-api/api/main-menu': { teaTypes: [] },
    });
    await loadPage(fetchImpl);
    expect(calls).toContain(`${ORIGIN}/shop-api/api/main-menu`);

    const network = jest.fn(async () => fakeResponse(200, {}));
    global.fetch = network as unknown as typeof fetch;
    const menu = await handedOverFetch(`${ORIGIN}/shop-api/api/main-menu`);
    await expect(menu.json()).resolves.toEqual({ teaTypes: [] });
    expect(network).not.toHaveBeenCalled();
  });

  it('starts a listing’s type, region or flavour and its teas, with the slug a fixed route gives', async () => {
    const answers = { '/config.json': { apiBase: '' }, '/remotes.json': {} };
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
      '/remotes.json': {},
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
      '/remotes.json': {},
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
        '/remotes.json': {},
        ...(body === null ? {} : { '/api/tea-item/sencha-superior': body }),
      });
      await expect(loadPage(fetchImpl)).resolves.toBeUndefined();
      expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(0);
    }
  });

  it('starts the FAQ’s questions beside its code, handed over but not kept for the first render', async () => {
    visit('/frequently-asked-questions');
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { apiBase: '/shop-api' },
      '/remotes.json': { content: '/remotes/content/1.0.0/mf-manifest.json' },
      '/shop-api/api/faq': [{ question: 'Q', answer: 'A', position: 1 }],
    });
    await loadPage(fetchImpl);
    expect(calls).toContain(`${ORIGIN}/shop-api/api/faq`);
    expect(calls).toContain(`${ORIGIN}/remotes/content/1.0.0/mf-manifest.json`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not in PAGE_READY: the page fetches it as ever, and takes the boot's response over.
    expect(readReadyAnswer('/shop-api/api/faq')).toBeUndefined();
    const network = jest.fn();
    global.fetch = network;
    await expect((await handedOverFetch('/shop-api/api/faq')).json()).resolves.toHaveLength(1);
    expect(network).not.toHaveBeenCalled();
  });

  it('starts an order page’s order read only for an id shaped as the API issues them', async () => {
    const orderId = '546728ba-0b69-4608-90ca-c84ce4c723d3';
    const answers = {
      '/config.json': { apiBase: '' },
      '/remotes.json': {
        orders: '/remotes/orders/1.0.0/mf-manifest.json',
        catalog: '/remotes/catalog/1.0.0/mf-manifest.json',
      },
      [`/api/order/${orderId}`]: { id: orderId },
      '/api/home/carousel': [],
    };
    visit(`/sencha-steep-in-transit/${orderId}`);
    const order = siteAnswers(answers);
    await loadPage(order.fetchImpl);
    expect(order.calls).toContain(`${ORIGIN}/api/order/${orderId}`);
    expect(order.calls).toContain(`${ORIGIN}/remotes/orders/1.0.0/mf-manifest.json`);
    // The carousel below the order waits until it nears the viewport: neither its data nor its remote now.
    expect(order.calls.filter((url) => url.includes('carousel') || url.includes('/catalog/'))).toEqual([]);
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
      '/remotes.json': { cartCheckout: '/remotes/cartCheckout/1.0.0/mf-manifest.json' },
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

  it('stops quietly when remotes.json or the manifest is missing or broken', async () => {
    visit('/tea-item/sencha-superior');
    const broken = siteAnswers({
      '/config.json': { apiBase: '' },
      '/remotes.json': { product: '/remotes/product/1.2.0/mf-manifest.json' },
      '/remotes/product/1.2.0/mf-manifest.json': { exposes: 'not a list' },
    });
    await expect(loadPage(broken.fetchImpl)).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);

    const missing = siteAnswers({});
    await expect(loadPage(missing.fetchImpl)).resolves.toBeUndefined();
    expect(missing.calls.map((url) => url.replace(ORIGIN, ''))).toEqual(
      expect.arrayContaining(['/config.json', '/remotes.json']),
    );
    expect(preloads()).toEqual([]);
  });

  it('fetches only config.json, remotes.json and the menu for a path that is no page, never more than the bound', async () => {
    visit(`/tea-item/${'x'.repeat(600)}`);
    const { calls, fetchImpl } = siteAnswers({ '/remotes.json': {} });
    await loadPage(fetchImpl);
    expect(calls.map((url) => url.replace(ORIGIN, ''))).toEqual([
      '/config.json',
      '/remotes.json',
      '/api/main-menu',
    ]);

    visit('/tea-item/not%20a%20slug');
    const invalid = siteAnswers({ '/remotes.json': {} });
    await loadPage(invalid.fetchImpl);
    expect(invalid.calls.filter((url) => url.includes('/api/'))).toEqual([`${ORIGIN}/api/main-menu`]);
    expect(invalid.calls.length).toBeLessThanOrEqual(MAX_BOOT_FETCHES);
  });
});

import { MAX_BOOT_FETCHES } from './bootFetches';
import { startBoot } from './startBoot';
import { claimHandover, handedOverFetch } from './handover';
import { fakeResponse } from '../test/fakeResponse';
import {
  ORIGIN,
  REMOTE_FILES,
  REMOTE_MANIFESTS,
  loadPage,
  preloads,
  siteAnswers,
  visit,
} from '../test/bootSite';

const productManifest = REMOTE_MANIFESTS.product;
/** The site with every remote's manifest, the product's at 1.2.0. */
const SITE: Record<string, unknown> = {
  ...REMOTE_FILES,
  '/remotes.json': {
    ...(REMOTE_FILES['/remotes.json'] as Record<string, string>),
    product: '/remotes/product/1.2.0/mf-manifest.json',
  },
};
const OTHER_MANIFESTS = ['catalog', 'cartCheckout', 'orders', 'content'].map(
  (name) => `/remotes/${name}/1.0.0/mf-manifest.json`,
);

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
      ...SITE,
      '/remotes/product/1.2.0/mf-manifest.json': productManifest,
      '/api/tea-item/sencha-superior': { slug: 'sencha-superior' },
    });
    await loadPage(fetchImpl);

    // Every remote's manifest, for the routes they declare; the page's code and data only for its own.
    expect(calls.map((url) => url.replace(ORIGIN, '')).sort()).toEqual(
      [
        '/api/main-menu',
        '/api/tea-item/sencha-superior',
        '/config.json',
        '/remotes.json',
        '/remotes/product/1.2.0/mf-manifest.json',
        ...OTHER_MANIFESTS,
      ].sort(),
    );
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
    const site = siteAnswers({ '/config.json': { apiBase: '' }, ...SITE });
    const fetchImpl = ((input: RequestInfo | URL) =>
      String(input) === manifestUrl
        ? new Promise<Response>((resolve) => (answerManifest = resolve))
        : site.fetchImpl(input)) as typeof fetch;
    const booting = loadPage(fetchImpl);
    while (!answerManifest) await new Promise((resolve) => setTimeout(resolve, 0));

    // The shell's runtime asks as soon as the boot has started the manifest; its answer comes after that. The
    // product's is the last manifest in: the boot learns the routes and preloads within its hand-over.
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
      ...SITE,
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
    // The first reads are the manifest's to declare: without it read here, the page fetches its data itself.
    expect(calls.filter((url) => url.includes('/api/tea-item/'))).toEqual([]);
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

  it('stops quietly when remotes.json or the manifest is missing or broken', async () => {
    visit('/tea-item/sencha-superior');
    const broken = siteAnswers({
      '/config.json': { apiBase: '' },
      ...SITE,
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

  it('sets the cohort cookie before it reads remotes.json, and starts its side of a canary split', async () => {
    visit('/tea-item/sencha-superior');
    document.cookie = 'sencha_cohort=7; Path=/';
    const split = {
      stable: '/remotes/product/1.0.0/mf-manifest.json',
      canary: '/remotes/product/1.2.0/mf-manifest.json',
      percent: 10,
    };
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { apiBase: '' },
      ...SITE,
      '/remotes.json': { ...(SITE['/remotes.json'] as object), product: split },
      '/remotes/product/1.2.0/mf-manifest.json': productManifest,
    });
    await loadPage(fetchImpl);
    expect(calls).toContain(`${ORIGIN}/remotes/product/1.2.0/mf-manifest.json`);
    expect(calls).not.toContain(`${ORIGIN}/remotes/product/1.0.0/mf-manifest.json`);
    // A browser without the cookie gets a fresh bucket from the boot.
    document.cookie = 'sencha_cohort=; Path=/; Max-Age=0';
    delete window.senchaBoot;
    await startBoot(window, '/', siteAnswers({ '/remotes.json': {} }).fetchImpl).catch(() => undefined);
    expect(document.cookie).toMatch(/sencha_cohort=\d{1,2}/);
  });
});

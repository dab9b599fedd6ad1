import { expect, test, type Page, type Request } from '@playwright/test';
import { openCartWith, placeOrder, productsOnSale } from '../support/shop';

/**
 * No waterfall deeper than necessary (docs/architecture.md#boot): the boot script starts the current
 * route's remote files and data before the shell's bundle runs, and each is fetched once; a link to another
 * area starts that area's files before the click (docs/architecture.md#link-prefetching).
 */
const SLUG = 'sencha-superior-100g';
const PRODUCT = 'http://localhost:3002';

/** Counts requests by URL without the query (index.html adds ?hash to its entry scripts). */
function countRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = request.url().replace(/\?.*$/, '');
    counts.set(url, (counts.get(url) ?? 0) + 1);
  });
  return {
    matching: (pattern: RegExp) => [...counts].filter(([url]) => pattern.test(url)),
    count: (url: string) => counts.get(url) ?? 0,
  };
}

/** Resolves once a request matching each pattern has been seen. */
function seenAll(page: Page, patterns: RegExp[]): Promise<void> {
  const pending = new Set(patterns);
  return new Promise((resolve) => {
    const onRequest = (request: Request) => {
      for (const pattern of pending) if (pattern.test(request.url())) pending.delete(pattern);
      if (pending.size === 0) {
        page.off('request', onRequest);
        resolve();
      }
    };
    page.on('request', onRequest);
  });
}

test('a tea item’s manifest, remote entry, page chunk and CSS, its data and its main image start before the shell’s bundle runs, each once', async ({
  page,
}) => {
  const requests = countRequests(page);
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  const routeParts = [
    new RegExp(`^${PRODUCT}/mf-manifest\\.json`),
    new RegExp(`^${PRODUCT}/remoteEntry\\.js`),
    new RegExp(`^${PRODUCT}/__federation_expose_TeaItemPage\\.[0-9a-f]{8}\\.js`),
    new RegExp(`^${PRODUCT}/__federation_expose_TeaItemPage\\.[0-9a-f]{8}\\.css`),
    new RegExp(`/api/tea-item/${SLUG}$`),
    // The top bar's menu, on every page: else one more round trip after the first render.
    /\/api\/main-menu$/,
  ];
  // The main image, preloaded from the data: nothing else can ask for an image before the shell runs.
  const teaImage = new RegExp(`/cdn-cgi/image/[^/]+/.*${SLUG}`);
  const started = seenAll(page, [...routeParts, teaImage]);
  // The shell's main.js is held back until all of them have been asked for: what starts them cannot be the
  // shell (its bundle has not even arrived), only the boot script. Without it, this test times out.
  let mainHeld = false;
  await page.route(/localhost:3000\/main\.js/, async (route) => {
    mainHeld = true;
    await started;
    await route.continue();
  });

  await page.goto(`/tea-item/${SLUG}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Sencha Superior 100g' }),
  ).toBeVisible();
  expect(mainHeld).toBe(true);

  for (const pattern of routeParts) {
    const seen = requests.matching(pattern);
    expect(seen, String(pattern)).toHaveLength(1);
    expect(seen[0]?.[1], `${String(pattern)} requested once`).toBe(1);
  }
  // The files the shell reads first are taken over from the boot script too.
  expect(requests.count('http://localhost:3000/remotes.json')).toBe(1);
  expect(requests.count('http://localhost:3000/config.json')).toBe(1);
  // The gallery draws the file the boot script preloaded: the same srcset and sizes pick the same width.
  const mainImage = page.getByRole('button', { name: /^Open full-screen image/ }).locator('img');
  await expect(mainImage).toHaveJSProperty('complete', true);
  const shown = await mainImage.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(requests.matching(new RegExp(`/cdn-cgi/image/[^/]+/.*${SLUG}`)).map(([url]) => url)).toContain(
    shown,
  );
  expect(requests.count(shown), 'the main image requested once').toBe(1);
  // The brand mark in the top bar is inlined: no image request for favicon.svg (the tab's icon is no image).
  await expect(page.getByRole('link', { name: 'Sencha Tea' }).locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  expect(imageRequests.filter((url) => url.includes('favicon'))).toEqual([]);
});

test('when the shell runs before the boot script (boot.js is async), the boot starts nothing and each file is fetched once', async ({
  page,
}) => {
  const requests = countRequests(page);
  // boot.js is held back until the shell has asked for config.json itself: the shell ran first.
  const shellAsked = page.waitForEvent('request', {
    predicate: (request) => request.url().startsWith('http://localhost:3000/config.json'),
    timeout: 0,
  });
  let bootRan = false;
  await page.route(/localhost:3000\/boot\.js/, async (route) => {
    await shellAsked;
    bootRan = true;
    await route.continue();
  });

  await page.goto(`/tea-item/${SLUG}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Sencha Superior 100g' }),
  ).toBeVisible();
  // An async script holds the window's load until it has run, and the boot starts config.json and
  // remotes.json synchronously: by the load, a boot that ignored the shell's claim would have asked for them
  // again and replaced the claimed hand-over with its own (which can read ready answers).
  await page.waitForLoadState('load');
  expect(bootRan).toBe(true);
  const handover = await page.evaluate(
    () => typeof (window as unknown as { senchaBoot?: { readReady?: unknown } }).senchaBoot?.readReady,
  );
  expect(handover, 'the shell’s claimed hand-over is still in place').toBe('undefined');
  for (const pattern of [/localhost:3000\/config\.json$/, /localhost:3000\/remotes\.json$/])
    expect(
      requests.matching(pattern).map(([, count]) => count),
      String(pattern),
    ).toEqual([1]);
});

/**
 * Records, from before the page's first script, whether the page ever put `text` in the DOM (a loading state
 * replaced before the test could look at it still counts); read it with `wasShown`.
 */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const seen = { shown: false };
    Object.assign(window, { loadingStateSeen: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(watched)) seen.shown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () =>
    page.evaluate(
      () => (window as unknown as { loadingStateSeen: { shown: boolean } }).loadingStateSeen.shown,
    );
}

/** Holds the shell's main.js back until a response matching `data` has arrived in full. */
async function holdShellUntilArrived(page: Page, data: RegExp) {
  const arrived = page.waitForEvent('requestfinished', {
    predicate: (request) => data.test(request.url()),
    timeout: 0,
  });
  await page.route(/localhost:3000\/main\.js/, async (route) => {
    await arrived;
    await route.continue();
  });
}

test('a tea item whose data arrived before its code renders it in the page’s first render, without its loading state', async ({
  page,
}) => {
  const requests = countRequests(page);
  const data = new RegExp(`/api/tea-item/${SLUG}$`);
  const loadingShown = await watchFor(page, 'Loading the tea item');
  await holdShellUntilArrived(page, data);
  await page.goto(`/tea-item/${SLUG}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Sencha Superior 100g' }),
  ).toBeVisible();
  expect(await loadingShown()).toBe(false);
  expect(requests.matching(data).map(([, count]) => count)).toEqual([1]);
});

test('an order page whose order arrived before its code shows it in the page’s first render', async ({
  page,
  request,
}) => {
  test.slow();
  const orderId = await placeOrder(page, request);
  const data = new RegExp(`/api/order/${orderId}$`);
  const tracking = await page.context().newPage();
  const requests = countRequests(tracking);
  const loadingShown = await watchFor(tracking, 'Loading your order');
  await holdShellUntilArrived(tracking, data);
  await tracking.goto(`/sencha-steep-in-transit/${orderId}`);
  await expect(tracking.getByText(orderId)).toBeVisible();
  expect(await loadingShown()).toBe(false);
  expect(requests.matching(data).map(([, count]) => count)).toEqual([1]);
});

test('a listing’s first card image starts before the shell’s bundle runs, and the card uses it', async ({
  page,
}) => {
  const requests = countRequests(page);
  const cardImage = /\/cdn-cgi\/image\/width=800,[^/]*\/.*images\/tea\//;
  const started = seenAll(page, [cardImage]);
  // As above: only the boot script can ask for an image before main.js has arrived.
  await page.route(/localhost:3000\/main\.js/, async (route) => {
    await started;
    await route.continue();
  });
  await page.goto('/specialty-tea/green-tea');
  const firstCard = page.getByTestId('product-grid').getByRole('listitem').first().locator('img');
  await expect(firstCard).toHaveJSProperty('complete', true);
  const shown = await firstCard.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(requests.count(shown), 'the first card image requested once').toBe(1);
  expect(await page.locator('link[rel="preload"][as="image"]').getAttribute('href')).toBe(
    new URL(shown).pathname,
  );
});

test('the FAQ’s questions start before the shell’s bundle runs, and the page takes them over', async ({
  page,
}) => {
  const requests = countRequests(page);
  const faq = /\/api\/faq$/;
  const started = seenAll(page, [faq]);
  // As above: only the boot script can ask for the questions before main.js has arrived.
  let mainHeld = false;
  await page.route(/localhost:3000\/main\.js/, async (route) => {
    mainHeld = true;
    await started;
    await route.continue();
  });
  await page.goto('/frequently-asked-questions');
  await expect(page.getByRole('main').getByRole('button', { name: 'Expand All' })).toBeVisible();
  expect(mainHeld).toBe(true);
  expect(requests.matching(faq).map(([, count]) => count)).toEqual([1]);
});

test('the stored cart’s line stock starts before the shell’s bundle runs, and the cart page takes it over', async ({
  page,
  request,
}) => {
  const [first, second] = await productsOnSale(request);
  expect(first && second, 'two teas on sale').toBeTruthy();
  const requests = countRequests(page);
  const stockReads = [first!, second!].map(({ slug }) => new RegExp(`/api/tea-item/${slug}$`));
  const started = seenAll(page, stockReads);
  // As above: only the boot script can ask for them before main.js has arrived.
  let mainHeld = false;
  await page.route(/localhost:3000\/main\.js/, async (route) => {
    mainHeld = true;
    await started;
    await route.continue();
  });
  await openCartWith(page, [
    { product: first!, quantity: 1 },
    { product: second!, quantity: 1 },
  ]);
  expect(mainHeld).toBe(true);
  await page.waitForLoadState('networkidle');
  // The cart page's own stock refresh took the started reads over instead of asking again.
  for (const pattern of stockReads) expect(requests.matching(pattern).map(([, count]) => count)).toEqual([1]);
});

test('hovering a link fetches its area’s page chunk before the click, and the click does not fetch it again', async ({
  page,
}) => {
  const requests = countRequests(page);
  const faqChunk = /localhost:3005\/__federation_expose_FaqPage\.[0-9a-f]{8}\.js/;
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();
  expect(requests.matching(faqChunk)).toHaveLength(0);

  const fetched = page.waitForRequest(faqChunk);
  const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await faqLink.hover();
  await fetched;

  await faqLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked Questions/i })).toBeVisible();
  const seen = requests.matching(faqChunk);
  expect(seen).toHaveLength(1);
  expect(seen[0]?.[1]).toBe(1);
});

test('a link to another area in view once the page has loaded fetches that area’s page chunk without a click', async ({
  page,
}) => {
  const teaItemChunk = page.waitForRequest(/localhost:3002\/__federation_expose_TeaItemPage\./);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();
  // The carousel's tiles link to tea items (the product remote, not on the home page).
  await page.getByRole('main').locator('a[href^="/tea-item/"]').first().scrollIntoViewIfNeeded();
  await teaItemChunk;
});

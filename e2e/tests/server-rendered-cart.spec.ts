import { expect, test, type Page } from '@playwright/test';
import { releasesSite, renderServerBehind } from '../support/releasesSite';
import { serverStateOf, untilWarm, watchHydrationErrors } from '../support/serverRenderedPages';
import { cartOf, productsOnSale, storeCart, type Product } from '../support/shop';

/**
 * The empty cart rendered on the server (docs/server-rendering.md#the-empty-cart): the cart hint cookie the shell
 * keeps, the carousel that leads the page rendered with it, and hydration in the order the server shuffled; and
 * nginx's page cache keyed on the hint and cohort as nginx reads them. Through real nginx over a releases folder,
 * with the live shell's render server behind it.
 */
const RENDER_PORT = 3019;
const site = releasesSite(8092, { renderUpstream: `127.0.0.1:${RENDER_PORT}` });
/** One, three and five tiles, as the stylesheet shows them at each width. */
const TILES_AT = [
  { width: 375, tiles: 1 },
  { width: 768, tiles: 3 },
  { width: 1280, tiles: 5 },
] as const;
renderServerBehind(site, RENDER_PORT);

const carousel = (page: Page) => page.getByRole('region', { name: 'Tea carousel' });
/** The names of the carousel's tiles the width shows, in order (on the home page, under the hero's intro too). */
const shownTiles = (page: Page) =>
  page
    .getByRole('region', { name: 'Tea carousel', includeHidden: true })
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.filter((slide) => slide.checkVisibility()).map((slide) => slide.textContent ?? ''),
    );
const cartHint = async (page: Page) =>
  (await page.context().cookies(site.url)).find((cookie) => cookie.name === 'sencha_cart')?.value;

/**
 * Opens `path` as the server rendered it whole. On a busy machine an area can run out of its budget and be left to
 * the browser, as designed (server-rendering.spec.ts breaks areas on purpose), and a read that ran out of it leaves
 * its area in its loading state (the carousel's tiles): here the whole render is looked at.
 */
async function openRenderedWhole(page: Page, path: string, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await expect(async () => {
    const answer = await page.goto(`${site.url}${path}`, { waitUntil });
    expect(answer?.headers()['x-render']).toBe('server');
    const html = (await answer?.text()) ?? '';
    expect(html).not.toContain('data-dgst');
    expect(html).toContain('aria-roledescription="slide"');
  }).toPass({ timeout: 20_000 });
}

/** Lines in the browser's stored cart, written before any of the shop's script runs, as an earlier visit left them. */
const storeLines = (page: Page, products: Product[]) =>
  storeCart(page, cartOf(products.map((product) => ({ product, quantity: 1 }))));

test('with JavaScript off, an empty cart shows on the server’s page with the carousel under it, laid out for each width', async ({
  browser,
  request,
}) => {
  await untilWarm(request, site.url, [{ path: '/cart' }]);
  for (const { width, tiles } of TILES_AT) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openRenderedWhole(page, '/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page).toHaveTitle(/^Checkout/);
    expect(await shownTiles(page), `${width}px`).toHaveLength(tiles);
    // The tile it opens on is fetched at once, and is the picture a shopper sees first.
    const lead = carousel(page).locator('img[fetchpriority="high"]');
    await expect(lead).toBeVisible();
    await expect
      .poll(() => lead.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  }
});

test('a cart the hint says has lines is left to the browser, and nginx never gives one shopper’s cart page to the other', async ({
  request,
}) => {
  await untilWarm(request, site.url, [{ path: '/cart' }]);
  // With a cohort both answers may be kept for a second: an empty cart's page first, then a filled one's at once.
  const cartPage = async (cookie: string) =>
    (await request.get(`${site.url}/cart`, { headers: { Cookie: cookie } })).text();
  // Again if a busy machine left the first render's area to the browser (see openRenderedWhole).
  await expect(async () => {
    expect(await cartPage('sencha_cohort=5')).toContain('Your cart is empty.');
    const filled = await cartPage('sencha_cohort=5; sencha_cart=filled');
    expect(filled).not.toContain('Your cart is empty.');
    expect(filled).not.toContain('Tea carousel');
    expect(await cartPage('sencha_cohort=5; sencha_cart=empty')).toContain('Your cart is empty.');
  }).toPass({ timeout: 20_000 });
  // nginx reads cookie names and values case-blind, the shell's parser would not: a crafted cookie that nginx
  // takes for 'filled' must not have an empty cart kept under the filled key for everyone in the cohort.
  for (const crafted of ['sencha_cart=FILLED', 'SENCHA_CART=filled'])
    expect(await cartPage(`sencha_cohort=6; ${crafted}`), crafted).not.toContain('Your cart is empty.');
  expect(await cartPage('sencha_cohort=6; sencha_cart=filled')).not.toContain('Your cart is empty.');
});

test('nginx keeps a page under the cohort it was rendered for, whatever cookies a stranger crafts', async ({
  request,
}) => {
  await untilWarm(request, site.url, [{ path: '/frequently-asked-questions' }]);
  const cohortOf = async (cookie: string) => {
    const html = await (
      await request.get(`${site.url}/frequently-asked-questions`, { headers: { Cookie: cookie } })
    ).text();
    return serverStateOf(html)?.cohort;
  };
  // nginx takes the first of two cookies whose names differ only in case; the shell's parser only the exact one.
  // Rendered for 90 and kept under 7, the page would be cohort 7's for a second (another side of a canary split).
  await expect(async () => {
    expect(await cohortOf('SENCHA_COHORT=7; sencha_cohort=90')).toBe(7);
    expect(await cohortOf('sencha_cohort=7')).toBe(7);
  }).toPass({ timeout: 20_000 });
  // A cohort the shell would not write is no key: never kept, rendered by the exact cookie.
  expect(await cohortOf('SENCHA_COHORT=07; sencha_cohort=8')).toBe(8);
});

test('the browser hydrates the empty cart and the home page with their carousels in the order the server shuffled', async ({
  page,
  request,
}) => {
  await untilWarm(request, site.url, [{ path: '/cart' }, { path: '/home' }]);
  const hydrationErrors = watchHydrationErrors(page);
  const carouselReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/home/carousel') carouselReads.push(sent.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/home', '/cart']) {
    hydrationErrors.at(path);
    // The shell's code is held until the server's order has been read.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await openRenderedWhole(page, path, 'domcontentloaded');
    const rendered = await shownTiles(page);
    expect(rendered, path).toHaveLength(5);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await page.unroute(/\/main\.js/);
    expect(await shownTiles(page), path).toEqual(rendered);
  }
  expect(hydrationErrors.found).toEqual([]);
  // The teas came with the pages.
  expect(carouselReads).toEqual([]);
  // Live: the empty cart's carousel turns.
  await carousel(page).getByRole('button', { name: 'Next' }).click();
  await expect(carousel(page).locator('[aria-current="true"]')).toHaveAttribute('aria-label', '2 of 15');
});

test('the shell keeps the cart hint: a stored cart from before the cookie shows once live, and later loads leave it to the browser', async ({
  page,
  request,
}) => {
  await untilWarm(request, site.url, [{ path: '/cart' }]);
  const hydrationErrors = watchHydrationErrors(page);
  const [tea] = await productsOnSale(request);
  if (!tea) throw new Error('no tea on sale');
  await storeLines(page, [tea]);
  await page.setViewportSize({ width: 375, height: 812 });
  // No cookie yet: the server renders the empty cart, and the page shows the stored line once live.
  await page.goto(`${site.url}/cart`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.getByRole('heading', { name: 'Shipping Options' })).toBeVisible();
  await expect(page.getByText(tea.name).first()).toBeVisible();
  await expect.poll(() => cartHint(page)).toBe('filled');
  expect(hydrationErrors.found).toEqual([]);
  // From now on the server leaves this shopper's cart to the browser: no empty cart, however briefly.
  const answer = await page.reload();
  expect(await answer?.text()).not.toContain('Your cart is empty.');
  await expect(page.getByRole('heading', { name: 'Shipping Options' })).toBeVisible();
  // The last line removed, the hint says empty again, and the server renders the next load.
  await page.getByRole('button', { name: `Remove ${tea.name}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect.poll(() => cartHint(page)).toBe('empty');
  await expect(async () => {
    expect(await (await page.reload())?.text()).toContain('Your cart is empty.');
  }).toPass({ timeout: 20_000 });
});

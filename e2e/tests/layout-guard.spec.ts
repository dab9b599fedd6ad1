import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isPageDef } from '../../shell/src/routes/routeDefs';
import { settled } from '../support/axe';
import { stubFlagsmith, type StubFlags } from '../support/flagsmithStub';
import { layoutProblems } from '../support/layoutGuard';
import { siteRoutes } from '../support/siteRoutes';
import {
  enterAddress,
  OPERATOR_TOKEN,
  openCartWith,
  payInSandbox,
  productsOnSale,
  SYDNEY,
} from '../support/shop';

// Every page of the route table, as the remotes declare it (redirects are left to redirects.spec.ts: their targets are pages here) at a
// phone's, a tablet's and a desktop's width, one page after another in one tab per test: nothing wider than
// the window, no two controls or runs of text on top of each other, nothing cut or out of its card
// (support/layoutGuard.ts). A full-page screenshot of each is kept in test-results/layout/<width>/<route>.png,
// which Playwright clears when a run starts, not during it.
const WIDTHS = [375, 768, 1280] as const;

/** The pages behind a feature flag, shown with it on. */
const GATES: Record<string, StubFlags> = {
  maintenance: { 'maintenance-mode': true, 'coming-soon': false },
  'coming-soon': { 'maintenance-mode': false, 'coming-soon': true },
};
/** The pages a shopper reaches by buying: the guard walks the purchase to them. */
const JOURNEY = ['checkout', 'checkout/:sessionId', 'sencha-steep-in-transit/:orderId'];

const { defs: routeDefs } = siteRoutes();
const pages = routeDefs.filter(isPageDef);
const routeName = (path: string) => path.replace(/:/g, '').replace(/\//g, '-') || 'index';
/** The catalogue's and the tea pages' routes, walked apart from the rest so the two halves run side by side. */
const catalogue = new Set(
  pages.filter((def) => /^(catalog|product)\//.test(def.id)).map((def) => routeName(def.path)),
);

interface Stop {
  name: string;
  path: string;
}

/**
 * A real address for each page of the route table that is neither gated nor bought: parameters from the
 * running shop's catalogue (the sitemap lists every listing and tea), the shell's own pages included.
 */
async function routeStops(request: APIRequestContext): Promise<Stop[]> {
  const menu = (await (await request.get('/api/main-menu')).json()) as Record<string, { slug: string }[]>;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+\/([^<]*)<\/loc>/g)].map((match) => match[1]!);
  const [inStock] = await productsOnSale(request);
  // Where the sitemap has no address (the menu's matcha and herbal teas, the search, pages not built yet) or
  // a better one (a tea that can be added to the cart).
  const chosen: Record<string, string> = {
    'matcha-tea/:slug': `matcha-tea/${menu.matchaTypes![0]!.slug}`,
    'herbal-tea/:slug': `herbal-tea/${menu.tisaneTypes![0]!.slug}`,
    'tea-item/:slug': `tea-item/${inStock!.slug}`,
    'gifts/:slug': 'gifts/tea-hamper',
    search: 'search?q=sencha',
  };
  const defs = [...pages, ...routeDefs.filter((def) => 'shellPage' in def)];
  return defs
    .filter(({ path }) => !(path in GATES) && !JOURNEY.includes(path))
    .map(({ path }) => {
      const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
      const address = chosen[path] ?? (path.includes(':') ? listed.find((url) => pattern.test(url)) : path);
      if (address === undefined) throw new Error(`No address for the route ${path}: give it one in chosen.`);
      return { name: routeName(path), path: `/${address}` };
    });
}

/** A test's time: a page settles in a second or two, and far slower on a busy machine. */
const budget = (pageCount: number) => 30_000 + pageCount * 12_000;

const screenshotPath = (width: number, name: string) =>
  join(test.info().project.outputDir, 'layout', String(width), `${name}.png`);

/**
 * The page complete: the areas composed below it (rendered as the shopper nears them) shown, every image
 * loaded (lazy ones too, for their final size) and decoded (the full-page screenshot leaves an image decoded
 * asynchronously blank beyond the window), and the fonts in.
 */
async function complete(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('near-viewport-placeholder')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          for (const image of document.images) {
            image.loading = 'eager';
            image.decoding = 'sync';
          }
          return [...document.images].every((image) => image.complete) && document.fonts.status === 'loaded';
        }),
      // A listing's images are resized on their first request.
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}

/** Checks the page as it is now and keeps its screenshot: one line per problem, with where and at what width. */
async function guard(page: Page, width: number, stop: Stop): Promise<string[]> {
  const problems = await layoutProblems(page);
  await page.screenshot({ path: screenshotPath(width, stop.name), fullPage: true });
  return problems.map((problem) => `${stop.path} at ${width}px (${stop.name}.png): ${problem}`);
}

/** A routed page, once it has settled. */
async function check(page: Page, width: number, stop: Stop): Promise<string[]> {
  await settled(page);
  await complete(page);
  return guard(page, width, stop);
}

async function visit(page: Page, width: number, stops: readonly Stop[]): Promise<string[]> {
  const found: string[] = [];
  for (const stop of stops) {
    await page.goto(stop.path);
    found.push(...(await check(page, width, stop)));
  }
  return found;
}

for (const width of WIDTHS) {
  test.describe(`layout at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the catalogue and the tea pages', async ({ page, request }) => {
      const stops = (await routeStops(request)).filter((stop) => catalogue.has(stop.name));
      test.setTimeout(budget(stops.length));
      expect(await visit(page, width, stops)).toEqual([]);
    });

    test('the content pages, the empty cart and the shell’s own pages', async ({ page, request }) => {
      const stops = (await routeStops(request)).filter((stop) => !catalogue.has(stop.name));
      test.setTimeout(budget(stops.length));
      expect(await visit(page, width, stops)).toEqual([]);
    });

    test('the cart with two teas, checkout, its status and the order with its review writer', async ({
      page,
      request,
    }) => {
      // Five pages, and the purchase between them.
      test.setTimeout(budget(8));
      for (const path of JOURNEY) expect(pages.map((def) => def.path)).toContain(path);
      page.on('dialog', (dialog) => void dialog.accept());
      const found: string[] = [];
      const [first, second] = await productsOnSale(request);
      // The address form is open on a cart with teas until an address is confirmed.
      await openCartWith(page, [
        { product: first!, quantity: 1 },
        { product: second!, quantity: 1 },
      ]);
      await expect(page.getByLabel('Postcode')).toBeVisible();
      await complete(page);
      found.push(...(await guard(page, width, { name: 'cart-two-teas-address-form', path: '/cart' })));

      await enterAddress(page, SYDNEY);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const form = page.frameLocator('iframe[title="Payment form (test payments)"]');
      await expect(form.getByRole('button', { name: /^Pay / })).toBeAttached();
      await complete(page);
      found.push(...(await guard(page, width, { name: routeName('checkout'), path: '/checkout' })));

      await payInSandbox(page, '4242 4242 4242 4242');
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await complete(page);
      const status = { name: routeName('checkout/:sessionId'), path: new URL(page.url()).pathname };
      found.push(...(await guard(page, width, status)));

      const href = await page.getByRole('link', { name: 'Track your order' }).getAttribute('href');
      const order = { name: routeName('sencha-steep-in-transit/:orderId'), path: href! };
      await page.goto(order.path);
      found.push(...(await check(page, width, order)));
      const delivered = await request.post(`/api/admin/orders/${href!.split('/').pop()}/delivery-states`, {
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        data: { state: 'delivered' },
      });
      expect(delivered.status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
      await complete(page);
      found.push(...(await guard(page, width, { ...order, name: `${order.name}-review-writer` })));
      expect(found).toEqual([]);
    });

    test.describe('the gated pages', () => {
      // The stub's Flagsmith host is not in this deployment's CSP (see flags-gate.spec.ts).
      test.use({ bypassCSP: true });

      test('with their flag on', async ({ page }) => {
        const found: string[] = [];
        const flagsmith = await stubFlagsmith(page, {});
        for (const { path } of pages.filter((def) => def.path in GATES)) {
          flagsmith.setFlags(GATES[path]!);
          await page.goto(`/${path}`);
          await expect(page).toHaveURL(new RegExp(`/${path}`));
          found.push(...(await check(page, width, { name: routeName(path), path: `/${path}` })));
        }
        expect(found).toEqual([]);
      });
    });
  });
}

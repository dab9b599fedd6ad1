import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settled } from '../support/axe';
import { stubFlagsmith } from '../support/flagsmithStub';
import {
  OPERATOR_TOKEN,
  enterAddress,
  openCartWith,
  placeOrder,
  productsOnSale,
  readyCart,
  SYDNEY,
} from '../support/shop';

// Every page of the route table (the remotes' pages.json, docs/product-rules/navigation.md#routes-and-redirects),
// scanned by axe-core at a phone's and a desktop's width: no axe violation.
const CATALOGUE = [
  '/',
  '/home',
  '/specialty-tea/green-tea',
  '/matcha-tea',
  '/herbal-tea',
  '/tea-wares',
  '/tea-region/uji',
  '/tea-flavour/umami',
  '/tea-item/sencha-superior-100g',
  '/tea-wares/kyusu-teapots',
  '/tea-item/no-such-tea',
  '/tea-wares/no-such',
  '/specialty-tea/no-such-type',
  '/search?q=oolong&region=nantou',
  '/search?q=xyzzy',
];
const CONTENT = [
  '/about',
  '/contact',
  '/frequently-asked-questions',
  '/privacy-policy',
  '/terms-of-service',
  '/refunds-policy',
  '/vulnerability-disclosure-program',
  '/the-first-steep/confirm?token=not-a-token',
  '/the-first-steep/unsubscribe?token=not-a-token',
  '/gifts',
  '/gifts/tea-hamper',
  '/beyond-the-brew',
  '/cart',
  '/versions',
];
const WIDTHS = [375, 1280];
// Pages per test: each test scans its share in sequence, so no one test holds a long list on a busy machine.
const PAGES_PER_TEST = 6;
const shares = (paths: readonly string[]) =>
  Array.from({ length: Math.ceil(paths.length / PAGES_PER_TEST) }, (_, i) =>
    paths.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
  );

async function scanPaths(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    found.push(...(await axeViolations(page, path)));
  }
  return found;
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
    });

    shares(CATALOGUE).forEach((paths, part) => {
      test(`the catalogue pages (part ${part + 1}) have no axe violation`, async ({ page }) => {
        test.slow();
        expect(await scanPaths(page, paths)).toEqual([]);
      });
    });

    test('a matcha and a herbal tea at their own addresses have no axe violation', async ({
      page,
      request,
    }) => {
      test.slow();
      // /matcha-tea/:slug and /herbal-tea/:slug, as the menu links them.
      const menu = (await (await request.get('/api/main-menu')).json()) as Record<string, { slug: string }[]>;
      const [matcha] = menu.matchaTypes!;
      const [herbal] = menu.tisaneTypes!;
      expect(await scanPaths(page, [`/matcha-tea/${matcha!.slug}`, `/herbal-tea/${herbal!.slug}`])).toEqual(
        [],
      );
    });

    shares(CONTENT).forEach((paths, part) => {
      test(`the content pages, the empty cart and the dead ends (part ${part + 1}) have no axe violation`, async ({
        page,
      }) => {
        test.slow();
        expect(await scanPaths(page, paths)).toEqual([]);
      });
    });

    test('the cart with items, checkout, its status and the order page have no axe violation', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      const [first, second] = await productsOnSale(request);
      await openCartWith(page, [
        { product: first!, quantity: 1 },
        { product: second!, quantity: 2 },
      ]);
      found.push(...(await axeViolations(page, '/cart with two items')));
      await enterAddress(page, SYDNEY);
      await expect(page.getByRole('radio').first()).toBeVisible();
      found.push(...(await axeViolations(page, '/cart with shipping services')));

      // The checkout page with the payment form (the sandbox's, framed: axe scans the frame too).
      const cart = await readyCart(request, baseURL!);
      await page.evaluate((stored) => localStorage.setItem('cart', JSON.stringify(stored)), cart);
      await page.goto('/checkout');
      await expect(
        page.frameLocator('iframe[title="Payment form (test payments)"]').getByLabel('Card number'),
      ).toBeVisible();
      found.push(...(await axeViolations(page, '/checkout')));

      const orderId = await placeOrder(page, request);
      found.push(...(await axeViolations(page, '/checkout/:sessionId')));

      await page.goto(`/sencha-steep-in-transit/${orderId}`);
      await expect(page.getByText(orderId).first()).toBeVisible();
      await settled(page);
      found.push(...(await axeViolations(page, '/sencha-steep-in-transit/:orderId')));
      // Delivered: the review writer (a radio group of stars) shows too.
      const delivered = await request.post(`/api/admin/orders/${orderId}/delivery-states`, {
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        data: { state: 'delivered' },
      });
      expect(delivered.status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
      found.push(...(await axeViolations(page, '/sencha-steep-in-transit/:orderId delivered')));
      expect(found).toEqual([]);
    });

    test('open dialogs and menus have no axe violation', async ({ page, request }) => {
      test.slow();
      const found: string[] = [];
      // A tea in stock (the e2e database keeps what earlier runs bought), so Add to Cart is there.
      const [product] = await productsOnSale(request);
      const teaItem = `/tea-item/${product!.slug}`;
      await page.goto(teaItem);
      await settled(page);
      // The navigation: the phone's menu opened by its button, a dropdown open within it or on the desktop.
      const menuButton = page.getByRole('button', { name: 'Menu' });
      if (width === 375) {
        // A phone has the menu behind its button: it must be there.
        await expect(menuButton).toBeVisible();
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        found.push(...(await axeViolations(page, 'mobile menu open')));
      }
      const dropdown = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Matcha' });
      await dropdown.click();
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
      found.push(...(await axeViolations(page, 'menu dropdown open')));
      await page.keyboard.press('Escape');

      // The tea item's full-screen image, a modal dialog.
      await page.goto(teaItem);
      await settled(page);
      await page.getByRole('button', { name: /^Open full-screen image/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await axeViolations(page, 'lightbox dialog')));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The alert a shopper gets on adding to the cart.
      await page.getByRole('button', { name: /Add to Cart/i }).click();
      await expect(page.getByText(/added to cart!/)).toBeVisible();
      found.push(...(await axeViolations(page, 'added-to-cart alert')));
      expect(found).toEqual([]);
    });

    test('the search suggestions have no axe violation', async ({ page }) => {
      await page.goto('/home');
      await settled(page);
      // Up to 1100px the search box opens from its button (docs/product-rules/navigation.md#navigation-and-layout).
      if (width <= 1100) await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('combobox', { name: 'Search teas' }).fill('sencha');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page, 'search suggestions')).toEqual([]);
    });

    test.describe('the gate pages', () => {
      // The stub's Flagsmith host is not in this deployment's CSP (see flags-gate.spec.ts).
      test.use({ bypassCSP: true });

      test('maintenance and coming soon have no axe violation', async ({ page }) => {
        const found: string[] = [];
        const flagsmith = await stubFlagsmith(page, { 'maintenance-mode': true, 'coming-soon': false });
        await page.goto('/about');
        await expect(page).toHaveURL(/\/maintenance\?/);
        await settled(page);
        found.push(...(await axeViolations(page, '/maintenance')));
        flagsmith.setFlags({ 'maintenance-mode': false, 'coming-soon': true });
        await page.goto('/about');
        await expect(page).toHaveURL(/\/coming-soon\?/);
        await settled(page);
        found.push(...(await axeViolations(page, '/coming-soon')));
        expect(found).toEqual([]);
      });
    });
  });
}

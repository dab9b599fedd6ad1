import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enterAddress, openCartWith, payInSandbox, productsOnSale, SYDNEY } from '../support/shop';
import { startedAfterLoad } from '../support/resourceTiming';

const VERIFY_FAILED =
  'We were not able to verify your shipping address. Would you like to use it and proceed anyway?';
const CART_INVALID =
  'Your cart has 1 or more errors and failed a security check. Please review the cart and try again.';

/** Answers every browser dialog with `accept`, recording its message. */
function answerDialogs(page: Page, accept: (message: string) => boolean) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void (accept(dialog.message()) ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

async function chooseCheapestAndProceed(page: Page) {
  const services = page.getByRole('radio');
  await expect(services.first()).toBeVisible();
  await services.first().check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
}

test('the whole journey: an empty cart, two teas, an address, a service, payment, the order', async ({
  page,
  request,
}) => {
  // Six pages and four API round trips in one test: more than the default allows on a busy two-core machine.
  test.slow();
  const dialogs = answerDialogs(page, () => true);
  const [first, second] = await productsOnSale(request);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page).toHaveTitle('Checkout');

  for (const product of [first!, second!]) {
    await page.goto(`/tea-item/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('link', { name: first!.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `One more ${second!.name}` }).click();
  await expect(page.getByLabel(`${second!.name} quantity`)).toHaveText('2');

  await enterAddress(page, SYDNEY);
  const options = page.getByRole('radio');
  await expect(options).toHaveCount(2);
  const prices = await page
    .locator('fieldset label')
    .evaluateAll((labels) => labels.map((l) => Number((l.textContent ?? '').replace(/.*\$/, ''))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.getByRole('radio', { name: /Express Post/ }).check();

  // The address and the choice survive a reload (the cart is stored).
  await page.reload();
  await expect(page.getByLabel('Shipping address')).toContainText('1 Martin Place');
  await expect(page.getByRole('radio', { name: /Express Post/ })).toBeChecked();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await payInSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/cs_sandbox_\w+$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page).toHaveTitle('Checkout Status');
  await expect(page.getByText('A confirmation email will be sent to e2e.shopper@example.com')).toBeVisible();
  expect(dialogs).toContain('Would you like to clear your cart? ');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  const orderId = await page
    .locator('strong')
    .filter({ hasText: /^[0-9a-f-]{36}$/ })
    .textContent();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(`/sencha-steep-in-transit/${orderId}`);
});

test('a declined card says so and takes no order', async ({ page, request }) => {
  answerDialogs(page, () => true);
  const [product] = await productsOnSale(request);
  await openCartWith(page, [{ product: product!, quantity: 1 }]);
  await enterAddress(page, SYDNEY);
  await chooseCheapestAndProceed(page);
  // A reload of /checkout shows a payment form again (a new session; the cart is kept).
  await expect(page.frameLocator('iframe').getByLabel('Card number')).toBeVisible();
  await page.reload();
  const form = await payInSandbox(page, '4000 0000 0000 0002');
  await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  // No order: the session is still open, and the cart is as it was.
  const src = await page.locator('iframe').getAttribute('src');
  const sessionId = src!.split('/').pop()!;
  expect((await (await request.get(`/api/checkout/session/${sessionId}`)).json()).status).toBe('open');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('an address that cannot be confirmed: cancel keeps it out, continue uses it', async ({
  page,
  request,
}) => {
  const [product] = await productsOnSale(request);
  await openCartWith(page, [{ product: product!, quantity: 1 }]);
  const answers = [false, true];
  const dialogs = answerDialogs(page, () => answers.shift() ?? true);
  await enterAddress(page, { ...SYDNEY, city: 'Melbourne' });
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]).toBe(VERIFY_FAILED);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check Shipping Options' }).click();
  await expect(page.getByRole('radio')).toHaveCount(2);
  expect(dialogs).toEqual([VERIFY_FAILED, VERIFY_FAILED]);
});

test('an international address gets international services', async ({ page, request }) => {
  answerDialogs(page, () => true);
  const [product] = await productsOnSale(request);
  await openCartWith(page, [{ product: product!, quantity: 1 }]);
  await enterAddress(page, {
    name: 'Aroha Smith',
    line1: '12 Lambton Quay',
    city: 'Wellington',
    state: '',
    postcode: '6011',
    country: 'New Zealand',
  });
  await expect(page.getByRole('radio', { name: /International Standard/ })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);
});

test('a price changed on the server shows the validation messages next to the line', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page, () => true);
  const [product] = await productsOnSale(request);
  // The stored cart still has the old price (as if it changed on the server since the tea was added).
  const old = Math.round((product!.price - 1) * 100) / 100;
  await openCartWith(page, [{ product: product!, quantity: 1, price: old }]);
  await enterAddress(page, SYDNEY);
  await chooseCheapestAndProceed(page);
  await expect(
    page.getByText(
      `The price of ${product!.name} has changed from $${old.toFixed(2)} to $${product!.price.toFixed(2)}.`,
    ),
  ).toBeVisible();
  expect(dialogs).toContain(CART_INVALID);
  await expect(page).toHaveURL(/\/cart$/);
});

test('more than the stock is refused: repeated adds cannot pass it', async ({ page, request }) => {
  const products = await productsOnSale(request);
  const low = products.filter((p) => p.stock >= 2).at(-1)!;
  await page.goto(`/tea-item/${low.slug}`);
  for (let i = 1; i < low.stock; i += 1)
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The page counts what the cart holds: a second add of the stock is not offered at all.
  await expect(page.getByTestId('all-in-cart')).toHaveText(`All ${low.stock} we have are in your cart.`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await page.goto('/cart');
  await expect(page.getByLabel(`${low.name} quantity`)).toHaveText(String(low.stock));
  await expect(page.getByRole('button', { name: `One more ${low.name}` })).toBeDisabled();
});

test('the cart page follows another tab', async ({ page, context, request }) => {
  const [product] = await productsOnSale(request);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const other = await context.newPage();
  await openCartWith(other, [{ product: product!, quantity: 1 }]);
  await expect(page.getByRole('link', { name: product!.name, exact: true })).toBeVisible();
});

/**
 * The home carousel's files: the catalog remote (its own server here, apps.json; /remotes/catalog/ behind
 * nginx) and its data.
 */
// The carousel's code and data. Not the catalog's manifest: every composed remote's manifest is read at boot,
// for the routes it declares (docs/architecture.md#routes).
const CAROUSEL_FILES =
  /localhost:3001\/(?!mf-manifest\.json)|\/remotes\/catalog\/[^/]+\/(?!mf-manifest\.json)|\/api\/home\/carousel/;

/** A phone's short viewport, where the carousel composed below the cart starts far out of view; two teas. */
async function twoTeasOnAShortPhone(page: Page, request: APIRequestContext) {
  await page.setViewportSize({ width: 375, height: 400 });
  const [first, second] = await productsOnSale(request);
  return [
    { product: first!, quantity: 1 },
    { product: second!, quantity: 1 },
  ];
}

test('the home carousel at the bottom of the cart waits for the page’s load, and shows when the shopper scrolls to it', async ({
  page,
  request,
}) => {
  // Whether it is near the viewport depends on how far the page has rendered by then (the unit test covers
  // the margin); what holds on any machine is that nothing of it starts before the page's load event.
  await openCartWith(page, await twoTeasOnAShortPhone(page, request));
  // The shopper scrolls to the bottom (again, while the page above still grows).
  const carouselTile = page.getByRole('region', { name: 'Tea carousel' }).getByRole('link').first();
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(carouselTile).toBeVisible({ timeout: 1000 });
  }).toPass();

  const carouselFiles = await startedAfterLoad(page, CAROUSEL_FILES);
  expect(carouselFiles.some((url) => url.includes('/api/home/carousel'))).toBe(true);
  expect(carouselFiles.some((url) => !url.includes('/api/'))).toBe(true);
});

test('the carousel below the cart does not load while the cart’s own code is late, even after the window’s load', async ({
  page,
  request,
}) => {
  const lines = await twoTeasOnAShortPhone(page, request);
  const carouselAsks: string[] = [];
  page.on('request', (asked) => {
    if (CAROUSEL_FILES.test(asked.url())) carouselAsks.push(asked.url());
  });
  // The cart's manifest is held (a slow phone or network): a fetch does not hold the window's load event. The
  // hold lasts the load and two idle periods. Until it comes, /cart is not known to be the cart's (its manifest
  // declares the route: loading, or after 3 s unavailable), so nothing is composed below it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/localhost:3003\/mf-manifest\.json/, async (route) => {
    await held;
    await route.continue();
  });
  const opened = openCartWith(page, lines);
  await page.waitForURL('**/cart', { waitUntil: 'load' });
  // Past the idle period in which the carousel's box starts being watched.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 2000 }))),
  );
  await expect(page.getByTestId('near-viewport-placeholder')).toHaveCount(0);
  expect(carouselAsks).toEqual([]);
  release();
  await opened;
  await page.waitForLoadState('networkidle');
  expect(carouselAsks).toEqual([]);
});

// Phone, tablet and desktop: one, three and five tiles (mfe-catalog's HomeCarousel).
for (const size of [
  { width: 375, height: 812, tiles: 1 },
  { width: 768, height: 1024, tiles: 3 },
  { width: 1280, height: 800, tiles: 5 },
]) {
  test(`on the empty cart at ${size.width} px the carousel's current image loads first and every tile in view loads`, async ({
    page,
  }) => {
    // The carousel is the empty cart's largest paint (docs/architecture.md#images-and-fonts).
    await page.setViewportSize(size);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Tea carousel' });
    await expect(carousel.locator('img').first()).toBeAttached();
    const images = () =>
      carousel.locator('img').evaluateAll((all) =>
        all.map((image) => {
          const box = image.getBoundingClientRect();
          return {
            inView: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
            shown: image.checkVisibility(),
            loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
            priority: image.getAttribute('fetchpriority'),
            current: image.closest('[aria-current="true"]') !== null,
          };
        }),
      );
    // The current tile is drawn largest (scaled up): the one that can be the page's largest paint.
    expect((await images()).filter((image) => image.priority === 'high')).toEqual([
      expect.objectContaining({ current: true, inView: true, shown: true }),
    ]);
    // The width shows its tiles, and each of them loads; the ones it hides are never fetched.
    await expect
      .poll(
        async () => (await images()).filter((image) => image.shown && image.inView && image.loaded).length,
      )
      .toBe(size.tiles);
    expect((await images()).filter((image) => !image.shown && image.loaded)).toEqual([]);
  });
}

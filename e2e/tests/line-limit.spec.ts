import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';
import { enterAddress, openCartWith, productsOnSale, SYDNEY } from '../support/shop';

// The line limit as shoppers meet it (docs/product-rules/cart.md#stock-and-quantity): a tea with more in stock
// than one line may hold, raised to the limit, added, then refused a second time.
const LIMIT = `Up to ${MAX_LINE_QUANTITY} of each tea per order.`;
const FULL = `Your cart already holds ${MAX_LINE_QUANTITY} of this tea, the most per order.`;

/** The note is on screen and within the window's width (no sideways scrolling to read it). */
async function expectReadable(page: Page, note: Locator, width: number) {
  await expect(note).toBeVisible();
  const box = await note.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [375, 768, 1280]) {
  test(`at ${width}px the line limit stops the quantity, the add and the cart's plus, and says so`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tea = (await productsOnSale(request)).find((p) => p.stock > MAX_LINE_QUANTITY);
    if (!tea) throw new Error(`no tea on sale with more than ${MAX_LINE_QUANTITY} in stock`);

    await page.goto(`/tea-item/${tea.slug}`);
    const main = page.getByRole('main');
    const plus = main.getByRole('button', { name: 'Increase quantity' });
    const addToCart = main.getByRole('button', { name: 'Add to Cart' });
    await expect(main.getByTestId('quantity')).toHaveText('1');
    await expect(main.getByTestId('line-limit')).toHaveCount(0);
    for (let i = 1; i < MAX_LINE_QUANTITY; i += 1) await plus.click();
    await expect(main.getByTestId('quantity')).toHaveText(String(MAX_LINE_QUANTITY));
    await expect(plus).toBeDisabled();
    await expect(main.getByTestId('line-limit')).toHaveText(LIMIT);
    await expect(plus).toHaveAccessibleDescription(LIMIT);
    await expectReadable(page, main.getByTestId('line-limit'), width);

    await addToCart.click();
    const toast = page.getByRole('status').filter({ hasText: 'added to cart!' });
    await expect(toast).toContainText(`${tea.name} (x${MAX_LINE_QUANTITY}) has been added to your cart`);

    // A second add is refused with the reason, not announced as done; a reload reads the stored cart alike.
    for (const step of ['added', 'reloaded']) {
      if (step === 'reloaded') await page.reload();
      await expect(addToCart).toBeDisabled();
      await expect(plus).toBeDisabled();
      await expect(main.getByTestId('line-full')).toHaveText(FULL);
      await expect(addToCart).toHaveAccessibleDescription(FULL);
      await expectReadable(page, main.getByTestId('line-full'), width);
    }
    await expect(main.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');

    await page.goto('/cart');
    await expect(page.getByLabel(`${tea.name} quantity`)).toHaveText(String(MAX_LINE_QUANTITY));
    const cartPlus = page.getByRole('button', { name: `One more ${tea.name}` });
    await expect(cartPlus).toBeDisabled();
    await expect(cartPlus).toHaveAccessibleDescription(LIMIT);
    await expectReadable(page, page.getByText(LIMIT, { exact: true }), width);
  });
}

// What one client can hold at checkout (docs/commerce.md#what-one-client-can-hold): the e2e shop runs with the
// default of 40 units, so three full-ish lines are one item too many.
const HOLD_LIMIT = 40;
const TOO_MANY = `One checkout can hold at most ${HOLD_LIMIT} items. Please lower the quantities in your cart to ${HOLD_LIMIT} items or fewer.`;

for (const width of [375, 768, 1280]) {
  test(`at ${width}px a cart of more than one checkout may hold stays on the cart page and says what to do`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    page.on('dialog', (dialog) => void dialog.accept());
    // Teas, not tea wares: three full lines of teapots would pass the parcel limit first.
    const wares = (await (await request.get('/api/teatype/tea-wares/tea')).json()) as { slug: string }[];
    const teas = (await productsOnSale(request))
      .filter((p) => p.stock > MAX_LINE_QUANTITY && !wares.some((ware) => ware.slug === p.slug))
      .slice(0, 3);
    if (teas.length < 3) throw new Error(`fewer than 3 teas with more than ${MAX_LINE_QUANTITY} in stock`);
    const quantities = [MAX_LINE_QUANTITY, MAX_LINE_QUANTITY, HOLD_LIMIT - 2 * MAX_LINE_QUANTITY + 1];
    await openCartWith(
      page,
      teas.map((product, i) => ({ product, quantity: quantities[i]! })),
    );
    await enterAddress(page, SYDNEY);
    const services = page.getByRole('radio');
    await expect(services.first()).toBeVisible();
    await services.first().check();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectReadable(page, page.getByText(TOO_MANY), width);
    await expect(page).toHaveURL(/\/cart$/);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { jsonLdOfType } from '../support/seo';

// Seeded products (catalogue/src/seed/teaItems/): stock 45 with two photographs, stock 3, stock 0, and not on sale yet.
const IN_STOCK = 'sencha-superior-100g';
const LOW_STOCK = 'dian-hong-golden-snail-50g';
const OUT_OF_STOCK = 'shou-mei-100g';
const COMING_SOON = 'hojicha-powder-100g';

async function openProduct(page: Page, slug: string, base = '/tea-item') {
  await page.goto(`${base}/${slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  return page.getByRole('main');
}

test('a tea shows its details, title and structured data', async ({ page }) => {
  const main = await openProduct(page, IN_STOCK);
  await expect(main.getByRole('heading', { level: 1, name: 'Sencha Superior 100g' })).toBeVisible();
  await expect(page).toHaveTitle('Sencha Superior 100g Green Tea from Shizuoka - Sencha Tea');
  await expect(main.getByRole('link', { name: 'Green Tea', exact: true })).toHaveAttribute(
    'href',
    '/specialty-tea/green-tea',
  );
  await expect(main.getByRole('link', { name: 'Shizuoka', exact: true })).toHaveAttribute(
    'href',
    '/tea-region/shizuoka',
  );
  await expect(main.getByTestId('price')).toHaveText('$26.00');
  await expect(main.getByText('100 g', { exact: true })).toBeVisible();
  await expect(main.getByTestId('stock-status')).toHaveText('In stock');
  await expect(main.getByRole('link', { name: 'Umami' })).toHaveAttribute('href', '/tea-flavour/umami');
  expect(await jsonLdOfType(page, 'Product')).toMatchObject({
    name: 'Sencha Superior 100g',
    sku: IN_STOCK,
    offers: { priceCurrency: 'AUD', price: '26.00', availability: 'https://schema.org/InStock' },
  });
});

test('thumbnails switch the main image; the lightbox opens with Enter and closes with Escape', async ({
  page,
}) => {
  const main = await openProduct(page, IN_STOCK);
  const trigger = main.getByRole('button', { name: /Open full-screen image/ });
  await expect(trigger.locator('img')).toHaveAttribute('src', /sencha-superior-100g-1\.png/);
  await main.getByRole('button', { name: /Show image 2/ }).click();
  await expect(trigger.locator('img')).toHaveAttribute('src', /sencha-superior-leaf\.png/);

  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.locator('img')).toHaveAttribute('src', /width=2048/);
  await expect(page.getByRole('button', { name: 'Close full-screen image' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close full-screen image' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.getByRole('button', { name: 'Close full-screen image' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

/**
 * The order in which the page's images reach the document, and a frame after the main image's: a thumbnail or a
 * graphic inserted in the same render as the main image would be asked for before the page's first paint.
 */
async function recordImageOrder(page: Page) {
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { imageOrder: order });
    const kindOf = (image: HTMLImageElement) => {
      if (image.getAttribute('fetchpriority') === 'high') return 'main';
      if (image.closest('ul[aria-label="Choose an image"]')) return 'thumbnail';
      return /width=1600/.test(image.src) ? 'graphic' : null;
    };
    new MutationObserver((records) => {
      for (const added of records.flatMap((record) => [...record.addedNodes])) {
        if (!(added instanceof Element)) continue;
        const images = added instanceof HTMLImageElement ? [added] : [...added.querySelectorAll('img')];
        for (const image of images) {
          const kind = kindOf(image);
          if (kind) order.push(kind);
          if (kind === 'main') requestAnimationFrame(() => order.push('frame'));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { imageOrder: string[] }).imageOrder);
}

test('the thumbnails and graphics are asked for only after the frame that paints the main image', async ({
  page,
}) => {
  const imageOrder = await recordImageOrder(page);
  const main = await openProduct(page, IN_STOCK);
  await expect(main.getByRole('list', { name: 'Choose an image' }).locator('img')).toHaveCount(2);
  // The brewing tab is open first, with its graphic.
  await expect.poll(imageOrder).toContain('graphic');
  // A main image inserted again (a remount) would count as a second 'main' and fail the check below.
  const order = await imageOrder();
  expect(order.slice(0, 2)).toEqual(['main', 'frame']);
  expect(order.filter((kind) => kind === 'thumbnail')).toHaveLength(2);
  expect(order.slice(2).every((kind) => kind === 'thumbnail' || kind === 'graphic')).toBe(true);
});

test('zoom mode magnifies around the pointer only while hovering', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = await openProduct(page, IN_STOCK);
  await main.getByRole('button', { name: 'Hover zoom: off' }).click();
  await expect(main.getByRole('button', { name: 'Hover zoom: on' })).toHaveAttribute('aria-pressed', 'true');
  const zoom = main.getByTestId('zoom-image');
  await expect(zoom).toHaveAttribute('data-zoom-active', 'false');
  const box = await zoom.boundingBox();
  if (!box) throw new Error('zoom image has no box');
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
  await expect(zoom).toHaveAttribute('data-zoom-active', 'true');
  const lens = main.getByTestId('zoom-lens');
  const first = await lens.evaluate((element) => (element as HTMLElement).style.backgroundPosition);
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75);
  await expect
    .poll(() => lens.evaluate((element) => (element as HTMLElement).style.backgroundPosition))
    .not.toBe(first);
  await page.mouse.move(box.x + box.width + 200, box.y);
  await expect(zoom).toHaveAttribute('data-zoom-active', 'false');
  // Clicking the image in zoom mode never opens the lightbox.
  await zoom.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await main.getByRole('button', { name: 'Hover zoom: on' }).click();
  await expect(main.getByRole('button', { name: /Open full-screen image/ })).toBeVisible();
});

test('quantity stays within 1..stock; adding shows the cart alert and the badge count', async ({ page }) => {
  const main = await openProduct(page, LOW_STOCK);
  const minus = main.getByRole('button', { name: 'Decrease quantity' });
  const plus = main.getByRole('button', { name: 'Increase quantity' });
  const quantity = main.getByTestId('quantity');
  await expect(quantity).toHaveText('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveText('3');
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(quantity).toHaveText('2');

  await main.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'added to cart!' });
  await expect(toast).toContainText('Dian Hong Golden Snail 50g added to cart!');
  await expect(toast).toContainText('Dian Hong Golden Snail 50g (x2) has been added to your cart');
  await expect(toast.getByRole('link')).toHaveAttribute('href', '/cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(quantity).toHaveText('1');

  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
});

test('an out-of-stock product has a disabled Out of Stock button', async ({ page }) => {
  const main = await openProduct(page, OUT_OF_STOCK);
  await expect(main.getByTestId('stock-status')).toHaveText('Out of stock');
  await expect(main.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('a product not on sale yet shows the Coming Soon! panel instead of buying controls', async ({
  page,
}) => {
  const main = await openProduct(page, COMING_SOON, '/matcha-tea');
  await expect(main.getByRole('heading', { name: 'Coming Soon!' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(main.getByRole('button', { name: /Add to Cart|Out of Stock/ })).toHaveCount(0);
  await expect(main.getByTestId('quantity')).toHaveCount(0);
});

test('tabs and accordions follow the description markdown', async ({ page }) => {
  const main = await openProduct(page, IN_STOCK);
  await expect(main.getByTestId('description')).toContainText('...');
  await main.getByRole('button', { name: 'Show more' }).click();
  await expect(main.getByTestId('description')).toContainText('a bracing finish');

  const brewingTab = main.getByRole('tab', { name: 'Brewing Instructions' });
  const flavourTab = main.getByRole('tab', { name: 'Flavour Profile' });
  await expect(brewingTab).toHaveAttribute('aria-selected', 'true');
  const carousel = main.getByRole('region', { name: 'Brewing instructions' });
  await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await brewingTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(flavourTab).toHaveAttribute('aria-selected', 'true');
  await expect(flavourTab).toBeFocused();
  await expect(main.getByRole('tabpanel').getByRole('img').first()).toHaveAttribute('src', /width=1600/);

  const storage = main.getByRole('button', { name: 'Storage' });
  await expect(storage).toHaveAttribute('aria-expanded', 'false');
  await main.getByRole('button', { name: 'Expand All' }).click();
  await expect(storage).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('button', { name: 'Shipping & Returns' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await main.getByRole('button', { name: 'Collapse All' }).click();
  await expect(storage).toHaveAttribute('aria-expanded', 'false');
});

test('an invalid product slug shows the validation message', async ({ page }) => {
  await page.goto('/tea-item/not_a_valid_slug');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Something went wrong:');
  await expect(alert).toContainText('The provided tea item product is not valid.');
});

test('an unknown product shows the load error', async ({ page }) => {
  await page.goto('/herbal-tea/no-such-tea-anywhere');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'An error occurred while retrieving the tea item.',
  );
});

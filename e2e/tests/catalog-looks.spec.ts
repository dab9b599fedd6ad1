import { expect, test } from '@playwright/test';

const TEA = '/tea-item/sencha-superior-100g';

test('at 375px the tea item tabs stay on one row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(TEA);
  const tabs = page.getByRole('main').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const tops = await tabs.evaluateAll((elements) =>
    elements.map((e) => Math.round(e.getBoundingClientRect().top)),
  );
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
});

test('home carousel names are shown whole, even on the single large phone tile', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    const names = page.getByRole('main').locator('a[href^="/tea-item/"] span');
    // The carousel renders five tiles and the width shows one, three or five (the others are not laid out).
    await expect(names.filter({ visible: true }).first()).toBeVisible();
    const cut = await names.evaluateAll((elements) =>
      elements
        .filter((e) => e.getBoundingClientRect().width > 0)
        .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('hover zoom is not offered (the lightbox is)', async ({ page }) => {
    await page.goto(TEA);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('button', { name: /Hover zoom/ })).toBeHidden();
  });
});

test('the brewing carousel arrows are not covered by the graphic, at 375 and 1280px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(TEA);
    const carousel = page.getByRole('region', { name: 'Brewing instructions' });
    for (const name of ['Previous', 'Next']) {
      const arrow = carousel.getByRole('button', { name });
      await expect(arrow).toBeVisible();
      // elementFromPoint sees only the viewport.
      await arrow.scrollIntoViewIfNeeded();
      // Hit testing at the arrow's edges and centre: what is there is the arrow itself. The box is read in the
      // same task as the hits: the page may still lay out (its markdown renders after the first paint), and a
      // box read a moment earlier would test points the arrow has since moved away from.
      const hits = await arrow.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const points = [
          [box.x + 3, box.y + box.height / 2],
          [box.x + box.width - 3, box.y + box.height / 2],
          [box.x + box.width / 2, box.y + 3],
          [box.x + box.width / 2, box.y + box.height - 3],
          [box.x + box.width / 2, box.y + box.height / 2],
        ] as const;
        return points.map(([x, y]) => element.contains(document.elementFromPoint(x, y)));
      });
      expect(hits).toEqual([true, true, true, true, true]);
    }
    if (width === 375) {
      // The graphic gets the width of the page, not what is left between two arrows.
      const graphic = carousel.getByRole('img').first();
      expect((await graphic.boundingBox())!.width).toBeGreaterThan(300);
    }
  }
});

test('at 900px the desktop menu stays on one row and the logo on one line', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto(TEA);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Teawares' })).toBeVisible();
  const rows = await nav.evaluate((element) => {
    const tops = [...element.querySelectorAll('a, button')]
      .filter((item) => item.getBoundingClientRect().height > 0 && !item.closest('ul ul'))
      .map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2));
    return { spread: Math.max(...tops) - Math.min(...tops) };
  });
  expect(rows.spread).toBeLessThanOrEqual(6);
  const brand = page.getByRole('link', { name: /Sencha Tea/ }).first();
  const lineHeight = await brand.evaluate((element) => parseFloat(getComputedStyle(element).fontSize) * 2);
  expect((await brand.boundingBox())!.height).toBeLessThan(lineHeight);
});

const TABLET_SCREENS: Array<[number, number]> = [
  [768, 1024],
  [1000, 700],
];
for (const [width, height] of TABLET_SCREENS) {
  test(`at ${width}x${height} the name, price and Add to Cart are in the first screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(TEA);
    const main = page.getByRole('main');
    const addToCart = main.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible();
    for (const element of [main.getByRole('heading', { level: 1 }), main.getByTestId('price'), addToCart]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
  });
}

test('the add-to-cart toast leaves the cart badge in sight, at 375 and 1280px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(TEA);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('[data-type="cart"]');
    await expect(toast).toBeVisible();
    const badge = (await page.getByTestId('cart-badge').boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    const overlaps =
      badge.x < toastBox.x + toastBox.width &&
      toastBox.x < badge.x + badge.width &&
      badge.y < toastBox.y + toastBox.height &&
      toastBox.y < badge.y + badge.height;
    expect(overlaps).toBe(false);
  }
});
